import { CLASS_KEY_HEADER, type RosterImportPreview } from '@classbeam/contracts';
import { csvDelimiter } from '@classbeam/domain/roster-csv';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { localDate } from '../src/modules/operations/operations.service';
import { hashBirthDate } from '../src/modules/students/birth-date';
import type { Teacher, TestContext } from './context';
import {
  addStudents,
  classVersion,
  createClass,
  displayLink,
  openSelfAssessment,
} from './fixtures';
import { setUpLiveServer } from './set-up';
import { connect, connected, record, sleep } from './socket-client';

let ctx: TestContext;
let base: string;
let teacher: Teacher;
let other: Teacher;
const open = setUpLiveServer((s) => ({ ctx, base, teacher, other } = s), { teachers: 2 });

/** A file's text as the dashboard sends it: papaparse's cells, the header line apart. */
function tableOf(text: string) {
  const body = text.replace(/^\uFEFF/, '');
  const { data } = Papa.parse<string[]>(body, { delimiter: csvDelimiter(body) });
  const [headers = [], ...records] = data;
  return { headers, records };
}

const preview = (classId: number, table: object, as: Teacher = teacher) =>
  ctx.request({
    method: 'POST',
    url: `/api/classes/${classId}/roster-import/preview`,
    as,
    payload: table,
  });
const apply = (classId: number, payload: object, as: Teacher = teacher) =>
  ctx.request({ method: 'POST', url: `/api/classes/${classId}/roster-import`, as, payload });

/** Preview, then confirm exactly that plan. */
async function importText(classId: number, text: string) {
  const table = tableOf(text);
  const shown = await preview(classId, table);
  expect(shown.statusCode).toBe(200);
  const plan: RosterImportPreview = shown.json();
  const done = await apply(classId, { ...table, planId: plan.planId });
  expect(done.statusCode, done.body).toBe(200);
  return { plan, result: done.json() };
}

const roster = (classId: number) =>
  ctx.db
    .selectFrom('students')
    .select(['id', 'name', 'points', 'attendance_status', 'row', 'notes', 'is_active'])
    .where('class_id', '=', classId)
    .orderBy('id')
    .execute();
const versionOf = (classId: number) => classVersion(ctx, classId);

/** Ratings may not be dated after tomorrow: the lesson days here are today and yesterday. */
const TODAY = localDate(new Date());
const YESTERDAY = localDate(new Date(Date.now() - 24 * 60 * 60 * 1000));

const exportOf = (classId: number, date = TODAY, as: Teacher = teacher) =>
  ctx.request({ method: 'GET', url: `/api/classes/${classId}/roster-export?date=${date}`, as });

async function classWith(names: string[]) {
  const classId = await createClass(ctx, teacher, 'CSV class');
  const ids = await addStudents(ctx, teacher, classId, names);
  return { classId, ids };
}

describe('import preview', () => {
  it('says what every line would do, with a reason per skipped line, and writes nothing', async () => {
    const { classId, ids } = await classWith(['Ann Lee', 'Bo Chen']);
    await ctx.request({
      method: 'PATCH',
      url: `/api/students/${ids[0]}`,
      as: teacher,
      payload: { notes: 'Kind' },
    });
    const before = { students: await roster(classId), version: await versionOf(classId) };
    const text = [
      'NAME,Row,Notes,Points',
      'Cy Diaz,4,Likes maps,99',
      'ann lee,,New note,',
      'Bo Chen,,,',
      ',,orphan,',
      `${'x'.repeat(81)},,,`,
      'Dee,12,,',
      'cy diaz,,again,',
      '',
    ].join('\r\n');
    const res = await preview(classId, tableOf(text));
    expect(res.statusCode).toBe(200);
    const plan: RosterImportPreview = res.json();
    expect(plan.counts).toEqual({ create: 1, update: 1, unchanged: 1, skip: 4 });
    expect(plan.rows).toEqual([
      { line: 2, name: 'Cy Diaz', action: 'create' },
      { line: 3, name: 'ann lee', action: 'update', notes: true },
      { line: 4, name: 'Bo Chen', action: 'unchanged' },
      { line: 5, name: '', action: 'skip', reason: { code: 'no_name' } },
      { line: 6, name: `${'x'.repeat(80)}…`, action: 'skip', reason: { code: 'name_too_long' } },
      { line: 7, name: 'Dee', action: 'skip', reason: { code: 'row_out_of_range', value: '12' } },
      { line: 8, name: 'cy diaz', action: 'skip', reason: { code: 'duplicate', firstLine: 2 } },
    ]);
    expect(plan.planId).toMatch(/^[0-9a-f]{64}$/);
    expect(await roster(classId)).toEqual(before.students);
    expect(await versionOf(classId)).toBe(before.version);
  });
});

describe('import', () => {
  it('applies exactly the previewed plan: new students at 5 points and present, only notes for a match', async () => {
    const { classId, ids } = await classWith(['Ann Lee', 'Bo Chen']);
    await ctx.request({
      method: 'PATCH',
      url: `/api/students/${ids[1]}`,
      as: teacher,
      payload: { notes: 'Keep me', row: 2, attendanceStatus: 'absent', points: 9 },
    });
    const version = await versionOf(classId);
    const { plan, result } = await importText(
      classId,
      'Name,Points,Attendance,Row,Notes\nCy,0,Absent,3,Quiet\nANN LEE,40,Late,7,Sits at the front\nBo Chen,1,Present,5,\nDee,,,12,\n',
    );
    expect(plan.counts).toEqual({ create: 1, update: 1, unchanged: 1, skip: 1 });
    expect(result).toEqual({ created: 1, updated: 1, birthDates: 0, version: version + 1 });
    expect(await roster(classId)).toEqual([
      {
        id: ids[0],
        name: 'Ann Lee',
        points: 5,
        attendance_status: 'present',
        row: null,
        notes: 'Sits at the front',
        is_active: true,
      },
      // A blank cell never erases: Bo's notes, row, points and attendance stay.
      {
        id: ids[1],
        name: 'Bo Chen',
        points: 9,
        attendance_status: 'absent',
        row: 2,
        notes: 'Keep me',
        is_active: true,
      },
      {
        id: expect.any(Number),
        name: 'Cy',
        points: 5,
        attendance_status: 'present',
        row: 3,
        notes: 'Quiet',
        is_active: true,
      },
    ]);
  });

  it('refuses a plan the roster has moved away from (409) and writes nothing; a new preview applies', async () => {
    const { classId } = await classWith(['Ann']);
    const table = tableOf('name,notes\nBo,first\nAnn,hello\n');
    const plan: RosterImportPreview = (await preview(classId, table)).json();
    // Another device adds Bo between the preview and Confirm: Bo would now be a notes update.
    await addStudents(ctx, teacher, classId, ['Bo']);
    const before = await roster(classId);
    const stale = await apply(classId, { ...table, planId: plan.planId });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'import_plan_changed',
      message: 'The class changed since the preview. Check the new preview.',
    });
    expect(await roster(classId)).toEqual(before);
    const again: RosterImportPreview = (await preview(classId, table)).json();
    expect(again.counts).toEqual({ create: 0, update: 2, unchanged: 0, skip: 0 });
    expect((await apply(classId, { ...table, planId: again.planId })).json()).toMatchObject({
      created: 0,
      updated: 2,
    });
  });

  it('never splits a name at an unquoted comma: a one-column file keeps it whole, a wider line is skipped', async () => {
    const { classId } = await classWith([]);
    const single = await importText(classId, 'Name\r\nSmith, John\r\nDoe, Jane\r\n');
    expect(single.plan.rows).toEqual([
      { line: 2, name: 'Smith, John', action: 'create' },
      { line: 3, name: 'Doe, Jane', action: 'create' },
    ]);
    const wide = await importText(classId, 'Name,Notes\nLee, Ann,Kind\n"Ek, Dee",Quiet\n');
    expect(wide.plan.rows).toEqual([
      { line: 2, name: 'Lee', action: 'skip', reason: { code: 'extra_cells' } },
      { line: 3, name: 'Ek, Dee', action: 'create' },
    ]);
    expect(wide.result).toMatchObject({ created: 1, updated: 0 });
    expect((await roster(classId)).map((s) => s.name)).toEqual([
      'Smith, John',
      'Doe, Jane',
      'Ek, Dee',
    ]);
  });

  it('a name whose first line was skipped for its own fault is imported from its next line', async () => {
    const { classId } = await classWith([]);
    const { plan, result } = await importText(classId, 'Name,Row\nCara,11\ncara,2\nCARA,3\n');
    expect(plan.rows).toEqual([
      { line: 2, name: 'Cara', action: 'skip', reason: { code: 'row_out_of_range', value: '11' } },
      { line: 3, name: 'cara', action: 'create' },
      { line: 4, name: 'CARA', action: 'skip', reason: { code: 'duplicate', firstLine: 3 } },
    ]);
    expect(result).toMatchObject({ created: 1 });
    expect((await roster(classId)).map((s) => [s.name, s.row])).toEqual([['cara', 2]]);
  });

  it('a Confirm sent twice imports once', async () => {
    const { classId } = await classWith([]);
    const table = tableOf('name\nAnn\nBo\n');
    const plan: RosterImportPreview = (await preview(classId, table)).json();
    const [first, second] = await Promise.all([
      apply(classId, { ...table, planId: plan.planId }),
      apply(classId, { ...table, planId: plan.planId }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect((await roster(classId)).map((s) => s.name)).toEqual(['Ann', 'Bo']);
  });

  it('imports 1,000 rows in one go', async () => {
    const { classId } = await classWith(['Existing 1']);
    const lines = Array.from({ length: 1000 }, (_, i) => `Student ${i + 1},${(i % 10) + 1},n${i}`);
    const { plan, result } = await importText(classId, `Name,Row,Notes\n${lines.join('\n')}`);
    expect(plan.counts).toEqual({ create: 1000, update: 0, unchanged: 0, skip: 0 });
    expect(result.created).toBe(1000);
    const students = await roster(classId);
    expect(students).toHaveLength(1001);
    expect(students.at(-1)).toMatchObject({ name: 'Student 1000', row: 10, notes: 'n999' });
    expect(new Set(students.map((s) => `${s.points}/${s.attendance_status}`))).toEqual(
      new Set(['5/present']),
    );
  });

  it('compares with active students only: a hidden student is neither matched nor exported, but named in the preview', async () => {
    const { classId, ids } = await classWith(['Ann', 'Bo']);
    await ctx.db
      .updateTable('students')
      .set({ is_active: false })
      .where('id', '=', ids[0] ?? 0)
      .execute();
    const hiddenBefore = await ctx.db
      .selectFrom('students')
      .selectAll()
      .where('id', '=', ids[0] ?? 0)
      .executeTakeFirstOrThrow();
    const { plan } = await importText(classId, 'name,notes\nann,back\nCy,\n');
    // The teacher is told a hidden student has the name before a second one is made.
    expect(plan.rows).toEqual([
      { line: 2, name: 'ann', action: 'create', hiddenNamesake: true },
      { line: 3, name: 'Cy', action: 'create' },
    ]);
    const names = tableOf((await exportOf(classId)).body).records.map((r) => r[0]);
    expect(names).toEqual(['Bo', 'ann', 'Cy', '']);
    // The hidden student is untouched: notes, points, still hidden.
    expect(
      await ctx.db
        .selectFrom('students')
        .selectAll()
        .where('id', '=', ids[0] ?? 0)
        .executeTakeFirstOrThrow(),
    ).toEqual(hiddenBefore);
  });

  it('a hidden student shown again meanwhile turns the plan into a match: the import is refused (409) and the new preview matches', async () => {
    const { classId, ids } = await classWith(['Ann']);
    await ctx.db
      .updateTable('students')
      .set({ is_active: false })
      .where('id', '=', ids[0] ?? 0)
      .execute();
    const table = tableOf('name,notes\nAnn,back\n');
    const first: RosterImportPreview = (await preview(classId, table)).json();
    expect(first.rows[0]).toMatchObject({ action: 'create', hiddenNamesake: true });
    const shown = await ctx.request({
      method: 'POST',
      url: `/api/students/${ids[0]}/unhide`,
      as: teacher,
    });
    expect(shown.statusCode).toBe(200);
    const refused = await apply(classId, { ...table, planId: first.planId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'import_plan_changed' });
    const again: RosterImportPreview = (await preview(classId, table)).json();
    expect(again.rows).toEqual([{ line: 2, name: 'Ann', action: 'update', notes: true }]);
    expect((await roster(classId)).map((s) => s.name)).toEqual(['Ann']);
  });

  it('reaches every device: teacher phones and displays hear the roster change and read the new students', async () => {
    const { classId } = await classWith(['Ann']);
    const phone = connect(base, { cookie: teacher.cookie });
    open.push(phone);
    await connected(phone);
    const join = await phone.emitWithAck('class:join', { classId });
    if (!join.ok) throw new Error(join.error.message);
    const link = await displayLink(ctx, teacher, classId);
    const display = connect(base, { auth: { displayToken: link.token } });
    open.push(display);
    await connected(display);
    const phoneHeard = record(phone, 'roster:changed');
    const displayHeard = record(display, 'roster:changed');

    const { result } = await importText(classId, 'Name\nBo\nCy\n');
    await sleep(150);
    expect(phoneHeard).toEqual([{ classId, version: result.version }]);
    expect(displayHeard).toEqual([{ classId, version: result.version }]);
    const snapshot = await display.emitWithAck('display:snapshot', {});
    expect(snapshot.ok && snapshot.data.students.map((s) => s.name)).toEqual(['Ann', 'Bo', 'Cy']);

    // An import that changes nothing writes nothing and tells nobody.
    const again = await importText(classId, 'Name\nBo\nCy\n');
    expect(again.result).toEqual({ created: 0, updated: 0, birthDates: 0, version: null });
    await sleep(150);
    expect(phoneHeard).toHaveLength(1);
  });
});

describe('dates of birth (RC17, decision 0140)', () => {
  const hashOf = (classId: number) =>
    ctx.db
      .selectFrom('students')
      .select(['name', 'birth_date_hash'])
      .where('class_id', '=', classId)
      .orderBy('id')
      .execute();

  it("reads the column in the teacher's order, shows each date, flags a bad one, and a child can then sign in with it", async () => {
    const { classId, ids } = await classWith(['Ann Lee', 'Bo Chen']);
    // Bo has a date on file already: the file's replaces it, unread.
    const set = await ctx.request({
      method: 'PATCH',
      url: `/api/students/${ids[1]}`,
      as: teacher,
      payload: { birthDate: '2014-01-01' },
    });
    expect(set.statusCode).toBe(200);
    const text = [
      'Student Name,DOB,Notes',
      'Cy Diaz,03/02/2016,',
      'Ann Lee,25/12/2015,',
      'Bo Chen,2015-07-04,',
      'Dee Ek,31/02/2016,Quiet',
      'Eve Fox,,',
    ].join('\r\n');
    const table = { ...tableOf(text), dateOrder: 'dmy' };
    const shown = await preview(classId, table);
    expect(shown.statusCode).toBe(200);
    const plan: RosterImportPreview = shown.json();
    expect(plan.counts).toEqual({ create: 3, update: 2, unchanged: 0, skip: 0 });
    expect(plan.rows).toEqual([
      {
        line: 2,
        name: 'Cy Diaz',
        action: 'create',
        birthDate: { kind: 'set', date: '2016-02-03' },
      },
      {
        line: 3,
        name: 'Ann Lee',
        action: 'update',
        notes: false,
        birthDate: { kind: 'set', date: '2015-12-25' },
      },
      {
        line: 4,
        name: 'Bo Chen',
        action: 'update',
        notes: false,
        birthDate: { kind: 'replace', date: '2015-07-04' },
      },
      {
        line: 5,
        name: 'Dee Ek',
        action: 'create',
        birthDate: { kind: 'problem', problem: 'not_a_date', value: '31/02/2016' },
      },
      { line: 6, name: 'Eve Fox', action: 'create' },
    ]);
    // The same file read month first is another plan: Confirm applies what was shown or nothing.
    const other = await apply(classId, { ...table, dateOrder: 'mdy', planId: plan.planId });
    expect(other.statusCode).toBe(409);
    expect(await hashOf(classId)).toHaveLength(2);

    const done = await apply(classId, { ...table, planId: plan.planId });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ created: 3, updated: 2, birthDates: 3 });
    const key = ctx.config.birthDateKey;
    expect(await hashOf(classId)).toEqual([
      { name: 'Ann Lee', birth_date_hash: hashBirthDate(key, '2015-12-25') },
      { name: 'Bo Chen', birth_date_hash: hashBirthDate(key, '2015-07-04') },
      { name: 'Cy Diaz', birth_date_hash: hashBirthDate(key, '2016-02-03') },
      { name: 'Dee Ek', birth_date_hash: null },
      { name: 'Eve Fox', birth_date_hash: null },
    ]);
    // No plaintext date anywhere in the row (P3).
    const rows = await ctx.db
      .selectFrom('students')
      .selectAll()
      .where('class_id', '=', classId)
      .execute();
    expect(JSON.stringify(rows)).not.toMatch(/2016-02-03|03\/02\/2016|2015-12-25/);

    // Cy signs in on the iPad with the date the file gave.
    const classKey = await openSelfAssessment(ctx, teacher, classId);
    const cy = (await roster(classId)).find((s) => s.name === 'Cy Diaz');
    const lease = await ctx.request({
      method: 'POST',
      url: `/api/classes/${classId}/assessment-sessions`,
      headers: { [CLASS_KEY_HEADER]: classKey },
      payload: { studentId: cy?.id, birthDate: '2016-02-03' },
    });
    expect(lease.statusCode, lease.body).toBe(201);
  });

  it('a file that does not say its order is read month first; a blank cell keeps the date on file', async () => {
    const { classId, ids } = await classWith(['Ann']);
    await ctx.request({
      method: 'PATCH',
      url: `/api/students/${ids[0]}`,
      as: teacher,
      payload: { birthDate: '2014-01-01' },
    });
    const { plan } = await importText(classId, 'Name,Date of Birth\nAnn,\nBo,03/02/2016\n');
    expect(plan.rows).toEqual([
      { line: 2, name: 'Ann', action: 'unchanged' },
      { line: 3, name: 'Bo', action: 'create', birthDate: { kind: 'set', date: '2016-03-02' } },
    ]);
    const key = ctx.config.birthDateKey;
    expect((await hashOf(classId)).map((r) => r.birth_date_hash)).toEqual([
      hashBirthDate(key, '2014-01-01'),
      hashBirthDate(key, '2016-03-02'),
    ]);
  });

  it('an order that is not one of the three is refused (400), nothing read', async () => {
    const { classId } = await classWith([]);
    const res = await preview(classId, {
      ...tableOf('Name,DOB\nAnn,1/2/2016\n'),
      dateOrder: 'ydm',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_payload');
  });
});

describe('export', () => {
  it("writes the spec's columns with the day's teacher assessment, as a UTF-8 file named for the class and day", async () => {
    const { classId, ids } = await classWith(['Мария', '=HYPERLINK("http://evil")', '李小龙']);
    const [maria, evil, li] = ids as [number, number, number];
    await ctx.request({
      method: 'PATCH',
      url: `/api/students/${maria}`,
      as: teacher,
      payload: { notes: '-rude, "quoted"\nsecond line', row: 2, goal: 'Focus', points: -3 },
    });
    await ctx.request({
      method: 'PATCH',
      url: `/api/students/${li}`,
      as: teacher,
      payload: { attendanceStatus: 'late' },
    });
    const rate = (studentId: number, date: string, scores: object) =>
      ctx.request({
        method: 'POST',
        url: `/api/classes/${classId}/students/${studentId}/assessments`,
        as: teacher,
        payload: { date, ...scores },
      });
    await rate(maria, TODAY, { understanding: 4, behavior: 5, growth: 3, goalProgress: 2 });
    await rate(evil, YESTERDAY, { understanding: 1, behavior: 1, growth: 1 });

    const res = await exportOf(classId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Named by the class (decision 0140); a plain-ASCII name is its own fallback.
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="CSV class students ${TODAY}.csv"; filename*=UTF-8''CSV%20class%20students%20${TODAY}.csv`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.split('\r\n')[0]).toBe(
      '\uFEFFName,Points,Attendance,Row,Notes,Understanding,Behavior,Growth,Goal Progress',
    );
    expect(tableOf(res.body).records).toEqual([
      ['Мария', '-3', 'Present', '2', '\'-rude, "quoted"\nsecond line', '4', '5', '3', '2'],
      // S13: the formula is text; yesterday's rating is not today's.
      ['\'=HYPERLINK("http://evil")', '5', 'Present', '', '', '', '', '', ''],
      ['李小龙', '5', 'Late', '', '', '', '', '', ''],
      [''],
    ]);
    // Points stay a number in the file: -3 unquoted, no quote mark in front.
    expect(res.body).toContain('\r\nМария,-3,Present,2,');
  });

  it("names the file by the class's name in any script, safe on every system, with an ASCII name beside it", async () => {
    const classId = await createClass(ctx, teacher, '3ª Série: Matemática/Ciências');
    const res = await exportOf(classId);
    expect(res.statusCode).toBe(200);
    const name = `3ª Série- Matemática-Ciências students ${TODAY}.csv`;
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="class-${classId} students ${TODAY}.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    const quoted = await createClass(ctx, teacher, "Year 6 'B' (Mr. Fox)");
    expect((await exportOf(quoted)).headers['content-disposition']).toBe(
      `attachment; filename="Year 6 'B' (Mr. Fox) students ${TODAY}.csv"; filename*=UTF-8''Year%206%20%27B%27%20%28Mr.%20Fox%29%20students%20${TODAY}.csv`,
    );
  });

  it('S13: a formula behind invisible characters is neutralised too, and reads back as it was', async () => {
    // Zero-width space, next line, byte order mark, word joiner, ideographic space: a
    // spreadsheet may drop them and the teacher cannot see them.
    const invisible = ['\u200B', '\u0085', '\uFEFF', '\u2060', '\u3000'];
    const names = invisible.map((char, i) => `${char}=HYPERLINK("http://evil/${i}")`);
    const { classId, ids } = await classWith(names);
    for (const [i, id] of ids.entries()) {
      const res = await ctx.request({
        method: 'PATCH',
        url: `/api/students/${id}`,
        as: teacher,
        payload: { notes: `${invisible[i]}@SUM(A1)` },
      });
      expect(res.statusCode).toBe(200);
    }
    const before = { students: await roster(classId), version: await versionOf(classId) };
    const file = (await exportOf(classId)).body;
    // Names are trimmed when added (a BOM and U+3000 are JavaScript white space, the rest
    // stay in front); notes are kept as typed. Either way the cell gets its quote.
    expect(before.students.map((s) => s.notes)).toEqual(invisible.map((c) => `${c}@SUM(A1)`));
    expect(tableOf(file).records.slice(0, invisible.length)).toEqual(
      before.students.map((s) => [`'${s.name}`, '5', 'Present', '', `'${s.notes}`, '', '', '', '']),
    );
    // As a spreadsheet reads the bytes: the quote comes first, before the invisible character.
    expect(file).toContain(
      `\r\n"'\u200B=HYPERLINK(""http://evil/0"")",5,Present,,'\u200B@SUM(A1),`,
    );
    const { plan, result } = await importText(classId, file);
    expect(plan.counts).toEqual({ create: 0, update: 0, unchanged: invisible.length, skip: 0 });
    expect(result).toEqual({ created: 0, updated: 0, birthDates: 0, version: null });
    expect(await roster(classId)).toEqual(before.students);
    expect(await versionOf(classId)).toBe(before.version);
  });

  it('exporting a class and importing the file into it changes nothing', async () => {
    // 'Sam' and 'sam': Add Student lets both in, and each reads back as itself.
    const { classId, ids } = await classWith(['Ann', '+Bo', 'Zoë', 'Sam', 'sam']);
    await ctx.request({
      method: 'PATCH',
      url: `/api/students/${ids[0]}`,
      as: teacher,
      payload: { notes: "'=already quoted", row: 4 },
    });
    await ctx.request({
      method: 'PATCH',
      url: `/api/students/${ids[1]}`,
      as: teacher,
      payload: { notes: '@home, "really"\r\nnext', points: -2 },
    });
    const before = { students: await roster(classId), version: await versionOf(classId) };
    const file = (await exportOf(classId)).body;
    const { plan, result } = await importText(classId, file);
    expect(plan.counts).toEqual({ create: 0, update: 0, unchanged: 5, skip: 0 });
    expect(result).toEqual({ created: 0, updated: 0, birthDates: 0, version: null });
    expect(await roster(classId)).toEqual(before.students);
    expect(await versionOf(classId)).toBe(before.version);
  });
});

describe('bad input', () => {
  it('answers 4xx with a stable code and writes nothing', async () => {
    const { classId } = await classWith(['Ann']);
    const before = await roster(classId);
    const cases: [object, number, string][] = [
      [{ headers: ['Points', 'Notes'], records: [['1', 'x']] }, 400, 'csv_no_name_column'],
      [{ headers: [], records: [] }, 400, 'invalid_payload'],
      [{ headers: ['name'], records: [[1]] }, 400, 'invalid_payload'],
      [{ headers: ['name'], records: 'Ann' }, 400, 'invalid_payload'],
      [{ headers: ['name'], records: [['Ann']], extra: true }, 400, 'invalid_payload'],
      [{ headers: ['name'], records: [['A\u0000nn']] }, 400, 'invalid_payload'],
      [{ headers: Array(51).fill('name'), records: [] }, 400, 'invalid_payload'],
      [
        { headers: ['name'], records: Array.from({ length: 2001 }, (_, i) => [`S${i}`]) },
        413,
        'payload_too_large',
      ],
      [{ headers: ['name'], records: [['x'.repeat(2.2 * 1024 * 1024)]] }, 413, 'payload_too_large'],
    ];
    for (const [payload, status, code] of cases) {
      for (const res of [
        await preview(classId, payload),
        await apply(classId, { ...payload, planId: 'a'.repeat(64) }),
      ]) {
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
        expect(res.json().code).toBe(code);
      }
    }
    expect((await preview(classId, cases[7]?.[0] ?? {})).json().message).toBe(
      'A CSV import holds at most 2,000 students.',
    );
    for (const planId of [undefined, 'nope', 'A'.repeat(64)]) {
      const res = await apply(classId, { headers: ['name'], records: [['Bo']], planId });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_payload');
    }
    for (const query of ['date=yesterday', 'date=2026-02-30', 'date=2026-11-27&date=2026-11-28']) {
      const res = await ctx.request({
        method: 'GET',
        url: `/api/classes/${classId}/roster-export?${query}`,
        as: teacher,
      });
      expect(res.statusCode, query).toBe(400);
    }
    expect(await roster(classId)).toEqual(before);
  });

  it("another teacher's class answers like a missing one, and nothing is read or written", async () => {
    const { classId } = await classWith(['Ann']);
    const table = tableOf('name,notes\nAnn,stolen\nMallory,\n');
    const plan: RosterImportPreview = (await preview(classId, table)).json();
    for (const res of [
      await preview(classId, table, other),
      await apply(classId, { ...table, planId: plan.planId }, other),
      await exportOf(classId, TODAY, other),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await roster(classId)).map((s) => [s.name, s.notes])).toEqual([['Ann', '']]);
  });
});
