import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { newDevice, uniqueEmail } from './support';

/*
 * R3 from the phone's side: a tap is never lost and never counted twice, whatever happens to
 * the socket or the tab. The socket is tampered with in the page (frames dropped on purpose),
 * the server is the real one, and the server's own count is the judge.
 */

const PASSWORD = 'bright-lantern-58';

async function classWithStudent(request: APIRequestContext, baseURL: string) {
  const headers = { Origin: baseURL, 'Content-Type': 'application/json' };
  const signup = await request.post('/api/auth/signup', {
    headers,
    data: { email: uniqueEmail('outbox'), password: PASSWORD, firstName: 'Olive' },
  });
  expect(signup.ok()).toBe(true);
  const cls = await (
    await request.post('/api/classes', { headers, data: { name: 'Outbox' } })
  ).json();
  const student = await (
    await request.post('/api/students', {
      headers,
      data: { classId: cls.id, name: 'Ada Lovelace' },
    })
  ).json();
  return { classId: cls.id as number, studentId: student.id as number };
}

async function serverPoints(request: APIRequestContext, classId: number): Promise<number> {
  const students = (await (await request.get(`/api/classes/${classId}/students`)).json()) as {
    points: number;
  }[];
  return students[0]?.points ?? Number.NaN;
}

/** A phone signed in as a teacher whose class has one student, Ada Lovelace, at 5 points. */
const test = base.extend<{ phone: { context: BrowserContext; classId: number } }>({
  phone: async ({ browser, baseURL }, use) => {
    const context = await newDevice(browser, 'phone', baseURL);
    const { classId } = await classWithStudent(context.request, baseURL ?? '');
    await use({ context, classId });
    await context.close();
  },
});

/** Lets the socket work, except that `ops:apply` commands never reach the server. */
async function dropOpsOnTheWire(page: Page) {
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (!String(message).includes('"ops:apply"')) server.send(message);
    });
  });
  await page.route(/\/socket\.io\//, async (route) => {
    const body = route.request().postData() ?? '';
    if (route.request().method() === 'POST' && body.includes('"ops:apply"')) {
      await route.fulfill({ status: 200, contentType: 'text/html', body: 'ok' });
    } else await route.continue();
  });
}

/** No way out for taps: neither the socket nor the keepalive flush on page hide delivers them. */
async function cutOff(page: Page) {
  await dropOpsOnTheWire(page);
  await page.route('**/api/ops', (route) => route.abort());
}

const adaRow = (page: Page) => page.getByRole('listitem').filter({ hasText: 'Ada Lovelace' });

/**
 * The server reaches `points` and stays there past any resend (a tap delivered twice would
 * show by then), and the page shows the same.
 */
async function expectSavedOnce(
  page: Page,
  request: APIRequestContext,
  classId: number,
  points: number,
) {
  await expect.poll(() => serverPoints(request, classId)).toBe(points);
  await page.waitForTimeout(1500);
  expect(await serverPoints(request, classId)).toBe(points);
  await expect(adaRow(page).getByText(`${points} points`, { exact: true })).toBeVisible();
}

/** A new page on the class; `before` runs first (socket routes only catch sockets opened after them). */
async function openClass(
  context: BrowserContext,
  classId: number,
  before?: (page: Page) => Promise<void>,
) {
  const page = await context.newPage();
  await before?.(page);
  await page.goto(`/classroom/${classId}`);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  return page;
}

test('taps the socket never delivered are sent after a reload, once', async ({
  phone: { context, classId },
}) => {
  const first = await openClass(context, classId, cutOff);

  const plus = adaRow(first).getByRole('button', { name: '+1 point for Ada Lovelace' });
  for (let i = 0; i < 3; i += 1) await plus.click();
  await expect(adaRow(first).getByText('8 points', { exact: true })).toBeVisible();
  await first.waitForTimeout(500);
  expect(await serverPoints(context.request, classId)).toBe(5);
  await first.close();

  // A new visit on the same device finds the taps in storage and delivers them.
  const second = await openClass(context, classId);
  await expect(adaRow(second).getByText('8 points', { exact: true })).toBeVisible();
  await expectSavedOnce(second, context.request, classId, 8);
  expect(
    await second.evaluate((id) => localStorage.getItem(`classbeam.outbox.${id}`), classId),
  ).toBeNull();
});

test('two tabs on one class, neither able to deliver: every tap of both waits for the next visit', async ({
  phone: { context, classId },
}) => {
  const first = await openClass(context, classId, cutOff);
  const second = await openClass(context, classId, cutOff);

  await adaRow(first).getByRole('button', { name: '+1 point for Ada Lovelace' }).click();
  await expect(adaRow(first).getByText('6 points', { exact: true })).toBeVisible();
  const plus = adaRow(second).getByRole('button', { name: '+1 point for Ada Lovelace' });
  await plus.click();
  await plus.click();
  await expect(adaRow(second).getByText('7 points', { exact: true })).toBeVisible();
  await second.waitForTimeout(300);
  expect(await serverPoints(context.request, classId)).toBe(5);
  // Each tab wrote its taps to storage as they were made; neither may have wiped out the other's.
  const stored = await first.evaluate(
    (id) => JSON.parse(localStorage.getItem(`classbeam.outbox.${id}`) ?? '{"ops":[]}'),
    classId,
  );
  const deltas = (stored.ops as { op: { delta: number } }[]).map((p) => p.op.delta);
  expect(deltas.reduce((sum, d) => sum + d, 0)).toBe(3);
  await second.close();
  await first.close();

  // The next visit delivers what is left, once: both tabs' taps, never one of them twice.
  const third = await openClass(context, classId);
  await expectSavedOnce(third, context.request, classId, 8);
});

test('closing the tab right after tapping still delivers the taps (keepalive)', async ({
  phone: { context, classId },
}) => {
  const page = await openClass(context, classId, dropOpsOnTheWire);
  const plus = adaRow(page).getByRole('button', { name: '+1 point for Ada Lovelace' });
  await plus.click();
  await plus.click();
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => serverPoints(context.request, classId)).toBe(7);
});

test('a lost acknowledgement does not count a tap twice, on this phone or on another screen', async ({
  phone: { context, classId },
}) => {
  // The server applies the batch, but its answer never arrives: the phone must resend.
  let dropped = 0;
  const page = await openClass(context, classId, (p) =>
    p.routeWebSocket(/\/socket\.io\//, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if (/^43\d+\[\{"ok":true,"data":\{"version":\d+,"done"/.test(String(message))) dropped += 1;
        else ws.send(message);
      });
    }),
  );
  const display = await context.newPage();
  await display.goto(`/classroom/${classId}`);
  await display.getByRole('button', { name: 'Student Scoreboard' }).click();

  await adaRow(page).getByRole('button', { name: '+1 point for Ada Lovelace' }).click();
  await expect(display.getByRole('article', { name: /Ada Lovelace, 6 points/ })).toBeVisible();
  // Past the ack timeout: anything resent must have been skipped by the server.
  await page.waitForTimeout(9000);
  expect(dropped).toBeGreaterThan(0);
  expect(await serverPoints(context.request, classId)).toBe(6);
  await expect(adaRow(page).getByText('6 points', { exact: true })).toBeVisible();
  await expect(display.getByRole('article', { name: /Ada Lovelace, 6 points/ })).toBeVisible();
});

test('a tap whose answer and event were lost with the connection is shown once after the reconnect', async ({
  phone: { context, classId },
}) => {
  // While `cut` is set the server hears the phone, but nothing it says reaches the page, as when
  // a connection dies just after the server applied a tap.
  let cut = false;
  const sockets: { close(): Promise<void> }[] = [];
  const page = await openClass(context, classId, (p) =>
    p.routeWebSocket(/\/socket\.io\//, (ws) => {
      sockets.push(ws);
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if (!cut) ws.send(message);
      });
    }),
  );
  // 'Live' comes with the socket, before the snapshot: watch once the roster is on screen.
  await expect(adaRow(page).getByText('5 points', { exact: true })).toBeVisible();
  // Every number the phone shows for Ada from now on, however briefly.
  await page.evaluate(() => {
    const shown: string[] = [];
    Object.assign(window, { shownPoints: shown });
    const read = () => {
      const row = Array.from(document.querySelectorAll('li')).find((li) =>
        li.textContent?.includes('Ada Lovelace'),
      );
      const value = row?.querySelector('.points-value')?.textContent ?? '';
      if (shown.at(-1) !== value) shown.push(value);
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    read();
  });

  cut = true;
  await adaRow(page).getByRole('button', { name: '+1 point for Ada Lovelace' }).click();
  await expect.poll(() => serverPoints(context.request, classId)).toBe(6);
  // The connection drops; the phone reconnects and joins again, asking about its tap.
  cut = false;
  for (const ws of sockets.splice(0)) await ws.close();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect
    .poll(() => page.evaluate((id) => localStorage.getItem(`classbeam.outbox.${id}`), classId))
    .toBeNull();
  await page.waitForTimeout(300);
  expect(await serverPoints(context.request, classId)).toBe(6);
  // Never 7: the snapshot after the reconnect already counts the tap, and it says so.
  const shown = await page.evaluate(
    () => (window as unknown as { shownPoints: string[] }).shownPoints,
  );
  expect(shown.map((text) => Number.parseInt(text, 10))).toEqual([5, 6]);
});
