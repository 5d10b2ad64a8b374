import type { Operation } from '@classbeam/contracts';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { classChanged } from '../src/modules/classes/classes.events';
import { createTestContext, listening, type Teacher, type TestContext } from './context';
import { addStudents, createClass, opId, pointsOf } from './fixtures';
import { type RedisServer, redisServerPath, startRedis } from './redis-server';
import {
  type ClientSocket,
  connect,
  connected,
  disconnectedWithin,
  outMoment,
  outWithin,
  record,
  sleep,
} from './socket-client';

/*
 * Two instances of the server on one database and one Redis (REDIS_URL), as behind a load
 * balancer: whatever a device does through one instance reaches the devices of the other.
 * CI installs redis-server (scripts/lib.mjs); a machine without it skips these, loudly.
 */
const binary = redisServerPath();
if (!binary) {
  if (process.env.CI) throw new Error('CI must have redis-server for the multi-instance tests');
  console.warn('redis-server not found: the multi-instance (REDIS_URL) tests are skipped');
}

let redis: RedisServer;
let one: TestContext;
let two: TestContext;
let teacher: Teacher;
const bases = new Map<TestContext, string>();
const open: ClientSocket[] = [];

const listen = async (ctx: TestContext) => {
  bases.set(ctx, await listening(ctx));
};
const socketOn = (ctx: TestContext, options: Parameters<typeof connect>[1]) => {
  const socket = connect(bases.get(ctx) ?? '', options);
  open.push(socket);
  return socket;
};
const joinedOn = async (ctx: TestContext, classId: number) => {
  const socket = socketOn(ctx, { cookie: teacher.cookie });
  await connected(socket);
  const ack = await socket.emitWithAck('class:join', { classId });
  if (!ack.ok) throw new Error(ack.error.message);
  return { socket, version: ack.data.version };
};
const MIN = 60_000;
async function until(done: () => boolean, ms = 3000): Promise<void> {
  for (const end = Date.now() + ms; !done(); await sleep(10))
    if (Date.now() > end) throw new Error('timed out waiting');
}
/** A class of the teacher's with one student, made through the first instance. */
const classWithMaya = async () => {
  const classId = await createClass(one, teacher);
  const [maya] = await addStudents(one, teacher, classId, ['Maya']);
  if (!maya) throw new Error('student');
  return { classId, maya };
};
/** A display link of the class (made through the first instance), open on `ctx`. */
const displayOn = async (ctx: TestContext, classId: number) => {
  const link = (
    await one.request({ method: 'POST', url: `/api/classes/${classId}/display-links`, as: teacher })
  ).json();
  const socket = socketOn(ctx, { auth: { displayToken: link.path.split('/').pop() } });
  await connected(socket);
  return { linkId: link.id as number, socket };
};
describe.skipIf(!binary)('several instances with REDIS_URL', () => {
  beforeAll(async () => {
    redis = await startRedis(binary ?? '');
    one = await createTestContext({ redisUrl: redis.url });
    two = await createTestContext({ redisUrl: redis.url }, one.url);
    await Promise.all([listen(one), listen(two)]);
    teacher = await one.signUp();
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await redis?.stop();
  });

  it('a tap on a phone connected to one instance reaches the displays on the other, with its version', async () => {
    const { classId, maya } = await classWithMaya();
    const phone = await joinedOn(one, classId);
    const board = await joinedOn(two, classId);
    const { socket: display } = await displayOn(two, classId);
    const onBoard = record(board.socket, 'students:changed');
    const onDisplay = record(display, 'students:changed');

    const op: Operation = { opId: opId(), kind: 'points', studentId: maya, delta: 1 };
    const ack = await phone.socket.emitWithAck('ops:apply', { classId, ops: [op] });
    expect(ack.ok && ack.data.version).toBe(phone.version + 1);
    const event = {
      classId,
      version: phone.version + 1,
      students: [{ id: maya, points: 6, attendanceStatus: 'present' }],
      opIds: [op.opId],
      awards: [
        {
          opId: op.opId,
          target: 'student',
          studentIds: [maya],
          groupId: null,
          skillId: null,
          delta: 1,
        },
      ],
    };
    await sleep(200);
    expect(onBoard).toEqual([event]);
    expect(onDisplay).toEqual([event]);
  });

  it('a REST change through the second instance reaches a device on the first', async () => {
    const classId = await createClass(one, teacher);
    const [ben] = await addStudents(one, teacher, classId, ['Ben']);
    if (!ben) throw new Error('student');
    const device = await joinedOn(one, classId);
    const seen = record(device.socket, 'students:changed');
    const res = await two.request({
      method: 'PATCH',
      url: `/api/students/${ben}/points`,
      as: teacher,
      payload: { pointChange: -1 },
    });
    expect(res.statusCode).toBe(200);
    await sleep(200);
    expect(seen.map((e) => [e.version, e.students])).toEqual([
      [device.version + 1, [{ id: ben, points: 4, attendanceStatus: 'present' }]],
    ]);
    expect(await pointsOf(one, classId)).toEqual({ [ben]: 4 });
  });

  it('revoking a display link on one instance closes the display connected to the other within 1 s', async () => {
    const classId = await createClass(one, teacher);
    const { linkId, socket: display } = await displayOn(two, classId);
    const revoked = record(display, 'display:revoked');
    const closed = disconnectedWithin(display);
    await one.request({ method: 'DELETE', url: `/api/display-links/${linkId}`, as: teacher });
    expect(await closed).toBeLessThan(1000);
    expect(revoked).toEqual([{ classId }]);
  });

  it("signing out on one instance closes that session's sockets on the other within 1 s (S2)", async () => {
    const leaving = await one.signUp();
    const staying = await one.signUp();
    const mine = socketOn(two, { cookie: leaving.cookie });
    const theirs = socketOn(two, { cookie: staying.cookie });
    await Promise.all([connected(mine), connected(theirs)]);
    const closed = disconnectedWithin(mine);
    await one.request({ method: 'GET', url: '/api/logout', as: leaving });
    expect(await closed).toBeLessThan(1000);
    expect(theirs.connected).toBe(true);
  });

  it("a sign-in over the session, expiry and the account's deletion close its sockets on the other instance within 1 s (S2)", async () => {
    const ends = {
      'sign-in over it': async (leaving: Teacher) => {
        const res = await one.request({
          method: 'POST',
          url: '/api/auth/signin',
          as: leaving,
          payload: { email: leaving.user.email, password: 'maple-syrup-42' },
        });
        expect(res.statusCode).toBe(200);
      },
      expiry: async (leaving: Teacher) => {
        await sql`update sessions set expire = now() + interval '300 milliseconds'
          where user_id = ${leaving.user.id}`.execute(one.db);
        // Instance two learns the new expiry from a socket that connects after it.
        const late = socketOn(two, { cookie: leaving.cookie });
        await connected(late);
      },
      'account deleted': async (leaving: Teacher) => {
        const res = await one.request({
          method: 'DELETE',
          url: '/api/auth/user',
          as: leaving,
          payload: { password: 'maple-syrup-42' },
        });
        expect(res.statusCode).toBe(204);
      },
    };
    const staying = await one.signUp();
    const theirs = socketOn(two, { cookie: staying.cookie });
    await connected(theirs);
    for (const [how, end] of Object.entries(ends)) {
      const leaving = await one.signUp({ password: 'maple-syrup-42' });
      const mine = socketOn(two, { cookie: leaving.cookie });
      await connected(mine);
      // Expiry counts from the moment it was set; a sign-in or a deletion, which checks the
      // password first (~0.4 s), from its answer.
      const out = outMoment(mine);
      const t0 = performance.now();
      await end(leaving);
      const since = how === 'expiry' ? t0 : performance.now();
      const ms = await outWithin(out, since, how === 'expiry' ? 1300 : 1000);
      console.log(`S2 across instances, ${how}: socket out after ${ms.toFixed(0)} ms`);
      expect(ms, how).toBeLessThan(how === 'expiry' ? 1300 : 1000);
      await expect(connected(socketOn(two, { cookie: leaving.cookie })), how).rejects.toThrow(
        'unauthorized',
      );
    }
    expect(theirs.connected).toBe(true);
  });

  it('deleting a class on one instance tells its devices on the other and takes them out of its room', async () => {
    const classId = await createClass(one, teacher);
    const device = await joinedOn(two, classId);
    const deleted = record(device.socket, 'class:deleted');
    const res = await one.request({
      method: 'DELETE',
      url: `/api/classes/${classId}`,
      as: teacher,
    });
    expect(res.statusCode).toBeLessThan(300);
    await sleep(200);
    expect(deleted).toEqual([{ classId }]);
    expect(await two.app.realtime.io.in(`class:${classId}`).fetchSockets()).toHaveLength(0);
  });

  it('a class run steps once with both instances up, and goes on by itself when the one that started it stops', async () => {
    const classId = await createClass(one, teacher);
    const schedule = [
      { name: 'Warm-up', duration: 5 },
      { name: 'Lesson', duration: 10 },
      { name: 'Game', duration: 5 },
    ];
    const patched = await one.request({
      method: 'PATCH',
      url: `/api/classes/${classId}/settings`,
      as: teacher,
      payload: { classSchedule: schedule },
    });
    expect(patched.statusCode).toBe(200);
    const phone = await joinedOn(one, classId);
    const board = await joinedOn(two, classId);
    const runs = record(board.socket, 'run:changed');
    const started = await phone.socket.emitWithAck('run:command', {
      classId,
      command: { type: 'start' },
    });
    expect(started.ok).toBe(true);
    await until(() => runs.length === 1 && two.app.runs.armed === 1);

    // Both instances are due at once: the step is taken once.
    one.app.clock.jump(5 * MIN);
    two.app.clock.jump(5 * MIN);
    await until(() => runs.length === 2);
    await sleep(300);
    expect(runs.map((e) => e.run.index)).toEqual([0, 1]);

    // The first instance goes away; the second takes the next step when it is due.
    one.app.runs.close();
    two.app.clock.jump(10 * MIN);
    await until(() => runs.length === 3);
    expect(runs[2]?.run.index).toBe(2);
    expect(runs[2]?.version).toBe((runs[1]?.version ?? 0) + 1);
  });

  it('two devices claiming the noise meter at once on two instances: the one the record names is heard', async () => {
    const classId = await createClass(one, teacher);
    const a = await joinedOn(one, classId);
    const b = await joinedOn(two, classId);
    const watcher = await joinedOn(one, classId);
    await watcher.socket.emitWithAck('volume:watch', { classId, watch: true });
    const levels = record(watcher.socket, 'volume:level');
    const heard = { a: 0, b: 0 };
    for (let round = 0; round < 20; round += 1) {
      await Promise.all([
        a.socket.emitWithAck('volume:listen', { classId, listen: true, label: 'A' }),
        b.socket.emitWithAck('volume:listen', { classId, listen: true, label: 'B' }),
      ]);
      // Both instances have heard of the other's claim.
      await sleep(100);
      const { volume_listener: named } = await one.db
        .selectFrom('class_settings')
        .select('volume_listener')
        .where('class_id', '=', classId)
        .executeTakeFirstOrThrow();
      const winner = named?.label === 'A' ? a : b;
      heard[named?.label === 'A' ? 'a' : 'b'] += 1;
      levels.length = 0;
      // Past the hub's gap between two levels of one listener.
      await sleep(450);
      winner.socket.emit('volume:level', { classId, level: 33 + round });
      await until(() => levels.length > 0);
      expect(levels).toEqual([{ classId, level: 33 + round }]);
    }
    console.log(
      `volume claims raced on two instances: A named ${heard.a}, B named ${heard.b} of 20`,
    );
  });

  it("the teacher moves the Too Loud line on one instance; the listener's instance counts by it", async () => {
    const classId = await createClass(one, teacher);
    const listener = await joinedOn(two, classId);
    await listener.socket.emitWithAck('volume:listen', { classId, listen: true, label: 'Board' });
    const loud = async (level: number, ms: number) => {
      for (let t = 0; t < ms; t += 250) {
        listener.socket.emit('volume:level', { classId, level });
        await sleep(10);
        two.app.clock.jump(250);
      }
      await sleep(50);
    };
    const count = async () =>
      (
        await one.db
          .selectFrom('class_settings')
          .select('volume_tally_count')
          .where('class_id', '=', classId)
          .executeTakeFirstOrThrow()
      ).volume_tally_count;
    await loud(70, 6000);
    expect(await count()).toBe(0);
    const patched = await one.request({
      method: 'PATCH',
      url: `/api/classes/${classId}/settings`,
      as: teacher,
      payload: { volumeThreshold: 60 },
    });
    expect(patched.statusCode).toBe(200);
    // The word travels through Redis.
    await sleep(100);
    await loud(70, 1000);
    expect(await count()).toBe(1);
  });

  it('Redis lost mid-lesson: no instance falls over, taps still land, and once it is back the displays follow again and a link revoked meanwhile is shut out', async () => {
    const { classId, maya } = await classWithMaya();
    const phone = await joinedOn(one, classId);
    const board = await joinedOn(two, classId);
    const { linkId, socket: display } = await displayOn(two, classId);
    const onBoard = record(board.socket, 'students:changed');
    const tap = () =>
      phone.socket.emitWithAck('ops:apply', {
        classId,
        ops: [{ opId: opId(), kind: 'points', studentId: maya, delta: 1 }],
      });

    // Redis dies while taps are being broadcast, with messages on their way to it.
    const taps = Array.from({ length: 20 }, () => tap());
    for (let i = 0; i < 1000; i += 1) classChanged(one.app.realtime, 0, i);
    await redis.stop('SIGKILL');
    const answers = await Promise.all([...taps, tap(), tap()]);
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(await pointsOf(one, classId)).toEqual({ [maya]: 27 });
    await one.request({ method: 'DELETE', url: `/api/display-links/${linkId}`, as: teacher });

    const closed = new Promise<void>((resolve) => display.once('disconnect', () => resolve()));
    redis = await startRedis(binary ?? '', redis.port);
    await closed;
    // Both instances are back on Redis: the next tap reaches the other instance's device.
    await until(() => {
      tap().catch(() => {});
      return onBoard.some((e) => (e.students[0]?.points ?? 0) > 27);
    }, 10_000);
    expect(one.app.server.listening && two.app.server.listening).toBe(true);
  });

  it('checking the doors again puts out what closed while the word could not travel', async () => {
    const classId = await createClass(one, teacher);
    const gone = await createClass(one, teacher);
    const { linkId, socket: display } = await displayOn(two, classId);
    const leaving = await one.signUp();
    const signedOut = socketOn(two, { cookie: leaving.cookie });
    await connected(signedOut);
    const inGone = await joinedOn(two, gone);
    const stays = await joinedOn(two, classId);
    const deleted = record(inGone.socket, 'class:deleted');
    const revoked = record(display, 'display:revoked');
    // Changed in the database only, as if the other instance's broadcast had been lost.
    await one.db.deleteFrom('display_links').where('id', '=', linkId).execute();
    await one.db.deleteFrom('sessions').where('user_id', '=', leaving.user.id).execute();
    await one.db.deleteFrom('classes').where('id', '=', gone).execute();

    await two.app.realtime.recheckDoors();
    await sleep(100);
    expect(display.connected).toBe(false);
    expect(revoked).toEqual([{ classId }]);
    expect(signedOut.connected).toBe(false);
    expect(deleted).toEqual([{ classId: gone }]);
    expect(await two.app.realtime.io.in(`class:${gone}`).fetchSockets()).toHaveLength(0);
    expect(stays.socket.connected).toBe(true);
    expect(inGone.socket.connected).toBe(true);
  });

  it('an instance whose REDIS_URL answers nothing refuses to start, with a clear message', async () => {
    const url = redis.url.replace(/:\d+$/, ':1');
    const started = performance.now();
    await expect(
      buildApp({ config: { ...one.config, redisUrl: url }, db: one.db }),
    ).rejects.toThrow(`REDIS_URL is set, but Redis did not answer at ${url}`);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
