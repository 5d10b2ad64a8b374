import type { HiddenStudentDto, StudentDto } from '@classbeam/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { Teacher, TestContext } from './context';
import {
  addStudents,
  classVersion,
  createClass,
  everyDevice,
  jpegDataUrl,
  opId,
  windowPassed,
} from './fixtures';
import { setUpLiveServer } from './set-up';
import { connect, connected, record, sleep } from './socket-client';

/*
 * Hidden students (Step 7): the list of students a load hid, Show again, and Delete through
 * the students' own call. A student shown again is back everywhere with all they kept.
 */
let ctx: TestContext;
let base: string;
let teacher: Teacher;
let other: Teacher;
const open = setUpLiveServer((s) => ({ ctx, base, teacher, other } = s), { teachers: 2 });

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, as: Teacher = teacher) =>
  ctx.request({ method, url, as, ...(payload ? { payload } : {}) });

const hiddenOf = async (classId: number): Promise<HiddenStudentDto[]> => {
  const res = await call('GET', `/api/classes/${classId}/hidden-students`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const rosterIds = async (classId: number): Promise<number[]> =>
  ((await call('GET', `/api/classes/${classId}/students`)).json() as StudentDto[]).map((s) => s.id);
const unhide = (studentId: number | string, as: Teacher = teacher) =>
  call('POST', `/api/students/${studentId}/unhide`, undefined, as);
const saveClass = async (classId: number, name: string): Promise<number> => {
  const res = await call('POST', `/api/classes/${classId}/class-configurations`, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
};
const loadClass = async (configId: number) => {
  const res = await call('POST', `/api/class-configurations/${configId}/load`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { version: number; hidden: number };
};
const tap = (classId: number, studentId: number, delta: number) =>
  call('POST', '/api/ops', { classId, ops: [{ opId: opId(), kind: 'points', studentId, delta }] });
const versionOf = (classId: number) => classVersion(ctx, classId);
/** Every behaviour-log row of a student, as stored. */
const logsOf = (studentId: number) =>
  ctx.db
    .selectFrom('behavior_logs')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('id')
    .execute();

/**
 * Ada and Ben saved as 'Pair'; then Cy (with a photo, points, a late mark, a row and a note)
 * and Dee join; Dee is saved in 'Four'. Loading 'Pair' hides Cy (in no saved class) and Dee.
 */
async function classWithHidden() {
  const classId = await createClass(ctx, teacher);
  const [ada, ben] = (await addStudents(ctx, teacher, classId, ['Ada', 'Ben'])) as [number, number];
  const pair = await saveClass(classId, 'Pair');
  const [cy, dee] = (await addStudents(ctx, teacher, classId, ['cy', 'Dee'])) as [number, number];
  const four = await saveClass(classId, 'Four');
  // 'Four' then holds Dee alone (as if Cy had been taken out of it): Cy is in no saved class.
  await call('PATCH', `/api/students/${cy}`, { avatar: jpegDataUrl(), row: 4, notes: 'Window' });
  await tap(classId, cy, 3);
  await tap(classId, cy, -1);
  await call('POST', '/api/ops', {
    classId,
    ops: [{ opId: opId(), kind: 'attendance', studentId: cy, status: 'late' }],
  });
  await ctx.db
    .updateTable('class_configurations')
    .set({
      student_data: JSON.stringify([
        {
          id: dee,
          name: 'Dee',
          avatar: null,
          points: 5,
          attendanceStatus: 'present',
          row: null,
          notes: '',
        },
      ]),
    })
    .where('id', '=', four)
    .execute();
  const group = (await call('POST', `/api/classes/${classId}/groups`, { name: 'Owls' })).json();
  await call('POST', `/api/groups/${group.id}/students/${cy}`);
  const loaded = await loadClass(pair);
  expect(loaded.hidden).toBe(2);
  return { classId, ada, ben, cy, dee, pair, four, groupId: group.id as number };
}

describe('the list of hidden students', () => {
  it('lists the students a load hid, by name, with picture, points and whether a saved class holds them', async () => {
    const { classId, cy, dee } = await classWithHidden();
    const list = await hiddenOf(classId);
    expect(list).toEqual([
      {
        id: cy,
        name: 'cy',
        avatarUrl: expect.stringMatching(/^\/api\/avatars\/[A-Za-z0-9_-]{22}$/),
        points: 7,
        inSavedClass: false,
      },
      { id: dee, name: 'Dee', avatarUrl: null, points: 5, inSavedClass: true },
    ]);
    // The photo is still served: the list can show it.
    const photo = await ctx.request({ method: 'GET', url: list[0]?.avatarUrl as string });
    expect(photo.statusCode).toBe(200);

    // Deleting the saved class that holds Dee leaves Dee with no way back but this list.
    const configs = (await call('GET', `/api/classes/${classId}/class-configurations`)).json();
    for (const config of configs) await call('DELETE', `/api/class-configurations/${config.id}`);
    expect((await hiddenOf(classId)).map((s) => [s.name, s.inSavedClass])).toEqual([
      ['cy', false],
      ['Dee', false],
    ]);
  });

  it('is empty for a class nobody is hidden in; a bad, missing or foreign class id is 404', async () => {
    const classId = await createClass(ctx, teacher);
    await addStudents(ctx, teacher, classId, ['Ada']);
    expect(await hiddenOf(classId)).toEqual([]);
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '999999']) {
      const res = await call('GET', `/api/classes/${id}/hidden-students`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Class not found.' });
    }
    const foreign = await call('GET', `/api/classes/${classId}/hidden-students`, undefined, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'not_found', message: 'Class not found.' });
  });
});

describe('Show again', () => {
  it('brings the student back with their points, attendance, row, notes, photo and history; they are in every list and operation again', async () => {
    const { classId, ada, ben, cy, groupId } = await classWithHidden();
    const logsBefore = await logsOf(cy);
    expect(logsBefore).toHaveLength(2);
    const before = await versionOf(classId);

    const res = await unhide(cy);
    expect(res.statusCode, res.body).toBe(200);
    const shown: StudentDto = res.json();
    expect(shown).toMatchObject({
      id: cy,
      classId,
      name: 'cy',
      points: 7,
      attendanceStatus: 'late',
      row: 4,
      notes: 'Window',
      avatarUrl: expect.stringMatching(/^\/api\/avatars\//),
    });
    expect(await versionOf(classId)).toBe(before + 1);
    // History kept, not rewritten: the same behaviour-log rows, and none added.
    expect(await logsOf(cy)).toEqual(logsBefore);
    expect(await rosterIds(classId)).toEqual([ada, ben, cy]);
    expect((await hiddenOf(classId)).map((s) => s.name)).toEqual(['Dee']);
    // Not back into the group they left when hidden.
    const groups = (await call('GET', `/api/classes/${classId}/groups`)).json();
    expect(groups.find((g: { id: number }) => g.id === groupId).members).toEqual([]);
    // Taps and edits reach them again.
    expect((await tap(classId, cy, 1)).json().rejected).toEqual([]);
    expect((await call('PATCH', `/api/students/${cy}`, { notes: 'Door' })).statusCode).toBe(200);
    const row = await ctx.db
      .selectFrom('students')
      .select(['points', 'notes', 'is_active'])
      .where('id', '=', cy)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ points: 8, notes: 'Door', is_active: true });
  });

  it('every device follows, as for Add Student: a second phone and the display hear roster:changed, and their snapshots hold the student; the iPads re-read', async () => {
    const { classId, ada, ben, cy } = await classWithHidden();
    const { phone, tablet, display, ipad, link, key } = await everyDevice(
      ctx,
      base,
      teacher,
      classId,
      open,
    );
    await phone.emitWithAck('class:join', { classId });
    const joined = await tablet.emitWithAck('class:join', { classId });
    expect(joined.ok && joined.data.students.map((s) => s.id)).toEqual([ada, ben]);
    const atTablet = record(tablet, 'roster:changed');
    const atDisplay = record(display, 'roster:changed');
    const atIpad = record(ipad, 'kiosk:changed');

    expect((await unhide(cy)).statusCode).toBe(200);
    const version = await versionOf(classId);
    await sleep(100);
    expect(atTablet).toEqual([{ classId, version }]);
    expect(atDisplay).toEqual([{ classId, version }]);
    expect(atIpad).toEqual([{ classId }]);

    const snap = await tablet.emitWithAck('class:join', { classId });
    expect(snap.ok && snap.data.version).toBe(version);
    expect(snap.ok && snap.data.students.find((s) => s.id === cy)).toMatchObject({
      name: 'cy',
      points: 7,
      attendanceStatus: 'late',
    });
    const board = await display.emitWithAck('display:snapshot', {});
    expect(board.ok && board.data.students.map((s) => s.id)).toEqual([ada, ben, cy]);
    const page = await ctx.request({ method: 'GET', url: `/api/display/${link.token}` });
    expect(page.json().students.map((s: { id: number }) => s.id)).toEqual([ada, ben, cy]);
    const kiosk = await ctx.request({
      method: 'GET',
      url: `/api/self-assessment/${classId}`,
      headers: { 'x-class-key': key },
    });
    expect(kiosk.json().students.map((s: { id: number }) => s.id)).toEqual([ada, ben, cy]);
  });

  it('a student already shown (another device, a double tap) answers as they are, with no change and no event', async () => {
    const { classId, ada, cy } = await classWithHidden();
    const tablet = connect(base, { cookie: teacher.cookie });
    open.push(tablet);
    await connected(tablet);
    await tablet.emitWithAck('class:join', { classId });
    // Recorded from before the double tap: the one event it sends can reach the socket after
    // the HTTP answers do, so it is waited for rather than assumed to be in already.
    const events = record(tablet, 'roster:changed');
    const [first, second] = await Promise.all([unhide(cy), unhide(cy)]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect(first?.json()).toEqual(second?.json());
    const version = await versionOf(classId);
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events).toEqual([{ classId, version }]);
    const again = await unhide(ada);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: ada, name: 'Ada' });
    await sleep(200);
    expect(events).toEqual([{ classId, version }]);
    expect(await versionOf(classId)).toBe(version);
  });

  it('bad, missing, deleted or foreign ids are 404 and change nothing; a body is refused', async () => {
    const { classId, cy, dee } = await classWithHidden();
    const version = await versionOf(classId);
    for (const id of ['abc', '0', '-3', '2147483648', '999999']) {
      const res = await unhide(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Student not found.' });
    }
    const foreign = await unhide(cy, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'not_found', message: 'Student not found.' });
    const withBody = await ctx.request({
      method: 'POST',
      url: `/api/students/${cy}/unhide`,
      as: teacher,
      payload: { isActive: true },
    });
    expect(withBody.statusCode).toBe(400);
    expect(withBody.json().code).toBe('invalid_payload');
    expect(await versionOf(classId)).toBe(version);
    expect((await hiddenOf(classId)).map((s) => s.id)).toEqual([cy, dee]);

    expect((await call('DELETE', `/api/students/${dee}`)).statusCode).toBe(204);
    const gone = await unhide(dee);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 'not_found', message: 'Student not found.' });
  });

  it('runs under the class lock: a Show again and a load at the same moment each apply once, in some order', async () => {
    const { classId, ada, ben, cy, pair } = await classWithHidden();
    const before = await versionOf(classId);
    const [shown, loaded] = await Promise.all([
      unhide(cy),
      call('POST', `/api/class-configurations/${pair}/load`),
    ]);
    expect([shown.statusCode, loaded.statusCode]).toEqual([200, 200]);
    expect(await versionOf(classId)).toBe(before + 2);
    // Either the load came second and hid Cy again, or Cy was shown after it.
    const ids = await rosterIds(classId);
    const hidden = (await hiddenOf(classId)).map((s) => s.id);
    expect(ids.includes(cy)).toBe(!hidden.includes(cy));
    expect(ids.filter((id) => id !== cy)).toEqual([ada, ben]);
    expect(loaded.json().hidden).toBe(ids.includes(cy) ? 0 : 1);
  });
});

describe('Delete a hidden student', () => {
  it('goes through the students’ own delete: the student leaves the list and every saved class, with their history, and devices hear it', async () => {
    const { classId, ada, ben, dee } = await classWithHidden();
    await call('POST', `/api/classes/${classId}/students/${dee}/assessments`, {
      classId,
      studentId: dee,
      understanding: 3,
      behavior: 3,
      growth: 3,
    });
    const tablet = connect(base, { cookie: teacher.cookie });
    open.push(tablet);
    await connected(tablet);
    await tablet.emitWithAck('class:join', { classId });
    const events = record(tablet, 'roster:changed');

    const res = await call('DELETE', `/api/students/${dee}`);
    expect(res.statusCode).toBe(204);
    await sleep(100);
    expect(events).toEqual([{ classId, version: await versionOf(classId) }]);
    // At once, inside the undo window: out of the list, the roster and every saved class.
    expect((await hiddenOf(classId)).map((s) => s.name)).toEqual(['cy']);
    expect(await rosterIds(classId)).toEqual([ada, ben]);
    const configs = (await call('GET', `/api/classes/${classId}/class-configurations`)).json();
    expect(JSON.stringify(configs)).not.toContain(`"id":${dee},`);
    // Once the window has passed, their history goes with them.
    await windowPassed(ctx);
    expect(
      await ctx.db.selectFrom('students').select('id').where('id', '=', dee).execute(),
    ).toEqual([]);
    for (const table of ['behavior_logs', 'student_assessments', 'daily_attendance'] as const) {
      const left = await ctx.db
        .selectFrom(table)
        .select('student_id')
        .where('student_id', '=', dee)
        .execute();
      expect(left, table).toEqual([]);
    }
    // Another teacher cannot delete one.
    const [cy] = (await hiddenOf(classId)).map((s) => s.id) as [number];
    expect((await call('DELETE', `/api/students/${cy}`, undefined, other)).statusCode).toBe(404);
    expect((await hiddenOf(classId)).map((s) => s.id)).toEqual([cy]);
  });
});
