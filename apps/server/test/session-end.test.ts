import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cookieFrom, type Teacher, type TestContext } from './context';
import { addStudents, createClass, opId } from './fixtures';
import { setUpLiveServer } from './set-up';
import {
  connect,
  connected,
  disconnectedWithin,
  outMoment,
  outWithin,
  sleep,
} from './socket-client';

/*
 * S2: however a session ends (sign-out, a sign-in or sign-up over it, expiry, the account
 * deleted), its sockets are put out within 1 s, and the old cookie opens no new one.
 * The same across two instances over Redis is in fan-out.test.ts.
 */
let ctx: TestContext;
let base: string;
let bystander: Teacher;
const open = setUpLiveServer((s) => ({ ctx, base, teacher: bystander } = s));

const socketOf = (cookie: string) => {
  const socket = connect(base, { cookie });
  open.push(socket);
  return socket;
};
/** A teacher with a class of one student and a socket joined to it. */
const teacherInClass = async () => {
  const teacher = await ctx.signUp();
  const classId = await createClass(ctx, teacher);
  const [studentId] = await addStudents(ctx, teacher, classId, ['Maya']);
  const socket = socketOf(teacher.cookie);
  await connected(socket);
  const join = await socket.emitWithAck('class:join', { classId });
  expect(join.ok).toBe(true);
  return { teacher, classId, studentId: studentId ?? 0, socket };
};
const signIn = (teacher: Teacher, email: string, password = 'maple-syrup-42') =>
  ctx.request({
    method: 'POST',
    url: '/api/auth/signin',
    as: teacher,
    payload: { email, password },
  });
/** Sets when the teacher's sessions expire, as the store would have written it. */
const expireIn = (teacher: Teacher, ms: number) =>
  sql`update sessions set expire = now() + make_interval(secs => ${ms / 1000})
      where user_id = ${teacher.user.id}`.execute(ctx.db);
/** The old cookie no longer opens a socket. */
const refused = (cookie: string) =>
  expect(connected(socketOf(cookie))).rejects.toThrow('unauthorized');

describe('a session that ends puts out its sockets within 1 s (S2)', () => {
  it('signing out, and not the sockets of other teachers', async () => {
    const { teacher, socket } = await teacherInClass();
    const other = socketOf(bystander.cookie);
    await connected(other);
    const closed = disconnectedWithin(socket);
    await ctx.request({ method: 'GET', url: '/api/logout', as: teacher });
    const ms = await closed;
    console.log(`S2 logout: socket out after ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(1000);
    expect(other.connected).toBe(true);
    await refused(teacher.cookie);
  });

  it('signing in over the session in the same browser, as the same teacher or another', async () => {
    for (const as of ['same teacher', 'another teacher'] as const) {
      const { teacher, classId, studentId, socket } = await teacherInClass();
      // Signing in checks the password first (~0.4 s): out within 1 s of its answer.
      const out = outMoment(socket);
      const email = as === 'same teacher' ? teacher.user.email : bystander.user.email;
      const res = await signIn(teacher, email);
      expect(res.statusCode).toBe(200);
      const ms = await outWithin(out, performance.now());
      console.log(`S2 sign-in over the session (${as}): socket out after ${ms.toFixed(0)} ms`);
      expect(ms, as).toBeLessThan(1000);
      await refused(teacher.cookie);
      // The new cookie works, and only with its own teacher's authority.
      const fresh = socketOf(cookieFrom(res));
      await connected(fresh);
      const ack = await fresh.emitWithAck('ops:apply', {
        classId,
        ops: [{ opId: opId(), kind: 'points', studentId, delta: 1 }],
      });
      expect(ack.ok, as).toBe(as === 'same teacher');
    }
  });

  it('signing up over the session in the same browser', async () => {
    const { teacher, socket } = await teacherInClass();
    // Signing up hashes the password first (~0.4 s): out within 1 s of its answer.
    const out = outMoment(socket);
    const res = await ctx.request({
      method: 'POST',
      url: '/api/auth/signup',
      as: teacher,
      payload: {
        email: `next-${Date.now()}@school.test`,
        password: 'maple-syrup-42',
        firstName: 'Next',
      },
    });
    expect(res.statusCode).toBe(201);
    const ms = await outWithin(out, performance.now());
    console.log(`S2 sign-up over the session: socket out after ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(1000);
    await refused(teacher.cookie);
  });

  it('expiry: out within 1 s of the moment the session expires, not before', async () => {
    const { teacher } = await teacherInClass();
    await expireIn(teacher, 1500);
    const socket = socketOf(teacher.cookie);
    await connected(socket);
    const t0 = performance.now();
    const ms = await disconnectedWithin(socket, 3000);
    console.log(`S2 expiry: socket out ${(ms - 1500).toFixed(0)} ms after the session expired`);
    // Measured from the connect, so up to the handshake's few ms early.
    expect(ms).toBeGreaterThan(1400);
    expect(ms).toBeLessThan(2500);
    expect(performance.now() - t0).toBeLessThan(2600);
    await refused(teacher.cookie);
  });

  it('expiry that moved later meanwhile keeps the socket until the new time', async () => {
    const { teacher } = await teacherInClass();
    await expireIn(teacher, 800);
    const socket = socketOf(teacher.cookie);
    await connected(socket);
    await expireIn(teacher, 2000);
    await sleep(1200);
    expect(socket.connected).toBe(true);
    expect(await disconnectedWithin(socket, 2000)).toBeLessThan(2000);
  });

  it("deleting the account puts out every one of the teacher's sockets, and no one else's", async () => {
    const { teacher, socket } = await teacherInClass();
    const second = await ctx.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: teacher.user.email, password: 'maple-syrup-42' },
    });
    const tablet = socketOf(cookieFrom(second));
    const other = socketOf(bystander.cookie);
    await Promise.all([connected(tablet), connected(other)]);
    // The deletion checks the password first (~0.4 s): out within 1 s of its answer.
    const out = [outMoment(socket), outMoment(tablet)];
    const res = await ctx.request({
      method: 'DELETE',
      url: '/api/auth/user',
      as: teacher,
      payload: { password: 'maple-syrup-42' },
    });
    expect(res.statusCode).toBe(204);
    const answered = performance.now();
    const ms = await Promise.all(out.map((moment) => outWithin(moment, answered)));
    console.log(
      `S2 account deleted: sockets out after ${ms.map((m) => m.toFixed(0)).join(', ')} ms`,
    );
    for (const m of ms) expect(m).toBeLessThan(1000);
    expect(other.connected).toBe(true);
    await refused(teacher.cookie);
    await refused(cookieFrom(second));
  });
});
