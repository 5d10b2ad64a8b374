import { get } from 'node:http';
import {
  DEFAULT_SCHEDULE,
  DEFAULT_SKILLS,
  HANDSHAKE_ERRORS,
  PROTOCOL_VERSION,
} from '@classbeam/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Teacher, TestContext } from './context';
import { setUpLiveServer } from './set-up';
import { connect, connected, record, sleep } from './socket-client';

let ctx: TestContext;
let base: string;
let a: Teacher;
let b: Teacher;
let classOfA: number;
let classOfB: number;
const open = setUpLiveServer((s) => ({ ctx, base, teacher: a, other: b } = s), { teachers: 2 });

const socketFor = (teacher: Teacher | null, options: Parameters<typeof connect>[1] = {}) => {
  const socket = connect(base, { ...options, cookie: teacher?.cookie });
  open.push(socket);
  return socket;
};

beforeAll(async () => {
  classOfA = (
    await ctx.request({ method: 'POST', url: '/api/classes', as: a, payload: { name: 'A' } })
  ).json().id;
  classOfB = (
    await ctx.request({ method: 'POST', url: '/api/classes', as: b, payload: { name: 'B' } })
  ).json().id;
});

describe('socket door (S4)', () => {
  it('lets the owner in and into the class room, acknowledging with the class version', async () => {
    const socket = socketFor(a);
    await connected(socket);
    const ack = await socket.emitWithAck('class:join', { classId: classOfA });
    expect(ack).toEqual({
      ok: true,
      data: {
        classId: classOfA,
        version: 0,
        students: [],
        groups: [],
        // A new class starts with the default skills.
        skills: DEFAULT_SKILLS.map((skill, position) =>
          expect.objectContaining({ ...skill, position, archived: false }),
        ),
        volume: { listener: null, tallyCount: 0 },
        prefs: {
          showVolumeToStudents: true,
          volumeThreshold: 80,
          classNotes: '',
          // The class's language for its display and iPads; none chosen yet (decision 0166).
          language: null,
          volumeTallyEnabled: true,
          studentAssessmentEnabled: true,
          teacherAssessmentEnabled: true,
          timesUpSound: true,
          bigVolumeMeter: false,
          boardPrivacy: 'leaderboard',
          awardSound: false,
          awardSoundPositive: true,
          awardSoundNeedsWork: true,
          awardSoundDevice: null,
          awardSoundDeviceLabel: '',
        },
        // Closed until the teacher opens it (or the class finishes); the key is the link's.
        selfAssessment: {
          key: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
          openUntil: null,
          active: null,
          lockedStudentIds: [],
        },
        run: expect.objectContaining({ phase: 'ready', schedule: DEFAULT_SCHEDULE }),
        serverNow: expect.any(Number),
        held: [],
      },
    });
  });

  it('refuses a foreign Origin on both transports, before any session check', async () => {
    for (const transport of ['websocket', 'polling'] as const) {
      const socket = socketFor(a, { origin: 'http://evil.test', transport });
      await expect(connected(socket), transport).rejects.toThrow();
    }
  });

  it('opens a long-poll from a page on plain http at a LAN address (no Origin, no Sec-Fetch-Site), never a cross-site one or a bare WebSocket', async () => {
    // Chromium sends neither Origin nor Sec-Fetch-Site on a same-origin GET from a page that is
    // not a secure context: the display at http://192.168.x.y polls like this.
    const poll = `${base}/socket.io/?EIO=4&transport=polling`;
    const opened = await fetch(poll, { headers: { cookie: a.cookie } });
    expect(opened.status).toBe(200);
    expect(await opened.text()).toMatch(/"sid":"[^"]+"/);
    // A cross-site page's GET says so when the browser can (Sec-Fetch-Site): refused.
    // (node:http, not fetch: fetch drops Sec- headers, which only a browser may set.)
    const crossSite = await new Promise<number | undefined>((resolve, reject) =>
      get(poll, { headers: { 'sec-fetch-site': 'cross-site' } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      }).on('error', reject),
    );
    expect(crossSite).toBe(403);
    // And a WebSocket without an Origin is no browser's: refused on both transports' rule.
    const bare = socketFor(a, { origin: null, transport: 'websocket' });
    await expect(connected(bare)).rejects.toThrow();
  });

  it('refuses a handshake without a valid session', async () => {
    const anonymous = socketFor(null);
    await expect(connected(anonymous)).rejects.toThrow('unauthorized');
    const forged = socketFor({ ...a, cookie: 'classbeam_sid=forged.signature' });
    await expect(connected(forged)).rejects.toThrow('unauthorized');
  });

  it('refuses a page built for another protocol before anything else, so it reloads the new code', async () => {
    // Even a valid session is not enough: the page's code would misread the events.
    for (const protocol of [PROTOCOL_VERSION - 1, PROTOCOL_VERSION + 1, '7', null]) {
      const stale = socketFor(a, { auth: { protocol } });
      await expect(connected(stale)).rejects.toThrow(HANDSHAKE_ERRORS.protocolMismatch);
    }
    const stranger = socketFor(null, { auth: { protocol: 1 } });
    await expect(connected(stranger)).rejects.toThrow(HANDSHAKE_ERRORS.protocolMismatch);
    // The page's own version, or none (tools), is let in.
    await connected(socketFor(a, { auth: { protocol: PROTOCOL_VERSION } }));
    await connected(socketFor(a));
  });

  it("answers teacher B's join of class A like a missing class, and B receives none of A's events", async () => {
    const owner = socketFor(a);
    const intruder = socketFor(b);
    await Promise.all([connected(owner), connected(intruder)]);
    await owner.emitWithAck('class:join', { classId: classOfA });
    const refused = await intruder.emitWithAck('class:join', { classId: classOfA });
    const missing = await intruder.emitWithAck('class:join', { classId: 987654 });
    expect(refused).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'Class not found.' },
    });
    expect(missing).toEqual(refused);
    await intruder.emitWithAck('class:join', { classId: classOfB });

    const seenByOwner = record(owner, 'class:changed');
    const seenByIntruder = record(intruder, 'class:changed');
    const patched = await ctx.request({
      method: 'PATCH',
      url: `/api/classes/${classOfA}`,
      as: a,
      payload: { grade: '4' },
    });
    expect(patched.statusCode).toBe(200);
    await sleep(200);
    expect(seenByOwner).toEqual([{ classId: classOfA, version: 1 }]);
    expect(seenByIntruder).toEqual([]);
  });

  it('answers invalid payloads with invalid_payload and no broadcast', async () => {
    const socket = socketFor(a);
    await connected(socket);
    const seen = record(socket, 'class:changed');
    for (const payload of [
      null,
      {},
      { classId: 'x' },
      { classId: -1 },
      { classId: classOfA, extra: 1 },
      { classId: classOfA, pending: 'op-00000001' },
      { classId: classOfA, pending: ['bad id'] },
      { classId: classOfA, pending: Array.from({ length: 501 }, (_, i) => `op-${1e8 + i}`) },
    ]) {
      const ack = await socket.emitWithAck('class:join', payload as never);
      expect(ack.ok).toBe(false);
      if (!ack.ok) expect(ack.error.code).toBe('invalid_payload');
    }
    await sleep(100);
    expect(seen).toEqual([]);
  });

  it('answers an id past int4 and a NUL in text with invalid_payload, applying nothing', async () => {
    const phone = socketFor(a);
    const other = socketFor(a);
    await Promise.all([connected(phone), connected(other)]);
    expect((await other.emitWithAck('class:join', { classId: classOfA })).ok).toBe(true);
    const seen = record(other, 'students:changed');
    const bad = [
      ['class:join', { classId: 2 ** 31 }],
      ['pick:draw', { classId: 2 ** 31 }],
      ['pick:draw', { classId: classOfA, extra: 'Ada\u0000' }],
      [
        'ops:apply',
        {
          classId: classOfA,
          ops: [{ opId: 'too-big-0001', kind: 'points', studentId: 2 ** 31, delta: 1 }],
        },
      ],
      [
        'run:command',
        {
          classId: classOfA,
          command: { type: 'set-schedule', schedule: [{ name: 'Review\u0000', duration: 10 }] },
        },
      ],
    ] as const;
    for (const [event, payload] of bad) {
      const ack = await phone.emitWithAck(event as 'class:join', payload as never);
      expect(ack.ok, event).toBe(false);
      if (!ack.ok) expect(ack.error.code, `${event} ${ack.error.message}`).toBe('invalid_payload');
    }
    await sleep(100);
    expect(seen).toEqual([]);
    const after = await other.emitWithAck('class:join', { classId: classOfA });
    if (!after.ok) throw new Error(after.error.message);
    expect(after.data.run.schedule).toEqual(DEFAULT_SCHEDULE);
  });

  it('tells the room when its class is deleted and removes everyone from it', async () => {
    const cls = (
      await ctx.request({
        method: 'POST',
        url: '/api/classes',
        as: a,
        payload: { name: 'Short-lived' },
      })
    ).json().id;
    const socket = socketFor(a);
    await connected(socket);
    await socket.emitWithAck('class:join', { classId: cls });
    const deleted = record(socket, 'class:deleted');
    await ctx.request({ method: 'DELETE', url: `/api/classes/${cls}`, as: a });
    await sleep(200);
    expect(deleted).toEqual([{ classId: cls }]);
    const sockets = await ctx.app.realtime.io.in(`class:${cls}`).fetchSockets();
    expect(sockets).toHaveLength(0);
  });
  it('answers a command it does not know with a refusal, never silence', async () => {
    const socket = socketFor(a);
    await connected(socket);
    const loose = socket as unknown as {
      timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<unknown> };
    };
    const ack = await loose.timeout(2000).emitWithAck('class:explode', { classId: classOfA });
    expect(ack).toEqual({
      ok: false,
      error: { code: 'invalid_payload', message: 'Unknown command: class:explode' },
    });
    // Known commands are untouched by it.
    const join = await socket.emitWithAck('class:join', { classId: classOfA });
    expect(join.ok).toBe(true);
  });
});

describe('display links on the teacher’s other devices', () => {
  it('tells the class room when a link is created or revoked, and no display or other teacher', async () => {
    const laptop = socketFor(a);
    const otherTeacher = socketFor(b);
    await Promise.all([connected(laptop), connected(otherTeacher)]);
    expect((await laptop.emitWithAck('class:join', { classId: classOfA })).ok).toBe(true);
    expect((await otherTeacher.emitWithAck('class:join', { classId: classOfB })).ok).toBe(true);
    const heard = record(laptop, 'display-links:changed');
    const heardElsewhere = record(otherTeacher, 'display-links:changed');

    const created = await ctx.request({
      method: 'POST',
      url: `/api/classes/${classOfA}/display-links`,
      as: a,
    });
    expect(created.statusCode).toBe(201);
    const token = String(created.json().path).split('/').at(-1);
    const display = socketFor(null, { auth: { displayToken: token } });
    await connected(display);
    const heardOnDisplay = record(display, 'display-links:changed');
    await expect.poll(() => heard.length).toBe(1);

    const revoked = await ctx.request({
      method: 'DELETE',
      url: `/api/display-links/${created.json().id}`,
      as: a,
    });
    expect(revoked.statusCode).toBe(204);
    await expect.poll(() => heard.length).toBe(2);
    expect(heard).toEqual([{ classId: classOfA }, { classId: classOfA }]);
    await sleep(100);
    expect(heardElsewhere).toEqual([]);
    expect(heardOnDisplay).toEqual([]);
  });
});
