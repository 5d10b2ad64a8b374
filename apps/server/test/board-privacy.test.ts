import { BOARD_PRIVACY } from '@classbeam/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Teacher, TestContext } from './context';
import { createClass, displayLink } from './fixtures';
import { setUpLiveServer } from './set-up';
import { connect, connected, record, sleep } from './socket-client';

/*
 * What the board shows (docs/decisions/0152): a class setting, saved with the others, refused
 * when it is not one of the four, and followed by every board of the class at once: the
 * display links hear `settings:changed`, and a display that opens (or reloads) later gets it
 * in its snapshot, over the socket and over HTTP.
 */
let ctx: TestContext;
let base: string;
let teacher: Teacher;
let other: Teacher;
const open = setUpLiveServer((s) => ({ ctx, base, teacher, other } = s), { teachers: 2 });

const patch = (classId: number, payload: object, as: Teacher = teacher) =>
  ctx.request({ method: 'PATCH', url: `/api/classes/${classId}/settings`, as, payload });

const stored = async (classId: number) =>
  (
    await ctx.db
      .selectFrom('class_settings')
      .select('board_privacy')
      .where('class_id', '=', classId)
      .executeTakeFirstOrThrow()
  ).board_privacy;

async function board(classId: number) {
  const link = await displayLink(ctx, teacher, classId);
  const socket = connect(base, { auth: { displayToken: link.token } });
  open.push(socket);
  await connected(socket);
  const snapshot = async () => {
    const answer = await socket.emitWithAck('display:snapshot', {});
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.data;
  };
  return { socket, token: link.token, snapshot };
}

async function phone(classId: number) {
  const socket = connect(base, { cookie: teacher.cookie });
  open.push(socket);
  await connected(socket);
  const join = await socket.emitWithAck('class:join', { classId });
  if (!join.ok) throw new Error(join.error.message);
  return { socket, snapshot: join.data };
}

describe("the board's privacy", () => {
  it('starts as the full leaderboard, the board as it was, everywhere it is read', async () => {
    const classId = await createClass(ctx, teacher);
    expect(await stored(classId)).toBe('leaderboard');
    const read = await ctx.request({
      method: 'GET',
      url: `/api/classes/${classId}/settings`,
      as: teacher,
    });
    expect(read.json().boardPrivacy).toBe('leaderboard');
    expect((await phone(classId)).snapshot.prefs.boardPrivacy).toBe('leaderboard');
    const display = await board(classId);
    expect((await display.snapshot()).prefs.boardPrivacy).toBe('leaderboard');
  });

  it('each of the four is saved, reaches every teacher device and every board at once, and a board opened later starts with it', async () => {
    const classId = await createClass(ctx, teacher);
    const laptop = await phone(classId);
    const first = await board(classId);
    const second = await board(classId);
    const onLaptop = record(laptop.socket, 'settings:changed');
    const onFirst = record(first.socket, 'settings:changed');
    const onSecond = record(second.socket, 'settings:changed');
    let version = laptop.snapshot.version;

    // Round the four and back to the start, so each one is a change from the one before.
    for (const choice of [...BOARD_PRIVACY.slice(1), BOARD_PRIVACY[0]]) {
      const res = await patch(classId, { boardPrivacy: choice });
      expect(res.statusCode, choice).toBe(200);
      expect(res.json().boardPrivacy).toBe(choice);
      expect(await stored(classId)).toBe(choice);
      version += 1;
      await sleep(100);
      for (const heard of [onLaptop, onFirst, onSecond]) {
        expect(heard.at(-1), choice).toMatchObject({
          classId,
          version,
          prefs: { boardPrivacy: choice },
        });
      }
      // A board that opens now, or reloads, or takes its snapshot after a gap.
      const late = await board(classId);
      expect((await late.snapshot()).prefs.boardPrivacy, choice).toBe(choice);
      const http = await ctx.request({ method: 'GET', url: `/api/display/${late.token}` });
      expect(http.json().prefs.boardPrivacy, choice).toBe(choice);
      expect((await first.snapshot()).prefs.boardPrivacy, choice).toBe(choice);
    }
    expect(onFirst).toHaveLength(4);
    expect(onSecond).toHaveLength(4);

    // The same choice again changes nothing and says nothing.
    await patch(classId, { boardPrivacy: 'leaderboard' });
    await sleep(100);
    expect(onFirst).toHaveLength(4);
  });

  it('anything but the four is a 400 with a stable code and message, and keeps the choice', async () => {
    const classId = await createClass(ctx, teacher);
    await patch(classId, { boardPrivacy: 'class-total' });
    for (const bad of [
      'Leaderboard',
      'ranks',
      '',
      'class total',
      1,
      true,
      null,
      ['no-points'],
      { value: 'no-points' },
    ]) {
      const res = await patch(classId, { boardPrivacy: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code, JSON.stringify(bad)).toBe('invalid_payload');
      expect(res.json().message, JSON.stringify(bad)).toBe(
        'Board privacy is leaderboard, no-ranks, class-total or no-points',
      );
    }
    // Nor does a good choice get through alongside a bad field: the whole PATCH is refused.
    const mixed = await patch(classId, { boardPrivacy: 'no-points', volumeThreshold: 101 });
    expect(mixed.statusCode).toBe(400);
    expect(await stored(classId)).toBe('class-total');
    // Only the class's teacher may choose it.
    expect((await patch(classId, { boardPrivacy: 'no-points' }, other)).statusCode).toBe(404);
    expect(await stored(classId)).toBe('class-total');
  });

  it('the table itself holds only the four', async () => {
    const classId = await createClass(ctx, teacher);
    await expect(
      sql`update class_settings set board_privacy = 'everything' where class_id = ${classId}`.execute(
        ctx.db,
      ),
    ).rejects.toThrow(/class_settings_board_privacy_check/);
    expect(await stored(classId)).toBe('leaderboard');
  });
});
