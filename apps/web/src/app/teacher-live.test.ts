// @vitest-environment happy-dom

import type { RandomPick } from '@classbeam/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updatePrefs } from '../features/class-settings/prefs';
import { drawPick } from '../features/random-pick/draw-pick';
import { selectPendingCount, useClassLive } from '../lib/live/class-store';
import { openClass, tap } from '../lib/live/class-sync';
import { type FakeServer, fakeSocketPair } from '../test/fake-socket';
import { classSnapshot, group, student } from '../test/snapshots';
import { useToastStore } from '../ui/toast-store';
import { TEACHER_LIVE_AREAS } from './teacher-live-areas';

/*
 * The teacher's live class over a fake socket: the test decides the order in which answers
 * and events arrive, as a busy network would.
 */

let server: FakeServer;
let close: () => void;
const live = () => useClassLive.getState();
const pointsOf = (id: number) => live().students.find((s) => s.id === id)?.points;

/** Opens class 1 and lets it join at `version` with Ada (5 points) and Bo. */
async function joined(version = 5) {
  const pair = fakeSocketPair();
  server = pair.server;
  server.answerAlways('clock:sync', () => ({ serverNow: Date.now() }));
  close = openClass(1, TEACHER_LIVE_AREAS, () => pair.client);
  server.connect();
  server.next('class:join').ok(classSnapshot(version, [student(1, 'Ada'), student(2, 'Bo')]));
  await vi.waitFor(() => expect(live().loaded).toBe(true));
}

beforeEach(() => localStorage.clear());
afterEach(() => close?.());

describe('a tap whose event overtakes its answer', () => {
  it('counts once, and is no longer pending once answered', async () => {
    await joined(5);
    tap({ kind: 'points', studentId: 1, delta: 1 });
    // On screen at once, before anything went out.
    expect(pointsOf(1)).toBe(6);
    const sent = await vi.waitFor(() => server.next('ops:apply'));
    const opId = sent.payload.ops[0]?.opId ?? '';
    // The broadcast of the tap arrives before the tap's own answer.
    server.send('students:changed', {
      classId: 1,
      version: 6,
      students: [{ id: 1, points: 6, attendanceStatus: 'present' }],
      opIds: [opId],
    });
    expect(pointsOf(1)).toBe(6);
    sent.ok({ version: 6, done: [opId], rejected: [] });
    await vi.waitFor(() => expect(selectPendingCount(live())).toBe(0));
    expect(pointsOf(1)).toBe(6);
    expect(live().mirror.version).toBe(6);
  });

  it('keeps a tap made on another device apart from its own', async () => {
    await joined(5);
    tap({ kind: 'points', studentId: 1, delta: 1 });
    const sent = await vi.waitFor(() => server.next('ops:apply'));
    // Another phone gave Ada +1 first: the server's total is 6 without our tap.
    server.send('students:changed', {
      classId: 1,
      version: 6,
      students: [{ id: 1, points: 6, attendanceStatus: 'present' }],
      opIds: ['someone-else'],
    });
    expect(pointsOf(1)).toBe(7);
    const opId = sent.payload.ops[0]?.opId ?? '';
    server.send('students:changed', {
      classId: 1,
      version: 7,
      students: [{ id: 1, points: 7, attendanceStatus: 'present' }],
      opIds: [opId],
    });
    sent.ok({ version: 7, done: [opId], rejected: [] });
    await vi.waitFor(() => expect(selectPendingCount(live())).toBe(0));
    expect(pointsOf(1)).toBe(7);
  });
});

describe('events out of order', () => {
  it('takes a fresh snapshot after a gap, and ignores an event older than what it holds', async () => {
    await joined(5);
    server.send('students:changed', {
      classId: 1,
      version: 4,
      students: [{ id: 1, points: 0, attendanceStatus: 'absent' }],
      opIds: [],
    });
    expect(pointsOf(1)).toBe(5);
    expect(server.waiting('class:join')).toHaveLength(0);
    // Version 6 was missed: the groups of version 7 are not trusted on their own.
    server.send('groups:changed', {
      classId: 1,
      version: 7,
      groups: [group(9, 'Owls', [1, 2])],
    });
    const rejoin = await vi.waitFor(() => server.next('class:join'));
    rejoin.ok(
      classSnapshot(7, [student(1, 'Ada', 8), student(2, 'Bo')], {
        groups: [group(9, 'Owls', [1, 2])],
      }),
    );
    await vi.waitFor(() => expect(pointsOf(1)).toBe(8));
    expect(live().mirror.groups.map((g) => g.name)).toEqual(['Owls']);
    expect(live().mirror.version).toBe(7);
  });

  it('drops events about another class', async () => {
    await joined(5);
    server.send('groups:changed', { classId: 2, version: 6, groups: [group(9, 'Owls', [])] });
    expect(live().mirror.groups).toEqual([]);
    expect(live().mirror.version).toBe(5);
  });
});

describe('lists read over HTTP', () => {
  it('are told to read again by their own topic only', async () => {
    await joined(5);
    server.send('assessments:changed', { classId: 1, studentId: 1, source: 'self' });
    server.send('class-configs:changed', { classId: 1 });
    server.send('class-configs:changed', { classId: 1 });
    server.send('display-links:changed', { classId: 1 });
    expect(live().topics).toEqual({ assessments: 1, 'class-configs': 2, 'display-links': 1 });
    server.send('roster:changed', { classId: 1, version: 6 });
    expect(live().topics.roster).toBe(1);
    // The roster itself comes with a fresh snapshot.
    expect(server.waiting('class:join')).toHaveLength(1);
  });

  it('all read again after a reconnect', async () => {
    await joined(5);
    const before = live().rereads;
    server.drop();
    expect(live().connection).toBe('offline');
    server.connect();
    server.next('class:join').ok(classSnapshot(5, [student(1, 'Ada'), student(2, 'Bo')]));
    await vi.waitFor(() => expect(live().rereads).toBe(before + 1));
    expect(live().connection).toBe('online');
  });
});

describe('settings saved one after another', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("an earlier save's event does not take back a later change still being saved", async () => {
    await joined(5);
    // The network holds each save until the test answers it.
    const answers: (() => void)[] = [];
    vi.stubGlobal(
      'fetch',
      () =>
        new Promise<Response>((resolve) => {
          answers.push(() => resolve(new Response('{}', { status: 200 })));
        }),
    );
    const prefsNow = () => live().prefs?.value;
    const base = classSnapshot(5, []).prefs;
    // The teacher turns Award sounds on and at once picks the display to play them.
    const first = updatePrefs(1, { awardSound: true });
    const second = updatePrefs(1, { awardSoundDevice: 'link:3' });
    expect(prefsNow()).toMatchObject({ awardSound: true, awardSoundDevice: 'link:3' });
    // The first save's event arrives while the second is still on its way.
    server.send('settings:changed', {
      classId: 1,
      version: 6,
      prefs: { ...base, awardSound: true },
    });
    expect(prefsNow()).toMatchObject({ awardSound: true, awardSoundDevice: 'link:3' });
    // A reconnect's snapshot from before both keeps them on screen too.
    server.drop();
    server.connect();
    server.next('class:join').ok(classSnapshot(6, [student(1, 'Ada')]));
    await vi.waitFor(() => expect(live().connection).toBe('online'));
    expect(prefsNow()).toMatchObject({ awardSound: true, awardSoundDevice: 'link:3' });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]?.();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    // Once answered, what the server sends is what shows: another device turns sounds off.
    server.send('settings:changed', {
      classId: 1,
      version: 8,
      prefs: { ...base, awardSound: false, awardSoundDevice: 'link:3' },
    });
    expect(prefsNow()).toMatchObject({ awardSound: false, awardSoundDevice: 'link:3' });
  });
});

describe('the class goes', () => {
  it('shows it gone and forgets its unsent taps', async () => {
    await joined(5);
    tap({ kind: 'points', studentId: 2, delta: -1 });
    expect(selectPendingCount(live())).toBe(1);
    server.send('class:deleted', { classId: 1 });
    expect(live().gone).toBe(true);
    expect(live().mirror.outbox).toEqual([]);
  });

  it('says signed out when the handshake is refused for the session', async () => {
    const pair = fakeSocketPair();
    close = openClass(1, TEACHER_LIVE_AREAS, () => pair.client);
    pair.server.refuse('unauthorized');
    expect(live().connection).toBe('signed-out');
  });
});

describe('Random Student from this device', () => {
  const pickOf = (startsAt: number, studentId = 2): RandomPick => ({
    classId: 1,
    cycle: [{ studentId: 1, ms: 80 }],
    studentId,
    startsAt,
    serverNow: Date.now(),
  });

  it("asks the server on the class's socket, shows the answer at once, and keeps it when its event comes late", async () => {
    await joined(5);
    const drawing = drawPick();
    const sent = await vi.waitFor(() => server.next('pick:draw'));
    expect(sent.payload).toEqual({ classId: 1 });
    const pick = pickOf(Date.now() + 300);
    sent.ok(pick);
    expect(await drawing).toBe(true);
    expect(live().pick).toEqual(pick);
    // Its own broadcast, arriving after the answer, changes nothing; an older pick neither.
    server.send('pick:drawn', pick);
    server.send('pick:drawn', pickOf(pick.startsAt - 10_000, 1));
    expect(live().pick).toEqual(pick);
    // A pick drawn on another device replaces it; one about another class is not ours.
    const next = pickOf(pick.startsAt + 7000, 1);
    server.send('pick:drawn', { ...pickOf(pick.startsAt + 9000), classId: 2 });
    server.send('pick:drawn', next);
    expect(live().pick).toEqual(next);
    // The pick is a moment: it holds no class version, and a device that missed one asks nothing.
    expect(live().mirror.version).toBe(5);
    expect(server.waiting('class:join')).toEqual([]);
  });

  it('says why when the server refuses, and does not ask while the class is not reachable', async () => {
    await joined(5);
    const drawing = drawPick();
    (await vi.waitFor(() => server.next('pick:draw'))).refuse(
      'conflict',
      'Nobody is here to pick: mark students present or late first.',
    );
    expect(await drawing).toBe(false);
    expect(live().pick).toBeNull();
    expect(useToastStore.getState().current).toMatchObject({
      title: 'No student picked',
      description: 'Nobody is here to pick: mark students present or late first.',
    });
    server.drop();
    expect(await drawPick()).toBe(false);
    expect(server.waiting('pick:draw')).toEqual([]);
  });
});

describe('a page whose socket code is still loading (decision 0170)', () => {
  it('keeps a tap made before the socket is in and sends it once the class is joined', async () => {
    const pair = fakeSocketPair();
    server = pair.server;
    server.answerAlways('clock:sync', () => ({ serverNow: Date.now() }));
    let arrive: (socket: typeof pair.client) => void = () => {};
    const code = new Promise<typeof pair.client>((resolve) => {
      arrive = resolve;
    });
    close = openClass(1, TEACHER_LIVE_AREAS, () => code);
    const opId = tap({ kind: 'points', studentId: 1, delta: 1 });
    expect(opId).not.toBeNull();
    expect(selectPendingCount(live())).toBe(1);
    arrive(pair.client);
    await code;
    await Promise.resolve();
    server.connect();
    const join = await vi.waitFor(() => server.next('class:join'));
    expect(join.payload.pending).toEqual([opId]);
    join.ok(classSnapshot(5, [student(1, 'Ada'), student(2, 'Bo')]));
    const sent = await vi.waitFor(() => server.next('ops:apply'));
    expect(sent.payload.ops.map((op) => op.opId)).toEqual([opId]);
  });

  it('drops the socket that arrives after the class was closed', async () => {
    const pair = fakeSocketPair();
    server = pair.server;
    let arrive: (socket: typeof pair.client) => void = () => {};
    const code = new Promise<typeof pair.client>((resolve) => {
      arrive = resolve;
    });
    close = openClass(1, TEACHER_LIVE_AREAS, () => code);
    close();
    expect(tap({ kind: 'points', studentId: 1, delta: 1 })).toBeNull();
    const disconnect = vi.spyOn(pair.client, 'disconnect');
    arrive(pair.client);
    await vi.waitFor(() => expect(disconnect).toHaveBeenCalled());
  });
});
