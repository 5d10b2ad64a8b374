import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  ALONE,
  newDevice,
  recordCspViolations,
  recordForeignRequests,
  showTab,
  uniqueEmail,
} from './support';

/*
 * Step 3 as a teacher lives it: the phone runs the class, the classroom display (signed in
 * as the teacher, scoreboard view) follows it and takes the keyboard. The server owns the
 * run and its time; the journeys move that time with POST /api/test/clock (TEST_CLOCK=1).
 */

const PASSWORD = 'steady-compass-31';
const MIN = 60_000;

interface Lesson {
  phone: BrowserContext;
  display: BrowserContext;
  classId: number;
  origin: string;
}

async function lesson(
  browser: import('@playwright/test').Browser,
  baseURL: string | undefined,
  schedule: { name: string; duration: number }[] | null,
  clocks: { phone?: number; display?: number } = {},
): Promise<Lesson> {
  const origin = baseURL ?? '';
  const email = uniqueEmail('run');
  const phone = await newDevice(browser, 'phone', baseURL);
  const display = await newDevice(browser, 'display', baseURL);
  // Device clocks set minutes apart from the real time (and from each other).
  if (clocks.phone) await phone.clock.install({ time: Date.now() + clocks.phone });
  if (clocks.display) await display.clock.install({ time: Date.now() + clocks.display });
  await phone.request.post('/api/auth/signup', {
    headers: { origin },
    data: { email, password: PASSWORD, firstName: 'Rosa' },
  });
  await display.request.post('/api/auth/signin', {
    headers: { origin },
    data: { email, password: PASSWORD },
  });
  const { id: classId } = await (
    await phone.request.post('/api/classes', { headers: { origin }, data: { name: 'Year 4' } })
  ).json();
  if (schedule) {
    const res = await phone.request.patch(`/api/classes/${classId}/settings`, {
      headers: { origin },
      data: { classSchedule: schedule },
    });
    expect(res.status()).toBe(200);
  }
  return { phone, display, classId, origin };
}

/** The classroom in one of its views; the phone's dashboard opens on its Lesson tab. */
async function open(context: BrowserContext, classId: number, view: 'dashboard' | 'scoreboard') {
  const page = await context.newPage();
  await page.goto(`/classroom/${classId}`);
  if (view === 'scoreboard') await page.getByRole('button', { name: 'Student Scoreboard' }).click();
  else await showTab(page, 'Lesson');
  return page;
}

/** Moves the server's time forward; wake-ups due by then fire at once. */
async function jump(l: Lesson, ms: number) {
  const res = await l.phone.request.post('/api/test/clock', {
    headers: { origin: l.origin },
    data: { ms },
  });
  expect(res.status()).toBe(200);
}

const current = (page: Page) => page.getByTestId('current-activity');
const next = (page: Page) => page.getByTestId('next-activity');
const banner = (page: Page) => page.getByTestId('free-time-banner');

/**
 * The board sends the same command again only after a moment, so a double press sends it once
 * (DOUBLE_PRESS_MS): a deliberate second press waits, as a person reading the screen would.
 */
const secondPress = (page: Page) => page.waitForTimeout(500);

const seconds = (text: string | null | undefined) => {
  const [m, s] = (text ?? '').split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};

test('the phone starts the class, the display follows, and the display keyboard skips, undoes and toggles free time', async ({
  browser,
  baseURL,
}) => {
  const l = await lesson(browser, baseURL, [
    { name: 'Warm-up', duration: 5 },
    { name: 'Reading', duration: 10 },
    { name: 'Quiz', duration: 5 },
  ]);
  const foreign = recordForeignRequests(l.phone, l.origin);
  const phone = await open(l.phone, l.classId, 'dashboard');
  const board = await open(l.display, l.classId, 'scoreboard');
  const csp = [...recordCspViolations(phone), ...recordCspViolations(board)];

  await expect(board.getByRole('region', { name: 'Class schedule' })).toBeHidden();
  await phone.getByRole('button', { name: 'Start Class' }).click();
  for (const page of [phone, board]) {
    await expect(current(page)).toHaveText('Warm-up');
    await expect(next(page)).toHaveText('Reading');
  }
  await expect(board.getByTestId('task-time-left')).toHaveText(/^(5:00|4:5\d)$/);
  await expect(board.getByTestId('class-time-left')).toHaveText(/^(20:00|19:5\d)$/);

  // Right arrow: Warm-up ends early; its unused minutes become free time.
  await board.keyboard.press('ArrowRight');
  for (const page of [phone, board]) await expect(current(page)).toHaveText('Reading');
  await expect(banner(board)).toContainText('Free Time Earned');
  await expect(banner(board)).toContainText('5 min');

  // Space: the class uses its free time now; again: back to Reading where it stopped.
  await board.keyboard.press('Space');
  await expect(banner(board)).toContainText('Free Time Active');
  await expect(board.getByRole('region', { name: 'Class schedule' })).toContainText(
    'On hold for free time',
  );
  await secondPress(board);
  await board.keyboard.press('Space');
  await expect(banner(board)).toContainText('Free Time Earned');

  // Left arrow: back to Warm-up, whose 5 minutes come off the free time (not below 0). A key
  // pressed while another command is in flight waits for its answer (command-gate.ts); wait
  // as a person would all the same.
  await secondPress(board);
  await board.keyboard.press('ArrowLeft');
  for (const page of [phone, board]) await expect(current(page)).toHaveText('Warm-up');
  await expect(banner(board)).toBeHidden();

  // Enter advances too; on the last activity the bar offers Finish Class.
  await board.keyboard.press('Enter');
  await expect(current(board)).toHaveText('Reading');
  await secondPress(board);
  await board.keyboard.press('ArrowRight');
  await expect(current(board)).toHaveText('Quiz');
  await expect(next(board)).toHaveText('Final Activity');
  await board.getByRole('button', { name: 'Finish Class' }).click();
  await expect(current(phone)).toHaveText('Class Complete');
  await expect(board.getByRole('region', { name: 'Class schedule' })).toBeHidden();

  expect(foreign).toEqual([]);
  expect(csp).toEqual([]);
  await l.phone.close();
  await l.display.close();
});

/** Reset's question, answered yes. */
async function confirmReset(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Reset the class?' });
  await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a +1 tapped right before Reset or Start Class is reset with the rest (R10)', async ({
  browser,
  baseURL,
}) => {
  const l = await lesson(browser, baseURL, [{ name: 'Warm-up', duration: 5 }]);
  await l.phone.request.post('/api/students', {
    headers: { origin: l.origin },
    data: { classId: l.classId, name: 'Maya Lopez' },
  });
  const phone = await open(l.phone, l.classId, 'dashboard');
  const board = await open(l.display, l.classId, 'scoreboard');
  const maya = phone.getByRole('listitem').filter({ hasText: 'Maya Lopez' });
  const plus = maya.getByRole('button', { name: '+1 point for Maya Lopez' });
  const points = async () =>
    (
      await (
        await l.phone.request.get(`/api/classes/${l.classId}/students`, {
          headers: { origin: l.origin },
        })
      ).json()
    )[0].points;
  const button = (name: string) => phone.getByRole('button', { name, exact: true });
  for (const control of ['Start Class', 'Reset', 'Reset', 'Start Class']) {
    // Start Class needs a class that is not running: Reset it first.
    await showTab(phone, 'Lesson');
    if (control === 'Start Class' && (await button('Start Class').isDisabled())) {
      await button('Reset').click();
      await confirmReset(phone);
    }
    await expect(button(control)).toBeEnabled();
    // As a teacher would: +1, and the class control at once (on a phone one tab away), well
    // inside the outbox's window.
    await showTab(phone, 'Students');
    await plus.click();
    await showTab(phone, 'Lesson');
    await button(control).click();
    // Reset asks first (decision 0151): the lesson's place cannot be undone.
    if (control === 'Reset') await confirmReset(phone);
    await phone.waitForTimeout(600);
    await showTab(phone, 'Students');
    await expect(maya).toContainText('5');
    expect(await points(), control).toBe(5);
  }
  // After a reload the phone and the display agree: 5, not 6.
  await phone.reload();
  await showTab(phone, 'Students');
  await expect(phone.getByRole('listitem').filter({ hasText: 'Maya Lopez' })).toContainText('5');
  await expect(board.getByLabel('Maya Lopez, 5 points')).toBeVisible();
  await l.phone.close();
  await l.display.close();
});

test('keys typed into a field never drive the class', async ({ browser, baseURL }) => {
  const l = await lesson(browser, baseURL, [
    { name: 'Warm-up', duration: 5 },
    { name: 'Reading', duration: 10 },
  ]);
  const phone = await open(l.phone, l.classId, 'scoreboard');
  await phone.getByRole('button', { name: 'Teacher Dashboard' }).click();
  await showTab(phone, 'Lesson');
  await phone.getByRole('button', { name: 'Start Class' }).click();
  await expect(current(phone)).toHaveText('Warm-up');
  await phone.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = phone.getByRole('dialog', { name: 'Edit Schedule' });
  // Editing is refused while the class runs: the fields are locked.
  await expect(dialog.getByLabel('Activity 1 name')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await phone.getByRole('button', { name: 'Student Scoreboard' }).click();
  await phone.evaluate(() => {
    const input = document.createElement('input');
    input.setAttribute('aria-label', 'Scratch field');
    document.body.append(input);
  });
  await phone.getByLabel('Scratch field').fill('a');
  await phone.keyboard.press('ArrowRight');
  await phone.keyboard.press('Enter');
  await phone.keyboard.press('Space');
  await phone.waitForTimeout(500);
  await expect(current(phone)).toHaveText('Warm-up');
  await l.phone.close();
  await l.display.close();
});

test(
  'a whole schedule of 1-minute activities runs to Class Complete on the server clock, edited on the phone',
  ALONE,
  async ({ browser, baseURL }) => {
    const l = await lesson(browser, baseURL, null);
    const phone = await open(l.phone, l.classId, 'dashboard');
    const board = await open(l.display, l.classId, 'scoreboard');

    // The schedule editor: the default six activities become two of one minute each.
    await phone.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = phone.getByRole('dialog', { name: 'Edit Schedule' });
    for (let n = 6; n > 2; n -= 1)
      await dialog.getByRole('button', { name: `Delete activity ${n}` }).click();
    await dialog.getByLabel('Activity 1 name').fill('Phonics');
    await dialog.getByLabel('Activity 1 minutes').fill('0');
    await dialog.getByLabel('Activity 1 minutes').blur();
    await expect(dialog.getByLabel('Activity 1 minutes')).toHaveValue('1');
    await dialog.getByLabel('Activity 2 name').fill('Story');
    await dialog.getByLabel('Activity 2 minutes').fill('1');
    await dialog.getByRole('button', { name: 'Save Schedule' }).click();
    await expect(dialog).toBeHidden();

    await phone.getByRole('button', { name: 'Start Class' }).click();
    await expect(current(board)).toHaveText('Phonics');
    await expect(board.getByTestId('class-time-left')).toHaveText(/^(2:00|1:5\d)$/);
    await jump(l, MIN);
    for (const page of [phone, board]) await expect(current(page)).toHaveText('Story');
    await expect(next(board)).toHaveText('Final Activity');
    // Both devices noticed the server's time moved and measured it again.
    await expect(board.getByTestId('task-time-left')).toHaveText(/^(1:00|0:5\d)$/);
    await jump(l, MIN);
    await expect(current(phone)).toHaveText('Class Complete');
    await expect(board.getByRole('region', { name: 'Class schedule' })).toBeHidden();
    await l.phone.close();
    await l.display.close();
  },
);

/**
 * Each turn of each page's time left to a new value, with the runner's real time it was seen:
 * both pages are read together, every 20 ms, for `ms`.
 */
async function turns(pages: Page[], ms: number): Promise<[string, number][][]> {
  const seen = pages.map(() => [] as [string, number][]);
  const last = pages.map(() => '');
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const texts = await Promise.all(
      pages.map((p) => p.getByTestId('task-time-left').first().textContent()),
    );
    const at = Date.now();
    texts.forEach((text, i) => {
      if (last[i] && text && text !== last[i]) seen[i]?.push([text, at]);
      last[i] = text ?? '';
    });
    await new Promise((r) => setTimeout(r, 20));
  }
  return seen;
}

test(
  'two devices with clocks minutes apart show the same time left, within 250 ms',
  ALONE,
  async ({ browser, baseURL }) => {
    const l = await lesson(browser, baseURL, [{ name: 'Silent reading', duration: 20 }], {
      phone: 3 * MIN,
      display: -4 * MIN,
    });
    const phone = await open(l.phone, l.classId, 'dashboard');
    const board = await open(l.display, l.classId, 'scoreboard');
    await phone.getByRole('button', { name: 'Start Class' }).click();
    await expect(current(board)).toHaveText('Silent reading');
    const [a = [], b = []] = await turns([phone, board], 5000);
    // Each page counts down, never back up.
    for (const page of [a, b]) {
      const steps = page.slice(1).map(([text], i) => seconds(page[i]?.[0]) - seconds(text));
      expect(steps.every((step) => step > 0)).toBe(true);
    }
    // Pair the turns by the value shown: a turn at the window's edge may be seen by one page only.
    const boardAt = new Map(b);
    const both = a.filter(([text]) => boardAt.has(text));
    expect(both.length).toBeGreaterThanOrEqual(3);
    const gaps = both.map(([text, at]) => Math.abs(at - (boardAt.get(text) ?? Number.NaN)));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(250);
    const [textA, textB] = await Promise.all(
      [phone, board].map((p) => p.getByTestId('task-time-left').first().textContent()),
    );
    expect(Math.abs(seconds(textA) - seconds(textB))).toBeLessThanOrEqual(1);
    await l.phone.close();
    await l.display.close();
  },
);
