import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  chromium,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';

export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const DISPLAY = { viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 };

export type Device = 'phone' | 'display';

/**
 * For a journey that must have the server to itself: it moves the server's clock (POST
 * /api/test/clock moves every class's time, so a lesson running beside it would jump too) or
 * measures time between devices to the 250 ms. playwright.config.ts runs these after every
 * other journey, one at a time; the rest run two at a time.
 */
export const ALONE = { tag: '@alone' };

export function newDevice(
  browser: Browser,
  device: Device,
  baseURL: string | undefined,
): Promise<BrowserContext> {
  return browser.newContext({ ...(device === 'phone' ? PHONE : DISPLAY), baseURL });
}

/**
 * Every request a context makes to a host other than ours (P1). data: and blob: URLs are
 * made locally and never leave the device.
 */
export function recordForeignRequests(context: BrowserContext, baseURL: string): string[] {
  const ours = new URL(baseURL).origin;
  const foreign: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== ours) foreign.push(url);
  });
  return foreign;
}

/** Console reports of Content-Security-Policy violations on a page (CSP default-src 'self'). */
export function recordCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

let counter = 0;
/** Unique across the run's worker processes too: each counts from 1, maybe in the same ms. */
const WORKER = randomBytes(3).toString('hex');
export function uniqueEmail(prefix = 'teacher'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${WORKER}-${counter}@school.test`;
}

const SCREENS = path.resolve(import.meta.dirname, '..', '.artifacts', 'screens');

/**
 * Saves a screenshot for people to look at; the journeys assert, screenshots show. Full page
 * by default; a dialog is easier to read as the screen shows it (`fullPage: false`).
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENS, `${name}.png`),
    fullPage,
    animations: 'disabled',
  });
}

/** Saves a screenshot of one part of a screen (a card, a panel), scrolled into view. */
export async function shotOf(part: Locator, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await part.screenshot({ path: path.join(SCREENS, `${name}.png`), animations: 'disabled' });
}

/** Local YYYY-MM-DD of `date`, as the picker computes it. */
export function dateString(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Monday of the week containing `date`, plus `offset` days. */
export function dayOfThisWeek(offset: number, date = new Date()): Date {
  const monday = new Date(
    date.getFullYear(),
    date.getMonth(),
    date.getDate() - ((date.getDay() + 6) % 7),
  );
  return new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + offset);
}

/**
 * Like dayOfThisWeek, in the week the calendar opens on with weekends hidden: on a Saturday
 * or Sunday that is the coming week.
 */
export function dayOfOpeningWeek(offset: number, date = new Date()): Date {
  const weekend = date.getDay() === 0 || date.getDay() === 6;
  return dayOfThisWeek(offset + (weekend ? 7 : 0), date);
}

/** A student as a journey adds them over the API (any field POST /api/students takes). */
export interface Pupil {
  name: string;
  birthDate?: string;
  goal?: string;
}

export interface TeacherSetup {
  /** The teacher's phone, signed in. */
  phone: BrowserContext;
  classId: number;
  origin: string;
  /** Student ids by name, in the order given. */
  ids: Record<string, number>;
}

/**
 * A teacher signed up on a phone, with one class and its students, all over the API: the
 * journey starts where it has something to show.
 */
export async function teacherWithClass(
  browser: Browser,
  baseURL: string | undefined,
  pupils: readonly (Pupil | string)[],
  {
    className = 'Year 5',
    prefix = 'teacher',
    password = 'meadow-lantern-58',
    /** The phone's browser language (a new class's skills and schedule are named in it). */
    locale = 'en-US',
  } = {},
): Promise<TeacherSetup> {
  const origin = baseURL ?? '';
  const phone = await browser.newContext({ ...PHONE, baseURL, locale });
  const signUp = await phone.request.post('/api/auth/signup', {
    headers: { origin },
    data: { email: uniqueEmail(prefix), password, firstName: 'Rosa' },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);
  const { id: classId } = await (
    await phone.request.post('/api/classes', { headers: { origin }, data: { name: className } })
  ).json();
  const ids: Record<string, number> = {};
  for (const pupil of pupils) {
    const data = typeof pupil === 'string' ? { name: pupil } : pupil;
    const response = await phone.request.post('/api/students', {
      headers: { origin },
      data: { classId, ...data },
    });
    if (response.status() !== 201) throw new Error(`student ${data.name}: ${response.status()}`);
    ids[data.name] = (await response.json()).id;
  }
  return { phone, classId, origin, ids };
}

export const IPAD = {
  viewport: { width: 820, height: 1180 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

export const LAPTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };

/**
 * Another of the teacher's own devices (a laptop, an iPad), signed in as the phone is, on the
 * class's dashboard: the context to close and the page.
 */
export async function teacherDevice(
  browser: Browser,
  phone: BrowserContext,
  {
    baseURL,
    path: where,
    device = LAPTOP,
  }: { baseURL: string | undefined; path: string; device?: object },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...device,
    baseURL,
    storageState: await phone.storageState(),
  });
  const page = await context.newPage();
  await page.goto(where);
  return { context, page };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Taps a date of birth (YYYY-MM-DD) into the iPad's picker, whatever order its language asks
 * in: the year first (paging back to it), then the month, then the day, so no pick takes an
 * earlier one back.
 */
export async function pickBirthDate(dialog: Locator, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-').map(Number);
  await dialog.getByRole('button', { name: /^Year: / }).click();
  const years = dialog.getByRole('group', { name: 'Tap the year you were born' });
  const wanted = years.getByRole('button', { name: String(year), exact: true });
  for (let page = 0; page < 12 && !(await wanted.isVisible()); page += 1)
    await years.getByRole('button', { name: '‹ Earlier years' }).click();
  await wanted.click();
  await dialog.getByRole('button', { name: /^Month: / }).click();
  await dialog
    .getByRole('group', { name: 'Tap the month you were born' })
    .getByRole('button', { name: MONTHS[(month ?? 1) - 1] })
    .click();
  await dialog.getByRole('button', { name: /^Day: / }).click();
  await dialog
    .getByRole('group', { name: 'Tap the day you were born' })
    .getByRole('button', { name: String(day), exact: true })
    .click();
}

/** The phone breakpoint of the web app (apps/web/src/lib/use-media.ts, styles/tokens.css). */
const PHONE_MAX_WIDTH = 640;

/** The phone classroom's tabs at the bottom (role "tab"); wider screens show every card. */
export type ClassroomTab = 'Students' | 'Lesson' | 'Groups' | 'More';

/**
 * Shows a classroom tab on a phone: clicks it and waits until it is the selected one. Wider
 * screens (tablet, laptop, display) have no tab bar and every card is already on the page, so
 * there it does nothing. The width decides, not whether the bar is there yet: a phone whose
 * classroom is still loading waits for its bar.
 */
export async function showTab(page: Page, name: ClassroomTab): Promise<void> {
  if ((page.viewportSize()?.width ?? Number.POSITIVE_INFINITY) > PHONE_MAX_WIDTH) return;
  const tab = page
    .getByRole('tablist', { name: 'Classroom' })
    .getByRole('tab', { name, exact: true });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/**
 * Opens a student's sheet on a phone (the dialog named after the student, opened by the name
 * in the row) and returns it: the row's goal, note, edit, delete and assess live there.
 */
export async function openSheet(page: Page, name: string) {
  await showTab(page, 'Students');
  await page
    .getByRole('button', { name: `More about ${name}`, exact: true })
    .first()
    .click();
  const sheet = page.getByRole('dialog', { name, exact: true });
  await expect(sheet).toBeVisible();
  return sheet;
}

/**
 * The connection state a screen shows ('Live', 'Offline'): in the classroom's header on a
 * phone, in the dashboard's bar on wider screens. Both are in the page, one of them hidden,
 * so only the one on screen counts.
 */
export function syncStatus(page: Page, word = 'Live') {
  return page.getByText(word, { exact: true }).filter({ visible: true });
}

/**
 * What the back row cannot see on a board: cards off screen or under something (the lesson bar,
 * a panel), whether the page scrolls, and the smallest name's font size in px.
 */
export function boardCoverage(page: Page) {
  return page.evaluate(() => {
    const cards = Array.from(document.querySelectorAll('.score-card'));
    const hidden = cards.filter((card) => {
      const r = card.getBoundingClientRect();
      if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5) return true;
      if (r.bottom > innerHeight + 0.5) return true;
      return [
        [r.left + 3, r.top + 3],
        [r.right - 3, r.top + 3],
        [r.left + 3, r.bottom - 3],
        [r.right - 3, r.bottom - 3],
        [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
      ].some(([x, y]) => {
        const top = document.elementFromPoint(x ?? 0, y ?? 0);
        return !top || !(card.contains(top) || top.contains(card));
      });
    });
    const scroller = document.scrollingElement as HTMLElement;
    const names = Array.from(document.querySelectorAll('.score-name')).map((n) =>
      Number.parseFloat(getComputedStyle(n).fontSize),
    );
    return {
      cards: cards.length,
      hidden: hidden.map((c) => c.getAttribute('aria-label')?.split(',')[0]),
      scrolls: scroller.scrollHeight > innerHeight + 1 || scroller.scrollWidth > innerWidth + 1,
      smallestName: Math.min(...names),
    };
  });
}

/**
 * 25 names as a real class has them, long ones among them (hyphens, particles, 17 letters in
 * one word): the long ones are what a board cuts.
 */
export const LONG_NAMES = ['Maya', 'Leo', 'Ada', 'Sam', 'Ivy'].flatMap((first) =>
  ['Patel', 'Okonkwo-Smith', 'García', 'Van der Berg', 'Featherstonehaugh'].map(
    (last) => `${first} ${last}`,
  ),
);

/** The class's display link opened on a display (1920x1080 unless sized otherwise). */
export async function openDisplay(
  browser: Browser,
  baseURL: string | undefined,
  { phone, classId, origin }: Pick<TeacherSetup, 'phone' | 'classId' | 'origin'>,
) {
  const link = await (
    await phone.request.post(`/api/classes/${classId}/display-links`, { headers: { origin } })
  ).json();
  const screen = await newDevice(browser, 'display', baseURL);
  const board = await screen.newPage();
  await board.goto(link.path);
  return { screen, board };
}

/** Waits (up to a minute) until a server this journey started answers `url` with a 2xx. */
export async function untilUp(url: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

const SERVER_DIR = path.resolve(import.meta.dirname, '..', '..', 'apps', 'server');

/**
 * A server of a journey's own (its own port and data folder, real time), for what the shared
 * one cannot do: restart with other settings, serve another build. `env` adds to the machine's.
 */
export function startOwnServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TEST_CLOCK: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Stops a server `startOwnServer` started, as a host would (SIGTERM); its exit code. */
export async function stopOwnServer(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/**
 * Chromium's own installability check on `url` (decision 0180), in a browser profile as a phone
 * has: a test's contexts are incognito, where nothing installs. `home` is the HOME whose NSS
 * database trusts a school's CA (https.spec.ts). Passes when Chromium finds nothing missing.
 */
export async function expectInstallable(url: string, home?: string): Promise<void> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'classbeam-profile-'));
  const installing = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    ...(home ? { env: { ...process.env, HOME: home } } : {}),
  });
  try {
    const page = installing.pages()[0] ?? (await installing.newPage());
    await page.goto(url);
    const cdp = await installing.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
  } finally {
    await installing.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
