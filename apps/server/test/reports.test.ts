import type { ClassReport, StudentReport } from '@classbeam/contracts';
import fc from 'fast-check';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../src/modules/operations/operations.service';
import type { Teacher, TestContext } from './context';
import { addStudents, createClass, deleteForGood } from './fixtures';
import { sweep } from './scale';
import { setUpServer } from './set-up';

/*
 * Reports against a hand-computed fixture (docs/decisions/0155): the rows are written
 * straight to the tables, with known skills and weights, a removed award, a reset and an
 * adjustment (which never count), a group's and a whole-class award, attendance and ratings on
 * both sides, a hidden student, a deleted one and another class's rows at the same moments.
 * Every figure below is worked out by hand from those rows.
 */

let ctx: TestContext;
let teacher: Teacher;
let other: Teacher;
setUpServer((s) => ({ ctx, teacher, other } = s), { teachers: 2 });

const ids = {
  classId: 0,
  otherClassId: 0,
  ana: 0,
  ben: 0,
  cy: 0,
  dee: 0,
  skill: {} as Record<string, number>,
  groupId: 0,
};

/** A local moment of November 2025 (the server's calendar, as the reports count days). */
const at = (day: string, time: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(y, m - 1, d, h, min);
};

const MONTH = { from: '2025-11-01', to: '2025-11-30' };

async function get<T>(url: string, as: Teacher = teacher): Promise<T> {
  const res = await ctx.request({ method: 'GET', url, as });
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json() as T;
}

const studentReport = (id: number, range: { from: string; to: string } = MONTH) =>
  get<StudentReport>(`/api/students/${id}/report?from=${range.from}&to=${range.to}`);
const classReport = (range: { from: string; to: string } = MONTH) =>
  get<ClassReport>(`/api/classes/${ids.classId}/report?from=${range.from}&to=${range.to}`);

beforeAll(async () => {
  ids.classId = await createClass(ctx, teacher, 'Reports');
  ids.otherClassId = await createClass(ctx, teacher, 'Next door');
  [ids.ana, ids.ben, ids.cy, ids.dee] = (await addStudents(ctx, teacher, ids.classId, [
    'Ana',
    'Ben',
    'Cy',
    'Dee',
  ])) as [number, number, number, number];
  const [neighbour] = await addStudents(ctx, teacher, ids.otherClassId, ['Neighbour']);
  const db = ctx.db;
  // Cy is hidden (left out by a loaded saved class): still in reports.
  await db.updateTable('students').set({ is_active: false }).where('id', '=', ids.cy).execute();

  const defaults = await db
    .selectFrom('skills')
    .select(['id', 'name'])
    .where('class_id', '=', ids.classId)
    .execute();
  for (const s of defaults) ids.skill[s.name] = s.id;
  const added = await db
    .insertInto('skills')
    .values([
      { class_id: ids.classId, name: 'Star work', icon: 'star', weight: 3, position: 11 },
      { class_id: ids.classId, name: 'Reminder', icon: 'clock', weight: 0, position: 12 },
      {
        class_id: ids.classId,
        name: 'Old skill',
        icon: 'frown',
        weight: -2,
        position: 13,
        archived: true,
      },
    ])
    .returning(['id', 'name'])
    .execute();
  for (const s of added) ids.skill[s.name] = s.id;
  const owls = await db
    .insertInto('groups')
    .values({ class_id: ids.classId, name: 'Owls' })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.groupId = owls.id;

  type Log = {
    student: number;
    when: Date;
    points: number;
    skill?: string;
    target?: 'student' | 'group' | 'class';
    kind?: 'award' | 'adjust' | 'reset' | 'undo';
    removed?: boolean;
    classId?: number;
  };
  const logs: Log[] = [
    // Ana
    { student: ids.ana, when: at('2025-11-03', '09:00'), points: 1, skill: 'Helping others' },
    { student: ids.ana, when: at('2025-11-03', '09:05'), points: 3, skill: 'Star work' },
    { student: ids.ana, when: at('2025-11-03', '09:10'), points: -1, skill: 'Off task' },
    { student: ids.ana, when: at('2025-11-03', '09:15'), points: 0, skill: 'Reminder' },
    { student: ids.ana, when: at('2025-11-04', '10:00'), points: 1, target: 'class' },
    {
      student: ids.ana,
      when: at('2025-11-04', '10:05'),
      points: -1,
      skill: 'Off task',
      removed: true,
    },
    { student: ids.ana, when: at('2025-11-04', '10:10'), points: -4, kind: 'reset' },
    { student: ids.ana, when: at('2025-11-04', '10:11'), points: 2, kind: 'adjust' },
    {
      student: ids.ana,
      when: at('2025-11-12', '11:00'),
      points: -2,
      skill: 'Old skill',
      target: 'group',
    },
    { student: ids.ana, when: at('2025-10-31', '15:00'), points: 1, skill: 'Helping others' },
    { student: ids.ana, when: at('2025-12-01', '09:00'), points: 1 },
    // Ben
    { student: ids.ben, when: at('2025-11-04', '10:00'), points: 1, target: 'class' },
    {
      student: ids.ben,
      when: at('2025-11-12', '11:00'),
      points: -2,
      skill: 'Old skill',
      target: 'group',
    },
    { student: ids.ben, when: at('2025-11-20', '09:00'), points: 1, skill: 'Helping others' },
    // Cy, hidden
    { student: ids.cy, when: at('2025-11-20', '09:30'), points: 3, skill: 'Star work' },
    // Dee, deleted below
    { student: ids.dee, when: at('2025-11-05', '09:00'), points: 5, skill: 'Helping others' },
    // The class next door, at the same moments
    {
      student: neighbour as number,
      when: at('2025-11-03', '09:00'),
      points: -5,
      classId: ids.otherClassId,
    },
    {
      student: neighbour as number,
      when: at('2025-11-20', '09:00'),
      points: 4,
      classId: ids.otherClassId,
    },
  ];
  await db
    .insertInto('behavior_logs')
    .values(
      logs.map((l, i) => ({
        class_id: l.classId ?? ids.classId,
        student_id: l.student,
        point_change: l.points,
        skill_id: l.skill ? (ids.skill[l.skill] ?? null) : null,
        target: l.target ?? 'student',
        group_id: l.target === 'group' ? ids.groupId : null,
        kind: l.kind ?? 'award',
        op_id: l.target === 'class' ? 'op-class-1' : `op-${i}`,
        timestamp: l.when,
        removed_at: l.removed ? at('2025-11-04', '10:06') : null,
      })),
    )
    .execute();

  const days: [number, string, 'present' | 'late' | 'absent'][] = [
    [ids.ana, '2025-10-31', 'present'],
    [ids.ana, '2025-11-03', 'present'],
    [ids.ana, '2025-11-04', 'late'],
    [ids.ana, '2025-11-12', 'present'],
    [ids.ana, '2025-11-13', 'absent'],
    [ids.ben, '2025-11-04', 'present'],
    [ids.ben, '2025-11-12', 'absent'],
    [ids.ben, '2025-11-20', 'present'],
    [ids.cy, '2025-11-20', 'late'],
    [ids.dee, '2025-11-05', 'absent'],
    [neighbour as number, '2025-11-03', 'absent'],
  ];
  await db
    .insertInto('daily_attendance')
    .values(days.map(([student_id, date, status]) => ({ student_id, date, status })))
    .execute();

  type Rating = [number, string, 'teacher' | 'self', number, number, number, number | null];
  const ratings: Rating[] = [
    [ids.ana, '2025-10-20', 'teacher', 1, 1, 1, null],
    [ids.ana, '2025-11-03', 'teacher', 3, 4, 2, null],
    [ids.ana, '2025-11-03', 'self', 4, 4, 3, null],
    [ids.ana, '2025-11-13', 'teacher', 4, 3, 3, 2],
    [ids.ana, '2025-12-05', 'teacher', 5, 5, 5, 5],
    [ids.ben, '2025-11-20', 'self', 5, 5, 5, 4],
    [ids.dee, '2025-11-05', 'teacher', 1, 1, 1, null],
  ];
  await db
    .insertInto('student_assessments')
    .values(
      ratings.map(([student_id, date, source, understanding, behavior, growth, goal]) => ({
        student_id,
        class_id: ids.classId,
        date,
        source,
        understanding,
        behavior,
        growth,
        goal_progress: goal,
      })),
    )
    .execute();
  await db
    .updateTable('students')
    .set({ goal: 'Read a chapter a day', notes: 'Private: sits by the window' })
    .where('id', '=', ids.ana)
    .execute();
});

const noDay = (date: string) => ({
  date,
  given: 0,
  taken: 0,
  percentPositive: null,
  tone: 'none',
  attendance: null,
});

describe("a student's report, every figure from the fixture", () => {
  it("Ana's month: points given and taken, percent positive, by skill, over time, attendance, dots, ratings", async () => {
    const r = await studentReport(ids.ana);
    expect(r.range).toEqual({ ...MONTH, today: localDate() });
    expect(r.class).toEqual({ id: ids.classId, name: 'Reports' });
    expect(r.student).toEqual({
      id: ids.ana,
      name: 'Ana',
      avatarUrl: null,
      goal: 'Read a chapter a day',
      notes: 'Private: sits by the window',
      hidden: false,
    });
    // Given 1 + 3 + 1, taken 1 + 2; the removed -1, the reset and the adjustment do not count;
    // the reminder counts as an award but on neither side; 5 / (5 + 3) = 62.5 -> 63.
    expect(r.points).toEqual({ given: 5, taken: 3, reminders: 1, awards: 6, percentPositive: 63 });
    expect(r.skills).toEqual([
      {
        skillId: ids.skill['Helping others'],
        name: 'Helping others',
        icon: 'heart',
        archived: false,
        given: 1,
        taken: 0,
        reminders: 0,
        awards: 1,
      },
      {
        skillId: ids.skill['Off task'],
        name: 'Off task',
        icon: 'warning',
        archived: false,
        given: 0,
        taken: 1,
        reminders: 0,
        awards: 1,
      },
      {
        skillId: ids.skill['Star work'],
        name: 'Star work',
        icon: 'star',
        archived: false,
        given: 3,
        taken: 0,
        reminders: 0,
        awards: 1,
      },
      {
        skillId: ids.skill.Reminder,
        name: 'Reminder',
        icon: 'clock',
        archived: false,
        given: 0,
        taken: 0,
        reminders: 1,
        awards: 1,
      },
      {
        skillId: ids.skill['Old skill'],
        name: 'Old skill',
        icon: 'frown',
        archived: true,
        given: 0,
        taken: 2,
        reminders: 0,
        awards: 1,
      },
      {
        skillId: null,
        name: 'No skill',
        icon: null,
        archived: false,
        given: 1,
        taken: 0,
        reminders: 0,
        awards: 1,
      },
    ]);
    expect(r.series.unit).toBe('day');
    expect(r.series.steps).toHaveLength(30);
    expect(r.series.steps.filter((s) => s.given + s.taken > 0)).toEqual([
      { start: '2025-11-03', given: 4, taken: 1 },
      { start: '2025-11-04', given: 1, taken: 0 },
      { start: '2025-11-12', given: 0, taken: 2 },
    ]);
    expect(r.attendance).toEqual({ present: 2, late: 1, absent: 1 });
    expect(r.months.map((m) => m.month)).toEqual(['2025-11']);
    const november = r.months[0]?.days ?? [];
    expect(november).toHaveLength(30);
    const marked = november.filter((d) => d.tone !== 'none' || d.attendance !== null);
    expect(marked).toEqual([
      {
        date: '2025-11-03',
        given: 4,
        taken: 1,
        percentPositive: 80,
        tone: 'green',
        attendance: 'present',
      },
      {
        date: '2025-11-04',
        given: 1,
        taken: 0,
        percentPositive: 100,
        tone: 'green',
        attendance: 'late',
      },
      {
        date: '2025-11-12',
        given: 0,
        taken: 2,
        percentPositive: 0,
        tone: 'red',
        attendance: 'present',
      },
      { ...noDay('2025-11-13'), attendance: 'absent' },
    ]);
    expect(
      r.assessments.map((a) => [a.date, a.source, a.understanding, a.behavior, a.growth]),
    ).toEqual([
      ['2025-11-03', 'teacher', 3, 4, 2],
      ['2025-11-03', 'self', 4, 4, 3],
      ['2025-11-13', 'teacher', 4, 3, 3],
    ]);
    expect(r.latest.teacher).toMatchObject({ date: '2025-11-13', goalProgress: 2 });
    expect(r.latest.self).toMatchObject({ date: '2025-11-03', understanding: 4 });
    expect(r.parentNote).toEqual({ text: '', updatedAt: null });
    expect(r.settings).toEqual({ term: null, greenAt: 80, yellowAt: 50 });
  });

  it("Ana's week: the range's figures, and dots coloured for the week alone", async () => {
    const r = await studentReport(ids.ana, { from: '2025-11-03', to: '2025-11-09' });
    // 1 + 3 + 1 given, 1 taken: 5 / 6 = 83.3 -> 83.
    expect(r.points).toEqual({ given: 5, taken: 1, reminders: 1, awards: 5, percentPositive: 83 });
    expect(r.series.steps.map((s) => s.start)).toEqual([
      '2025-11-03',
      '2025-11-04',
      '2025-11-05',
      '2025-11-06',
      '2025-11-07',
      '2025-11-08',
      '2025-11-09',
    ]);
    expect(r.attendance).toEqual({ present: 1, late: 1, absent: 0 });
    // The dots show November; the 12th (red, but outside the week) has no colour, no figures.
    const days = r.months[0]?.days ?? [];
    expect(days).toHaveLength(30);
    expect(days.find((d) => d.date === '2025-11-03')?.tone).toBe('green');
    expect(days.find((d) => d.date === '2025-11-12')).toEqual(noDay('2025-11-12'));
    expect(days.filter((d) => d.tone !== 'none').map((d) => d.date)).toEqual([
      '2025-11-03',
      '2025-11-04',
    ]);
  });

  it('a range past 31 days goes week by week, the first week named by its first day', async () => {
    const r = await studentReport(ids.ana, { from: '2025-10-01', to: '2025-12-31' });
    expect(r.series.unit).toBe('week');
    expect(r.series.steps[0]?.start).toBe('2025-10-01');
    expect(r.series.steps[1]?.start).toBe('2025-10-06');
    const step = (start: string) => r.series.steps.find((s) => s.start === start);
    expect(step('2025-10-27')).toEqual({ start: '2025-10-27', given: 1, taken: 0 });
    expect(step('2025-11-03')).toEqual({ start: '2025-11-03', given: 5, taken: 1 });
    expect(step('2025-11-10')).toEqual({ start: '2025-11-10', given: 0, taken: 2 });
    expect(step('2025-12-01')).toEqual({ start: '2025-12-01', given: 1, taken: 0 });
    expect(r.points).toEqual({ given: 7, taken: 3, reminders: 1, awards: 8, percentPositive: 70 });
    // The latest teacher's rating on or before the range's end is December's.
    expect(r.latest.teacher).toMatchObject({ date: '2025-12-05' });
    // Every month of the range has its dots: October's 31st (+1) is green, as November's 12th is red.
    expect(r.months.map((m) => m.month)).toEqual(['2025-10', '2025-11', '2025-12']);
    const tone = (date: string) =>
      r.months.flatMap((m) => m.days).find((d) => d.date === date)?.tone;
    expect(tone('2025-10-31')).toBe('green');
    expect(tone('2025-11-12')).toBe('red');
  });

  it('a range reaching past today stops its series today', async () => {
    const today = localDate();
    const [y, m] = today.split('-').map(Number) as [number, number];
    const last = new Date(y, m, 0).getDate();
    const r = await studentReport(ids.ana, {
      from: `${today.slice(0, 7)}-01`,
      to: `${today.slice(0, 7)}-${String(last).padStart(2, '0')}`,
    });
    expect(r.series.steps.at(-1)?.start).toBe(today);
    expect(r.months.map((m) => m.days.length)).toEqual([last]);
  });

  it('a hidden student is reported', async () => {
    const r = await studentReport(ids.cy);
    expect(r.student.hidden).toBe(true);
    expect(r.points).toEqual({ given: 3, taken: 0, reminders: 0, awards: 1, percentPositive: 100 });
    expect(r.attendance).toEqual({ present: 0, late: 1, absent: 0 });
  });
});

describe("the class's report", () => {
  it('adds up its students (the hidden one too), per skill, per day, per student', async () => {
    const r = await classReport();
    expect(r.class).toEqual({ id: ids.classId, name: 'Reports' });
    // Given Ana 5 + Ben 2 + Cy 3 + Dee 5; taken Ana 3 + Ben 2: 15 / 20 = 75.
    expect(r.students.map((s) => s.name)).toEqual(['Ana', 'Ben', 'Cy', 'Dee']);
    expect(r.points).toEqual({
      given: 15,
      taken: 5,
      reminders: 1,
      awards: 11,
      percentPositive: 75,
    });
  });

  it("a student inside a delete's undo window counts nowhere; once final, their history is gone (P4)", async () => {
    // Dee's note for the parents, to see it go with her.
    const note = await ctx.request({
      method: 'PUT',
      url: `/api/students/${ids.dee}/parent-note`,
      as: teacher,
      payload: { text: 'Dee did well' },
    });
    expect(note.statusCode).toBe(200);
    const deleted = await ctx.request({
      method: 'DELETE',
      url: `/api/students/${ids.dee}`,
      as: teacher,
    });
    expect(deleted.statusCode).toBe(204);
    // Inside the window: gone from the reports already, the rows still there for the undo.
    const during = await classReport();
    expect(during.students.map((s) => s.name)).toEqual(['Ana', 'Ben', 'Cy']);
    expect(during.points.given).toBe(10);
    const gone = await ctx.request({
      method: 'GET',
      url: `/api/students/${ids.dee}/report?from=${MONTH.from}&to=${MONTH.to}`,
      as: teacher,
    });
    expect(gone.statusCode).toBe(404);
    const csv = await ctx.request({
      method: 'GET',
      url: `/api/classes/${ids.classId}/history-export?from=${MONTH.from}&to=${MONTH.to}`,
      as: teacher,
    });
    expect(csv.body).not.toContain('Dee');
    // Final: not one row of her history is left.
    await deleteForGood(ctx, teacher, ids.dee);
    for (const table of [
      'behavior_logs',
      'daily_attendance',
      'student_assessments',
      'parent_notes',
    ] as const) {
      const left = await ctx.db
        .selectFrom(table)
        .select('student_id')
        .where('student_id', '=', ids.dee)
        .execute();
      expect(left, table).toEqual([]);
    }
  });

  it('every figure of the month, Dee gone', async () => {
    const r = await classReport();
    // Given 5 + 2 + 3, taken 3 + 2: 10 / 15 = 66.7 -> 67.
    expect(r.points).toEqual({
      given: 10,
      taken: 5,
      reminders: 1,
      awards: 10,
      percentPositive: 67,
    });
    expect(r.skills.map((s) => [s.name, s.given, s.taken, s.reminders, s.awards])).toEqual([
      ['Helping others', 2, 0, 0, 2],
      ['Off task', 0, 1, 0, 1],
      ['Star work', 6, 0, 0, 2],
      ['Reminder', 0, 0, 1, 1],
      ['Old skill', 0, 4, 0, 2],
      ['No skill', 2, 0, 0, 2],
    ]);
    expect(r.series.steps.filter((s) => s.given + s.taken > 0)).toEqual([
      { start: '2025-11-03', given: 4, taken: 1 },
      { start: '2025-11-04', given: 2, taken: 0 },
      { start: '2025-11-12', given: 0, taken: 4 },
      { start: '2025-11-20', given: 4, taken: 0 },
    ]);
    // Student-days: Ana 2 present, 1 late, 1 absent; Ben 2 present, 1 absent; Cy 1 late.
    expect(r.attendance).toEqual({ present: 4, late: 2, absent: 2 });
    expect(
      r.months[0]?.days
        .filter((d) => d.tone !== 'none')
        .map((d) => [d.date, d.percentPositive, d.tone]),
    ).toEqual([
      ['2025-11-03', 80, 'green'],
      ['2025-11-04', 100, 'green'],
      ['2025-11-12', 0, 'red'],
      ['2025-11-20', 100, 'green'],
    ]);
    expect(r.months[0]?.days.every((d) => d.attendance === null)).toBe(true);
    expect(r.assessments).toEqual([
      {
        date: '2025-11-03',
        teacher: {
          understanding: 3,
          behavior: 4,
          growth: 2,
          goalProgress: null,
          count: 1,
          goalCount: 0,
        },
        self: {
          understanding: 4,
          behavior: 4,
          growth: 3,
          goalProgress: null,
          count: 1,
          goalCount: 0,
        },
      },
      {
        date: '2025-11-13',
        teacher: {
          understanding: 4,
          behavior: 3,
          growth: 3,
          goalProgress: 2,
          count: 1,
          goalCount: 1,
        },
        self: null,
      },
      {
        date: '2025-11-20',
        teacher: null,
        self: { understanding: 5, behavior: 5, growth: 5, goalProgress: 4, count: 1, goalCount: 1 },
      },
    ]);
    expect(r.latest).toEqual({
      teacher: {
        understanding: 4,
        behavior: 3,
        growth: 3,
        goalProgress: 2,
        count: 1,
        goalCount: 1,
      },
      // Goal progress is one student's of the two: goalCount says so (the page shows "1 student").
      self: {
        understanding: 4.5,
        behavior: 4.5,
        growth: 4,
        goalProgress: 4,
        count: 2,
        goalCount: 1,
      },
    });
    expect(r.students).toEqual([
      {
        studentId: ids.ana,
        name: 'Ana',
        hidden: false,
        points: { given: 5, taken: 3, reminders: 1, awards: 6, percentPositive: 63 },
        attendance: { present: 2, late: 1, absent: 1 },
      },
      {
        studentId: ids.ben,
        name: 'Ben',
        hidden: false,
        points: { given: 2, taken: 2, reminders: 0, awards: 3, percentPositive: 50 },
        attendance: { present: 2, late: 0, absent: 1 },
      },
      {
        studentId: ids.cy,
        name: 'Cy',
        hidden: true,
        points: { given: 3, taken: 0, reminders: 0, awards: 1, percentPositive: 100 },
        attendance: { present: 0, late: 1, absent: 0 },
      },
    ]);
  });

  it('a range with nothing in it answers zeros and no shares', async () => {
    const r = await classReport({ from: '2025-06-02', to: '2025-06-06' });
    expect(r.points).toEqual({
      given: 0,
      taken: 0,
      reminders: 0,
      awards: 0,
      percentPositive: null,
    });
    expect(r.skills).toEqual([]);
    expect(r.series.steps.every((s) => s.given === 0 && s.taken === 0)).toBe(true);
    expect(r.months.flatMap((m) => m.days).every((d) => d.tone === 'none')).toBe(true);
    expect(r.assessments).toEqual([]);
    expect(r.students.map((s) => s.points.percentPositive)).toEqual([null, null, null]);
  });

  it('the parent pages: a report for each student of the roster now (not the hidden one)', async () => {
    const pages = await get<StudentReport[]>(
      `/api/classes/${ids.classId}/parent-pages?from=${MONTH.from}&to=${MONTH.to}`,
    );
    expect(pages.map((p) => p.student.name)).toEqual(['Ana', 'Ben']);
    expect(pages[0]).toEqual(await studentReport(ids.ana));
    expect(pages[1]).toEqual(await studentReport(ids.ben));
  });
});

describe('report settings: the day colours and the term', () => {
  const patch = (payload: object, classId = ids.classId) =>
    ctx.request({
      method: 'PATCH',
      url: `/api/classes/${classId}/report-settings`,
      as: teacher,
      payload,
    });

  it('moving green above 80 turns an 80% day yellow; yellow must stay below green', async () => {
    const res = await patch({ greenAt: 85, yellowAt: 60 });
    expect(res.json()).toEqual({ term: null, greenAt: 85, yellowAt: 60 });
    const r = await studentReport(ids.ana);
    expect(r.months[0]?.days.find((d) => d.date === '2025-11-03')?.tone).toBe('yellow');
    expect(r.settings).toEqual({ term: null, greenAt: 85, yellowAt: 60 });
    const wrong = await patch({ greenAt: 55 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'invalid_payload',
      message: 'Green must be above yellow, both whole percents from 0 to 100.',
    });
    expect((await patch({ greenAt: 80, yellowAt: 50 })).statusCode).toBe(200);
  });

  it('a term for this class, or for every class of the teacher; cleared with null', async () => {
    const term = { from: '2025-09-01', to: '2025-12-19' };
    expect((await patch({ term })).json().term).toEqual(term);
    expect((await classReport()).settings.term).toEqual(term);
    const nextDoor = await get<ClassReport>(`/api/classes/${ids.otherClassId}/report`);
    expect(nextDoor.settings.term).toBeNull();
    await patch({ term: { from: '2026-01-05', to: '2026-03-27' }, everyClass: true });
    expect(
      (await get<ClassReport>(`/api/classes/${ids.otherClassId}/report`)).settings.term,
    ).toEqual({ from: '2026-01-05', to: '2026-03-27' });
    // Another teacher's classes are not the teacher's: theirs keep no term.
    const theirs = await createClass(ctx, other, 'Theirs');
    expect(
      (await get<ClassReport>(`/api/classes/${theirs}/report`, other)).settings.term,
    ).toBeNull();
    expect((await patch({ term: null })).json().term).toBeNull();
    const upsideDown = await patch({ term: { from: '2026-03-27', to: '2026-01-05' } });
    expect(upsideDown.statusCode).toBe(400);
    const tooLong = await patch({ term: { from: '2025-01-01', to: '2026-03-01' } });
    expect(tooLong.json()).toEqual({
      code: 'invalid_payload',
      message: 'A term is at most 400 days.',
    });
  });
});

describe('the note for the parents', () => {
  it('is kept per student, trimmed, shown on the report; too long is a 400', async () => {
    const put = (text: unknown) =>
      ctx.request({
        method: 'PUT',
        url: `/api/students/${ids.ana}/parent-note`,
        as: teacher,
        payload: { text },
      });
    const saved = await put('  Ana reads every day now.  ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().text).toBe('Ana reads every day now.');
    const r = await studentReport(ids.ana);
    expect(r.parentNote.text).toBe('Ana reads every day now.');
    expect(r.student.notes).toBe('Private: sits by the window');
    expect((await put('x'.repeat(2001))).statusCode).toBe(400);
    expect((await put(5)).statusCode).toBe(400);
    expect((await studentReport(ids.ana)).parentNote.text).toBe('Ana reads every day now.');
  });
});

describe('the behaviour history as a CSV file', () => {
  it('one line per award of the range, removed ones marked, named after the class and range', async () => {
    const res = await ctx.request({
      method: 'GET',
      url: `/api/classes/${ids.classId}/history-export?from=${MONTH.from}&to=${MONTH.to}`,
      as: teacher,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      'filename="Reports behaviour 2025-11-01 to 2025-11-30.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = Papa.parse<string[]>(res.body.slice(1).trim(), { newline: '\r\n' }).data;
    expect(lines).toEqual([
      ['Date', 'Time', 'Student', 'Skill', 'Points', 'Given to', 'Removed'],
      ['2025-11-03', '09:00', 'Ana', 'Helping others', '1', 'Student', 'No'],
      ['2025-11-03', '09:05', 'Ana', 'Star work', '3', 'Student', 'No'],
      ['2025-11-03', '09:10', 'Ana', 'Off task', '-1', 'Student', 'No'],
      ['2025-11-03', '09:15', 'Ana', 'Reminder', '0', 'Student', 'No'],
      ['2025-11-04', '10:00', 'Ana', 'No skill', '1', 'Whole class', 'No'],
      ['2025-11-04', '10:00', 'Ben', 'No skill', '1', 'Whole class', 'No'],
      ['2025-11-04', '10:05', 'Ana', 'Off task', '-1', 'Student', 'Yes'],
      ['2025-11-12', '11:00', 'Ana', 'Old skill', '-2', 'Group: Owls', 'No'],
      ['2025-11-12', '11:00', 'Ben', 'Old skill', '-2', 'Group: Owls', 'No'],
      ['2025-11-20', '09:00', 'Ben', 'Helping others', '1', 'Student', 'No'],
      ['2025-11-20', '09:30', 'Cy', 'Star work', '3', 'Student', 'No'],
    ]);
  });

  it('neutralises formula-looking cells exactly as the roster export does (S13)', async () => {
    const classId = await createClass(ctx, teacher, '=cmd|calc');
    const [evil] = await addStudents(ctx, teacher, classId, ['=HYPERLINK("http://x","y")']);
    const skill = await ctx.db
      .insertInto('skills')
      .values({ class_id: classId, name: '+Star', icon: 'star', weight: 1, position: 20 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('behavior_logs')
      .values({
        class_id: classId,
        student_id: evil as number,
        point_change: 1,
        skill_id: skill.id,
        timestamp: at('2025-11-03', '09:00'),
      })
      .execute();
    const res = await ctx.request({
      method: 'GET',
      url: `/api/classes/${classId}/history-export?from=2025-11-03&to=2025-11-03`,
      as: teacher,
    });
    const [, line] = Papa.parse<string[]>(res.body.slice(1).trim(), { newline: '\r\n' }).data;
    expect(line).toEqual([
      '2025-11-03',
      '09:00',
      `'=HYPERLINK("http://x","y")`,
      "'+Star",
      '1',
      'Student',
      'No',
    ]);
    expect(res.headers['content-disposition']).toContain(
      `filename="=cmd-calc behaviour 2025-11-03.csv"`,
    );
  });
});

describe('bad input (S5): ranges and bodies', () => {
  it('refuses an upside-down range, a range over 400 days and a day that does not exist', async () => {
    const base = `/api/classes/${ids.classId}/report`;
    for (const query of [
      '?from=2025-11-30&to=2025-11-01',
      '?from=2024-01-01&to=2025-11-30',
      '?from=2025-02-30&to=2025-03-01',
      '?from=yesterday',
      '?to=2025-11-01&extra=1',
    ]) {
      const res = await ctx.request({ method: 'GET', url: `${base}${query}`, as: teacher });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('invalid_payload');
    }
  });

  it('generated queries on every report read and bodies on every report write: only 200 or 4xx', async () => {
    const reads = [
      `/api/classes/${ids.classId}/report`,
      `/api/classes/${ids.classId}/parent-pages`,
      `/api/students/${ids.ana}/report`,
      `/api/classes/${ids.classId}/history-export`,
    ];
    const value = fc.oneof(
      fc.string(),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom('2025-11-31', '0000-01-01', '9999-12-31', '', '2025-1-1'),
    );
    const query = fc.dictionary(fc.constantFrom('from', 'to', 'date', 'x'), value, {
      maxKeys: 3,
    });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...reads), query, async (url, q) => {
        const res = await ctx.request({ method: 'GET', url, query: q, as: teacher });
        expect(res.statusCode, `${url} ${JSON.stringify(q)} ${res.body}`).toBeLessThan(500);
        if (res.statusCode !== 200) expect(res.json().code).toMatch(/^[a-z_]+$/);
      }),
      { numRuns: sweep(400, 40), seed: 20261129 },
    );
    const before = await ctx.db.selectFrom('parent_notes').selectAll().execute();
    const settingsBefore = await ctx.db.selectFrom('class_settings').selectAll().execute();
    const writes = [
      { method: 'PATCH' as const, url: `/api/classes/${ids.classId}/report-settings` },
      { method: 'PUT' as const, url: `/api/students/${ids.ana}/parent-note` },
    ];
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          text: fc.jsonValue().filter((v) => typeof v !== 'string'),
          greenAt: fc.oneof(fc.double(), fc.string(), fc.constant(101)),
          yellowAt: fc.oneof(fc.integer({ min: 100, max: 1000 }), fc.constant(null)),
          term: fc.oneof(fc.string(), fc.record({ from: fc.string(), to: fc.string() })),
          everyClass: fc.jsonValue().filter((v) => typeof v !== 'boolean'),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), body, async (route, payload) => {
        const res = await ctx.request({
          ...route,
          as: teacher,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        expect(
          res.statusCode,
          `${route.url} ${JSON.stringify(payload)} ${res.body}`,
        ).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: sweep(400, 40), seed: 20261130 },
    );
    expect(await ctx.db.selectFrom('parent_notes').selectAll().execute()).toEqual(before);
    expect(await ctx.db.selectFrom('class_settings').selectAll().execute()).toEqual(settingsBefore);
  });
});
