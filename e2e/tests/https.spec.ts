import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  chromium,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';
import { ALONE, expectInstallable, PHONE, uniqueEmail, untilUp } from './support';

/*
 * Issue 33, item 1: a phone on the school network opens Classbeam at the machine's LAN
 * address, not localhost. Over https, with the school's CA trusted for real (imported into the
 * NSS database Chromium reads on Linux, from the server's own download page), the camera takes
 * a student's photo, the display's microphone gives the noise meter a reading and the display
 * holds a screen wake lock. Over plain http at the same kind of address, the browser gives the
 * page none of the three: that is why HTTPS=1 exists.
 */

// Beside the journeys' server (E2E_PORT), restart.spec.ts's (+1) and instances.spec.ts's (+2..+4).
const HTTPS_PORT = Number(process.env.E2E_HTTPS_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 5);
const DOOR_PORT = HTTPS_PORT + 1;
const PLAIN_PORT = Number(process.env.E2E_PORT ?? 4310);
const SERVER_DIR = path.resolve(import.meta.dirname, '..', '..', 'apps', 'server');
const PASSWORD = 'quiet-harbour-64';

/**
 * The machine's first LAN address, as the server's banner lists it. A machine with none
 * (only loopback) cannot show a phone's view: the journey says so rather than pass on
 * localhost, which browsers treat as secure even over http.
 */
function lanAddress(): string | undefined {
  for (const list of Object.values(os.networkInterfaces()))
    for (const card of list ?? [])
      if (card.family === 'IPv4' && !card.internal && !card.address.startsWith('169.254.'))
        return card.address;
  return undefined;
}
const LAN = lanAddress();
/** certutil (Debian's libnss3-tools) puts the CA where Chromium on Linux looks; .ci/run installs it. */
const hasCertutil = spawnSync('certutil', ['-H'], { stdio: 'ignore' }).error === undefined;
if (!hasCertutil && process.env.CI)
  throw new Error('CI must have certutil (libnss3-tools) for this journey');

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      HTTPS: '1',
      PORT: String(HTTPS_PORT),
      HTTP_PORT: String(DOOR_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TEST_CLOCK: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * What a device does on the trust page: follow its download link. The file is then trusted as
 * a Linux desktop trusts an authority, in the NSS database under the browser's HOME.
 */
async function trustTheSchoolCa(home: string, doorUrl: string): Promise<string> {
  const page = await (await fetch(doorUrl)).text();
  const link = /href="([^"]+\.crt)"/.exec(page)?.[1];
  expect(link, 'the trust page links the CA certificate').toBeDefined();
  const download = await fetch(new URL(link ?? '', doorUrl));
  expect(download.headers.get('content-type')).toBe('application/x-x509-ca-cert');
  const pem = await download.text();
  const caFile = path.join(home, 'classbeam-ca.crt');
  writeFileSync(caFile, pem);
  const db = `sql:${path.join(home, '.pki', 'nssdb')}`;
  mkdirSync(path.join(home, '.pki', 'nssdb'), { recursive: true });
  execFileSync('certutil', ['-d', db, '-N', '--empty-password']);
  // C: a CA trusted to issue server certificates.
  execFileSync('certutil', ['-d', db, '-A', '-t', 'C,,', '-n', 'Classbeam local CA', '-i', caFile]);
  return pem;
}

/**
 * Watches the page's own wake lock and microphone requests through to the real APIs (nothing
 * replaced): the lock asked, held or refused; the microphone track the browser handed over.
 */
const watchDevices = (context: BrowserContext) =>
  context.addInitScript(() => {
    const state = {
      wakeLock: 'not asked',
      apiPresent: 'wakeLock' in navigator,
      microphone: navigator.mediaDevices ? 'not asked' : 'no API',
    };
    Object.assign(window, { __screen: state });
    if (navigator.mediaDevices) {
      const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await open(constraints);
        const track = stream.getAudioTracks()[0];
        if (track) state.microphone = `${track.readyState}: ${track.label}`;
        return stream;
      };
    }
    if (!state.apiPresent) return;
    const real = navigator.wakeLock.request.bind(navigator.wakeLock);
    navigator.wakeLock.request = (type) => {
      state.wakeLock = 'asked';
      return real(type).then(
        (sentinel) => {
          state.wakeLock = sentinel.released ? 'released' : 'held';
          sentinel.addEventListener('release', () => {
            state.wakeLock = 'released';
          });
          return sentinel;
        },
        (error: Error) => {
          state.wakeLock = `refused: ${error.name}`;
          throw error;
        },
      );
    };
  });

interface ScreenState {
  wakeLock: string;
  apiPresent: boolean;
  microphone: string;
}
const screenState = (page: Page) =>
  page.evaluate(() => (window as unknown as { __screen: ScreenState }).__screen);

/**
 * A teacher signs up and makes a class from the phone's own page (the browser's fetch, so the
 * connection is the one under test), and gets the class's display link.
 */
async function teacherOn(page: Page): Promise<{ classId: number; displayPath: string }> {
  return page.evaluate(
    async ({ email, password }) => {
      const post = async (url: string, body?: unknown) => {
        const response = await fetch(url, {
          method: 'POST',
          ...(body === undefined
            ? {}
            : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        });
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json();
      };
      await post('/api/auth/signup', { email, password, firstName: 'Rosa' });
      const { id } = await post('/api/classes', { name: 'Year 4' });
      await post('/api/students', { classId: id, name: 'Leo' });
      const { path } = await post(`/api/classes/${id}/display-links`);
      return { classId: id as number, displayPath: path as string };
    },
    { email: uniqueEmail('https'), password: PASSWORD },
  );
}

/** The phone adds a student with a photo from the camera; true when a photo was taken. */
async function photoFromCamera(page: Page, classId: number): Promise<'taken' | 'refused'> {
  await page.goto(`/classroom/${classId}`);
  await page.getByRole('button', { name: 'Add Student' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Student' });
  await dialog.getByLabel('Student Name').fill('Maya Lopez');
  await dialog.getByRole('button', { name: 'Take Photo' }).click();
  const capture = dialog.getByRole('button', { name: 'Capture' });
  const refused = dialog.getByText('Could not access camera. Please allow camera permissions.');
  await expect(capture.or(refused)).toBeVisible();
  if (await refused.isVisible()) return 'refused';
  await capture.click();
  await expect(dialog.getByRole('button', { name: 'Retake' })).toBeVisible();
  return 'taken';
}

/** The display listens: the meter's reading from the microphone, or why it has none. */
async function displayListens(page: Page, displayPath: string) {
  await page.goto(displayPath);
  await expect(page.getByRole('article', { name: /^Leo, / })).toBeVisible();
  await page.getByRole('button', { name: 'Listen here' }).click();
  return page;
}

async function devices(browser: Browser, base: string) {
  const phone = await browser.newContext({ ...PHONE, baseURL: base });
  const display = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    baseURL: base,
  });
  await watchDevices(display);
  const teacher = await phone.newPage();
  await teacher.goto('/');
  return { phone, display, teacher };
}

test.skip(LAN === undefined, 'this machine has no LAN address: a phone could not reach it');
test.skip(!hasCertutil, 'certutil (libnss3-tools) is missing: apt-get install libnss3-tools');

test(
  'from the LAN address over https, with the CA trusted: camera, microphone and wake lock; over http none of them',
  ALONE,
  async ({ browser }) => {
    test.setTimeout(180_000);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'classbeam-https-'));
    const home = mkdtempSync(path.join(os.tmpdir(), 'classbeam-https-home-'));
    const server = startServer(dataDir);
    let trusting: Browser | undefined;
    try {
      const doorUrl = `http://${LAN}:${DOOR_PORT}/`;
      await untilUp(doorUrl);
      const secureBase = `https://${LAN}:${HTTPS_PORT}`;

      // A browser that has not trusted the school's CA gets no page: the trust is what works.
      const stranger = await browser.newContext();
      const failed = await (await stranger.newPage()).goto(secureBase).catch((e: Error) => e);
      expect(String(failed)).toMatch(/ERR_CERT_AUTHORITY_INVALID/);
      await stranger.close();

      await trustTheSchoolCa(home, doorUrl);
      trusting = await chromium.launch({
        executablePath: chromiumPath(),
        args: CHROMIUM_ARGS,
        env: { ...process.env, HOME: home },
      });

      // Over https at the LAN address: a secure context, and each of the three works.
      const secure = await devices(trusting, secureBase);
      expect(await secure.teacher.evaluate(() => window.isSecureContext)).toBe(true);
      const { classId, displayPath } = await teacherOn(secure.teacher);
      expect(await photoFromCamera(secure.teacher, classId)).toBe('taken');
      const board = await displayListens(await secure.display.newPage(), displayPath);
      await expect(board.getByRole('button', { name: 'Stop listening' })).toBeVisible();
      await expect(board.getByText('Using simulated volume for demo')).toHaveCount(0);
      // The browser handed the page a live track from its (fake) microphone, and the lock.
      await expect.poll(async () => (await screenState(board)).microphone).toMatch(/^live: Fake/);
      await expect.poll(async () => (await screenState(board)).wakeLock).toBe('held');
      await secure.phone.close();
      await secure.display.close();

      // Installable from the LAN address over https (decision 0180): Chromium's own check, in a
      // browser profile as a phone has, trusting the school's CA like the one above.
      await expectInstallable(`${secureBase}/`, home);

      // The same app over plain http at a LAN address (the journeys' own server): not a secure
      // context, so the browser offers no camera, no microphone and no wake lock at all.
      const plain = await devices(trusting, `http://${LAN}:${PLAIN_PORT}`);
      expect(await plain.teacher.evaluate(() => window.isSecureContext)).toBe(false);
      const insecure = await teacherOn(plain.teacher);
      expect(await photoFromCamera(plain.teacher, insecure.classId)).toBe('refused');
      const plainBoard = await displayListens(await plain.display.newPage(), insecure.displayPath);
      // The browser has no microphone API to offer (screenState below): the board runs its demo
      // level and says why, so the teacher knows what https would change.
      await expect(plainBoard.getByRole('button', { name: 'Stop listening' })).toBeVisible();
      await expect(
        plainBoard.getByText('This browser cannot use a microphone here (it needs https).'),
      ).toBeVisible();
      await expect(plainBoard.getByText('Using simulated volume for demo')).toBeVisible();
      expect(await screenState(plainBoard)).toEqual({
        wakeLock: 'not asked',
        apiPresent: false,
        microphone: 'no API',
      });
      // But live all the same: the board hears a student the phone adds (its long-poll opens
      // with no Origin and no Sec-Fetch-Site from a page that is not a secure context).
      await plain.teacher.evaluate(async (classId) => {
        const response = await fetch('/api/students', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ classId, name: 'Ana' }),
        });
        if (!response.ok) throw new Error(`add a student: ${response.status}`);
      }, insecure.classId);
      await expect(plainBoard.getByRole('article', { name: /^Ana, / })).toBeVisible();
      await plain.phone.close();
      await plain.display.close();
    } finally {
      await trusting?.close();
      const exited = new Promise((resolve) => server.once('exit', resolve));
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(home, { recursive: true, force: true });
    }
  },
);
