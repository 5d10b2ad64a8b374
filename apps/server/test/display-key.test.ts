import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SELF_ASSESSMENT_WINDOW_MS } from '@classbeam/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, listening, type Teacher, type TestContext } from './context';
import { createClass, displayLink } from './fixtures';
import { type ClientSocket, connect, connected, record, sleep } from './socket-client';

/*
 * The class key opens the self-assessment page (S9). A display link is read-only and may be
 * passed around, so it carries the key only while the page is open, when the board shows the
 * QR code anyway; outside a window it gives nothing to guess dates of birth with later.
 * Every way a display reads its snapshot is checked: the API, the socket and the page itself.
 */
let ctx: TestContext;
let base: string;
let teacher: Teacher;
let dist: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'classbeam-display-key-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(
    path.join(dist, 'display.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/display.js"></script>',
  );
  ctx = await createTestContext({ webDist: dist });
  base = await listening(ctx);
  teacher = await ctx.signUp();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The key the teacher's card shows (student assessment is on by default). */
const classKey = async (classId: number): Promise<string> =>
  (
    await ctx.request({
      method: 'GET',
      url: `/api/classes/${classId}/self-assessment`,
      as: teacher,
    })
  ).json().key;

const setWindow = (classId: number, open: boolean) =>
  ctx.request({
    method: 'PUT',
    url: `/api/classes/${classId}/self-assessment`,
    as: teacher,
    payload: { open },
  });

const rotate = (classId: number) =>
  ctx.request({ method: 'POST', url: `/api/classes/${classId}/self-assessment/key`, as: teacher });

/** A class, its display link, and that display's socket, connected. */
async function classWithDisplay() {
  const classId = await createClass(ctx, teacher, 'Year 3');
  const { token } = await displayLink(ctx, teacher, classId);
  const board = connect(base, { auth: { displayToken: token } });
  sockets.push(board);
  await connected(board);
  return { classId, token, board };
}

interface Seen {
  api: string | null;
  socket: string | null;
  page: string | null;
  /** The whole HTML of the display page, to look for the key anywhere in it. */
  html: string;
}

/** What a display link learns of the key, each way a display reads the class. */
async function seenBy(token: string, board: ClientSocket): Promise<Seen> {
  const api = await ctx.request({ method: 'GET', url: `/api/display/${token}`, as: null });
  expect(api.statusCode).toBe(200);
  const ack = await board.emitWithAck('display:snapshot', {});
  if (!ack.ok) throw new Error(ack.error.message);
  const page = await ctx.request({
    method: 'GET',
    url: `/display/${token}`,
    as: null,
    headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
  });
  const data = /<script type="application\/json" id="display-data">([^<]*)<\/script>/.exec(
    page.body,
  );
  if (!data?.[1]) throw new Error(`no snapshot in the display page: ${page.body}`);
  return {
    api: api.json().selfAssessmentKey,
    socket: ack.data.selfAssessmentKey,
    page: JSON.parse(data[1]).snapshot.selfAssessmentKey,
    html: page.body,
  };
}

const none = (seen: Seen, key: string) => {
  expect({ api: seen.api, socket: seen.socket, page: seen.page }).toEqual({
    api: null,
    socket: null,
    page: null,
  });
  expect(seen.html).not.toContain(key);
};

const every = (seen: Seen, key: string) =>
  expect({ api: seen.api, socket: seen.socket, page: seen.page }).toEqual({
    api: key,
    socket: key,
    page: key,
  });

describe('the class key on a display link', () => {
  it('is not sent while the page is closed, though student assessment is on: API, socket and page', async () => {
    const { classId, token, board } = await classWithDisplay();
    const key = await classKey(classId);
    none(await seenBy(token, board), key);
  });

  it('comes while the teacher has the page open, and goes when it is closed again', async () => {
    const { classId, token, board } = await classWithDisplay();
    const key = await classKey(classId);
    const windows = record(board, 'self-assessment:window');
    expect((await setWindow(classId, true)).statusCode).toBe(200);
    every(await seenBy(token, board), key);

    expect((await setWindow(classId, false)).statusCode).toBe(200);
    await sleep(50);
    // The display is told the page closed, and from then on reads no key.
    expect(windows.at(-1)).toEqual({ classId, openUntil: null });
    none(await seenBy(token, board), key);
  });

  it('goes when the 30 minutes are up on the server clock', async () => {
    const { classId, token, board } = await classWithDisplay();
    const key = await classKey(classId);
    const windows = record(board, 'self-assessment:window');
    await setWindow(classId, true);
    every(await seenBy(token, board), key);
    ctx.app.clock.jump(SELF_ASSESSMENT_WINDOW_MS + 1000);
    for (let i = 0; i < 50 && windows.at(-1)?.openUntil !== null; i += 1) await sleep(20);
    expect(windows.at(-1)).toEqual({ classId, openUntil: null });
    none(await seenBy(token, board), key);
  });

  it('is not sent for a window whose end has passed before its timer closed it', async () => {
    // The timer runs on whichever instance opened the window; until it fires, the stored end
    // is in the past and the snapshot must judge by the clock itself.
    const { classId, token, board } = await classWithDisplay();
    const key = await classKey(classId);
    await setWindow(classId, true);
    await ctx.db
      .updateTable('class_settings')
      .set({ self_assessment_open_until: new Date(ctx.app.clock.now() - 1000) })
      .where('class_id', '=', classId)
      .execute();
    none(await seenBy(token, board), key);
  });

  it('is not sent while student assessment is off, even with the page just open', async () => {
    const { classId, token, board } = await classWithDisplay();
    const key = await classKey(classId);
    await setWindow(classId, true);
    const off = await ctx.request({
      method: 'PATCH',
      url: `/api/classes/${classId}/settings`,
      as: teacher,
      payload: { studentAssessmentEnabled: false },
    });
    expect(off.statusCode).toBe(200);
    none(await seenBy(token, board), key);
    // Back on, the page stays closed: still nothing until the teacher opens it.
    await ctx.request({
      method: 'PATCH',
      url: `/api/classes/${classId}/settings`,
      as: teacher,
      payload: { studentAssessmentEnabled: true },
    });
    none(await seenBy(token, board), key);
  });

  it('after a new key while open, displays are told to read again and read the new key; while closed, none', async () => {
    const { classId, token, board } = await classWithDisplay();
    const old = await classKey(classId);
    await setWindow(classId, true);
    const changes = record(board, 'class:changed');
    const rotated = await rotate(classId);
    expect(rotated.statusCode).toBe(200);
    const fresh: string = rotated.json().key;
    expect(fresh).not.toBe(old);
    await sleep(50);
    expect(changes).toHaveLength(1);
    const seen = await seenBy(token, board);
    every(seen, fresh);
    expect(seen.html).not.toContain(old);

    await setWindow(classId, false);
    const again: string = (await rotate(classId)).json().key;
    none(await seenBy(token, board), again);
  });
});
