import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type RedisServer, redisServerPath, startRedis } from '../../scripts/redis-server.mjs';
import { newDevice, showTab, startOwnServer, stopOwnServer, uniqueEmail, untilUp } from './support';

/*
 * Two instances of the server on one database and one Redis (REDIS_URL), as behind a load
 * balancer: the teacher's phone is served by one, the classroom display by the other, and
 * the display follows the phone as if they shared a server. `npm test` installs
 * redis-server on Debian as root; elsewhere this journey is skipped, except in CI.
 */
// Beside the journeys' server (E2E_PORT, 4310 by default) and restart.spec.ts's (+1).
const PHONE_PORT = Number(
  process.env.E2E_INSTANCE_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 2,
);
const DISPLAY_PORT = PHONE_PORT + 1;
const REDIS_PORT = PHONE_PORT + 2;
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;
const hasRedis = redisServerPath() !== null;
if (!hasRedis && process.env.CI) throw new Error('CI must have redis-server for this journey');

const row = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

test.skip(!hasRedis, 'redis-server is not installed');

test('phone on one instance, display on another: the display follows every change, and a revoke reaches it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'classbeam-instances-'));
  const children: ChildProcess[] = [];
  let redis: RedisServer | undefined;
  try {
    redis = await startRedis({ port: REDIS_PORT });
    // The first instance starts the database in the shared folder; the second joins it.
    const phoneBase = `http://localhost:${PHONE_PORT}`;
    const displayBase = `http://localhost:${DISPLAY_PORT}`;
    children.push(startOwnServer(PHONE_PORT, dataDir, { REDIS_URL }));
    await untilUp(`${phoneBase}/api/auth/user`);
    children.push(startOwnServer(DISPLAY_PORT, dataDir, { REDIS_URL }));
    await untilUp(`${displayBase}/api/auth/user`);

    const phone = await newDevice(browser, 'phone', phoneBase);
    const headers = { origin: phoneBase };
    await phone.request.post('/api/auth/signup', {
      headers,
      data: { email: uniqueEmail('instances'), password: 'two-rivers-81', firstName: 'Ines' },
    });
    const { id: classId } = await (
      await phone.request.post('/api/classes', { headers, data: { name: 'Two servers' } })
    ).json();
    for (const name of ['Maya Lopez', 'Leo Chen', 'Sam Park'])
      await phone.request.post('/api/students', { headers, data: { classId, name } });

    const page = await phone.newPage();
    await page.goto(`/classroom/${classId}`);
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await showTab(page, 'More');
    await page.getByRole('button', { name: 'Display link' }).click();
    const links = page.getByRole('dialog', { name: /Display link/ });
    await links.getByRole('button', { name: 'Create link' }).click();
    const url = new URL(await links.getByLabel('Display link').inputValue());
    await links.getByRole('button', { name: 'Done' }).click();

    // The display reaches the class through the other instance.
    const screen = await newDevice(browser, 'display', displayBase);
    const board = await screen.newPage();
    await board.goto(url.pathname);
    await expect(board.getByRole('heading', { name: 'Two servers' })).toBeVisible();
    await expect(board.getByText('Ave: 5.0 pts')).toBeVisible();

    await showTab(page, 'Students');
    await row(page, 'Sam Park')
      .getByRole('button', { name: 'Attendance for Sam Park: Present. Tap for Absent' })
      .click();
    await expect(board.getByText('Sam Park')).toHaveCount(0);
    await row(page, 'Leo Chen').getByRole('button', { name: '+1 point for Leo Chen' }).click();
    await row(page, 'Leo Chen').getByRole('button', { name: '+1 point for Leo Chen' }).click();
    await expect(board.getByLabel('Leo Chen, 7 points, 1st')).toBeVisible();
    await expect(board.getByLabel('Maya Lopez, 5 points, 2nd')).toBeVisible();
    await expect(board.getByText('Ave: 6.0 pts')).toBeVisible();

    // Revoked through the phone's instance: the display on the other one is shut out.
    await showTab(page, 'More');
    await page.getByRole('button', { name: 'Display link' }).click();
    await links.getByRole('button', { name: 'Revoke' }).click();
    await expect(
      board.getByRole('heading', { name: 'This display link is no longer active' }),
    ).toBeVisible({ timeout: 3000 });
    await phone.close();
    await screen.close();
  } finally {
    // Instances before Redis; the one that started the database last.
    for (const child of children.reverse()) await stopOwnServer(child);
    await redis?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
