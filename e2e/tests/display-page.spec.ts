import { expect, test } from '@playwright/test';
import {
  ALONE,
  newDevice,
  PHONE,
  recordCspViolations,
  shot,
  showTab,
  syncStatus,
  teacherWithClass,
} from './support';

/*
 * A display link is its own page (display.html) with the class's snapshot written into it:
 * the first thing a phone or a projector draws is the board, with no loading screen and no
 * request before it; the socket then keeps it current. Lighthouse (bench/lighthouse.mjs)
 * measures what that is worth on a phone.
 */

/** Records, from the first byte of the page, whether the loading screen was ever drawn. */
const WATCH_LOADING = () => {
  const seen = () => document.body?.textContent?.includes('Loading student scoreboard') ?? false;
  (window as unknown as { loadingSeen: boolean }).loadingSeen = false;
  new MutationObserver(() => {
    if (seen()) (window as unknown as { loadingSeen: boolean }).loadingSeen = true;
  }).observe(document, { childList: true, subtree: true, characterData: true });
};

test("the board is the display page's first paint, from the page itself, and then follows the phone", async ({
  browser,
  baseURL,
}) => {
  const { phone, classId, origin } = await teacherWithClass(browser, baseURL, [
    'Amara Okafor',
    'Bo Lindqvist',
    'Chen Wei',
  ]);
  const link = await (
    await phone.request.post(`/api/classes/${classId}/display-links`, { headers: { origin } })
  ).json();

  let students = 3;
  for (const device of ['display', 'phone'] as const) {
    const context =
      device === 'phone'
        ? await browser.newContext({ ...PHONE, baseURL })
        : await newDevice(browser, 'display', baseURL);
    const page = await context.newPage();
    const csp = recordCspViolations(page);
    await page.addInitScript(WATCH_LOADING);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/display/')) asked.push(request.url());
    });

    await page.goto(link.path);
    const board = page.getByRole('list').filter({ has: page.getByRole('article') });
    await expect(board.getByRole('article')).toHaveCount(students);
    // The board is the page: its main landmark, the class name its one h1.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Year 5');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle('Year 5 · Scoreboard');
    expect(
      await page.evaluate(() => (window as unknown as { loadingSeen: boolean }).loadingSeen),
    ).toBe(false);
    expect(asked).toEqual([]);
    expect(csp).toEqual([]);
    await shot(page, `display-page-${device}`, { fullPage: false });

    // The socket took over from the page's snapshot: a student added on the phone appears.
    const name = device === 'phone' ? 'Dara Quinn' : 'Eli Novak';
    const added = await phone.request.post('/api/students', {
      headers: { origin },
      data: { classId, name },
    });
    expect(added.status()).toBe(201);
    students += 1;
    await expect(
      board.getByRole('article', { name: new RegExp(`^${name}, 5 points`) }),
    ).toBeVisible();
    await context.close();
  }
  await phone.close();
});

test('a revoked display link says so in its first paint, without asking the server again', async ({
  browser,
  baseURL,
}) => {
  const { phone, classId, origin } = await teacherWithClass(browser, baseURL, ['Amara Okafor']);
  const link = await (
    await phone.request.post(`/api/classes/${classId}/display-links`, { headers: { origin } })
  ).json();
  await phone.request.delete(`/api/display-links/${link.id}`, { headers: { origin } });

  const display = await newDevice(browser, 'display', baseURL);
  const page = await display.newPage();
  await page.addInitScript(WATCH_LOADING);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/socket.io'))
      asked.push(url.pathname);
  });
  await page.goto(link.path);
  await expect(
    page.getByRole('heading', { name: 'This display link is no longer active' }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { loadingSeen: boolean }).loadingSeen),
  ).toBe(false);
  // Nothing to connect to: no snapshot request and no socket.
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);
  await display.close();
  await phone.close();
});

test('a display whose late code is gone (an upgrade) says it is waiting and reloads itself, once a minute at most', async ({
  browser,
  baseURL,
}) => {
  const { phone, classId, origin } = await teacherWithClass(browser, baseURL, ['Maya', 'Leo']);
  await phone.request.patch(`/api/classes/${classId}/settings`, {
    headers: { origin },
    data: {
      classSchedule: [
        { name: 'New Material', duration: 10 },
        { name: 'Wrap-up', duration: 5 },
      ],
    },
  });
  const link = await (
    await phone.request.post(`/api/classes/${classId}/display-links`, { headers: { origin } })
  ).json();
  const display = await newDevice(browser, 'display', baseURL);
  const board = await display.newPage();
  // The end-of-class QR code's chunk, as if a new deployment had replaced it.
  await board.route(/\/assets\/board-qr-[^/]+\.js$/, (route) => route.fulfill({ status: 404 }));
  let loads = 0;
  board.on('load', () => {
    loads += 1;
  });
  await board.goto(link.path);
  await expect(board.getByRole('article', { name: /^Maya, / })).toBeVisible();
  expect(loads).toBe(1);

  const teacher = await phone.newPage();
  await teacher.goto(`/classroom/${classId}`);
  await showTab(teacher, 'Lesson');
  await teacher.getByRole('button', { name: 'Start Class' }).click();
  await teacher.getByRole('button', { name: 'Next Activity' }).click();
  // The last activity shows the QR code: its chunk fails, the page reloads at once; the
  // reloaded page fails the same way and now waits (a minute) instead of reloading again.
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(2);
  await expect(
    board.getByRole('heading', { name: 'Waiting for the classroom server' }),
  ).toBeVisible();
  await board.waitForTimeout(3000);
  expect(loads).toBe(2);
  await display.close();
  await phone.close();
});

test('a display whose live-connection code is gone after an upgrade reloads for the new code, once a minute at most', async ({
  browser,
  baseURL,
}) => {
  const { phone, classId, origin } = await teacherWithClass(browser, baseURL, ['Maya']);
  const link = await (
    await phone.request.post(`/api/classes/${classId}/display-links`, { headers: { origin } })
  ).json();
  const display = await newDevice(browser, 'display', baseURL);
  const board = await display.newPage();
  // socket.io's chunk loads after the first paint; here a new deployment has replaced it.
  await board.route(/\/assets\/socket-[^/]+\.js$/, (route) => route.fulfill({ status: 404 }));
  let loads = 0;
  board.on('load', () => {
    loads += 1;
  });
  await board.goto(link.path);
  // The board is drawn from the page; the server answers, so the page reloads at once for
  // the new code, and then (still failing here) waits a minute before trying again.
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(2);
  await expect(board.getByRole('article', { name: /^Maya, / })).toBeVisible();
  await board.waitForTimeout(3000);
  expect(loads).toBe(2);
  await display.close();
  await phone.close();
});

test(
  'a display holds the class key only while self-assessment is open, and shows the new code after New link',
  ALONE,
  async ({ browser, baseURL }) => {
    const { phone, classId, origin } = await teacherWithClass(browser, baseURL, ['Maya', 'Leo']);
    const link = await (
      await phone.request.post(`/api/classes/${classId}/display-links`, { headers: { origin } })
    ).json();
    const classKey = async (): Promise<string> =>
      (await (await phone.request.get(`/api/classes/${classId}/self-assessment`)).json()).key;
    const pageLink = (key: string) => `${origin}/self-assessment/${classId}#key=${key}`;
    const first = await classKey();

    const screen = await newDevice(browser, 'display', baseURL);
    await screen.grantPermissions(['clipboard-read', 'clipboard-write']);
    const board = await screen.newPage();
    await board.goto(link.path);
    const panel = board.getByRole('complementary', { name: 'Self-assessment' });
    const boardQr = panel.getByRole('img', { name: /QR code/ });
    /** The link the display's panel copies: the one its QR code holds. */
    const copiedFromBoard = async () => {
      await panel.getByRole('button', { name: 'Copy link' }).click();
      return board.evaluate(() => navigator.clipboard.readText());
    };
    await expect(board.getByRole('article', { name: /^Maya, / })).toBeVisible();
    // Closed (student assessment is on): no code on the board, and no key anywhere in its page.
    await expect(panel).toBeHidden();
    expect(await board.content()).not.toContain(first);

    // The teacher opens the page on the phone: the code shows on the board at once, the same
    // code as on the phone.
    const teacher = await phone.newPage();
    await teacher.goto(`/classroom/${classId}`);
    await showTab(teacher, 'More');
    const card = teacher.getByRole('region', { name: 'Self-Assessment' });
    const cardQr = card.getByRole('img', { name: /QR code/ });
    await card.getByRole('button', { name: 'Open for 30 minutes' }).click();
    await expect(card.getByText(/^Open until /)).toBeVisible();
    await expect(boardQr).toBeVisible();
    await expect.poll(() => boardQr.getAttribute('src')).toBe(await cardQr.getAttribute('src'));
    expect(await copiedFromBoard()).toBe(pageLink(first));
    await shot(board, 'display-self-assessment-open', { fullPage: false });

    // A new link while open: the board's code follows, to the new key.
    await card.getByRole('button', { name: 'New link' }).click();
    const dialog = teacher.getByRole('dialog', { name: 'Make a new link?' });
    await expect(
      dialog.getByText(/revoke it under Display link first, or close self-assessment/),
    ).toBeVisible();
    await shot(teacher, 'display-self-assessment-rotate-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Make new link' }).click();
    await expect(dialog).toBeHidden();
    const second = await classKey();
    expect(second).not.toBe(first);
    await expect.poll(() => cardQr.getAttribute('src')).not.toBeNull();
    await expect.poll(() => boardQr.getAttribute('src')).toBe(await cardQr.getAttribute('src'));
    expect(await copiedFromBoard()).toBe(pageLink(second));

    // Closed by the teacher: the code goes, and the board keeps no key.
    await card.getByRole('button', { name: 'Close self-assessment' }).click();
    await expect(panel).toBeHidden();
    const closed = await board.content();
    expect(closed).not.toContain(second);
    expect(closed).not.toContain(first);

    // Opened again and the display reloaded: the page arrives with the key (the code is its
    // first paint); when the 30 minutes are up, code and key go, the page's own copy too.
    await card.getByRole('button', { name: 'Open for 30 minutes' }).click();
    await expect(boardQr).toBeVisible();
    await board.reload();
    await expect(boardQr).toBeVisible();
    const jumped = await phone.request.post('/api/test/clock', {
      headers: { origin },
      data: { ms: 31 * 60_000 },
    });
    expect(jumped.status()).toBe(200);
    await expect(panel).toBeHidden();
    await expect(card.getByText('Closed', { exact: true })).toBeVisible();
    expect(await board.content()).not.toContain(second);

    await screen.close();
    await phone.close();
  },
);

test("a display link made or revoked on the phone shows at once in the laptop's open Display link dialog", async ({
  browser,
  baseURL,
}) => {
  const { phone, classId } = await teacherWithClass(browser, baseURL, ['Amara Okafor']);
  const laptop = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    storageState: await phone.storageState(),
  });
  const openDialog = async (context: typeof phone) => {
    const page = await context.newPage();
    await page.goto(`/classroom/${classId}`);
    await expect(syncStatus(page)).toBeVisible();
    await showTab(page, 'More');
    await page.getByRole('button', { name: 'Display link' }).click();
    const dialog = page.getByRole('dialog', { name: /Display link/ });
    await expect(dialog.getByText(/No links yet/)).toBeVisible();
    return dialog;
  };
  const onPhone = await openDialog(phone);
  const onLaptop = await openDialog(laptop);
  await onPhone.getByRole('button', { name: 'Create link' }).click();
  const made = await onPhone.getByLabel('Display link').inputValue();
  // The laptop's dialog, open all along, lists the same link without being reopened.
  await expect(onLaptop.getByLabel('Display link')).toHaveValue(made, { timeout: 3000 });
  await onPhone.getByRole('button', { name: 'Revoke' }).click();
  await expect(onLaptop.getByText(/No links yet/)).toBeVisible({ timeout: 3000 });
  await phone.close();
  await laptop.close();
});
