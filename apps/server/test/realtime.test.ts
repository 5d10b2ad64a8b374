import type { ClassSnapshot, Operation, StudentLive } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import type { Teacher, TestContext } from './context';
import { addStudents, createClass, opId, pointsOf } from './fixtures';
import { setUpLiveServer } from './set-up';
import {
  type ClientSocket,
  connect,
  connected,
  disconnectedWithin,
  record,
  sleep,
} from './socket-client';

let ctx: TestContext;
let base: string;
let teacher: Teacher;
let other: Teacher;
const open = setUpLiveServer((s) => ({ ctx, base, teacher, other } = s), { teachers: 2 });

const socket = (options: Parameters<typeof connect>[1]) => {
  const s = connect(base, options);
  open.push(s);
  return s;
};
const joined = async (as: Teacher, classId: number) => {
  const s = socket({ cookie: as.cookie });
  await connected(s);
  const ack = await s.emitWithAck('class:join', { classId });
  if (!ack.ok) throw new Error(ack.error.message);
  return { socket: s, snapshot: ack.data };
};

describe('points across devices', () => {
  it('acknowledges a tap on the phone after commit and shows it on the display with the same version', async () => {
    const classId = await createClass(ctx, teacher);
    const [maya] = await addStudents(ctx, teacher, classId, ['Maya']);
    if (!maya) throw new Error('student');
    const phone = await joined(teacher, classId);
    const display = await joined(teacher, classId);
    expect(display.snapshot.students.map((s) => s.points)).toEqual([5]);
    const seen = record(display.socket, 'students:changed');
    const op: Operation = { opId: opId(), kind: 'points', studentId: maya, delta: 1 };
    const ack = await phone.socket.emitWithAck('ops:apply', { classId, ops: [op] });
    expect(ack).toEqual({
      ok: true,
      data: { version: phone.snapshot.version + 1, done: [op.opId], rejected: [] },
    });
    expect(await pointsOf(ctx, classId)).toEqual({ [maya]: 6 });
    await sleep(100);
    expect(seen).toEqual([
      {
        classId,
        version: phone.snapshot.version + 1,
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
      },
    ]);
    // The same op again (a lost ack): nothing changes and nothing is broadcast.
    const again = await phone.socket.emitWithAck('ops:apply', { classId, ops: [op] });
    expect(again.ok && again.data.version).toBe(phone.snapshot.version + 1);
    await sleep(100);
    expect(seen).toHaveLength(1);
  });

  it("a join says which of the device's pending op ids the class holds, and no other class's", async () => {
    const classId = await createClass(ctx, teacher);
    const otherClass = await createClass(ctx, teacher);
    const [maya] = await addStudents(ctx, teacher, classId, ['Maya']);
    const [noor] = await addStudents(ctx, teacher, otherClass, ['Noor']);
    if (!maya || !noor) throw new Error('students');
    const phone = await joined(teacher, classId);
    const applied: Operation = { opId: opId(), kind: 'points', studentId: maya, delta: 1 };
    const elsewhere: Operation = { opId: opId(), kind: 'points', studentId: noor, delta: 1 };
    await phone.socket.emitWithAck('ops:apply', { classId, ops: [applied] });
    await phone.socket.emitWithAck('ops:apply', { classId: otherClass, ops: [elsewhere] });
    const never = opId();
    const ack = await phone.socket.emitWithAck('class:join', {
      classId,
      pending: [never, applied.opId, elsewhere.opId],
    });
    expect(ack.ok && ack.data.held).toEqual([applied.opId]);
    expect(ack.ok && ack.data.students.map((s) => s.points)).toEqual([6]);
  });

  it('broadcasts nothing for an invalid payload or a foreign class', async () => {
    const classId = await createClass(ctx, teacher);
    const [s] = await addStudents(ctx, teacher, classId, ['S']);
    if (!s) throw new Error('student');
    const watcher = await joined(teacher, classId);
    const seen = record(watcher.socket, 'students:changed');
    const intruder = socket({ cookie: other.cookie });
    await connected(intruder);
    const bad = [
      { classId, ops: [] },
      { classId, ops: [{ opId: 'short', kind: 'points', studentId: s, delta: 1 }] },
      { classId, ops: [{ opId: opId(), kind: 'points', studentId: s, delta: 1000 }] },
      { classId, ops: [{ opId: opId(), kind: 'points', studentId: s, delta: 0 }] },
      { classId, ops: [{ opId: opId(), kind: 'teleport', studentId: s }] },
    ];
    for (const payload of bad) {
      const ack = await watcher.socket.emitWithAck('ops:apply', payload as never);
      expect(ack.ok).toBe(false);
      if (!ack.ok) expect(ack.error.code).toBe('invalid_payload');
    }
    const foreign = await intruder.emitWithAck('ops:apply', {
      classId,
      ops: [{ opId: opId(), kind: 'class-points', delta: 1 }],
    });
    expect(foreign.ok).toBe(false);
    await sleep(150);
    expect(seen).toEqual([]);
    expect(await pointsOf(ctx, classId)).toEqual({ [s]: 5 });
  });

  it('REST changes broadcast too: a point tap as live totals, a new student as a roster change', async () => {
    const classId = await createClass(ctx, teacher);
    const [s] = await addStudents(ctx, teacher, classId, ['S']);
    const watcher = await joined(teacher, classId);
    const live = record(watcher.socket, 'students:changed');
    const roster = record(watcher.socket, 'roster:changed');
    await ctx.request({
      method: 'PATCH',
      url: `/api/students/${s}/points`,
      as: teacher,
      payload: { pointChange: 1 },
    });
    await ctx.request({
      method: 'POST',
      url: '/api/students',
      as: teacher,
      payload: { classId, name: 'New' },
    });
    await sleep(150);
    expect(live.map((e) => e.students)).toEqual([
      [{ id: s, points: 6, attendanceStatus: 'present' }],
    ]);
    expect(roster).toEqual([{ classId, version: watcher.snapshot.version + 2 }]);
  });
});

describe('display link', () => {
  it('sees names, photos, points and attendance only, follows taps, can change nothing, and is closed within 1 s of revoking', async () => {
    const classId = await createClass(ctx, teacher, 'Display class');
    const [s] = await addStudents(ctx, teacher, classId, ['Zoe']);
    if (!s) throw new Error('student');
    await ctx.request({
      method: 'PATCH',
      url: `/api/students/${s}`,
      as: teacher,
      payload: { notes: 'private note', goal: 'Focus', birthDate: '01/02/2015' },
    });
    const link = (
      await ctx.request({
        method: 'POST',
        url: `/api/classes/${classId}/display-links`,
        as: teacher,
      })
    ).json();
    const token = link.path.split('/').pop();
    const page = await ctx.request({ method: 'GET', url: `/api/display/${token}` });
    expect(page.json()).toEqual({
      classId,
      linkId: link.id,
      className: 'Display class',
      version: expect.any(Number),
      students: [{ id: s, name: 'Zoe', avatarUrl: null, points: 5, attendanceStatus: 'present' }],
      groups: [],
      skills: expect.arrayContaining([expect.objectContaining({ name: 'Helping others' })]),
      volume: { listener: null, tallyCount: 0 },
      // What the students' screen shows or hides; never the class notes.
      prefs: {
        showVolumeToStudents: true,
        studentAssessmentEnabled: true,
        // The display follows the class's language (none chosen: the browser's; decision 0166).
        language: null,
        timesUpSound: true,
        volumeThreshold: 80,
        bigVolumeMeter: false,
        boardPrivacy: 'leaderboard',
        awardSound: false,
        awardSoundPositive: true,
        awardSoundNeedsWork: true,
        awardSoundDevice: null,
      },
      run: expect.objectContaining({ phase: 'ready', index: 0 }),
      serverNow: expect.any(Number),
      // Closed until the lesson's end (or the teacher) opens it: no QR code to scan yet, and
      // no class key for a link that may travel (student assessment is on all the same).
      selfAssessmentKey: null,
      selfAssessmentOpenUntil: null,
    });
    expect(page.body).not.toMatch(/private note|Focus|birth/i);

    const display = socket({ auth: { displayToken: token } });
    await connected(display);
    const snapshot = await display.emitWithAck('display:snapshot', {});
    expect(snapshot.ok && snapshot.data.students).toEqual(page.json().students);
    const changes = record(display, 'students:changed');
    await ctx.request({
      method: 'POST',
      url: '/api/ops',
      as: teacher,
      payload: { classId, ops: [{ opId: opId(), kind: 'points', studentId: s, delta: 1 }] },
    });
    await sleep(100);
    expect(changes.map((c) => c.students)).toEqual([
      [{ id: s, points: 6, attendanceStatus: 'present' }],
    ]);

    const tries = [
      await display.emitWithAck('ops:apply', {
        classId,
        ops: [{ opId: opId(), kind: 'points', studentId: s, delta: 5 }],
      }),
      await display.emitWithAck('class:join', { classId }),
    ];
    for (const ack of tries)
      expect(ack).toEqual({
        ok: false,
        error: { code: 'forbidden', message: 'A display link cannot change anything.' },
      });
    expect(await pointsOf(ctx, classId)).toEqual({ [s]: 6 });

    const revoked = record(display, 'display:revoked');
    const closed = disconnectedWithin(display);
    await ctx.request({ method: 'DELETE', url: `/api/display-links/${link.id}`, as: teacher });
    expect(await closed).toBeLessThan(1000);
    expect(revoked).toEqual([{ classId }]);
    expect((await ctx.request({ method: 'GET', url: `/api/display/${token}` })).statusCode).toBe(
      404,
    );
    const again = socket({ auth: { displayToken: token } });
    await expect(connected(again)).rejects.toThrow('display_link_inactive');
  });
});

/** A device as the web client behaves: snapshot, then events in version order, resync on a gap. */
function mirror(s: ClientSocket, classId: number) {
  const state = { version: -1, points: new Map<number, number>() };
  const load = (snap: ClassSnapshot) => {
    // Two resyncs in flight can answer out of order: an older snapshot is not taken over a
    // newer state (the web client does the same).
    if (snap.version < state.version) return;
    state.version = snap.version;
    state.points = new Map(snap.students.map((st) => [st.id, st.points]));
  };
  // A resync cut short by a disconnect is simply done again on the next connect.
  const resync = () =>
    s.emitWithAck('class:join', { classId }).then(
      (ack) => ack.ok && load(ack.data),
      () => {},
    );
  s.on('connect', () => void resync());
  s.on('students:changed', (e: { version: number; students: StudentLive[] }) => {
    if (e.version <= state.version) return;
    if (e.version > state.version + 1) return void resync();
    state.version = e.version;
    for (const st of e.students) state.points.set(st.id, st.points);
  });
  return state;
}

describe('R4: resync after gaps and reconnects', () => {
  it('50 forced reconnects while another device taps: every device converges to the database within 5 s', async () => {
    const classId = await createClass(ctx, teacher);
    const ids = await addStudents(ctx, teacher, classId, ['A', 'B', 'C']);
    const tapper = await joined(teacher, classId);
    const flaky = connect(base, { cookie: teacher.cookie });
    const steady = connect(base, { cookie: teacher.cookie });
    open.push(flaky, steady);
    const flakyState = mirror(flaky, classId);
    const steadyState = mirror(steady, classId);
    await Promise.all([connected(flaky), connected(steady)]);

    let tapping = true;
    const taps = (async () => {
      let i = 0;
      while (tapping) {
        const ops: Operation[] = [
          {
            opId: opId(),
            kind: 'points',
            studentId: ids[i % ids.length] ?? 0,
            delta: i % 5 === 0 ? -1 : 1,
          },
        ];
        await tapper.socket.emitWithAck('ops:apply', { classId, ops });
        i += 1;
      }
    })();
    for (let i = 0; i < 50; i += 1) {
      flaky.disconnect();
      await sleep(5 + (i % 4) * 5);
      flaky.connect();
      await sleep(10);
    }
    tapping = false;
    await taps;

    const truth = await pointsOf(ctx, classId);
    const deadline = Date.now() + 5000;
    const converged = () =>
      [flakyState, steadyState].every((st) => ids.every((id) => st.points.get(id) === truth[id]));
    while (!converged() && Date.now() < deadline) await sleep(25);
    expect(Object.fromEntries(flakyState.points)).toEqual(truth);
    expect(Object.fromEntries(steadyState.points)).toEqual(truth);
  });
});
