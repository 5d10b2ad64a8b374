import { describe, expect, it } from 'vitest';
import type { Teacher, TestContext } from './context';
import { createClass, displayLink } from './fixtures';
import { setUpLiveServer } from './set-up';
import { type ClientSocket, connect, connected, record, sleep } from './socket-client';

/*
 * Classroom noise on the server (Step 5, docs/decisions/0052): one listener per class,
 * its levels relayed and never stored, the 'Too Loud' tally counted here from them.
 */
let ctx: TestContext;
let base: string;
let teacher: Teacher;
let other: Teacher;
const open = setUpLiveServer((s) => ({ ctx, base, teacher, other } = s), { teachers: 2 });

async function device(classId: number, as: Teacher = teacher) {
  const socket = connect(base, { cookie: as.cookie });
  open.push(socket);
  await connected(socket);
  const join = await socket.emitWithAck('class:join', { classId });
  return { socket, join };
}

async function display(classId: number) {
  const link = await displayLink(ctx, teacher, classId);
  const socket = connect(base, { auth: { displayToken: link.token } });
  open.push(socket);
  await connected(socket);
  return socket;
}

const settingsOf = (classId: number) =>
  ctx.db
    .selectFrom('class_settings')
    .select(['volume_tally_count', 'volume_listener'])
    .where('class_id', '=', classId)
    .executeTakeFirstOrThrow();

/** Sends `level` every 250 ms of server time for `ms`, moving the server clock instead of waiting. */
async function noise(socket: ClientSocket, classId: number, level: number, ms: number) {
  for (let t = 0; t < ms; t += 250) {
    socket.emit('volume:level', { classId, level });
    // The reading is taken at the server's time when it arrives: let it arrive first.
    await sleep(10);
    ctx.app.clock.jump(250);
  }
  await sleep(50);
}

describe('listening', () => {
  it('one device listens at a time; every device and the display hear who, and its snapshot says so', async () => {
    const classId = await createClass(ctx, teacher);
    const phone = await device(classId);
    const laptop = await device(classId);
    const board = await display(classId);
    const heard = record(laptop.socket, 'volume:listener');
    const shown = record(board, 'volume:listener');

    const ack = await phone.socket.emitWithAck('volume:listen', {
      classId,
      listen: true,
      label: 'Classroom display',
    });
    expect(ack).toMatchObject({ ok: true, data: { listener: { label: 'Classroom display' } } });
    await sleep(50);
    expect(heard.at(-1)?.listener?.label).toBe('Classroom display');
    expect(shown.at(-1)?.listener?.label).toBe('Classroom display');
    // The socket id stays on the server.
    expect(JSON.stringify(shown)).not.toContain(phone.socket.id);
    const late = await device(classId);
    expect(late.join.ok && late.join.data.volume.listener?.label).toBe('Classroom display');
    const lateHeard = record(late.socket, 'volume:listener');

    // Another device takes over: the first one's levels are no longer heard.
    await laptop.socket.emitWithAck('volume:listen', { classId, listen: true, label: 'Laptop' });
    expect(await late.socket.emitWithAck('volume:watch', { classId, watch: true })).toEqual({
      ok: true,
      data: null,
    });
    const levels = record(late.socket, 'volume:level');
    phone.socket.emit('volume:level', { classId, level: 70 });
    await sleep(100);
    expect(levels).toEqual([]);
    laptop.socket.emit('volume:level', { classId, level: 42.4 });
    await sleep(100);
    expect(levels).toEqual([{ classId, level: 42 }]);

    // Leaving (or disconnecting) frees the class.
    laptop.socket.disconnect();
    await sleep(150);
    expect(lateHeard.map((e) => e.listener?.label ?? null)).toEqual(['Laptop', null]);
    expect((await settingsOf(classId)).volume_listener).toBeNull();
  });

  it("the class's display link may listen; another class's display or another teacher may not", async () => {
    const classId = await createClass(ctx, teacher);
    const board = await display(classId);
    // A display names itself; a label it sends cannot make it the teacher's phone.
    const listens = await board.emitWithAck('volume:listen', {
      classId,
      listen: true,
      label: 'Teacher’s phone',
    });
    expect(listens).toMatchObject({ ok: true, data: { listener: { label: 'Classroom display' } } });
    await board.emitWithAck('volume:listen', { classId, listen: false });
    const elsewhere = await display(await createClass(ctx, teacher));
    const refused = await elsewhere.emitWithAck('volume:listen', { classId, listen: true });
    expect(refused).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    const stranger = connect(base, { cookie: other.cookie });
    open.push(stranger);
    await connected(stranger);
    const notTheirs = await stranger.emitWithAck('volume:listen', { classId, listen: true });
    expect(notTheirs).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const bad = await board.emitWithAck('volume:listen', { classId, listen: 'yes' } as never);
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_payload' } });
    expect((await settingsOf(classId)).volume_listener).toBeNull();
  });
});

describe('watching the meter', () => {
  it('levels reach only the devices and displays that watch, until they stop', async () => {
    const classId = await createClass(ctx, teacher);
    const phone = await device(classId);
    const watcher = await device(classId);
    const bystander = await device(classId);
    const board = await display(classId);
    await phone.socket.emitWithAck('volume:listen', { classId, listen: true, label: 'Phone' });
    await watcher.socket.emitWithAck('volume:watch', { classId, watch: true });
    expect(await board.emitWithAck('volume:watch', { classId, watch: true })).toEqual({
      ok: true,
      data: null,
    });
    const [onWatcher, onBoard, onBystander] = [watcher.socket, board, bystander.socket].map((s) =>
      record(s, 'volume:level'),
    );
    phone.socket.emit('volume:level', { classId, level: 55 });
    await sleep(100);
    expect(onWatcher).toEqual([{ classId, level: 55 }]);
    expect(onBoard).toEqual([{ classId, level: 55 }]);
    expect(onBystander).toEqual([]);

    await board.emitWithAck('volume:watch', { classId, watch: false });
    await watcher.socket.emitWithAck('class:leave', { classId });
    ctx.app.clock.jump(500);
    phone.socket.emit('volume:level', { classId, level: 60 });
    await sleep(100);
    expect(onBoard).toHaveLength(1);
    expect(onWatcher).toHaveLength(1);
    expect(onBystander).toEqual([]);
  });

  it('watchers get at most ~2 levels a second while the tally hears all of them', async () => {
    const classId = await createClass(ctx, teacher);
    const phone = await device(classId);
    const board = await display(classId);
    await phone.socket.emitWithAck('volume:listen', { classId, listen: true });
    await board.emitWithAck('volume:watch', { classId, watch: true });
    const shown = record(board, 'volume:level');
    // Four a second for two seconds: the board sees every other one.
    await noise(phone.socket, classId, 30, 2000);
    expect(shown.map((e) => e.level)).toEqual([30, 30, 30, 30]);
  });

  it('a stranger, or a display of another class, cannot watch', async () => {
    const classId = await createClass(ctx, teacher);
    const otherClass = await createClass(ctx, teacher);
    const board = await display(otherClass);
    expect(await board.emitWithAck('volume:watch', { classId, watch: true })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    const stranger = connect(base, { cookie: other.cookie });
    open.push(stranger);
    await connected(stranger);
    expect(await stranger.emitWithAck('volume:watch', { classId, watch: true })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    const phone = await device(classId);
    await phone.socket.emitWithAck('volume:listen', { classId, listen: true });
    const heard = [record(board, 'volume:level'), record(stranger, 'volume:level')];
    phone.socket.emit('volume:level', { classId, level: 50 });
    await sleep(100);
    expect(heard.flat()).toEqual([]);
  });
});

describe('the tally', () => {
  it('a clap adds nothing; sustained noise above 80 adds one per 5 s; every device hears the count', async () => {
    const classId = await createClass(ctx, teacher);
    const phone = await device(classId);
    const board = await display(classId);
    const tallies = record(board, 'volume:tally');
    await phone.socket.emitWithAck('volume:listen', { classId, listen: true, label: 'Phone' });

    await noise(phone.socket, classId, 40, 6000);
    await noise(phone.socket, classId, 100, 300);
    await noise(phone.socket, classId, 40, 3000);
    expect((await settingsOf(classId)).volume_tally_count).toBe(0);

    await noise(phone.socket, classId, 90, 15_000);
    const { volume_tally_count: count } = await settingsOf(classId);
    // Loud for 15 s after quiet: the 5-second average passes 80 within ~4.5 s, then every 5 s.
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(3);
    expect(tallies.map((t) => t.count)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    // Each count is a new class version.
    const versions = tallies.map((t) => t.version);
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('a disabled tally adds nothing; reset and Start Class set it to 0 on every device', async () => {
    const classId = await createClass(ctx, teacher);
    const phone = await device(classId);
    const laptop = await device(classId);
    const tallies = record(laptop.socket, 'volume:tally');
    await phone.socket.emitWithAck('volume:listen', { classId, listen: true });
    const off = await ctx.request({
      method: 'PATCH',
      url: `/api/classes/${classId}/settings`,
      as: teacher,
      payload: { volumeTallyEnabled: false },
    });
    expect(off.statusCode).toBe(200);
    await noise(phone.socket, classId, 95, 8000);
    expect((await settingsOf(classId)).volume_tally_count).toBe(0);

    await ctx.request({
      method: 'PATCH',
      url: `/api/classes/${classId}/settings`,
      as: teacher,
      payload: { volumeTallyEnabled: true },
    });
    await noise(phone.socket, classId, 95, 500);
    expect((await settingsOf(classId)).volume_tally_count).toBe(1);

    const reset = await ctx.request({
      method: 'POST',
      url: `/api/classes/${classId}/volume-tally/reset`,
      as: teacher,
    });
    expect(reset.json()).toMatchObject({ count: 0 });
    await ctx.request({
      method: 'POST',
      url: `/api/classes/${classId}/volume-tally/increment`,
      as: teacher,
    });
    expect((await settingsOf(classId)).volume_tally_count).toBe(1);
    const start = await phone.socket.emitWithAck('run:command', {
      classId,
      command: { type: 'start' },
    });
    expect(start.ok).toBe(true);
    await sleep(100);
    expect((await settingsOf(classId)).volume_tally_count).toBe(0);
    expect(tallies.map((t) => t.count)).toEqual([1, 0, 1, 0]);
  });

  it('readings sent in pairs count as the quarter seconds they stand for', async () => {
    const classId = await createClass(ctx, teacher);
    const phone = await device(classId);
    await phone.socket.emitWithAck('volume:listen', { classId, listen: true });
    const pairs = async (level: number, ms: number) => {
      for (let t = 0; t < ms; t += 500) {
        phone.socket.emit('volume:level', { classId, level, earlier: [level] });
        await sleep(10);
        ctx.app.clock.jump(500);
      }
      await sleep(50);
    };
    // A clap: one pair at 100 among quiet ones adds nothing.
    await pairs(20, 3000);
    phone.socket.emit('volume:level', { classId, level: 100, earlier: [100] });
    await sleep(10);
    ctx.app.clock.jump(500);
    await pairs(20, 3000);
    expect((await settingsOf(classId)).volume_tally_count).toBe(0);
    // Six seconds of pairs above 80: exactly one, as six seconds of single readings.
    await pairs(95, 6000);
    expect((await settingsOf(classId)).volume_tally_count).toBe(1);
    const bad = [
      { classId, level: 50, earlier: [1, 2, 3, 4] },
      { classId, level: 50, earlier: [101] },
    ];
    for (const payload of bad) phone.socket.emit('volume:level', payload as never);
    await sleep(50);
    expect((await settingsOf(classId)).volume_tally_count).toBe(1);
  });

  it('two devices sending levels at once cannot count twice: only the listener is heard', async () => {
    const classId = await createClass(ctx, teacher);
    const phone = await device(classId);
    const laptop = await device(classId);
    await phone.socket.emitWithAck('volume:listen', { classId, listen: true, label: 'Phone' });
    await laptop.socket.emitWithAck('volume:listen', { classId, listen: true, label: 'Laptop' });
    for (let t = 0; t < 11_000; t += 250) {
      phone.socket.emit('volume:level', { classId, level: 95 });
      laptop.socket.emit('volume:level', { classId, level: 95 });
      await sleep(10);
      ctx.app.clock.jump(250);
    }
    await sleep(50);
    // 11 s of noise heard once: counts at ~4 s and ~9 s, never one per device.
    expect((await settingsOf(classId)).volume_tally_count).toBe(2);
  });

  it('the increment call keeps the 5 s gap and refuses a stranger', async () => {
    const classId = await createClass(ctx, teacher);
    const call = (as?: Teacher) =>
      ctx.request({
        method: 'POST',
        url: `/api/classes/${classId}/volume-tally/increment`,
        ...(as ? { as } : {}),
      });
    expect((await call(teacher)).json()).toMatchObject({ counted: true, count: 1 });
    expect((await call(teacher)).json()).toMatchObject({ counted: false, count: 1 });
    ctx.app.clock.jump(5000);
    expect((await call(teacher)).json()).toMatchObject({ counted: true, count: 2 });
    expect((await call()).statusCode).toBe(401);
    expect((await call(other)).statusCode).toBe(404);
    expect((await settingsOf(classId)).volume_tally_count).toBe(2);
  });

  it("counts at the teacher's Too Loud line: 80 to start, then wherever the teacher moves it", async () => {
    const classId = await createClass(ctx, teacher);
    const phone = await device(classId);
    const board = await display(classId);
    const tallies = record(board, 'volume:tally');
    const line = async (volumeThreshold: number) => {
      const res = await ctx.request({
        method: 'PATCH',
        url: `/api/classes/${classId}/settings`,
        as: teacher,
        payload: { volumeThreshold },
      });
      expect(res.json()).toMatchObject({ volumeThreshold });
    };
    const count = async () => (await settingsOf(classId)).volume_tally_count;
    // A new class starts at the spec's 'Over 80%': chatter at 70 counts nothing.
    const settings = await ctx.request({
      method: 'GET',
      url: `/api/classes/${classId}/settings`,
      as: teacher,
    });
    expect(settings.json()).toMatchObject({ volumeThreshold: 80 });
    await phone.socket.emitWithAck('volume:listen', { classId, listen: true, label: 'Phone' });
    await noise(phone.socket, classId, 70, 8000);
    expect(await count()).toBe(0);

    // The teacher lowers the line to 60 while the phone listens: the same 70 counts at once
    // (its 5-second average is already over 60), then once per 5 s.
    await line(60);
    await noise(phone.socket, classId, 70, 6000);
    expect(await count()).toBe(2);
    expect(tallies.map((t) => t.count)).toEqual([1, 2]);

    // Raised to 90: 85 no longer counts, though it is over the spec's 80.
    await line(90);
    await noise(phone.socket, classId, 85, 12_000);
    expect(await count()).toBe(2);

    // A device that starts listening after the change counts by it too.
    await line(50);
    await phone.socket.emitWithAck('volume:listen', { classId, listen: false });
    const laptop = await device(classId);
    await laptop.socket.emitWithAck('volume:listen', { classId, listen: true, label: 'Laptop' });
    await noise(laptop.socket, classId, 55, 4500);
    expect(await count()).toBe(3);
    // At 100 nothing counts, not even full scale.
    await line(100);
    await noise(laptop.socket, classId, 100, 12_000);
    expect(await count()).toBe(3);
  });

  it('the count statement checks the stored line: a line raised elsewhere is never counted past', async () => {
    const classId = await createClass(ctx, teacher);
    const phone = await device(classId);
    await phone.socket.emitWithAck('volume:listen', { classId, listen: true });
    // The line raised behind this instance's back (as on an instance whose word was lost).
    await ctx.db
      .updateTable('class_settings')
      .set({ volume_threshold: 95 })
      .where('class_id', '=', classId)
      .execute();
    await noise(phone.socket, classId, 90, 12_000);
    expect((await settingsOf(classId)).volume_tally_count).toBe(0);
    // The increment call is the teacher's own count: no level, no line.
    const bump = await ctx.request({
      method: 'POST',
      url: `/api/classes/${classId}/volume-tally/increment`,
      as: teacher,
    });
    expect(bump.json()).toMatchObject({ counted: true, count: 1 });
  });

  it('levels are never stored: ten seconds of them change no row', async () => {
    const classId = await createClass(ctx, teacher);
    const phone = await device(classId);
    await phone.socket.emitWithAck('volume:listen', { classId, listen: true });
    const before = await ctx.db
      .selectFrom('class_settings')
      .selectAll()
      .where('class_id', '=', classId)
      .executeTakeFirstOrThrow();
    await noise(phone.socket, classId, 30, 10_000);
    const after = await ctx.db
      .selectFrom('class_settings')
      .selectAll()
      .where('class_id', '=', classId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});
