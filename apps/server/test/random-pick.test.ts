import type { RandomPick } from '@classbeam/contracts';
import { PICK_LEAD_MS, pickEndsAt, pickLandsAt, pickStepDelay } from '@classbeam/domain';
import { describe, expect, it } from 'vitest';
import type { Teacher, TestContext } from './context';
import {
  addStudents,
  classVersion,
  createClass,
  deleteForGood,
  everyDevice,
  opId,
} from './fixtures';
import { setUpLiveServer } from './set-up';
import { type ClientSocket, connect, connected, record, sleep } from './socket-client';

/*
 * Random Student drawn on the server (docs/decisions/0143): every device of the class plays
 * the same pick from the same server time; the class's teacher alone may ask for one.
 */
let ctx: TestContext;
let base: string;
let teacher: Teacher;
let other: Teacher;
const open = setUpLiveServer((s) => ({ ctx, base, teacher, other } = s), { teachers: 2 });

async function joined(as: Teacher, classId: number): Promise<ClientSocket> {
  const socket = connect(base, { cookie: as.cookie });
  open.push(socket);
  await connected(socket);
  const ack = await socket.emitWithAck('class:join', { classId });
  if (!ack.ok) throw new Error(ack.error.message);
  return socket;
}

async function draw(socket: ClientSocket, classId: number): Promise<RandomPick> {
  const ack = await socket.emitWithAck('pick:draw', { classId });
  if (!ack.ok) throw new Error(`pick refused: ${ack.error.message}`);
  return ack.data;
}

/** Past the pick's 5 s: the next draw is a new pick. */
const afterPick = (pick: RandomPick) => ctx.app.clock.jump(pickEndsAt(pick) - ctx.app.clock.now());

async function attendance(classId: number, studentId: number, status: 'absent' | 'late') {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/ops',
    as: teacher,
    payload: { classId, ops: [{ opId: opId(), kind: 'attendance', studentId, status }] },
  });
  expect(res.statusCode).toBe(200);
}

describe('Random Student on every device', () => {
  it('a pick asked on the phone reaches the tablet and the display, the same pick, and no other class', async () => {
    const classId = await createClass(ctx, teacher, 'Pick class');
    const ids = await addStudents(ctx, teacher, classId, ['Ada', 'Ben', 'Cy', 'Dee']);
    const devices = await everyDevice(ctx, base, teacher, classId, open);
    for (const s of [devices.phone, devices.tablet])
      expect((await s.emitWithAck('class:join', { classId })).ok).toBe(true);
    const otherClass = await createClass(ctx, teacher, 'Next door');
    await addStudents(ctx, teacher, otherClass, ['Eve']);
    const nextDoor = await joined(teacher, otherClass);
    const seen = {
      tablet: record(devices.tablet, 'pick:drawn'),
      display: record(devices.display, 'pick:drawn'),
      ipad: record(devices.ipad, 'pick:drawn'),
      nextDoor: record(nextDoor, 'pick:drawn'),
    };
    const versionBefore = await classVersion(ctx, classId);

    const before = ctx.app.clock.now();
    const pick = await draw(devices.phone, classId);
    await sleep(150);

    expect(seen.tablet).toEqual([pick]);
    expect(seen.display).toEqual([pick]);
    expect(seen.ipad).toEqual([]);
    expect(seen.nextDoor).toEqual([]);
    // The spec's cycle: 8 steps of 80 ms + 20 ms per step, among the class, then the pick.
    expect(pick.classId).toBe(classId);
    expect(pick.cycle.map((s) => s.ms)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map(pickStepDelay));
    for (const step of pick.cycle) expect(ids).toContain(step.studentId);
    expect(ids).toContain(pick.studentId);
    // Played from one server time, a moment after the draw, so every device starts together.
    expect(pick.startsAt).toBeGreaterThanOrEqual(before + PICK_LEAD_MS);
    expect(pick.startsAt).toBeLessThanOrEqual(pick.serverNow + PICK_LEAD_MS);
    // Ids and times only: the display already has the names it may show.
    expect(Object.keys(pick).sort()).toEqual([
      'classId',
      'cycle',
      'serverNow',
      'startsAt',
      'studentId',
    ]);
    // A moment, not class state: no version for devices to count.
    expect(await classVersion(ctx, classId)).toBe(versionBefore);
  });

  it('picks only students on the board, present or late, and never the same student twice in a row', async () => {
    const classId = await createClass(ctx, teacher, 'Who is here');
    const [ada, ben, cy, dee] = await addStudents(ctx, teacher, classId, [
      'Ada',
      'Ben',
      'Cy',
      'Dee',
    ]);
    if (!ada || !ben || !cy || !dee) throw new Error('students');
    await attendance(classId, cy, 'absent');
    await attendance(classId, ben, 'late');
    // Dee is hidden (a saved class loaded without her): not on the board, never picked.
    await ctx.db.updateTable('students').set({ is_active: false }).where('id', '=', dee).execute();
    const phone = await joined(teacher, classId);
    const laptop = await joined(teacher, classId);
    const picked: number[] = [];
    const lit = new Set<number>();
    for (let i = 0; i < 20; i += 1) {
      // Phone and laptop take turns: the previous pick is the class's, not a device's.
      const pick = await draw(i % 2 === 0 ? phone : laptop, classId);
      picked.push(pick.studentId);
      for (const step of pick.cycle) lit.add(step.studentId);
      afterPick(pick);
    }
    expect(new Set(picked)).toEqual(new Set([ada, ben]));
    expect(picked.every((id, i) => i === 0 || id !== picked[i - 1])).toBe(true);
    expect(lit).toEqual(new Set([ada, ben]));
    // Alone on the board, a student is lit straight away, even twice in a row.
    await attendance(classId, ben, 'absent');
    const alone = await draw(phone, classId);
    expect(alone).toMatchObject({ studentId: ada, cycle: [] });
    afterPick(alone);
    expect((await draw(phone, classId)).studentId).toBe(ada);
  });

  it('two devices pressing at once get one pick, a press while it cycles joins it, and one after it lands draws anew', async () => {
    const classId = await createClass(ctx, teacher, 'Twice');
    await addStudents(ctx, teacher, classId, ['Ada', 'Ben', 'Cy']);
    const phone = await joined(teacher, classId);
    const laptop = await joined(teacher, classId);
    const heard = record(laptop, 'pick:drawn');
    const [first, second] = await Promise.all([draw(phone, classId), draw(laptop, classId)]);
    expect(second.startsAt).toBe(first.startsAt);
    expect(second.studentId).toBe(first.studentId);
    expect(second.cycle).toEqual(first.cycle);
    // Still cycling: the same pick again.
    ctx.app.clock.jump(pickLandsAt(first) - ctx.app.clock.now() - 50);
    expect((await draw(phone, classId)).startsAt).toBe(first.startsAt);
    await sleep(100);
    expect(heard).toHaveLength(1);
    // Landed (its 5 s under way): the teacher may pick again, and it is someone else.
    ctx.app.clock.jump(100);
    const next = await draw(phone, classId);
    expect(next.startsAt).toBeGreaterThan(first.startsAt);
    expect(next.studentId).not.toBe(first.studentId);
    await sleep(100);
    expect(heard).toHaveLength(2);
  });

  it('with nobody here it says so, broadcasts nothing and remembers nothing', async () => {
    const classId = await createClass(ctx, teacher, 'Empty');
    const phone = await joined(teacher, classId);
    const laptop = await joined(teacher, classId);
    const heard = record(laptop, 'pick:drawn');
    expect(await phone.emitWithAck('pick:draw', { classId })).toEqual({
      ok: false,
      error: {
        code: 'conflict',
        message: 'Nobody is here to pick: mark students present or late first.',
      },
    });
    const [only] = await addStudents(ctx, teacher, classId, ['Ada']);
    if (!only) throw new Error('student');
    await attendance(classId, only, 'absent');
    expect((await phone.emitWithAck('pick:draw', { classId })).ok).toBe(false);
    await sleep(100);
    expect(heard).toEqual([]);
    const rows = await ctx.db
      .selectFrom('random_picks')
      .selectAll()
      .where('class_id', '=', classId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('the display, the iPad and another teacher cannot pick; bad payloads are invalid_payload', async () => {
    const classId = await createClass(ctx, teacher, 'Guarded');
    await addStudents(ctx, teacher, classId, ['Ada', 'Ben']);
    const devices = await everyDevice(ctx, base, teacher, classId, open);
    const watcher = await joined(teacher, classId);
    const heard = record(watcher, 'pick:drawn');
    expect(await devices.display.emitWithAck('pick:draw', { classId })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(await devices.ipad.emitWithAck('pick:draw', { classId })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    const stranger = connect(base, { cookie: other.cookie });
    open.push(stranger);
    await connected(stranger);
    expect(await stranger.emitWithAck('pick:draw', { classId })).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'Class not found.' },
    });
    for (const payload of [
      null,
      {},
      { classId: 'x' },
      { classId: -1 },
      { classId: 2 ** 31 },
      { classId, extra: 1 },
      { classId: `${classId}\u0000` },
    ]) {
      const ack = await devices.phone.emitWithAck('pick:draw', payload as never);
      expect(ack, JSON.stringify(payload)).toMatchObject({
        ok: false,
        error: { code: 'invalid_payload' },
      });
    }
    await sleep(100);
    expect(heard).toEqual([]);
  });

  it('forgets a pick with its student and its class (P4)', async () => {
    const classId = await createClass(ctx, teacher, 'Leaving');
    await addStudents(ctx, teacher, classId, ['Ada', 'Ben']);
    const phone = await joined(teacher, classId);
    const pick = await draw(phone, classId);
    const rows = () =>
      ctx.db
        .selectFrom('random_picks')
        .select('student_id')
        .where('class_id', '=', classId)
        .execute();
    expect(await rows()).toEqual([{ student_id: pick.studentId }]);
    // Final once the delete's undo window has passed (decision 0146).
    const res = await deleteForGood(ctx, teacher, pick.studentId);
    expect(res.statusCode).toBe(204);
    expect(await rows()).toEqual([]);
    afterPick(pick);
    await draw(phone, classId);
    await ctx.request({ method: 'DELETE', url: `/api/classes/${classId}`, as: teacher });
    expect(await rows()).toEqual([]);
  });
});
