import { MESSAGES } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import type { Teacher, TestContext } from './context';
import { createClass, displayLink } from './fixtures';
import { setUpLiveServer } from './set-up';
import { connect, connected, record, sleep } from './socket-client';

/*
 * The award sound's settings (decision 0160): off until the teacher turns it on; one switch
 * per kind; and the one device that plays it, a display link of this class or one of the
 * teacher's devices. Every device follows; a display knows which link it is.
 */
let ctx: TestContext;
let base: string;
let teacher: Teacher;
let other: Teacher;
const open = setUpLiveServer((s) => ({ ctx, base, teacher, other } = s), { teachers: 2 });

const patch = (classId: number, payload: object, as: Teacher = teacher) =>
  ctx.request({ method: 'PATCH', url: `/api/classes/${classId}/settings`, as, payload });

async function display(classId: number) {
  const link = await displayLink(ctx, teacher, classId);
  const socket = connect(base, { auth: { displayToken: link.token } });
  open.push(socket);
  await connected(socket);
  const snapshot = await socket.emitWithAck('display:snapshot', {});
  if (!snapshot.ok) throw new Error(snapshot.error.message);
  return { socket, snapshot: snapshot.data, link };
}

const stored = (classId: number) =>
  ctx.db
    .selectFrom('class_settings')
    .select([
      'award_sound',
      'award_sound_positive',
      'award_sound_needs_work',
      'award_sound_device',
      'award_sound_device_label',
    ])
    .where('class_id', '=', classId)
    .executeTakeFirstOrThrow();

describe('the award sound', () => {
  it('a display knows which link it is, over the socket and in its page', async () => {
    const classId = await createClass(ctx, teacher);
    const first = await display(classId);
    const second = await display(classId);
    expect(first.snapshot.linkId).toBe(first.link.id);
    expect(second.snapshot.linkId).toBe(second.link.id);
    const page = await ctx.request({ method: 'GET', url: `/api/display/${second.link.token}` });
    expect(page.json().linkId).toBe(second.link.id);
  });

  it('a display link of the class is chosen and turned on; every device follows, the display without the label', async () => {
    const classId = await createClass(ctx, teacher);
    const board = await display(classId);
    const phone = connect(base, { cookie: teacher.cookie });
    open.push(phone);
    await connected(phone);
    await phone.emitWithAck('class:join', { classId });
    const onPhone = record(phone, 'settings:changed');
    const onBoard = record(board.socket, 'settings:changed');

    const res = await patch(classId, {
      awardSound: true,
      awardSoundNeedsWork: false,
      awardSoundDevice: `link:${board.link.id}`,
      // A link is named by its own date on the teacher's screens: a label sent with it is dropped.
      awardSoundDeviceLabel: 'Projector',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      awardSound: true,
      awardSoundPositive: true,
      awardSoundNeedsWork: false,
      awardSoundDevice: `link:${board.link.id}`,
      awardSoundDeviceLabel: '',
    });
    await sleep(100);
    expect(onPhone.map((e) => e.prefs)).toEqual([
      expect.objectContaining({
        awardSound: true,
        awardSoundDevice: `link:${board.link.id}`,
        awardSoundDeviceLabel: '',
      }),
    ]);
    expect(onBoard.map((e) => e.prefs)).toEqual([
      expect.objectContaining({
        awardSound: true,
        awardSoundPositive: true,
        awardSoundNeedsWork: false,
        awardSoundDevice: `link:${board.link.id}`,
      }),
    ]);
    expect(onBoard[0]?.prefs).not.toHaveProperty('awardSoundDeviceLabel');
    expect(await stored(classId)).toEqual({
      award_sound: true,
      award_sound_positive: true,
      award_sound_needs_work: false,
      award_sound_device: `link:${board.link.id}`,
      award_sound_device_label: '',
    });
  });

  it('a teacher device keeps its label; choosing none clears both', async () => {
    const classId = await createClass(ctx, teacher);
    const device = 'device:Zx8_k2-Lq0aB9c';
    const res = await patch(classId, {
      awardSoundDevice: device,
      awardSoundDeviceLabel: '  Teacher’s computer ',
    });
    expect(res.json()).toMatchObject({
      awardSoundDevice: device,
      awardSoundDeviceLabel: 'Teacher’s computer',
    });
    await patch(classId, { awardSoundDevice: null });
    expect(await stored(classId)).toMatchObject({
      award_sound_device: null,
      award_sound_device_label: '',
    });
  });

  it("another class's link, a revoked one or a link never made is not found, and nothing changes", async () => {
    const classId = await createClass(ctx, teacher);
    const elsewhere = await createClass(ctx, teacher);
    const theirs = await createClass(ctx, other);
    const mine = await displayLink(ctx, teacher, classId);
    await patch(classId, { awardSound: true, awardSoundDevice: `link:${mine.id}` });
    const foreign = await displayLink(ctx, teacher, elsewhere);
    const strangers = await displayLink(ctx, other, theirs);
    const revoked = await displayLink(ctx, teacher, classId);
    await ctx.request({ method: 'DELETE', url: `/api/display-links/${revoked.id}`, as: teacher });
    for (const id of [foreign.id, strangers.id, revoked.id, 999_999]) {
      const res = await patch(classId, { awardSoundDevice: `link:${id}`, awardSound: false });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: MESSAGES.soundLinkNotFound });
    }
    // The whole PATCH was refused: the switch stayed on and the device as it was.
    expect(await stored(classId)).toMatchObject({
      award_sound: true,
      award_sound_device: `link:${mine.id}`,
    });
    // Another teacher cannot point this class's sound anywhere.
    expect((await patch(classId, { awardSound: false }, other)).statusCode).toBe(404);
  });

  it('bad values are 400s, and nothing is saved', async () => {
    const classId = await createClass(ctx, teacher);
    for (const bad of [
      { awardSound: 'on' },
      { awardSoundPositive: 1 },
      { awardSoundNeedsWork: null },
      { awardSoundDevice: 'display:3' },
      { awardSoundDevice: 'link:' },
      { awardSoundDevice: 'link:0' },
      { awardSoundDevice: 'link:1e3' },
      { awardSoundDevice: 'link:12345678901' },
      { awardSoundDevice: 'device:short' },
      { awardSoundDevice: `device:${'a'.repeat(65)}` },
      { awardSoundDevice: 'device:has space1' },
      { awardSoundDevice: 7 },
      { awardSoundDeviceLabel: 'x'.repeat(41) },
      { awardSoundDeviceLabel: 3 },
    ]) {
      const res = await patch(classId, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('invalid_payload');
    }
    expect(await stored(classId)).toEqual({
      award_sound: false,
      award_sound_positive: true,
      award_sound_needs_work: true,
      award_sound_device: null,
      award_sound_device_label: '',
    });
  });
});
