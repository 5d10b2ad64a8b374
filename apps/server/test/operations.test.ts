import {
  type AttendanceStatus,
  MESSAGES,
  type Operation,
  type StudentLive,
} from '@classbeam/contracts';
import { applyOperation } from '@classbeam/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env';
import {
  applyOperations,
  forgetOldOperations,
  localDate,
} from '../src/modules/operations/operations.service';
import { commitTaps } from '../src/modules/operations/tap-commit';
import { createTestContext, type Teacher, type TestContext } from './context';
import { addStudents, createClass, opId, pointsOf } from './fixtures';
import { sweep } from './scale';
import { setUpServer } from './set-up';

let ctx: TestContext;
let teacher: Teacher;

setUpServer((s) => ({ ctx, teacher } = s));

const post = (classId: number, ops: Operation[]) =>
  ctx.request({ method: 'POST', url: '/api/ops', as: teacher, payload: { classId, ops } });
/** The behaviour log of these students, oldest first. */
const logsOf = (ids: number[]) =>
  ctx.db
    .selectFrom('behavior_logs')
    .select(['student_id', 'point_change'])
    .where('student_id', 'in', ids)
    .orderBy('id')
    .execute();
/** Their daily attendance rows. */
const daysOf = (ids: number[]) =>
  ctx.db
    .selectFrom('daily_attendance')
    .select(['student_id', 'date', 'status', 'points_earned'])
    .where('student_id', 'in', ids)
    .orderBy('student_id')
    .execute();

describe('operations', () => {
  it('applies points by increments, logs each tap, and bumps the version once per batch', async () => {
    const classId = await createClass(ctx, teacher);
    const [a, b] = await addStudents(ctx, teacher, classId, ['Ann', 'Ben']);
    if (!a || !b) throw new Error('students');
    const version = (
      await ctx.db
        .selectFrom('classes')
        .select('version')
        .where('id', '=', classId)
        .executeTakeFirstOrThrow()
    ).version;
    const ops: Operation[] = [
      { opId: opId(), kind: 'points', studentId: a, delta: 1 },
      { opId: opId(), kind: 'points', studentId: a, delta: 1 },
      { opId: opId(), kind: 'points', studentId: b, delta: -1 },
    ];
    const res = await post(classId, ops);
    expect(res.json()).toEqual({
      version: version + 1,
      done: ops.map((o) => o.opId),
      rejected: [],
    });
    expect(await pointsOf(ctx, classId)).toEqual({ [a]: 7, [b]: 4 });
    expect(await logsOf([a, b])).toEqual([
      { student_id: a, point_change: 1 },
      { student_id: a, point_change: 1 },
      { student_id: b, point_change: -1 },
    ]);
    expect(
      (await daysOf([a, b])).map(({ student_id, points_earned }) => ({
        student_id,
        points_earned,
      })),
    ).toEqual([
      { student_id: a, points_earned: 2 },
      { student_id: b, points_earned: -1 },
    ]);
  });

  it('taps in a batch with other operations are logged and counted like taps alone', async () => {
    const classId = await createClass(ctx, teacher);
    const [a, b] = await addStudents(ctx, teacher, classId, ['Ann', 'Ben']);
    if (!a || !b) throw new Error('students');
    const ops: Operation[] = [
      { opId: opId(), kind: 'points', studentId: a, delta: 2 },
      { opId: opId(), kind: 'points', studentId: b, delta: -1 },
      { opId: opId(), kind: 'attendance', studentId: b, status: 'late' },
      { opId: opId(), kind: 'points', studentId: b, delta: 3 },
      { opId: opId(), kind: 'points', studentId: a, delta: 1 },
    ];
    expect((await post(classId, ops)).json()).toMatchObject({ rejected: [] });
    // A resend of the whole batch changes nothing.
    expect((await post(classId, ops)).json()).toMatchObject({ rejected: [] });
    expect(await pointsOf(ctx, classId)).toEqual({ [a]: 8, [b]: 7 });
    expect(await logsOf([a, b])).toEqual([
      { student_id: a, point_change: 2 },
      { student_id: b, point_change: -1 },
      { student_id: b, point_change: 3 },
      { student_id: a, point_change: 1 },
    ]);
    const today = localDate();
    expect(await daysOf([a, b])).toEqual([
      { student_id: a, date: today, status: 'present', points_earned: 3 },
      { student_id: b, date: today, status: 'late', points_earned: 2 },
    ]);
  });

  it('gives all +1 to present and late students only, and Reset to 5 brings everyone back', async () => {
    const classId = await createClass(ctx, teacher);
    const [a, b, c] = await addStudents(ctx, teacher, classId, ['A', 'B', 'C']);
    if (!a || !b || !c) throw new Error('students');
    await post(classId, [
      { opId: opId(), kind: 'attendance', studentId: b, status: 'absent' },
      { opId: opId(), kind: 'attendance', studentId: c, status: 'late' },
      { opId: opId(), kind: 'class-points', delta: 1 },
      { opId: opId(), kind: 'class-points', delta: 1 },
    ]);
    expect(await pointsOf(ctx, classId)).toEqual({ [a]: 7, [b]: 5, [c]: 7 });
    await post(classId, [
      { opId: opId(), kind: 'reset-points' },
      { opId: opId(), kind: 'reset-attendance' },
    ]);
    expect(await pointsOf(ctx, classId)).toEqual({ [a]: 5, [b]: 5, [c]: 5 });
    const statuses = await ctx.db
      .selectFrom('students')
      .select('attendance_status')
      .where('class_id', '=', classId)
      .execute();
    expect(statuses.every((s) => s.attendance_status === 'present')).toBe(true);
    // The reset is one entry of the class timeline; the awards before it stay in the history.
    const events = await ctx.db
      .selectFrom('class_events')
      .select(['kind', 'undone_at'])
      .where('class_id', '=', classId)
      .execute();
    expect(events).toEqual([{ kind: 'reset-points', undone_at: null }]);
    const history = await ctx.db
      .selectFrom('behavior_logs')
      .select(['point_change', 'kind', 'target', 'removed_at'])
      .where('student_id', '=', a)
      .execute();
    expect(history).toEqual([
      { point_change: 1, kind: 'award', target: 'class', removed_at: null },
      { point_change: 1, kind: 'award', target: 'class', removed_at: null },
    ]);
  });

  it('rejects an operation on a deleted student so the device rolls it back, and still applies the rest', async () => {
    const classId = await createClass(ctx, teacher);
    const [a, gone] = await addStudents(ctx, teacher, classId, ['Stay', 'Gone']);
    if (!a || !gone) throw new Error('students');
    // Deleted a moment ago (inside the undo window): the tap is refused all the same.
    await ctx.request({ method: 'DELETE', url: `/api/students/${gone}`, as: teacher });
    const ok = opId();
    const lost = opId();
    const res = await post(classId, [
      { opId: ok, kind: 'points', studentId: a, delta: 1 },
      { opId: lost, kind: 'points', studentId: gone, delta: 1 },
    ]);
    expect(res.json().rejected).toEqual([
      { opId: lost, code: 'not_found', message: 'Student not found.' },
    ]);
    expect(res.json().done).toEqual([ok, lost]);
    // Their row waits out the window untouched, so an Undo gives back the points they had.
    expect(await pointsOf(ctx, classId)).toEqual({ [a]: 6, [gone]: 5 });
  });

  it("cannot touch a student of another class, even the teacher's own", async () => {
    const one = await createClass(ctx, teacher);
    const other = await createClass(ctx, teacher);
    const [s] = await addStudents(ctx, teacher, other, ['Elsewhere']);
    if (!s) throw new Error('student');
    const res = await post(one, [{ opId: opId(), kind: 'points', studentId: s, delta: 5 }]);
    expect(res.json().rejected).toHaveLength(1);
    expect(await pointsOf(ctx, other)).toEqual({ [s]: 5 });
  });

  it('the spec REST calls take the same path', async () => {
    const classId = await createClass(ctx, teacher);
    const [a] = await addStudents(ctx, teacher, classId, ['Rest']);
    if (!a) throw new Error('student');
    const one = await ctx.request({
      method: 'PATCH',
      url: `/api/students/${a}/points`,
      as: teacher,
      payload: { pointChange: -1 },
    });
    expect(one.json()).toEqual({ id: a, points: 4 });
    const all = await ctx.request({
      method: 'POST',
      url: `/api/classes/${classId}/adjust-all-points`,
      as: teacher,
      payload: { pointChange: 1 },
    });
    expect(all.statusCode).toBe(200);
    expect(await pointsOf(ctx, classId)).toEqual({ [a]: 5 });
    for (const pointChange of [0, 2.5, 101, '1']) {
      const bad = await ctx.request({
        method: 'PATCH',
        url: `/api/students/${a}/points`,
        as: teacher,
        payload: { pointChange },
      });
      expect(bad.statusCode, String(pointChange)).toBe(400);
    }
    const reset = await ctx.request({
      method: 'POST',
      url: `/api/classes/${classId}/reset-points`,
      as: teacher,
      payload: { sneaky: 1 },
    });
    expect(reset.statusCode).toBe(400);
  });
});

describe('R1: applied once, in one transaction, acknowledged after commit', () => {
  it('1,000 operations whose acks are lost and resent in random batches: none doubled, none missing', async () => {
    const classId = await createClass(ctx, teacher);
    const ids = await addStudents(ctx, teacher, classId, ['A', 'B', 'C', 'D', 'E']);
    const ops: Operation[] = Array.from({ length: 1000 }, (_, i) => ({
      opId: opId(),
      kind: 'points',
      studentId: ids[i % ids.length] ?? 0,
      delta: i % 3 === 0 ? -1 : 1,
    }));
    // Every op is delivered once, then each "lost ack" triggers a redelivery with later ops.
    const deliveries: Operation[][] = [];
    for (let i = 0; i < ops.length; i += 25) {
      const batch = ops.slice(i, i + 25);
      deliveries.push(batch);
      deliveries.push([
        ...batch.filter((_, k) => k % 2 === 0),
        ...(ops.slice(i + 25, i + 30) ?? []),
      ]);
    }
    for (const batch of deliveries) expect((await post(classId, batch)).statusCode).toBe(200);
    const expected = Object.fromEntries(
      ids.map((id) => [
        id,
        5 +
          ops
            .filter((o) => o.kind === 'points' && o.studentId === id)
            .reduce((s, o) => s + (o.kind === 'points' ? o.delta : 0), 0),
      ]),
    );
    expect(await pointsOf(ctx, classId)).toEqual(expected);
    const logged = await ctx.db
      .selectFrom('behavior_logs')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('student_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(logged.n)).toBe(1000);
  });

  it('model-based: any sequence of operations, redelivered at random, leaves the database equal to the model', async () => {
    const classId = await createClass(ctx, teacher);
    const ids = await addStudents(ctx, teacher, classId, ['A', 'B', 'C']);
    const statusArb = fc.constantFrom<AttendanceStatus>('present', 'absent', 'late');
    const opArb = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          kind: fc.constant('points' as const),
          studentId: fc.constantFrom(...ids),
          delta: fc.integer({ min: -3, max: 3 }).filter((d) => d !== 0),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant('class-points' as const),
          delta: fc.constantFrom(-1, 1),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant('attendance' as const),
          studentId: fc.constantFrom(...ids),
          status: statusArb,
        }),
      },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('reset-points' as const) }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('reset-attendance' as const) }) },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 1, maxLength: 40 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 10 }),
        async (raw, cuts) => {
          await applyOperations(ctx.db, classId, [
            { opId: opId(), kind: 'reset-points' },
            { opId: opId(), kind: 'reset-attendance' },
          ]);
          // The model is the shared rule (packages/domain), the one the phone shows taps with.
          const ops = raw.map((op) => ({ ...op, opId: opId() }) as Operation);
          const model = ops.reduce<StudentLive[]>(
            (roster, op) => applyOperation(roster, op),
            ids.map((id) => ({ id, points: 5, attendanceStatus: 'present' })),
          );
          // Deliver in order, in batches cut at random, each batch possibly delivered twice and
          // with an earlier batch replayed (a lost ack); order of first delivery is preserved.
          let start = 0;
          let previous: Operation[] = [];
          for (const cut of [...cuts, ops.length]) {
            const end = Math.min(ops.length, start + 1 + (cut % 8));
            const batch = ops.slice(start, end);
            if (batch.length === 0) break;
            await applyOperations(ctx.db, classId, [...previous, ...batch]);
            if (cut % 3 === 0) await applyOperations(ctx.db, classId, batch);
            previous = batch;
            start = end;
          }
          if (start < ops.length) await applyOperations(ctx.db, classId, ops.slice(start));
          const rows = await ctx.db
            .selectFrom('students')
            .select(['id', 'points', 'attendance_status'])
            .where('class_id', '=', classId)
            .execute();
          for (const row of rows) {
            expect({
              id: row.id,
              points: row.points,
              attendanceStatus: row.attendance_status,
            }).toEqual(model.find((m) => m.id === row.id));
          }
        },
      ),
      { numRuns: sweep(60, 15), seed: 7 },
    );
  });
});

describe('R1: an op id belongs to its class', () => {
  it("an op id first used in another teacher's class is still applied in this one, by every path", async () => {
    const other = await ctx.signUp();
    const theirClass = await createClass(ctx, other);
    const [theirs] = await addStudents(ctx, other, theirClass, ['Zed']);
    const ourClass = await createClass(ctx, teacher);
    const [ours] = await addStudents(ctx, teacher, ourClass, ['Ann']);
    if (!theirs || !ours) throw new Error('students');
    const shared = { tap: opId(), mixed: opId(), rest: opId() };
    // Teacher B uses the ids first: a tap, a mixed batch (attendance) and the REST path.
    await applyOperations(ctx.db, theirClass, [
      { opId: shared.tap, kind: 'points', studentId: theirs, delta: 1 },
    ]);
    await applyOperations(ctx.db, theirClass, [
      { opId: shared.mixed, kind: 'attendance', studentId: theirs, status: 'late' },
    ]);
    const theirRest = await ctx.request({
      method: 'POST',
      url: '/api/ops',
      as: other,
      payload: {
        classId: theirClass,
        ops: [{ opId: shared.rest, kind: 'points', studentId: theirs, delta: 1 }],
      },
    });
    expect(theirRest.statusCode).toBe(200);

    // The same ids in teacher A's class are new there, and each is applied once.
    const tap = await applyOperations(ctx.db, ourClass, [
      { opId: shared.tap, kind: 'points', studentId: ours, delta: 1 },
    ]);
    expect(tap.appliedNow).toEqual([shared.tap]);
    const mixed = await applyOperations(ctx.db, ourClass, [
      { opId: shared.mixed, kind: 'attendance', studentId: ours, status: 'absent' },
    ]);
    expect(mixed.appliedNow).toEqual([shared.mixed]);
    const rest = await post(ourClass, [
      { opId: shared.rest, kind: 'points', studentId: ours, delta: 1 },
    ]);
    expect(rest.json().done).toEqual([shared.rest]);
    expect(await pointsOf(ctx, ourClass)).toEqual({ [ours]: 7 });
    const [ann] = (
      await ctx.request({ method: 'GET', url: `/api/classes/${ourClass}/students`, as: teacher })
    ).json();
    expect(ann.attendanceStatus).toBe('absent');
    // Resent in either class, nothing is applied twice.
    await applyOperations(ctx.db, ourClass, [
      { opId: shared.tap, kind: 'points', studentId: ours, delta: 1 },
    ]);
    await applyOperations(ctx.db, theirClass, [
      { opId: shared.tap, kind: 'points', studentId: theirs, delta: 1 },
    ]);
    expect(await pointsOf(ctx, ourClass)).toEqual({ [ours]: 7 });
    expect(await pointsOf(ctx, theirClass)).toEqual({ [theirs]: 7 });
  });
});

describe('R1: an op id names one change', () => {
  it('an id applied before, sent again with another change, is refused (op_id_reused) and applies nothing, by every path', async () => {
    const classId = await createClass(ctx, teacher);
    const [ann, ben] = (await addStudents(ctx, teacher, classId, ['Ann', 'Ben'])) as [
      number,
      number,
    ];
    const tapId = opId();
    const markId = opId();
    await post(classId, [{ opId: tapId, kind: 'points', studentId: ann, delta: 1 }]);
    await post(classId, [{ opId: markId, kind: 'attendance', studentId: ann, status: 'late' }]);
    const before = await pointsOf(ctx, classId);
    const refusal = (id: string) => ({
      opId: id,
      code: 'op_id_reused',
      message: MESSAGES.opIdReused,
    });

    // The tap path (points only): another student, another delta; the resend itself is done.
    const otherTap = await post(classId, [
      { opId: tapId, kind: 'points', studentId: ben, delta: 1 },
    ]);
    expect(otherTap.statusCode).toBe(200);
    expect(otherTap.json()).toMatchObject({ done: [], rejected: [refusal(tapId)] });
    const bigger = await post(classId, [{ opId: tapId, kind: 'points', studentId: ann, delta: 5 }]);
    expect(bigger.json()).toMatchObject({ done: [], rejected: [refusal(tapId)] });
    const resend = await post(classId, [{ opId: tapId, kind: 'points', studentId: ann, delta: 1 }]);
    expect(resend.json()).toMatchObject({ done: [tapId], rejected: [] });

    // The mixed path: an old id under another kind of change, beside a new tap that applies.
    const fresh = opId();
    const mixed = await post(classId, [
      { opId: markId, kind: 'attendance', studentId: ann, status: 'absent' },
      { opId: fresh, kind: 'points', studentId: ben, delta: 2 },
      { opId: tapId, kind: 'class-points', delta: 1 },
    ]);
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json().done).toEqual([fresh]);
    expect(mixed.json().rejected).toEqual(
      expect.arrayContaining([refusal(markId), refusal(tapId)]),
    );
    expect(await pointsOf(ctx, classId)).toEqual({ ...before, [ben]: (before[ben] ?? 0) + 2 });
    const [annRow] = (
      await ctx.request({ method: 'GET', url: `/api/classes/${classId}/students`, as: teacher })
    ).json();
    expect(annRow.attendanceStatus).toBe('late');
  });

  it('one batch naming two changes with one id is refused whole (400); the same op twice is a resend', async () => {
    const classId = await createClass(ctx, teacher);
    const [ann] = (await addStudents(ctx, teacher, classId, ['Ann'])) as [number];
    const id = opId();
    const twice = await post(classId, [
      { opId: id, kind: 'points', studentId: ann, delta: 1 },
      { opId: id, kind: 'points', studentId: ann, delta: -1 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('invalid_payload');
    expect(await pointsOf(ctx, classId)).toEqual({ [ann]: 5 });
    const same = await post(classId, [
      { opId: id, kind: 'points', studentId: ann, delta: 1 },
      { opId: id, kind: 'points', delta: 1, studentId: ann } as Operation,
    ]);
    expect(same.json()).toMatchObject({ done: [id], rejected: [] });
    expect(await pointsOf(ctx, classId)).toEqual({ [ann]: 6 });
  });

  it('two devices’ batches in one tap statement with one id and two changes: the first applies, the second is refused', async () => {
    const classId = await createClass(ctx, teacher);
    const [ann, ben] = (await addStudents(ctx, teacher, classId, ['Ann', 'Ben'])) as [
      number,
      number,
    ];
    const id = opId();
    const [first, second] = await commitTaps(
      ctx.db,
      [
        { classId, taps: [{ opId: id, kind: 'points', studentId: ann, delta: 1 }] },
        { classId, taps: [{ opId: id, kind: 'points', studentId: ben, delta: 1 }] },
      ],
      localDate(),
    );
    if (!first || first instanceof Error || !second || second instanceof Error)
      throw new Error('no result');
    expect(first.batch.appliedNow).toEqual([id]);
    expect(second.batch.done).toEqual([]);
    expect(second.batch.rejected).toEqual([
      { opId: id, code: 'op_id_reused', message: MESSAGES.opIdReused },
    ]);
    expect(await pointsOf(ctx, classId)).toEqual({ [ann]: 6, [ben]: 5 });
  });

  it('ids are forgotten after the retention (7 days unless OP_ID_RETENTION_DAYS says), and only then', async () => {
    const classId = await createClass(ctx, teacher);
    const [ann] = (await addStudents(ctx, teacher, classId, ['Ann'])) as [number];
    const old = opId();
    const recent = opId();
    await post(classId, [
      { opId: old, kind: 'points', studentId: ann, delta: 1 },
      { opId: recent, kind: 'points', studentId: ann, delta: 1 },
    ]);
    const day = 24 * 60 * 60 * 1000;
    // Applied 8 and 6 days ago (applied_at is written by the database only).
    const age = (id: string, days: number) =>
      sql`update applied_operations set applied_at = now() - make_interval(days => ${days})
          where op_id = ${id}`.execute(ctx.db);
    await age(old, 8);
    await age(recent, 6);
    const days = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(48) }).opIdRetentionDays;
    expect(days).toBe(7);
    expect(
      loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(48), OP_ID_RETENTION_DAYS: '30' })
        .opIdRetentionDays,
    ).toBe(30);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(48), OP_ID_RETENTION_DAYS: '0' }),
    ).toThrow();
    expect(await forgetOldOperations(ctx.db, new Date(Date.now() - days * day))).toBeGreaterThan(0);
    const left = await ctx.db
      .selectFrom('applied_operations')
      .select('op_id')
      .where('class_id', '=', classId)
      .execute();
    expect(left.map((r) => r.op_id)).toEqual([recent]);
    // Within the retention a resend still applies nothing.
    await post(classId, [{ opId: recent, kind: 'points', studentId: ann, delta: 1 }]);
    expect(await pointsOf(ctx, classId)).toEqual({ [ann]: 7 });
  });
});

describe('the op id sweep', () => {
  it('a server starting on the database forgets ids past its retention at once (and not newer ones)', async () => {
    const classId = await createClass(ctx, teacher);
    const [ann] = (await addStudents(ctx, teacher, classId, ['Ann'])) as [number];
    const [stale, kept] = [opId(), opId()];
    await post(classId, [
      { opId: stale, kind: 'points', studentId: ann, delta: 1 },
      { opId: kept, kind: 'points', studentId: ann, delta: 1 },
    ]);
    await sql`update applied_operations set applied_at = now() - interval '11 days'
              where op_id = ${stale}`.execute(ctx.db);
    await sql`update applied_operations set applied_at = now() - interval '9 days'
              where op_id = ${kept}`.execute(ctx.db);
    // A second server on the same database, kept 10 days (say after a restart with a new setting).
    const restarted = await createTestContext({ opIdRetentionDays: 10 }, ctx.url);
    try {
      const left = async () =>
        (
          await ctx.db
            .selectFrom('applied_operations')
            .select('op_id')
            .where('class_id', '=', classId)
            .execute()
        ).map((r) => r.op_id);
      await expect.poll(left, { timeout: 5000 }).toEqual([kept]);
    } finally {
      await restarted.close();
    }
  });
});

describe('R2: concurrent devices never lose updates', () => {
  it('3 devices x 500 concurrent +1/-1 taps: the final points are exactly start + sum of deltas', async () => {
    const classId = await createClass(ctx, teacher);
    const ids = await addStudents(ctx, teacher, classId, ['A', 'B', 'C', 'D']);
    const devices = [0, 1, 2].map((d) =>
      Array.from(
        { length: 500 },
        (_, i): Operation => ({
          opId: opId(),
          kind: 'points',
          studentId: ids[(i + d) % ids.length] ?? 0,
          delta: (i + d) % 4 === 0 ? -1 : 1,
        }),
      ),
    );
    // Each device sends small batches as fast as it can, all three at once.
    await Promise.all(
      devices.map(async (ops) => {
        for (let i = 0; i < ops.length; i += 10) {
          const res = await post(classId, ops.slice(i, i + 10));
          expect(res.statusCode).toBe(200);
        }
      }),
    );
    const expected: Record<number, number> = Object.fromEntries(ids.map((id) => [id, 5]));
    for (const op of devices.flat())
      if (op.kind === 'points') expected[op.studentId] = (expected[op.studentId] ?? 0) + op.delta;
    expect(await pointsOf(ctx, classId)).toEqual(expected);
    const version = (
      await ctx.db
        .selectFrom('classes')
        .select('version')
        .where('id', '=', classId)
        .executeTakeFirstOrThrow()
    ).version;
    // One version per commit; concurrent batches may share a commit (group commit).
    expect(version).toBeGreaterThan(4);
    expect(version).toBeLessThanOrEqual(4 + 150);
  });
});
