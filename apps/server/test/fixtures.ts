import { randomUUID } from 'node:crypto';
import { STUDENT_DELETE_WINDOW_MS } from '@classbeam/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { hashBirthDate, normalizeBirthDate } from '../src/modules/students/birth-date';
import { finishDeletions } from '../src/modules/students/deletions';
import type { Teacher, TestContext } from './context';
import { type ClientSocket, connect, connected } from './socket-client';

/** A tiny valid JPEG (1x1), as a camera capture would send it. */
export const JPEG_1PX = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
  'base64',
);
export const jpegDataUrl = (bytes: Buffer = JPEG_1PX) =>
  `data:image/jpeg;base64,${bytes.toString('base64')}`;

export const opId = () => randomUUID();

export async function createClass(ctx: TestContext, as: Teacher, name = 'Class'): Promise<number> {
  const res = await ctx.request({ method: 'POST', url: '/api/classes', as, payload: { name } });
  return res.json().id;
}

export async function addStudents(
  ctx: TestContext,
  as: Teacher,
  classId: number,
  names: string[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/students',
      as,
      payload: { classId, name },
    });
    if (res.statusCode !== 201) throw new Error(`add student failed: ${res.body}`);
    ids.push(res.json().id);
  }
  return ids;
}

/**
 * Deletes a student and lets the undo window pass: the delete is final, as the server's sweep
 * makes it (run here at once, at a time past the window, rather than waited for). Answers the
 * DELETE's own answer.
 */
export async function deleteForGood(
  ctx: TestContext,
  as: Teacher,
  studentId: number,
): Promise<LightMyRequestResponse> {
  const res = await ctx.request({ method: 'DELETE', url: `/api/students/${studentId}`, as });
  await windowPassed(ctx);
  return res;
}

/** Every delete made so far becomes final, as the sweep makes it once their window has passed. */
export async function windowPassed(ctx: TestContext): Promise<void> {
  await finishDeletions(ctx.db, new Date(ctx.app.clock.now() + STUDENT_DELETE_WINDOW_MS));
}

export async function pointsOf(ctx: TestContext, classId: number): Promise<Record<number, number>> {
  const rows = await ctx.db
    .selectFrom('students')
    .select(['id', 'points'])
    .where('class_id', '=', classId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.points]));
}

/** A display link of the class: its id, and the token a display connects with. */
export async function displayLink(
  ctx: TestContext,
  as: Teacher,
  classId: number,
): Promise<{ id: number; token: string }> {
  const res = await ctx.request({
    method: 'POST',
    url: `/api/classes/${classId}/display-links`,
    as,
  });
  const link = res.json();
  return { id: link.id, token: String(link.path).split('/').pop() ?? '' };
}

/**
 * Students with dates of birth, written straight to the table (a roster of 50 in one
 * statement); only the keyed hash is stored, as the students route does.
 */
export async function seedStudents(
  ctx: TestContext,
  classId: number,
  count: number,
  prefix = 'Pupil',
): Promise<{ id: number; name: string; birthDate: string }[]> {
  const born = (i: number) =>
    `${String((i % 12) + 1).padStart(2, '0')}/${String((i % 28) + 1).padStart(2, '0')}/2015`;
  const rows = await ctx.db
    .insertInto('students')
    .values(
      Array.from({ length: count }, (_, i) => ({
        class_id: classId,
        name: `${prefix} ${i + 1}`,
        birth_date_hash: hashBirthDate(
          ctx.config.birthDateKey,
          normalizeBirthDate(born(i)) as string,
        ),
      })),
    )
    .returning(['id', 'name'])
    .execute();
  return rows.map((row, i) => ({ ...row, birthDate: born(i) }));
}

/** Opens the class's self-assessment page for 30 minutes; answers the class key. */
export async function openSelfAssessment(
  ctx: TestContext,
  as: Teacher,
  classId: number,
): Promise<string> {
  const res = await ctx.request({
    method: 'PUT',
    url: `/api/classes/${classId}/self-assessment`,
    as,
    payload: { open: true },
  });
  if (res.statusCode !== 200) throw new Error(`open failed: ${res.body}`);
  return res.json().key;
}

/** The class's version as stored: what every broadcast and snapshot of it carries. */
export async function classVersion(ctx: TestContext, classId: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('classes')
    .select('version')
    .where('id', '=', classId)
    .executeTakeFirstOrThrow();
  return row.version;
}

/**
 * Every kind of device a class has, connected: two of the teacher's (a phone and a tablet),
 * the classroom display through a link, and a self-assessment iPad. They go on `open`, the
 * list the file's set-up disconnects after each test.
 */
export async function everyDevice(
  ctx: TestContext,
  base: string,
  teacher: Teacher,
  classId: number,
  open: ClientSocket[],
) {
  const phone = connect(base, { cookie: teacher.cookie });
  const tablet = connect(base, { cookie: teacher.cookie });
  const link = await displayLink(ctx, teacher, classId);
  const display = connect(base, { auth: { displayToken: link.token } });
  const key = await openSelfAssessment(ctx, teacher, classId);
  const ipad = connect(base, { auth: { kioskClassId: classId, kioskKey: key } });
  open.push(phone, tablet, display, ipad);
  await Promise.all([phone, tablet, display, ipad].map(connected));
  return { phone, tablet, display, ipad, link, key };
}
