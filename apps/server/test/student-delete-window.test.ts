import {
  CLASS_KEY_HEADER,
  type ClassConfigDto,
  type GroupConfigDto,
  type GroupDto,
  MESSAGES,
  STUDENT_DELETE_WINDOW_MS,
  type StudentDto,
} from '@classbeam/contracts';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../src/app';
import { OffsetClock } from '../src/clock';
import { finishDeletions } from '../src/modules/students/deletions';
import { ORIGIN, type Teacher, type TestContext } from './context';
import { addStudents, classVersion, createClass, everyDevice, jpegDataUrl, opId } from './fixtures';
import { sweep } from './scale';
import { setUpLiveServer } from './set-up';
import { connect, connected, record, sleep } from './socket-client';

/*
 * Deleting a student is undoable for a short window, then final (Step 10, decision 0146). In
 * the window the student is gone from every device, list, export and load, and out of every
 * saved roster and layout; Undo brings them back as they were, on every device. After it the
 * row goes, and with it every trace of the child (QUALITY.md P4).
 */
let ctx: TestContext;
let base: string;
let teacher: Teacher;
let other: Teacher;
const open = setUpLiveServer((s) => ({ ctx, base, teacher, other } = s), { teachers: 2 });

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, as: Teacher = teacher) =>
  ctx.request({ method, url, as, ...(payload ? { payload } : {}) });
const remove = (id: number | string, as: Teacher = teacher) =>
  call('DELETE', `/api/students/${id}`, undefined, as);
const restore = (id: number | string, as: Teacher = teacher) =>
  call('POST', `/api/students/${id}/restore`, undefined, as);
const tap = (classId: number, studentId: number, delta: number) =>
  call('POST', '/api/ops', { classId, ops: [{ opId: opId(), kind: 'points', studentId, delta }] });

/**
 * What a child leaves that no other row shares (a tag of its own per class): what P4 looks for
 * in every table once the delete is final.
 */
let made = 0;
const childOf = () => {
  made += 1;
  const tag = `${made}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: `Benedikt Quillfeather ${tag}`,
    notes: `Sits by the window; allergic to wasps ${tag}`,
    goal: `Read aloud to the class ${tag}`,
  };
};
const BORN = '2016-02-03';

const roster = async (classId: number): Promise<StudentDto[]> =>
  (await call('GET', `/api/classes/${classId}/students`)).json();
const groupsOf = async (classId: number): Promise<GroupDto[]> =>
  (await call('GET', `/api/classes/${classId}/groups`)).json();
const rostersOf = async (classId: number): Promise<ClassConfigDto[]> =>
  (await call('GET', `/api/classes/${classId}/class-configurations`)).json();
const layoutsOf = async (classId: number): Promise<GroupConfigDto[]> =>
  (await call('GET', `/api/classes/${classId}/group-configurations`)).json();
const pairsOf = async (classId: number): Promise<number[][]> =>
  (await call('GET', `/api/classes/${classId}/keep-apart`)).json().pairs;
const hiddenOf = async (classId: number): Promise<{ id: number }[]> =>
  (await call('GET', `/api/classes/${classId}/hidden-students`)).json();
const exportOf = async (classId: number): Promise<string> =>
  (await call('GET', `/api/classes/${classId}/roster-export?date=2026-11-28`)).body;
const logsOf = (studentId: number) =>
  ctx.db
    .selectFrom('behavior_logs')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('id')
    .execute();
const rowOf = (studentId: number) =>
  ctx.db.selectFrom('students').selectAll().where('id', '=', studentId).executeTakeFirst();

/**
 * Ada, Ben and Cy. Ben has everything a child can have: a photo, a row, notes, a goal, a date
 * of birth, points (+3), a late mark, a teacher's assessment, a group (Owls, with Ada), a
 * keep-apart pair (with Cy), a place in the saved class 'All' and in the saved layout
 * 'Seating' (second of the Owls).
 */
async function classWithBen() {
  const child = childOf();
  const classId = await createClass(ctx, teacher, 'Window');
  const [ada, ben, cy] = (await addStudents(ctx, teacher, classId, ['Ada', child.name, 'Cy'])) as [
    number,
    number,
    number,
  ];
  const edit = await call('PATCH', `/api/students/${ben}`, {
    avatar: jpegDataUrl(),
    row: 3,
    notes: child.notes,
    goal: child.goal,
    birthDate: BORN,
  });
  expect(edit.statusCode, edit.body).toBe(200);
  await tap(classId, ben, 4);
  await tap(classId, ben, -1);
  await call('POST', '/api/ops', {
    classId,
    ops: [{ opId: opId(), kind: 'attendance', studentId: ben, status: 'late' }],
  });
  const rated = await call('POST', `/api/classes/${classId}/students/${ben}/assessments`, {
    classId,
    studentId: ben,
    understanding: 4,
    behavior: 3,
    growth: 5,
  });
  expect(rated.statusCode, rated.body).toBe(201);
  const owls = (await call('POST', `/api/classes/${classId}/groups`, { name: 'Owls' })).json().id;
  const foxes = (await call('POST', `/api/classes/${classId}/groups`, { name: 'Foxes' })).json().id;
  await call('POST', `/api/groups/${owls}/students/${ada}`);
  await call('POST', `/api/groups/${owls}/students/${ben}`);
  await call('POST', `/api/groups/${foxes}/students/${cy}`);
  await call('PUT', `/api/classes/${classId}/keep-apart`, { pairs: [[ben, cy]] });
  const all = (
    await call('POST', `/api/classes/${classId}/class-configurations`, { name: 'All' })
  ).json().id as number;
  const seating = (
    await call('POST', `/api/classes/${classId}/group-configurations`, {
      name: 'Seating',
      groupData: [
        {
          name: 'Owls',
          members: [
            { id: ada, name: 'Ada' },
            { id: ben, name: child.name },
          ],
        },
        { name: 'Foxes', members: [{ id: cy, name: 'Cy' }] },
      ],
    })
  ).json().id as number;
  const student = (await roster(classId)).find((s) => s.id === ben) as StudentDto;
  expect(student).toMatchObject({
    points: 8,
    attendanceStatus: 'late',
    row: 3,
    notes: child.notes,
    goal: child.goal,
    hasBirthDate: true,
  });
  return { classId, ada, ben, cy, owls, foxes, all, seating, student, ...child };
}

/** Every table of ours, each row as JSON text. */
async function everyRow(): Promise<{ table: string; row: string }[]> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not like 'kysely_%'`.execute(ctx.db);
  const rows: { table: string; row: string }[] = [];
  for (const { name } of tables.rows) {
    const { rows: found } = await sql<{ row: string }>`
      select row_to_json(t)::text as row from ${sql.table(name)} as t`.execute(ctx.db);
    for (const { row } of found) rows.push({ table: name, row });
  }
  return rows;
}

/** Tables (and the word) where any of `words` is still written anywhere. */
async function traces(words: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { table, row } of await everyRow())
    for (const word of words) if (row.includes(word)) found.push(`${table}: ${word}`);
  return found;
}

/** Rows of every table whose foreign key names a student, for this student. */
async function rowsUnder(studentId: number): Promise<Record<string, number>> {
  const keys = await sql<{ table: string; column: string }>`
    select c.conrelid::regclass::text as table, a.attname as column
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.confrelid = 'students'::regclass`.execute(ctx.db);
  const counts: Record<string, number> = {};
  for (const { table, column } of keys.rows) {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${studentId}`.execute(
      ctx.db,
    );
    counts[`${table}.${column}`] = (counts[`${table}.${column}`] ?? 0) + Number(rows[0]?.n);
  }
  return counts;
}

/** Another server on the same database: a restart, or a second instance, with its own time. */
async function anotherServer(clock: OffsetClock, deleteSweepMs: number): Promise<App> {
  const app = await buildApp({ config: ctx.config, db: ctx.db, clock, deleteSweepMs });
  await app.ready();
  return app;
}
const restoreOn = (app: App, id: number) =>
  app.inject({
    method: 'POST',
    url: `/api/students/${id}/restore`,
    headers: { origin: ORIGIN, cookie: teacher.cookie },
  });

describe('inside the undo window', () => {
  it('the student is gone at once from every device, list, export and load, and nothing reaches them', async () => {
    const { classId, ada, ben, cy, owls, all, seating, name } = await classWithBen();
    const { phone, tablet, display, ipad, link, key } = await everyDevice(
      ctx,
      base,
      teacher,
      classId,
      open,
    );
    // Ben is taking their self-assessment turn on the iPad when the teacher deletes them.
    const turn = await ctx.request({
      method: 'POST',
      url: `/api/classes/${classId}/assessment-sessions`,
      headers: { [CLASS_KEY_HEADER]: key },
      payload: { studentId: ben, birthDate: '02/03/2016' },
    });
    expect(turn.statusCode, turn.body).toBe(201);
    await phone.emitWithAck('class:join', { classId });
    await tablet.emitWithAck('class:join', { classId });
    const atTablet = record(tablet, 'roster:changed');
    const atDisplay = record(display, 'roster:changed');
    const atIpad = record(ipad, 'kiosk:changed');
    const turns = record(ipad, 'assessment:session');
    const configsHeard = record(tablet, 'class-configs:changed');
    const before = await classVersion(ctx, classId);

    const res = await remove(ben);
    expect(res.statusCode).toBe(204);
    const version = await classVersion(ctx, classId);
    expect(version).toBe(before + 1);
    await vi.waitFor(() => {
      expect(atTablet).toEqual([{ classId, version }]);
      expect(atDisplay).toEqual([{ classId, version }]);
      expect(atIpad).toEqual([{ classId }]);
      expect(turns).toEqual([{ classId, active: null }]);
      expect(configsHeard).toEqual([{ classId }]);
    });

    // Every device's snapshot: the teacher's, the display's (socket and page), the iPad's.
    const snap = await tablet.emitWithAck('class:join', { classId });
    expect(snap.ok && snap.data.students.map((s) => s.id)).toEqual([ada, cy]);
    expect(snap.ok && snap.data.groups.map((g) => g.members.map((m) => m.id))).toEqual([
      [ada],
      [cy],
    ]);
    const board = await display.emitWithAck('display:snapshot', {});
    expect(board.ok && board.data.students.map((s) => s.id)).toEqual([ada, cy]);
    expect(JSON.stringify(board.ok && board.data)).not.toContain(name);
    const page = await ctx.request({ method: 'GET', url: `/api/display/${link.token}` });
    expect(page.body).not.toContain(name);
    const kiosk = await ctx.request({
      method: 'GET',
      url: `/api/self-assessment/${classId}`,
      headers: { [CLASS_KEY_HEADER]: key },
    });
    expect(kiosk.json().students.map((s: { id: number }) => s.id)).toEqual([ada, cy]);
    // Their turn on the iPad ended with the delete.
    const heartbeat = await ctx.request({
      method: 'POST',
      url: `/api/classes/${classId}/assessment-sessions/${turn.json().sessionId}/heartbeat`,
      headers: { [CLASS_KEY_HEADER]: key },
    });
    expect(heartbeat.statusCode).toBe(410);

    // Every list: roster, hidden students, groups, keep-apart, saved classes and layouts, CSV.
    expect((await roster(classId)).map((s) => s.id)).toEqual([ada, cy]);
    expect(await hiddenOf(classId)).toEqual([]);
    expect((await groupsOf(classId)).map((g) => g.members.map((m) => m.id))).toEqual([[ada], [cy]]);
    expect(await pairsOf(classId)).toEqual([]);
    const [saved] = await rostersOf(classId);
    expect(saved).toMatchObject({ id: all, description: 'Saved class with 2 students' });
    expect(saved?.studentData.map((s) => s.id)).toEqual([ada, cy]);
    const [layout] = await layoutsOf(classId);
    expect(layout?.id).toBe(seating);
    expect(layout?.groupData.map((g) => g.members.map((m) => m.id))).toEqual([[ada], [cy]]);
    expect(await exportOf(classId)).not.toContain(name);
    // Only their own row still holds them, for the Undo.
    expect(await traces([name])).toEqual([`students: ${name}`]);

    // Nothing reaches them: edits, taps, groups, pairs, a second delete, Show again, the iPad.
    expect((await call('PATCH', `/api/students/${ben}`, { notes: 'x' })).statusCode).toBe(404);
    expect((await tap(classId, ben, 1)).json().rejected).toEqual([
      expect.objectContaining({ code: 'not_found' }),
    ]);
    expect((await call('POST', `/api/groups/${owls}/students/${ben}`)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/classes/${classId}/keep-apart`, { pairs: [[ada, ben]] })).statusCode,
    ).toBe(404);
    expect((await remove(ben)).statusCode).toBe(404);
    expect((await call('POST', `/api/students/${ben}/unhide`)).statusCode).toBe(404);
    const refused = await call('POST', `/api/classes/${classId}/group-configurations`, {
      name: 'Stale',
      groupData: [{ name: 'Owls', members: [{ id: ben, name }] }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'conflict', message: MESSAGES.layoutMemberGone });
    const again = await ctx.request({
      method: 'POST',
      url: `/api/classes/${classId}/assessment-sessions`,
      headers: { [CLASS_KEY_HEADER]: key },
      payload: { studentId: ben, birthDate: '02/03/2016' },
    });
    expect(again.statusCode).toBe(404);

    // Every load: the saved class and the layout bring back no one and make no one anew.
    const loaded = await call('POST', `/api/class-configurations/${all}/load`);
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json()).toMatchObject({ recreated: 0, hidden: 0 });
    const layoutLoad = await call('POST', `/api/group-configurations/${seating}/load`);
    expect(layoutLoad.statusCode, layoutLoad.body).toBe(200);
    expect((await roster(classId)).map((s) => s.id)).toEqual([ada, cy]);
    expect((await groupsOf(classId)).map((g) => g.members.map((m) => m.id))).toEqual([[ada], [cy]]);
    expect(
      (await ctx.db.selectFrom('students').select('id').where('class_id', '=', classId).execute())
        .length,
    ).toBe(3);
  });

  it('Undo brings them back as they were, on every device: points, attendance, notes, goal, row, photo, date of birth, group, pair, history, saved class and layout', async () => {
    const { classId, ada, ben, cy, owls, all, student, name } = await classWithBen();
    const logs = await logsOf(ben);
    const assessments = await ctx.db
      .selectFrom('student_assessments')
      .selectAll()
      .where('student_id', '=', ben)
      .execute();
    const hash = (await rowOf(ben))?.birth_date_hash;
    const savedBefore = await rostersOf(classId);
    const layoutBefore = await layoutsOf(classId);
    const { phone, tablet, display, ipad, link, key } = await everyDevice(
      ctx,
      base,
      teacher,
      classId,
      open,
    );
    await phone.emitWithAck('class:join', { classId });
    await tablet.emitWithAck('class:join', { classId });
    const atTablet = record(tablet, 'roster:changed');
    const atDisplay = record(display, 'roster:changed');
    const atIpad = record(ipad, 'kiosk:changed');
    const configsHeard = record(tablet, 'class-configs:changed');
    expect((await remove(ben)).statusCode).toBe(204);
    const deleted = await classVersion(ctx, classId);

    const res = await restore(ben);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(student);
    const version = await classVersion(ctx, classId);
    expect(version).toBe(deleted + 1);
    // Each device hears the delete, then the Undo: the roster, the saved classes, the iPads.
    await vi.waitFor(() => {
      expect(atTablet).toEqual([
        { classId, version: deleted },
        { classId, version },
      ]);
      expect(atDisplay).toEqual(atTablet);
      expect(atIpad).toEqual([{ classId }, { classId }]);
      expect(configsHeard).toEqual([{ classId }, { classId }]);
    });

    const snap = await tablet.emitWithAck('class:join', { classId });
    expect(snap.ok && snap.data.students.find((s) => s.id === ben)).toEqual(student);
    expect(snap.ok && snap.data.groups.map((g) => g.members.map((m) => m.id))).toEqual([
      [ada, ben],
      [cy],
    ]);
    const board = await display.emitWithAck('display:snapshot', {});
    expect(board.ok && board.data.students.find((s) => s.id === ben)).toMatchObject({
      name,
      points: 8,
      attendanceStatus: 'late',
      avatarUrl: student.avatarUrl,
    });
    const page = await ctx.request({ method: 'GET', url: `/api/display/${link.token}` });
    expect(page.json().students.map((s: { id: number }) => s.id)).toEqual([ada, ben, cy]);
    const kiosk = await ctx.request({
      method: 'GET',
      url: `/api/self-assessment/${classId}`,
      headers: { [CLASS_KEY_HEADER]: key },
    });
    expect(kiosk.json().students.map((s: { id: number }) => s.id)).toEqual([ada, ben, cy]);
    const photo = await ctx.request({ method: 'GET', url: student.avatarUrl as string });
    expect(photo.statusCode).toBe(200);

    expect((await groupsOf(classId)).find((g) => g.id === owls)?.members.map((m) => m.id)).toEqual([
      ada,
      ben,
    ]);
    expect(await pairsOf(classId)).toEqual([[ben, cy]]);
    expect(await rostersOf(classId)).toEqual(savedBefore);
    expect(await layoutsOf(classId)).toEqual(layoutBefore);
    expect(await logsOf(ben)).toEqual(logs);
    expect(
      await ctx.db
        .selectFrom('student_assessments')
        .selectAll()
        .where('student_id', '=', ben)
        .execute(),
    ).toEqual(assessments);
    expect((await rowOf(ben))?.birth_date_hash).toBe(hash);
    expect(await exportOf(classId)).toContain(name);
    // They are in the class again: taps reach them, and the iPad knows their date of birth.
    expect((await tap(classId, ben, 1)).json().rejected).toEqual([]);
    const turn = await ctx.request({
      method: 'POST',
      url: `/api/classes/${classId}/assessment-sessions`,
      headers: { [CLASS_KEY_HEADER]: key },
      payload: { studentId: ben, birthDate: '02/03/2016' },
    });
    expect(turn.statusCode, turn.body).toBe(201);
    // Loading the saved class holds them again.
    const loaded = await call('POST', `/api/class-configurations/${all}/load`);
    expect(loaded.json()).toMatchObject({ restored: 3, hidden: 0 });
  });

  it('Undo pressed twice, or again after a lost answer, answers the student as they are and changes nothing more; two deletes put aside once', async () => {
    const { classId, ben, student } = await classWithBen();
    const tablet = connect(base, { cookie: teacher.cookie });
    open.push(tablet);
    await connected(tablet);
    await tablet.emitWithAck('class:join', { classId });
    const events = record(tablet, 'roster:changed');

    const deletes = await Promise.all([remove(ben), remove(ben)]);
    expect(deletes.map((d) => d.statusCode).sort()).toEqual([204, 404]);
    const [first, second] = await Promise.all([restore(ben), restore(ben)]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect(first?.json()).toEqual(student);
    expect(second?.json()).toEqual(student);
    const version = await classVersion(ctx, classId);
    await vi.waitFor(() => expect(events).toHaveLength(2));
    const late = await restore(ben);
    expect(late.json()).toEqual(student);
    await sleep(150);
    expect(events.at(-1)).toEqual({ classId, version });
    expect(events).toHaveLength(2);
    expect(await classVersion(ctx, classId)).toBe(version);
    expect((await rostersOf(classId))[0]?.studentData.filter((s) => s.id === ben)).toHaveLength(1);
  });

  it('a hidden student deleted from the Load Class list comes back hidden, in the list again', async () => {
    const classId = await createClass(ctx, teacher);
    const [ada, ben] = (await addStudents(ctx, teacher, classId, ['Ada', childOf().name])) as [
      number,
      number,
    ];
    const both = (
      await call('POST', `/api/classes/${classId}/class-configurations`, { name: 'Both' })
    ).json().id as number;
    const adaOnly = (
      await call('POST', `/api/classes/${classId}/class-configurations`, { name: 'Ada only' })
    ).json().id as number;
    const [adaEntry] = (await rostersOf(classId)).find((c) => c.id === adaOnly)?.studentData ?? [];
    await ctx.db
      .updateTable('class_configurations')
      .set({ student_data: JSON.stringify([adaEntry]) })
      .where('id', '=', adaOnly)
      .execute();
    await call('POST', `/api/class-configurations/${adaOnly}/load`);
    expect((await hiddenOf(classId)).map((s) => s.id)).toEqual([ben]);

    expect((await remove(ben)).statusCode).toBe(204);
    expect(await hiddenOf(classId)).toEqual([]);
    expect(
      (await rostersOf(classId)).find((c) => c.id === both)?.studentData.map((s) => s.id),
    ).toEqual([ada]);
    expect((await restore(ben)).statusCode).toBe(200);
    expect((await hiddenOf(classId)).map((s) => s.id)).toEqual([ben]);
    expect((await roster(classId)).map((s) => s.id)).toEqual([ada]);
    expect(
      (await rostersOf(classId)).find((c) => c.id === both)?.studentData.map((s) => s.id),
    ).toEqual([ada, ben]);
  });

  it('restore: bad, missing or foreign ids are 404 and change nothing; a body is refused', async () => {
    const { classId, ben } = await classWithBen();
    expect((await remove(ben)).statusCode).toBe(204);
    const version = await classVersion(ctx, classId);
    for (const id of ['abc', '0', '-3', '1.5', '2147483648', '999999']) {
      const res = await restore(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Student not found.' });
    }
    const foreign = await restore(ben, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'not_found', message: 'Student not found.' });
    const anonymous = await ctx.request({ method: 'POST', url: `/api/students/${ben}/restore` });
    expect(anonymous.statusCode).toBe(401);
    const withBody = await ctx.request({
      method: 'POST',
      url: `/api/students/${ben}/restore`,
      as: teacher,
      payload: { isActive: true },
    });
    expect(withBody.statusCode).toBe(400);
    expect(withBody.json().code).toBe('invalid_payload');
    expect(await classVersion(ctx, classId)).toBe(version);
    expect((await rowOf(ben))?.deleting_until).not.toBeNull();
  });
});

describe('after the undo window', () => {
  it('Undo is refused with 410 delete_final and changes nothing; then the delete is final and no trace of the child is left anywhere (P4)', async () => {
    const { classId, ada, ben, cy, student, name, notes, goal } = await classWithBen();
    const photoKey = (student.avatarUrl as string).split('/').pop() as string;
    const words = [name, notes, goal, photoKey];
    // Before: in their row, their photo, the saved class and the layout.
    expect((await traces(words)).length).toBeGreaterThanOrEqual(4);
    expect((await remove(ben)).statusCode).toBe(204);

    // The window over, before any sweep: this server's clock is past it, its sweep far off.
    const clock = new OffsetClock();
    const late = await anotherServer(clock, 60 * 60 * 1000);
    try {
      clock.jump(STUDENT_DELETE_WINDOW_MS + 1);
      const version = await classVersion(ctx, classId);
      const res = await restoreOn(late, ben);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ code: 'delete_final', message: MESSAGES.studentDeleteFinal });
      expect(await classVersion(ctx, classId)).toBe(version);
      expect((await roster(classId)).map((s) => s.id)).toEqual([ada, cy]);
    } finally {
      await late.close();
    }

    // A server starting after the window finishes the delete as it starts.
    const restarted = await anotherServer(clock, 60 * 60 * 1000);
    try {
      expect(await rowOf(ben)).toBeUndefined();
      const gone = await restoreOn(restarted, ben);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ code: 'not_found', message: 'Student not found.' });
    } finally {
      await restarted.close();
    }

    // P4: no row under them in any table, and not one cell anywhere holds their name, notes,
    // goal or photo; the photo's address answers 404.
    const under = await rowsUnder(ben);
    expect(
      Object.values(under).every((n) => n === 0),
      JSON.stringify(under),
    ).toBe(true);
    expect(Object.keys(under).length).toBeGreaterThanOrEqual(8);
    expect(await traces(words)).toEqual([]);
    expect(
      (await ctx.request({ method: 'GET', url: student.avatarUrl as string })).statusCode,
    ).toBe(404);
    const [saved] = await rostersOf(classId);
    expect(saved?.studentData.map((s) => s.id)).toEqual([ada, cy]);
    expect((await layoutsOf(classId))[0]?.groupData.map((g) => g.members.map((m) => m.id))).toEqual(
      [[ada], [cy]],
    );
    // Loading the saved class makes no one anew.
    const loaded = await call('POST', `/api/class-configurations/${saved?.id}/load`);
    expect(loaded.json()).toMatchObject({ recreated: 0 });
    expect(await rowOf(ben)).toBeUndefined();
  });

  it('a restart inside the window keeps the Undo; a delete left alone is finished by the running sweep within 2 s of its window', async () => {
    const { classId, ada, ben, cy, student } = await classWithBen();
    expect((await remove(ben)).statusCode).toBe(204);
    // Restarted inside the window: the student is still there to bring back.
    const clock = new OffsetClock();
    const restarted = await anotherServer(clock, 2000);
    try {
      expect((await rowOf(ben))?.deleting_until).not.toBeNull();
      const back = await restoreOn(restarted, ben);
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json()).toEqual(student);

      // Deleted again and left alone: once the window has passed, the sweep deletes the row.
      expect((await remove(ben)).statusCode).toBe(204);
      clock.jump(STUDENT_DELETE_WINDOW_MS);
      const t0 = performance.now();
      await vi.waitFor(async () => expect(await rowOf(ben)).toBeUndefined(), {
        timeout: 4000,
        interval: 50,
      });
      expect(performance.now() - t0).toBeLessThan(2500);
      expect((await roster(classId)).map((s) => s.id)).toEqual([ada, cy]);
    } finally {
      await restarted.close();
    }
  });

  it(`an Undo racing the final delete, ${sweep(40, 8)} rounds: exactly one wins, and the class is as that one left it`, async () => {
    const { classId, all } = await classWithBen();
    const clock = new OffsetClock();
    const server = await anotherServer(clock, 60 * 60 * 1000);
    const inAll = async () =>
      (await rostersOf(classId)).find((c) => c.id === all)?.studentData.map((s) => s.id) ?? [];
    const outcomes = { undone: 0, final: 0 };
    try {
      for (let round = 0; round < sweep(40, 8); round += 1) {
        const [pupil] = (await addStudents(ctx, teacher, classId, [`Round ${round}`])) as [number];
        await call('PUT', `/api/class-configurations/${all}`, { name: 'All' });
        expect(await inAll()).toContain(pupil);
        expect((await remove(pupil)).statusCode).toBe(204);
        const end = Number((await rowOf(pupil))?.deleting_until?.getTime());
        // This server's Undo comes just inside the window; the sweep runs at its end.
        clock.jump(end - 100 - clock.now());
        // The sweep starts 0-10 ms after the Undo's request, so either may take the lock first.
        const [undo] = await Promise.all([
          restoreOn(server, pupil),
          sleep(round % 11).then(() => finishDeletions(ctx.db, new Date(end))),
        ]);
        if (undo?.statusCode === 200) {
          outcomes.undone += 1;
          expect((await rowOf(pupil))?.is_active).toBe(true);
          expect(await inAll()).toContain(pupil);
        } else {
          // The sweep was first (404), or the Undo came too late as the sweep ran (410).
          outcomes.final += 1;
          expect([404, 410]).toContain(undo?.statusCode);
          expect(await rowOf(pupil)).toBeUndefined();
          expect(await inAll()).not.toContain(pupil);
        }
      }
    } finally {
      await server.close();
    }
    console.log(`undo vs final delete: ${outcomes.undone} undone, ${outcomes.final} final`);
  });
});
