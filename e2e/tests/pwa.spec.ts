import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  ALONE,
  DISPLAY,
  expectInstallable,
  IPAD,
  shot,
  showTab,
  startOwnServer,
  stopOwnServer,
  teacherWithClass,
  untilUp,
} from './support';

/*
 * Step 14, the installable app (decision 0180), on the built app served by our server: the
 * service worker takes the page, the manifest and its icons load and Chromium finds the app
 * installable; offline, the phone opens the app from the device and keeps a tap for later; a
 * new version waits for the teacher's "Reload", and an open board reloads into it between
 * lessons, by itself. A server of its own with a copy of the build, so the journey can put a
 * new version in place of the old.
 */
// Beside the journeys' server (E2E_PORT) and the others' (+1 .. +8); E2E_PWA_PORT moves it, as
// E2E_RESTART_PORT does restart.spec's, for a checkout given only a few ports.
const PORT = Number(process.env.E2E_PWA_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 9);
const BASE = `http://localhost:${PORT}`;
const BUILD = path.resolve(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');

/** A new version on the server: the worker's file changes, as any new build changes it. */
function deployNewVersion(webDist: string): void {
  appendFileSync(path.join(webDist, 'sw.js'), '\n// a new version\n');
  // The server prefers the precompressed copies: they go, so the new file is the one served.
  rmSync(path.join(webDist, 'sw.js.br'), { force: true });
  rmSync(path.join(webDist, 'sw.js.gz'), { force: true });
}

/** Until the page's service worker is active and controls it. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** What the browser does every quarter of an hour by itself: ask for a new worker file. */
const checkForUpdate = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

const ada = (page: Page) => page.getByRole('listitem').filter({ hasText: 'Ada Lovelace' });

test(
  'the app installs, opens offline keeping a tap, and a new version waits for Reload on the phone and for the lesson to end on the board',
  ALONE,
  async ({ browser }) => {
    // The board registers its worker a minute after loading, the teacher's pages ten seconds
    // after theirs (decision 0180): a long journey by design.
    test.setTimeout(300_000);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'classbeam-pwa-'));
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'classbeam-pwa-web-'));
    cpSync(BUILD, webDist, { recursive: true });
    const server = startOwnServer(PORT, dataDir, { WEB_DIST: webDist });
    try {
      await untilUp(`${BASE}/api/auth/user`);
      const { phone, classId } = await teacherWithClass(browser, BASE, ['Ada Lovelace'], {
        prefix: 'pwa',
      });
      const page = await phone.newPage();
      await page.goto(`/classroom/${classId}`);
      await expect(page.getByText('Live', { exact: true })).toBeVisible();

      // Installable: a worker controls the page, the manifest and its icons load, and Chromium
      // itself finds nothing missing for installing it.
      await controlled(page);
      await expect(page.getByText('Live', { exact: true })).toBeVisible();
      const manifest = await (await page.request.get('/manifest.webmanifest')).json();
      expect(manifest).toMatchObject({ name: 'Classbeam', display: 'standalone', start_url: '/' });
      for (const icon of manifest.icons as { src: string; sizes: string }[]) {
        const file = await page.request.get(icon.src);
        expect(file.headers()['content-type'], icon.src).toBe('image/png');
      }
      expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
      // Chromium's own check: nothing missing on the page a teacher opens.
      await expectInstallable(`${BASE}/`);
      // Nothing of the server's answers is kept: only the app's own files are in the cache.
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
        return urls;
      });
      expect(cached.length).toBeGreaterThan(20);
      expect(cached.filter((u) => /\/(api|socket\.io)\//.test(u))).toEqual([]);

      // Offline: a tap waits on the phone; the app opens again from the device and says so.
      await phone.setOffline(true);
      await ada(page).getByRole('button', { name: '+1 point for Ada Lovelace' }).click();
      await expect(ada(page).getByText('6 points', { exact: true })).toBeVisible();
      await page.reload();
      await expect(
        page.getByText('Offline: taps are kept and sent when you are back'),
      ).toBeVisible();
      await expect(page.getByText('1 change is waiting on this device.')).toBeVisible();
      await shot(page, 'pwa-offline-phone', { fullPage: false });
      const ipad = await browser.newContext({
        ...IPAD,
        baseURL: BASE,
        storageState: await phone.storageState(),
      });
      const onIpad = await ipad.newPage();
      await onIpad.goto(`/classroom/${classId}`);
      await controlled(onIpad);
      await ipad.setOffline(true);
      await onIpad.reload();
      await expect(
        onIpad.getByText('Offline: taps are kept and sent when you are back'),
      ).toBeVisible();
      await shot(onIpad, 'pwa-offline-ipad', { fullPage: false });
      await ipad.setOffline(false);

      // Back online: the app comes back by itself and the kept tap reaches the server.
      await phone.setOffline(false);
      await expect(page.getByText('Live', { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect
        .poll(async () => {
          const students = await (
            await page.request.get(`/api/classes/${classId}/students`)
          ).json();
          return students[0]?.points;
        })
        .toBe(6);

      // A board is open on the class, between lessons.
      const { path: displayPath } = await (
        await page.request.post(`/api/classes/${classId}/display-links`, {
          headers: { origin: BASE },
        })
      ).json();
      const screen = await browser.newContext({ ...DISPLAY, baseURL: BASE });
      const board = await screen.newPage();
      await board.goto(displayPath);
      await expect(board.getByRole('article', { name: /^Ada Lovelace, / })).toBeVisible();
      // The board registers its worker a minute after its page has loaded (0180).
      await expect
        .poll(
          () =>
            board.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())),
          { timeout: 80_000 },
        )
        .toBe(true);
      await board.evaluate(() => navigator.serviceWorker.ready);
      await board.evaluate(() => {
        (window as unknown as { sameVisit: boolean }).sameVisit = true;
      });

      // The lesson starts.
      await showTab(page, 'Lesson');
      await page.getByRole('button', { name: 'Start Class' }).click();
      await expect(page.getByRole('button', { name: 'Pause' })).toBeEnabled();

      // A second tab of the app on the phone (the installed app beside a browser tab).
      const tab = await phone.newPage();
      await tab.goto(`/classroom/${classId}`);
      await expect(tab.getByText('Live', { exact: true })).toBeVisible();
      await tab.evaluate(() => {
        (window as unknown as { sameVisit: boolean }).sameVisit = true;
      });

      // A new version is put on the server. The phone, on its next check, offers it and waits.
      deployNewVersion(webDist);
      await checkForUpdate(page);
      const banner = page.getByRole('status').filter({ hasText: 'Update available, reload?' });
      await expect(banner).toBeVisible({ timeout: 15_000 });
      await shot(page, 'pwa-update-phone', { fullPage: false });
      await onIpad.reload();
      // Asked ten seconds after the page has loaded, when it registers (0180).
      await expect(
        onIpad.getByRole('status').filter({ hasText: 'Update available, reload?' }),
      ).toBeVisible({ timeout: 30_000 });
      await shot(onIpad, 'pwa-update-ipad', { fullPage: false });
      // Later: the question goes, and nothing reloaded.
      await onIpad.getByRole('button', { name: 'Later' }).click();
      await expect(onIpad.getByText('Update available, reload?')).toHaveCount(0);

      // The board asks nobody, and never mid-lesson: it reloads itself into the new version once
      // the lesson is over.
      await checkForUpdate(board);
      await board.waitForTimeout(3000);
      const sameVisit = () =>
        board.evaluate(() => (window as unknown as { sameVisit?: boolean }).sameVisit ?? false);
      expect(await sameVisit()).toBe(true);
      await showTab(page, 'Lesson');
      await page.getByRole('button', { name: 'Finish Class' }).click();
      const finish = page.getByRole('dialog', { name: 'Finish the class now?' });
      if (await finish.isVisible())
        await finish.getByRole('button', { name: 'Finish Class' }).click();
      await expect(page.getByRole('region', { name: 'Class Complete!' })).toBeVisible();
      await expect.poll(sameVisit, { timeout: 15_000 }).toBe(false);
      await expect(board.getByRole('article', { name: /^Ada Lovelace, / })).toBeVisible();
      await expect(board.getByText('Update available, reload?')).toHaveCount(0);

      // Reload on the phone: the new worker takes over and the page comes back on the class.
      const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      expect(before).toContain('/sw.js');
      await banner.getByRole('button', { name: 'Reload' }).click();
      await expect(page.getByText('Live', { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('Update available, reload?')).toHaveCount(0);
      expect(
        await page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
        ),
      ).toBeNull();
      // The other tab still asks; its Reload brings it to the version the first tab took.
      const tabBanner = tab.getByRole('status').filter({ hasText: 'Update available, reload?' });
      await expect(tabBanner).toBeVisible({ timeout: 30_000 });
      await tabBanner.getByRole('button', { name: 'Reload' }).click();
      await expect
        .poll(() =>
          tab.evaluate(() => (window as unknown as { sameVisit?: boolean }).sameVisit ?? false),
        )
        .toBe(false);
      await expect(tab.getByText('Live', { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(tab.getByText('Update available, reload?')).toHaveCount(0);
      await ipad.close();
      await screen.close();
      await phone.close();
    } finally {
      await stopOwnServer(server);
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(webDist, { recursive: true, force: true });
    }
  },
);

test("a school's proxy with no server behind it: the phone says offline and keeps its taps, not signed out", async ({
  browser,
  baseURL,
}) => {
  const { phone, classId } = await teacherWithClass(browser, baseURL, ['Ada Lovelace'], {
    prefix: 'pwa-proxy',
  });
  // Every instance can go down at once: then the proxy (HAProxy here, docs/school/proxy.md)
  // answers the app's requests itself, with a page of its own, and no tap reaches a server.
  // (An open WebSocket outlives Playwright's offline switch, so the taps are held here.)
  let down = false;
  const noServer = {
    status: 503,
    contentType: 'text/html',
    body: '<html><body><h1>503 Service Unavailable</h1>No server is available to handle this request.</body></html>',
  };
  await phone.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (!(down && String(message).includes('"ops:apply"'))) server.send(message);
    });
  });
  await phone.route(/\/(api|socket\.io)\//, (route) =>
    down ? route.fulfill(noServer) : route.continue(),
  );
  const page = await phone.newPage();
  await page.goto(`/classroom/${classId}`);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(ada(page).getByText('5 points', { exact: true })).toBeVisible();
  down = true;
  await ada(page).getByRole('button', { name: '+1 point for Ada Lovelace' }).click();
  await expect(ada(page).getByText('6 points', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Offline: taps are kept and sent when you are back')).toBeVisible();
  await expect(page.getByText('1 change is waiting on this device.')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/classroom/${classId}`);

  // The servers are back: the class comes back by itself, and the kept tap arrives once.
  down = false;
  await expect(page.getByText('Live', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => {
      const students = await (await page.request.get(`/api/classes/${classId}/students`)).json();
      return students[0]?.points;
    })
    .toBe(6);
  await phone.close();
});
