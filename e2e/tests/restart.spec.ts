import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  ALONE,
  newDevice,
  showTab,
  startOwnServer,
  stopOwnServer,
  teacherWithClass,
  uniqueEmail,
  untilUp,
} from './support';

/*
 * R6: the server stops mid-activity and comes back; both devices reconnect by themselves
 * and show the same activity and the same time left as before, within a second. This test
 * runs a server of its own (real time, its own data folder) so it can restart it.
 */
// Beside the journeys' server (E2E_PORT, 4310 by default), so two checkouts' runs apart.
const PORT = Number(process.env.E2E_RESTART_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 1);
const BASE = `http://localhost:${PORT}`;
/** A server of this journey's own and when it answers. */
function startServer(dataDir: string): { child: ChildProcess; ready: Promise<void> } {
  const child = startOwnServer(PORT, dataDir);
  return { child, ready: untilUp(`${BASE}/api/auth/user`) };
}

const seconds = async (page: Page, id: string) => {
  const text = (await page.getByTestId(id).first().textContent()) ?? '';
  const [m, s] = text.split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};

// Alone: a second server and its PostgreSQL stop and start here, and beside another journey on
// two cores the clean stop (a checkpoint) once outlasted the 30 s grace and exited 1.
test(
  'a server restart mid-activity: both devices come back to the same activity and time left',
  ALONE,
  async ({ browser }) => {
    test.setTimeout(120_000);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'classbeam-restart-'));
    let server = startServer(dataDir);
    try {
      await server.ready;
      const phone = await newDevice(browser, 'phone', BASE);
      const display = await newDevice(browser, 'display', BASE);
      const email = uniqueEmail('restart');
      const headers = { origin: BASE };
      await phone.request.post('/api/auth/signup', {
        headers,
        data: { email, password: 'quiet-harbour-64', firstName: 'Noor' },
      });
      await display.request.post('/api/auth/signin', {
        headers,
        data: { email, password: 'quiet-harbour-64' },
      });
      const { id: classId } = await (
        await phone.request.post('/api/classes', { headers, data: { name: 'Restart class' } })
      ).json();
      await phone.request.patch(`/api/classes/${classId}/settings`, {
        headers,
        data: {
          classSchedule: [
            { name: 'Number talk', duration: 10 },
            { name: 'Practice', duration: 20 },
          ],
        },
      });
      const a = await phone.newPage();
      await a.goto(`/classroom/${classId}`);
      const b = await display.newPage();
      await b.goto(`/classroom/${classId}`);
      await b.getByRole('button', { name: 'Student Scoreboard' }).click();
      await showTab(a, 'Lesson');
      await a.getByRole('button', { name: 'Start Class' }).click();
      await a.getByRole('button', { name: 'Next Activity' }).click();
      for (const page of [a, b])
        await expect(page.getByTestId('current-activity')).toHaveText('Practice');
      const before = await seconds(b, 'task-time-left');
      // Time runs on from this reading, through the stop (which itself takes a moment) and the start.
      const readAt = Date.now();

      // A clean stop, though both devices are connected (not the forced exit after the grace).
      expect(await stopOwnServer(server.child)).toBe(0);
      server = startServer(dataDir);
      await server.ready;
      // Both pages reconnect on their own and keep counting from the server's run.
      for (const page of [a, b])
        await expect(page.getByTestId('current-activity')).toHaveText('Practice');
      const [leftA, leftB] = await Promise.all([
        seconds(a, 'task-time-left'),
        seconds(b, 'task-time-left'),
      ]);
      const elapsed = Math.round((Date.now() - readAt) / 1000);
      expect(Math.abs(leftA - leftB)).toBeLessThanOrEqual(1);
      // The activity kept running while the server was away (time flows on the server's clock).
      expect(Math.abs(before - elapsed - leftB)).toBeLessThanOrEqual(2);
      // And they are live again, not just showing what they had: a pause reaches the display.
      await a.getByRole('button', { name: 'Pause' }).click();
      await expect(b.getByRole('region', { name: 'Class schedule' })).toContainText('Paused');
      await phone.close();
      await display.close();
    } finally {
      await stopOwnServer(server.child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);

test('a display left open across an upgrade that changed the protocol reloads the new code once, then follows', async ({
  browser,
  baseURL,
}) => {
  const { phone, classId, origin } = await teacherWithClass(browser, baseURL, ['Maya', 'Leo']);
  const { path: displayPath } = await (
    await phone.request.post(`/api/classes/${classId}/display-links`, { headers: { origin } })
  ).json();
  const screen = await newDevice(browser, 'display', origin);
  const board = await screen.newPage();
  let loads = 0;
  board.on('load', () => {
    loads += 1;
  });
  // The page's first copy speaks the protocol before this one (its handshake says so); the
  // copy it reloads is the server's own.
  await board.route('**/socket.io/**', async (route) => {
    const body = route.request().postData();
    const spoken = body?.match(/"protocol":(\d+)/);
    if (loads > 1 || !body || !spoken) return route.continue();
    await route.continue({
      postData: body.replace(spoken[0], `"protocol":${Number(spoken[1]) - 1}`),
    });
  });
  await board.goto(displayPath);
  await expect.poll(() => loads).toBe(2);
  await expect(board.getByRole('article', { name: /^Maya, / })).toBeVisible();
  // And it follows the class on the new code.
  await phone.request.post('/api/students', {
    headers: { origin },
    data: { classId, name: 'Ava' },
  });
  await expect(board.getByRole('article', { name: /^Ava, / })).toBeVisible();
  expect(loads).toBe(2);
  await screen.close();
  await phone.close();
});
