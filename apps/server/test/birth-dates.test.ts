import { CLASS_KEY_HEADER } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import { hashBirthDate } from '../src/modules/students/birth-date';
import type { Teacher, TestContext } from './context';
import {
  addStudents,
  classVersion,
  createClass,
  deleteForGood,
  openSelfAssessment,
} from './fixtures';
import { setUpLiveServer } from './set-up';
import { connect, connected, record, sleep } from './socket-client';

/*
 * The whole-class table of dates of birth (decision 0141): many dates in one save, only their
 * keyed hashes kept (P3), every device told, nothing written when any entry is refused.
 */
let ctx: TestContext;
let base: string;
let teacher: Teacher;
let other: Teacher;
const open = setUpLiveServer((s) => ({ ctx, base, teacher, other } = s), { teachers: 2 });

const save = (classId: number, birthDates: object[], as: Teacher = teacher) =>
  ctx.request({
    method: 'PUT',
    url: `/api/classes/${classId}/birth-dates`,
    as,
    payload: { birthDates },
  });

const hashes = async (classId: number) =>
  (
    await ctx.db
      .selectFrom('students')
      .select(['id', 'birth_date_hash'])
      .where('class_id', '=', classId)
      .orderBy('id')
      .execute()
  ).map((r) => r.birth_date_hash);

describe('dates of birth for the whole class', () => {
  it('saves many at once as keyed hashes, replacing a date on file; every teacher device and iPad hears it', async () => {
    const classId = await createClass(ctx, teacher, 'Year 2');
    const [ann, bo, cy] = (await addStudents(ctx, teacher, classId, ['Ann', 'Bo', 'Cy'])) as [
      number,
      number,
      number,
    ];
    await ctx.request({
      method: 'PATCH',
      url: `/api/students/${bo}`,
      as: teacher,
      payload: { birthDate: '2014-01-01' },
    });
    const key = await openSelfAssessment(ctx, teacher, classId);
    const phone = connect(base, { cookie: teacher.cookie });
    const ipad = connect(base, { auth: { kioskClassId: classId, kioskKey: key } });
    open.push(phone, ipad);
    await Promise.all([connected(phone), connected(ipad)]);
    const join = await phone.emitWithAck('class:join', { classId });
    if (!join.ok) throw new Error(join.error.message);
    const rosterHeard = record(phone, 'roster:changed');
    const kioskHeard = record(ipad, 'kiosk:changed');
    const version = await classVersion(ctx, classId);

    const res = await save(classId, [
      { studentId: ann, birthDate: '2016-02-03' },
      { studentId: bo, birthDate: '07/04/2015' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ saved: 2, version: version + 1 });
    expect(res.body).not.toMatch(/2016|2015/);
    const k = ctx.config.birthDateKey;
    expect(await hashes(classId)).toEqual([
      hashBirthDate(k, '2016-02-03'),
      hashBirthDate(k, '2015-07-04'),
      null,
    ]);
    await sleep(150);
    expect(rosterHeard).toEqual([{ classId, version: version + 1 }]);
    expect(kioskHeard.length).toBeGreaterThanOrEqual(1);
    const snapshot = await phone.emitWithAck('class:join', { classId });
    expect(snapshot.ok && snapshot.data.students.map((s) => s.hasBirthDate)).toEqual([
      true,
      true,
      false,
    ]);
    // Ann signs in on the iPad with the date the table gave her.
    const lease = await ctx.request({
      method: 'POST',
      url: `/api/classes/${classId}/assessment-sessions`,
      headers: { [CLASS_KEY_HEADER]: key },
      payload: { studentId: ann, birthDate: '2016-02-03' },
    });
    expect(lease.statusCode, lease.body).toBe(201);
    expect(cy).toBeGreaterThan(0);
  });

  it('refuses the whole save, writing nothing, for a student gone, hidden or of another class, a day that does not exist, or a student twice', async () => {
    const classId = await createClass(ctx, teacher, 'Year 3');
    const [ann, bo, gone] = (await addStudents(ctx, teacher, classId, ['Ann', 'Bo', 'Gone'])) as [
      number,
      number,
      number,
    ];
    const elsewhere = await createClass(ctx, teacher, 'Year 4');
    const [stranger] = (await addStudents(ctx, teacher, elsewhere, ['Stranger'])) as [number];
    await deleteForGood(ctx, teacher, gone);
    await ctx.db.updateTable('students').set({ is_active: false }).where('id', '=', bo).execute();
    const version = await classVersion(ctx, classId);
    const good = { studentId: ann, birthDate: '2016-02-03' };

    for (const [studentId, why] of [
      [gone, 'deleted'],
      [bo, 'hidden'],
      [stranger, "another class's"],
      [999_999, 'missing'],
    ] as const) {
      const res = await save(classId, [good, { studentId, birthDate: '2015-01-01' }]);
      expect(res.statusCode, why).toBe(404);
      expect(res.json()).toEqual({
        code: 'not_found',
        message:
          'A student in this list is no longer in the class, so nothing was saved. Check the list and save again.',
      });
    }
    const impossible = await save(classId, [
      good,
      { studentId: stranger, birthDate: '2015-02-30' },
    ]);
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json()).toEqual({
      code: 'invalid_payload',
      message: 'The date of birth 2015-02-30 does not exist.',
    });
    const twice = await save(classId, [good, { ...good, birthDate: '2016-02-04' }]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Each student can have only one date of birth.');
    expect((await save(classId, [])).json().message).toBe('Enter at least one date of birth.');
    const many = Array.from({ length: 501 }, (_, i) => ({
      studentId: i + 1,
      birthDate: '2016-02-03',
    }));
    expect((await save(classId, many)).statusCode).toBe(400);
    for (const birthDate of ['3 Feb 2016', '2016-2-3', '', null, 20160203])
      expect(
        (await save(classId, [{ studentId: ann, birthDate }])).statusCode,
        String(birthDate),
      ).toBe(400);

    expect(await hashes(classId)).toEqual([null, null]);
    expect(await hashes(elsewhere)).toEqual([null]);
    expect(await classVersion(ctx, classId)).toBe(version);
  });

  it("another teacher's class is a 404, like a missing one (S3)", async () => {
    const classId = await createClass(ctx, teacher, 'Mine');
    const [ann] = (await addStudents(ctx, teacher, classId, ['Ann'])) as [number];
    const res = await save(classId, [{ studentId: ann, birthDate: '2016-02-03' }], other);
    expect(res.statusCode).toBe(404);
    expect(await hashes(classId)).toEqual([null]);
  });
});
