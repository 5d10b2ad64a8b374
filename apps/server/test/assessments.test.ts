import type { AssessmentDto } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import { localDate } from '../src/modules/operations/operations.service';
import type { Teacher, TestContext } from './context';
import { addStudents, createClass, displayLink } from './fixtures';
import { setUpLiveServer } from './set-up';
import { connect, connected, record, sleep } from './socket-client';

/*
 * The teacher's end-of-class assessment (Step 6, spec sections 3, 4 and 7): one rating per
 * student, day and source; a second save of the day overwrites; results from both sides.
 */
let ctx: TestContext;
let base: string;
let teacher: Teacher;
const open = setUpLiveServer((s) => ({ ctx, base, teacher } = s));

const save = (classId: number, studentId: number, payload: object) =>
  ctx.request({
    method: 'POST',
    url: `/api/classes/${classId}/students/${studentId}/assessments`,
    as: teacher,
    payload,
  });

const get = (url: string) => ctx.request({ method: 'GET', url, as: teacher });

const rowsOf = (classId: number) =>
  ctx.db
    .selectFrom('student_assessments')
    .select([
      'student_id',
      'date',
      'source',
      'understanding',
      'behavior',
      'growth',
      'goal_progress',
    ])
    .where('class_id', '=', classId)
    .orderBy('id')
    .execute();

async function roster(names: string[]) {
  const classId = await createClass(ctx, teacher);
  const ids = await addStudents(ctx, teacher, classId, names);
  return { classId, ids };
}

describe('saving', () => {
  it('saves a rating for the day, and a second save the same day overwrites it (one row per student, day and source)', async () => {
    const { classId, ids } = await roster(['Ada']);
    const [ada] = ids;
    if (!ada) throw new Error('student');
    // Goal progress is kept only for a student with a goal.
    await ctx.request({
      method: 'PATCH',
      url: `/api/students/${ada}`,
      as: teacher,
      payload: { goal: 'Focus' },
    });
    const first = await save(classId, ada, {
      studentId: ada,
      classId,
      date: '2026-11-21',
      understanding: 3,
      behavior: 4,
      growth: 2,
      goalProgress: null,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      studentId: ada,
      classId,
      date: '2026-11-21',
      understanding: 3,
      behavior: 4,
      growth: 2,
      goalProgress: null,
      source: 'teacher',
      createdAt: expect.any(String),
    } satisfies AssessmentDto);
    const asked = await get(`/api/classes/${classId}/assessments?date=2026-11-21`);
    expect(asked.json()).toEqual([
      { studentId: ada, understanding: 3, behavior: 4, growth: 2, goalProgress: null },
    ]);
    expect((await get(`/api/classes/${classId}/assessments?date=2026-11-22`)).json()).toEqual([]);

    const again = await save(classId, ada, {
      date: '2026-11-21',
      understanding: 5,
      behavior: 5,
      growth: 5,
      goalProgress: 4,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, understanding: 5, goalProgress: 4 });
    expect(await rowsOf(classId)).toEqual([
      {
        student_id: ada,
        date: '2026-11-21',
        source: 'teacher',
        understanding: 5,
        behavior: 5,
        growth: 5,
        goal_progress: 4,
      },
    ]);
    // Another day is another row.
    expect(
      (await save(classId, ada, { date: '2026-11-22', understanding: 1, behavior: 1, growth: 1 }))
        .statusCode,
    ).toBe(201);
    expect(await rowsOf(classId)).toHaveLength(2);
  });

  it("leaves the date to the server's today, and goal progress out when not given or no goal", async () => {
    const { classId, ids } = await roster(['Bo']);
    const [bo] = ids;
    if (!bo) throw new Error('student');
    const res = await save(classId, bo, { understanding: 2, behavior: 3, growth: 4 });
    const goalless = await save(classId, bo, {
      understanding: 2,
      behavior: 3,
      growth: 4,
      goalProgress: 5,
    });
    expect(goalless.json()).toMatchObject({ goalProgress: null });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      date: localDate(new Date(ctx.app.clock.now())),
      goalProgress: null,
    });
  });

  it('refuses bad bodies with 400 invalid_payload and changes nothing', async () => {
    const { classId, ids } = await roster(['Cy', 'Di']);
    const [cy, di] = ids;
    if (!cy || !di) throw new Error('students');
    await save(classId, cy, { date: '2026-11-21', understanding: 3, behavior: 3, growth: 3 });
    const before = await rowsOf(classId);
    const otherClass = await createClass(ctx, teacher);
    const good = { date: '2026-11-21', understanding: 4, behavior: 4, growth: 4 };
    for (const body of [
      { ...good, understanding: 0 },
      { ...good, behavior: 6 },
      { ...good, growth: 2.5 },
      { ...good, goalProgress: 7 },
      { ...good, understanding: '4' },
      { date: '2026-11-21', understanding: 4, behavior: 4 },
      { ...good, classId: otherClass },
      { ...good, studentId: di },
      { ...good, date: '2026-02-30' },
      { ...good, date: '21/11/2026' },
      // A device with a wrong clock: the far future would pin 'latest' for good.
      { ...good, date: '9999-12-31' },
      { ...good, date: '0000-01-01' },
      { ...good, source: 'self' },
      { ...good, understanding: null },
      [],
      null,
    ]) {
      const res = await save(classId, cy, body as object);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code, JSON.stringify(body)).toBe('invalid_payload');
    }
    expect(await rowsOf(classId)).toEqual(before);
  });

  it('answers a student of another class, or no student, like a missing one', async () => {
    const { classId, ids } = await roster(['Eve']);
    const other = await roster(['Fay']);
    const [eve] = ids;
    const [fay] = other.ids;
    if (!eve || !fay) throw new Error('students');
    const good = { understanding: 4, behavior: 4, growth: 4 };
    for (const studentId of [fay, 999_999, 'abc', 0]) {
      const res = await save(classId, studentId as number, good);
      expect(res.statusCode, String(studentId)).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Student not found.' });
    }
    const history = await get(`/api/classes/${classId}/students/${fay}/assessments`);
    expect(history.statusCode).toBe(404);
    expect(await rowsOf(classId)).toEqual([]);
    expect(await rowsOf(other.classId)).toEqual([]);
  });

  it("tells the teacher's devices that results changed, and not the display", async () => {
    const { classId, ids } = await roster(['Gus']);
    const [gus] = ids;
    if (!gus) throw new Error('student');
    const phone = connect(base, { cookie: teacher.cookie });
    open.push(phone);
    await connected(phone);
    await phone.emitWithAck('class:join', { classId });
    const link = await displayLink(ctx, teacher, classId);
    const board = connect(base, { auth: { displayToken: link.token } });
    open.push(board);
    await connected(board);
    const onPhone = record(phone, 'assessments:changed');
    const onBoard = record(board, 'assessments:changed');
    await save(classId, gus, { understanding: 4, behavior: 4, growth: 4 });
    await sleep(100);
    expect(onPhone).toEqual([{ classId, studentId: gus, source: 'teacher' }]);
    expect(onBoard).toEqual([]);
  });
});

describe('reading', () => {
  it('the overwrite check needs a real date', async () => {
    const classId = await createClass(ctx, teacher);
    for (const query of [
      '',
      '?date=',
      '?date=2026-13-01',
      '?date=yesterday',
      '?date=2026-11-21&date=2026-11-22',
    ]) {
      const res = await get(`/api/classes/${classId}/assessments${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('invalid_payload');
    }
  });

  it("latest: each active student's newest rating from the teacher and from themselves", async () => {
    const { classId, ids } = await roster(['Hal', 'Ivy', 'Jo']);
    const [hal, ivy, jo] = ids;
    if (!hal || !ivy || !jo) throw new Error('students');
    await save(classId, hal, { date: '2026-11-20', understanding: 1, behavior: 1, growth: 1 });
    await save(classId, hal, { date: '2026-11-21', understanding: 2, behavior: 2, growth: 2 });
    await ctx.db
      .insertInto('student_assessments')
      .values([
        {
          student_id: hal,
          class_id: classId,
          date: '2026-11-19',
          source: 'self',
          understanding: 5,
          behavior: 5,
          growth: 5,
        },
        {
          student_id: jo,
          class_id: classId,
          date: '2026-11-21',
          source: 'self',
          understanding: 4,
          behavior: 4,
          growth: 4,
        },
      ])
      .execute();
    await ctx.db.updateTable('students').set({ is_active: false }).where('id', '=', jo).execute();
    const latest = (await get(`/api/classes/${classId}/assessments/latest`)).json();
    expect(latest).toEqual([
      {
        studentId: hal,
        teacher: expect.objectContaining({
          date: '2026-11-21',
          understanding: 2,
          source: 'teacher',
        }),
        self: expect.objectContaining({ date: '2026-11-19', understanding: 5, source: 'self' }),
      },
      { studentId: ivy, teacher: null, self: null },
    ]);
  });

  it("a student's history: both sides, newest day first, 10 by default and at most 50", async () => {
    const { classId, ids } = await roster(['Kit']);
    const [kit] = ids;
    if (!kit) throw new Error('student');
    const days = Array.from({ length: 30 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
    await ctx.db
      .insertInto('student_assessments')
      .values(
        days.flatMap((date) =>
          (['teacher', 'self'] as const).map((source) => ({
            student_id: kit,
            class_id: classId,
            date,
            source,
            understanding: 3,
            behavior: 3,
            growth: 3,
          })),
        ),
      )
      .execute();
    const url = `/api/classes/${classId}/students/${kit}/assessments`;
    const first = (await get(url)).json() as AssessmentDto[];
    expect(first).toHaveLength(10);
    expect(first.map((a) => a.date).slice(0, 4)).toEqual([
      '2026-10-30',
      '2026-10-30',
      '2026-10-29',
      '2026-10-29',
    ]);
    expect(new Set(first.slice(0, 2).map((a) => a.source))).toEqual(new Set(['teacher', 'self']));
    expect((await get(`${url}?limit=50`)).json()).toHaveLength(50);
    expect((await get(`${url}?limit=3`)).json()).toHaveLength(3);
    for (const limit of ['0', '51', 'ten', '2.5', '-1']) {
      const res = await get(`${url}?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().code).toBe('invalid_payload');
    }
  });
});
