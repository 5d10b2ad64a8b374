import { MESSAGES, type Operation, type StudentLive } from '@classbeam/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { localDate } from '../src/modules/operations/operations.service';
import type { Teacher, TestContext } from './context';
import { addStudents, classVersion, createClass, opId, pointsOf } from './fixtures';
import { tapThenCommand } from './r10';
import { sweep } from './scale';
import { setUpLiveServer } from './set-up';
import { connect, connected, record, sleep } from './socket-client';

/** Tap-then-command trials (QUALITY.md R10 asks for 100). */
const TRIALS = sweep(100, 20);

/*
 * Group points (docs/decisions/0040, docs/QUALITY.md R1, R9, R10): a group tap adds the delta
 * to every member who is here, once, whatever the network does to the acknowledgement.
 */
let ctx: TestContext;
let base: string;
let teacher: Teacher;
const open = setUpLiveServer((s) => ({ ctx, base, teacher } = s));

type GroupOp = Extract<Operation, { kind: 'group-points' }>;
const groupOp = (groupId: number, delta = 1): GroupOp => ({
  opId: opId(),
  kind: 'group-points',
  groupId,
  delta,
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.request({ method, url, as: teacher, ...(payload ? { payload } : {}) });

async function joined(classId: number) {
  const s = connect(base, { cookie: teacher.cookie });
  open.push(s);
  await connected(s);
  const ack = await s.emitWithAck('class:join', { classId });
  if (!ack.ok) throw new Error(ack.error.message);
  return { socket: s, snapshot: ack.data };
}

async function until<T>(read: () => T | undefined | Promise<T | undefined>, ms = 3000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(10);
  }
}

const versionOf = (classId: number) => classVersion(ctx, classId);

/** The behaviour log of these students, oldest first. */
const logsOf = (ids: number[]) =>
  ctx.db
    .selectFrom('behavior_logs')
    .select(['student_id', 'point_change', 'reason', 'group_id'])
    .where('student_id', 'in', ids)
    .orderBy('id')
    .execute();

const byId = (students: readonly StudentLive[]) => [...students].sort((x, y) => x.id - y.id);

/**
 * A class of four: Ada, Ben and Cleo in the Dolphins, Cleo absent (marked after joining, as
 * happens when a student leaves mid-lesson), and Dan in no group.
 */
async function classWithGroup(schedule = false) {
  const classId = await createClass(ctx, teacher, 'Groups');
  if (schedule) {
    const res = await call('PATCH', `/api/classes/${classId}/settings`, {
      classSchedule: [
        { name: 'Warm-up', duration: 5 },
        { name: 'Lesson', duration: 10 },
      ],
    });
    expect(res.statusCode).toBe(200);
  }
  const [ada, ben, cleo, dan] = (await addStudents(ctx, teacher, classId, [
    'Ada',
    'Ben',
    'Cleo',
    'Dan',
  ])) as [number, number, number, number];
  const groupId: number = (
    await call('POST', `/api/classes/${classId}/groups`, { name: 'Dolphins' })
  ).json().id;
  for (const id of [ada, ben, cleo]) {
    expect((await call('POST', `/api/groups/${groupId}/students/${id}`)).statusCode).toBe(200);
  }
  return { classId, groupId, ada, ben, cleo, dan };
}

async function markAbsent(studentId: number) {
  const res = await call('PATCH', `/api/students/${studentId}`, { attendanceStatus: 'absent' });
  expect(res.statusCode).toBe(200);
}

describe('group points', () => {
  it('a group +1 on the phone: acked after commit, every member who is here +1 on the other device in one change, the absent member and the rest of the class untouched', async () => {
    const { classId, groupId, ada, ben, cleo, dan } = await classWithGroup();
    await markAbsent(cleo);
    const phone = await joined(classId);
    const board = await joined(classId);
    expect(board.snapshot.groups).toEqual([
      expect.objectContaining({
        id: groupId,
        name: 'Dolphins',
        members: [
          { id: ada, name: 'Ada' },
          { id: ben, name: 'Ben' },
          { id: cleo, name: 'Cleo' },
        ],
      }),
    ]);
    const version = board.snapshot.version;
    const seen = record(board.socket, 'students:changed');
    const op = groupOp(groupId);
    const ack = await phone.socket.emitWithAck('ops:apply', { classId, ops: [op] });
    expect(ack).toEqual({
      ok: true,
      data: { version: version + 1, done: [op.opId], rejected: [] },
    });
    // Acknowledged after commit: the database holds it already.
    expect(await pointsOf(ctx, classId)).toEqual({ [ada]: 6, [ben]: 6, [cleo]: 5, [dan]: 5 });
    await until(() => (seen.length > 0 ? true : undefined));
    await sleep(100);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual({
      classId,
      version: version + 1,
      students: expect.any(Array),
      opIds: [op.opId],
      // The boards hear it as one award to the group, reaching the members who are here.
      awards: [
        {
          opId: op.opId,
          target: 'group',
          studentIds: expect.arrayContaining([ada, ben]),
          groupId,
          skillId: null,
          delta: 1,
        },
      ],
    });
    expect(byId(seen[0]?.students ?? [])).toEqual([
      { id: ada, points: 6, attendanceStatus: 'present' },
      { id: ben, points: 6, attendanceStatus: 'present' },
    ]);
    expect(await versionOf(classId)).toBe(version + 1);
    // One log row per student who got the point, tagged with the group; none for the others.
    expect(await logsOf([ada, ben, cleo, dan])).toEqual(
      expect.arrayContaining([
        { student_id: ada, point_change: 1, reason: 'group', group_id: groupId },
        { student_id: ben, point_change: 1, reason: 'group', group_id: groupId },
      ]),
    );
    expect(await logsOf([ada, ben, cleo, dan])).toHaveLength(2);
    // The day's earned points count it, for the members who got it only.
    const days = await ctx.db
      .selectFrom('daily_attendance')
      .select(['student_id', 'points_earned'])
      .where('student_id', 'in', [ada, ben, cleo, dan])
      .where('date', '=', localDate())
      .where('points_earned', '<>', 0)
      .orderBy('student_id')
      .execute();
    expect(days).toEqual([
      { student_id: ada, points_earned: 1 },
      { student_id: ben, points_earned: 1 },
    ]);
    // A device joining now sees the same totals.
    const late = await joined(classId);
    expect(late.snapshot.version).toBe(version + 1);
    expect(late.snapshot.students.map((s) => [s.name, s.points])).toEqual(
      expect.arrayContaining([
        ['Ada', 6],
        ['Ben', 6],
        ['Cleo', 5],
        ['Dan', 5],
      ]),
    );
  });

  it('adjust-points over HTTP does the same, answers the new totals and tells the devices', async () => {
    const { classId, groupId, ada, ben, cleo, dan } = await classWithGroup();
    await markAbsent(cleo);
    const board = await joined(classId);
    const seen = record(board.socket, 'students:changed');
    const res = await call('POST', `/api/groups/${groupId}/adjust-points`, { pointChange: -2 });
    expect(res.statusCode).toBe(200);
    const version = board.snapshot.version + 1;
    expect(res.json()).toEqual({ version, students: expect.any(Array) });
    expect(byId(res.json().students)).toEqual([
      { id: ada, points: 3, attendanceStatus: 'present' },
      { id: ben, points: 3, attendanceStatus: 'present' },
    ]);
    expect(await pointsOf(ctx, classId)).toEqual({ [ada]: 3, [ben]: 3, [cleo]: 5, [dan]: 5 });
    await until(() => (seen.length > 0 ? true : undefined));
    await sleep(100);
    expect(seen.map((e) => [e.version, byId(e.students)])).toEqual([
      [version, byId(res.json().students)],
    ]);
    expect(await logsOf([ada, ben, cleo, dan])).toEqual([
      expect.objectContaining({ point_change: -2, reason: 'group', group_id: groupId }),
      expect.objectContaining({ point_change: -2, reason: 'group', group_id: groupId }),
    ]);
    // Bad amounts are refused and change nothing.
    for (const payload of [
      {},
      { pointChange: 0 },
      { pointChange: 1.5 },
      { pointChange: 1, x: 1 },
    ]) {
      const bad = await call('POST', `/api/groups/${groupId}/adjust-points`, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().code).toBe('invalid_payload');
    }
    expect(await pointsOf(ctx, classId)).toEqual({ [ada]: 3, [ben]: 3, [cleo]: 5, [dan]: 5 });
  });

  it('follows the group as it is now: a student who moved out is not counted, one who moved in is', async () => {
    const { classId, groupId, ada, ben, cleo, dan } = await classWithGroup();
    const other = (await call('POST', `/api/classes/${classId}/groups`, { name: 'Frogs' })).json()
      .id;
    await call('POST', `/api/groups/${other}/students/${ben}`);
    await call('POST', `/api/groups/${groupId}/students/${dan}`);
    const res = await call('POST', `/api/groups/${groupId}/adjust-points`, { pointChange: 1 });
    expect(byId(res.json().students).map((s) => s.id)).toEqual([ada, cleo, dan]);
    expect(await pointsOf(ctx, classId)).toEqual({ [ada]: 6, [ben]: 5, [cleo]: 6, [dan]: 6 });
  });

  it('an op on a deleted group, or on a group of another class, is rejected and changes nothing', async () => {
    const { classId, groupId, ada, ben, cleo, dan } = await classWithGroup();
    const otherClass = await createClass(ctx, teacher, 'Elsewhere');
    await addStudents(ctx, teacher, otherClass, ['Zoe']);
    const foreignGroup = (
      await call('POST', `/api/classes/${otherClass}/groups`, { name: 'Sharks' })
    ).json().id;
    const phone = await joined(classId);
    const board = await joined(classId);
    // A tap that landed before the group was deleted stays in the history.
    const before = groupOp(groupId);
    expect((await phone.socket.emitWithAck('ops:apply', { classId, ops: [before] })).ok).toBe(true);
    expect((await call('DELETE', `/api/groups/${groupId}`)).statusCode).toBe(204);
    const points = await pointsOf(ctx, classId);
    const logs = await logsOf([ada, ben, cleo, dan]);
    expect(logs).toHaveLength(3);
    expect(logs.every((l) => l.group_id === groupId)).toBe(true);
    const version = await versionOf(classId);
    await sleep(100);
    const seen = record(board.socket, 'students:changed');

    const gone = groupOp(groupId);
    const stranger = groupOp(foreignGroup);
    const ack = await phone.socket.emitWithAck('ops:apply', { classId, ops: [gone, stranger] });
    expect(ack).toEqual({
      ok: true,
      data: {
        version,
        done: [gone.opId, stranger.opId],
        rejected: [
          { opId: gone.opId, code: 'not_found', message: 'Group not found.' },
          { opId: stranger.opId, code: 'not_found', message: 'Group not found.' },
        ],
      },
    });
    // Beside a tap that can apply, the rejected one takes nothing with it.
    const tap: Operation = { opId: opId(), kind: 'points', studentId: dan, delta: 1 };
    const again = groupOp(groupId);
    const mixed = await phone.socket.emitWithAck('ops:apply', { classId, ops: [tap, again] });
    expect(mixed.ok && mixed.data.rejected.map((r) => r.opId)).toEqual([again.opId]);
    expect(await pointsOf(ctx, classId)).toEqual({ ...points, [dan]: (points[dan] ?? 0) + 1 });
    expect(await logsOf([ada, ben, cleo])).toEqual(logs);
    // HTTP answers a deleted group like a missing one.
    const http = await call('POST', `/api/groups/${groupId}/adjust-points`, { pointChange: 1 });
    expect(http.statusCode).toBe(404);
    expect(http.json()).toEqual({ code: 'not_found', message: 'Group not found.' });
    await sleep(150);
    // Only the student tap was broadcast.
    expect(seen.map((e) => e.students.map((s) => s.id))).toEqual([[dan]]);
    expect(await versionOf(classId)).toBe(version + 1);
  });
});

describe('R1: a group op is applied once', () => {
  it('sent twice, twice in one batch, or by the socket and HTTP at the same moment: applied once', async () => {
    const { classId, groupId, ada, ben, cleo } = await classWithGroup();
    const phone = await joined(classId);
    const op = groupOp(groupId);
    const first = await phone.socket.emitWithAck('ops:apply', { classId, ops: [op] });
    const second = await phone.socket.emitWithAck('ops:apply', { classId, ops: [op] });
    expect(first.ok && second.ok).toBe(true);
    if (first.ok && second.ok) {
      expect(second.data).toEqual({ version: first.data.version, done: [op.opId], rejected: [] });
    }
    const doubled = groupOp(groupId);
    const batch = await phone.socket.emitWithAck('ops:apply', {
      classId,
      ops: [doubled, doubled],
    });
    expect(batch.ok && batch.data.done).toEqual([doubled.opId]);
    const raced = groupOp(groupId);
    const [viaSocket, viaHttp] = await Promise.all([
      phone.socket.emitWithAck('ops:apply', { classId, ops: [raced] }),
      call('POST', '/api/ops', { classId, ops: [raced] }),
    ]);
    expect(viaSocket.ok).toBe(true);
    expect(viaHttp.statusCode).toBe(200);
    // Three distinct ops, each once.
    const members = [ada, ben, cleo];
    for (const id of members) expect((await pointsOf(ctx, classId))[id]).toBe(8);
    expect(await logsOf(members)).toHaveLength(9);
  });
});

describe('R1: the spec’s point calls take an Idempotency-Key', () => {
  const withKey = (url: string, key: string, payload: object) =>
    ctx.request({ method: 'POST', url, as: teacher, payload, headers: { 'idempotency-key': key } });

  it('adjust-points retried with its key applies once and answers the members as they are; the key on another change is 409', async () => {
    const { classId, groupId, ada, ben, cleo, dan } = await classWithGroup();
    await markAbsent(cleo);
    const key = opId();
    const url = `/api/groups/${groupId}/adjust-points`;
    const first = await withKey(url, key, { pointChange: 2 });
    // The answer was lost on the way: the client sends the same call again, twice at once.
    const retries = await Promise.all([
      withKey(url, key, { pointChange: 2 }),
      withKey(url, key, { pointChange: 2 }),
    ]);
    expect([first, ...retries].map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const expected = [
      { id: ada, points: 7, attendanceStatus: 'present' },
      { id: ben, points: 7, attendanceStatus: 'present' },
    ];
    expect(byId(first.json().students)).toEqual(expected);
    for (const retry of retries) expect(byId(retry.json().students)).toEqual(expected);
    expect(await pointsOf(ctx, classId)).toEqual({ [ada]: 7, [ben]: 7, [cleo]: 5, [dan]: 5 });

    // The same key for another change (another amount, another call) is refused, not replayed.
    for (const [otherUrl, payload] of [
      [url, { pointChange: 3 }],
      [`/api/classes/${classId}/adjust-all-points`, { pointChange: 2 }],
    ] as const) {
      const reused = await withKey(otherUrl, key, payload);
      expect(reused.statusCode, otherUrl).toBe(409);
      expect(reused.json()).toEqual({ code: 'op_id_reused', message: MESSAGES.opIdReused });
    }
    expect(await pointsOf(ctx, classId)).toEqual({ [ada]: 7, [ben]: 7, [cleo]: 5, [dan]: 5 });
    // Without a key every call is a new one, as the spec has it.
    await call('POST', url, { pointChange: 1 });
    await call('POST', url, { pointChange: 1 });
    expect(await pointsOf(ctx, classId)).toEqual({ [ada]: 9, [ben]: 9, [cleo]: 5, [dan]: 5 });
  });

  it('PATCH points, adjust-all-points and the resets: once per key; a malformed key is a 400 that changes nothing', async () => {
    const { classId, ada, ben, cleo, dan } = await classWithGroup();
    const tapKey = opId();
    const patch = () =>
      ctx.request({
        method: 'PATCH',
        url: `/api/students/${ada}/points`,
        as: teacher,
        payload: { pointChange: 3 },
        headers: { 'idempotency-key': tapKey },
      });
    const answers = [await patch(), await patch()];
    expect(answers.map((a) => a.json())).toEqual([
      { id: ada, points: 8 },
      { id: ada, points: 8 },
    ]);
    const allKey = opId();
    for (let i = 0; i < 2; i += 1)
      expect(
        (await withKey(`/api/classes/${classId}/adjust-all-points`, allKey, { pointChange: 1 }))
          .statusCode,
      ).toBe(200);
    expect(await pointsOf(ctx, classId)).toEqual({ [ada]: 9, [ben]: 6, [cleo]: 6, [dan]: 6 });
    const resetKey = opId();
    for (let i = 0; i < 2; i += 1)
      expect(
        (
          await ctx.request({
            method: 'POST',
            url: `/api/classes/${classId}/reset-points`,
            as: teacher,
            headers: { 'idempotency-key': resetKey },
          })
        ).statusCode,
      ).toBe(200);
    expect(await pointsOf(ctx, classId)).toEqual({ [ada]: 5, [ben]: 5, [cleo]: 5, [dan]: 5 });
    for (const bad of ['short', 'x'.repeat(65), 'has space in it', 'ünïcode-key-1234']) {
      const res = await withKey(`/api/classes/${classId}/adjust-all-points`, bad, {
        pointChange: 1,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_payload', message: MESSAGES.idempotencyKey });
    }
    expect(await pointsOf(ctx, classId)).toEqual({ [ada]: 5, [ben]: 5, [cleo]: 5, [dan]: 5 });
  });
});

describe('R9: a group tap whose acknowledgement is lost applies once', () => {
  it('100 group taps, each applied while its device is gone so the ack is lost, then resent: none doubled, none missing', async () => {
    const { classId, groupId, ada, ben, cleo, dan } = await classWithGroup();
    await markAbsent(cleo);
    const members = [ada, ben];
    const trials = 100;
    let acksHeard = 0;
    const waitingOnLock = async () =>
      (
        await sql<{ n: number }>`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(ctx.db)
      ).rows[0]?.n ?? 0;
    for (let trial = 0; trial < trials; trial += 1) {
      const op = groupOp(groupId, trial % 5 === 4 ? -1 : 1);
      const phone = connect(base, { cookie: teacher.cookie });
      open.push(phone);
      await connected(phone);
      expect((await phone.emitWithAck('class:join', { classId })).ok).toBe(true);
      // Lost-ack injection: another writer holds the class, so the tap waits in the server;
      // the phone drops off meanwhile, and the ack of the commit has nowhere to go.
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const holding = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const blocker = ctx.db.transaction().execute(async (trx) => {
        await sql`select id from classes where id = ${classId} for update`.execute(trx);
        locked();
        await gate;
      });
      await holding;
      phone.emit('ops:apply', { classId, ops: [op] }, () => {
        acksHeard += 1;
      });
      await until(async () => ((await waitingOnLock()) >= 1 ? true : undefined));
      phone.disconnect();
      const back = connect(base, { cookie: teacher.cookie });
      open.push(back);
      await connected(back);
      const resend = async () => {
        // The outbox resends what it never heard back about, by socket or by the keepalive flush.
        if (trial % 3 === 0) {
          const res = await call('POST', '/api/ops', { classId, ops: [op] });
          expect(res.json().done).toEqual([op.opId]);
          expect(res.json().rejected).toEqual([]);
        } else {
          const ack = await back.emitWithAck('ops:apply', { classId, ops: [op] });
          expect(ack.ok && ack.data).toMatchObject({ done: [op.opId], rejected: [] });
        }
      };
      if (trial % 2 === 1) {
        // The device is back before the first delivery committed: both deliveries race.
        const rejoin = await back.emitWithAck('class:join', { classId, pending: [op.opId] });
        expect(rejoin.ok && rejoin.data.held).toEqual([]);
        const again = resend();
        await until(async () => ((await waitingOnLock()) >= 2 ? true : undefined));
        release();
        await blocker;
        await again;
      } else {
        // The device comes back after the commit: the class says it holds the tap, and a
        // resend all the same changes nothing.
        release();
        await blocker;
        await until(async () =>
          (await ctx.db
            .selectFrom('applied_operations')
            .select('op_id')
            .where('op_id', '=', op.opId)
            .where('class_id', '=', classId)
            .executeTakeFirst())
            ? true
            : undefined,
        );
        const rejoin = await back.emitWithAck('class:join', { classId, pending: [op.opId] });
        expect(rejoin.ok && rejoin.data.held).toEqual([op.opId]);
        await resend();
      }
      back.disconnect();
    }
    const total = Array.from({ length: trials }, (_, t) => (t % 5 === 4 ? -1 : 1)).reduce(
      (sum, d) => sum + d,
      0,
    );
    console.log(`R9: ${trials} group taps, ${trials - acksHeard} acks lost, every one resent`);
    // The scenario happened: no ack reached a phone that had gone.
    expect(acksHeard).toBe(0);
    expect(await pointsOf(ctx, classId)).toEqual({
      [ada]: 5 + total,
      [ben]: 5 + total,
      [cleo]: 5,
      [dan]: 5,
    });
    const logs = await logsOf([ada, ben, cleo, dan]);
    expect(logs).toHaveLength(trials * members.length);
    expect(logs.every((l) => l.group_id === groupId && l.reason === 'group')).toBe(true);
  }, 60_000);
});

describe("R10: a device's group tap keeps its order before a run command", () => {
  it(`a group +1 tapped 0-150 ms before Reset or Start never survives it: ${TRIALS} trials`, async () => {
    const { classId, groupId, ada, ben, cleo, dan } = await classWithGroup(true);
    const phone = await joined(classId);
    const survived: { trial: number; points: Record<number, number> }[] = [];
    const delays: number[] = [];
    for (let trial = 0; trial < TRIALS; trial += 1) {
      delays.push(await tapThenCommand(phone.socket, classId, groupOp(groupId), trial));
      const points = await pointsOf(ctx, classId);
      if ([ada, ben, cleo, dan].some((id) => points[id] !== 5)) survived.push({ trial, points });
    }
    console.log(
      `R10 (group): ${TRIALS} trials, tap-to-command gaps ${Math.min(...delays)}-${Math.max(...delays)} ms, ${survived.length} group taps survived`,
    );
    expect(survived).toEqual([]);
    // Every tap was applied (then reset): three members logged per trial.
    const logs = await logsOf([ada, ben, cleo]);
    expect(logs.filter((l) => l.reason === 'group')).toHaveLength(3 * TRIALS);
  }, 90_000);

  it('the devices hear the group tap, then the reset, in version order', async () => {
    const { classId, groupId, ada, ben, cleo } = await classWithGroup(true);
    const phone = await joined(classId);
    const display = await joined(classId);
    const seen = record(display.socket, 'students:changed');
    const tap = groupOp(groupId);
    const ack = await phone.socket.emitWithAck('run:command', {
      classId,
      command: { type: 'reset' },
      ops: [tap],
    });
    expect(ack.ok).toBe(true);
    await until(() => (seen.length >= 2 ? true : undefined));
    const pointsIn = (i: number) =>
      Object.fromEntries((seen[i]?.students ?? []).map((s) => [s.id, s.points]));
    expect(seen.map((e) => e.version)).toEqual([
      display.snapshot.version + 1,
      display.snapshot.version + 2,
    ]);
    expect(pointsIn(0)).toEqual({ [ada]: 6, [ben]: 6, [cleo]: 6 });
    expect(pointsIn(1)).toMatchObject({ [ada]: 5, [ben]: 5, [cleo]: 5 });
  });
});
