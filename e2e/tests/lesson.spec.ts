import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  newDevice,
  recordCspViolations,
  recordForeignRequests,
  showTab,
  uniqueEmail,
} from './support';

/*
 * Step 2 as a teacher lives it: a phone runs the roster, the classroom display follows
 * through a display link. Photos by camera (Chromium's fake camera) and by upload, one
 * student with drawn initials; attendance; taps reordering and ranking the display; reloads;
 * the phone offline mid-lesson; and the phone's tab closed right after a tap.
 */

/** A real 2x2 PNG, as a file picker would hand it over. */
const PNG_2PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const row = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

async function addStudent(
  page: Page,
  name: string,
  photo: 'camera' | 'upload' | 'none',
  rowNumber?: number,
) {
  await page.getByRole('button', { name: 'Add Student' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Student' });
  await dialog.getByLabel('Student Name').fill(name);
  if (photo === 'camera') {
    await dialog.getByRole('button', { name: 'Take Photo' }).click();
    // A live frame from the fake camera, then the shot.
    await dialog.getByRole('button', { name: 'Capture' }).click();
    await expect(dialog.getByRole('button', { name: 'Retake' })).toBeVisible();
  }
  if (photo === 'upload') {
    await dialog
      .getByLabel('Photo file')
      .setInputFiles({ name: 'leo.png', mimeType: 'image/png', buffer: PNG_2PX });
    await expect(dialog.getByRole('button', { name: 'Upload New' })).toBeVisible();
  }
  if (rowNumber) await dialog.getByLabel('Row/Table').selectOption({ label: `Row ${rowNumber}` });
  await dialog.getByRole('button', { name: 'Add Student' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, name)).toBeVisible();
}

async function serverPoints(
  request: APIRequestContext,
  classId: number,
): Promise<Record<string, number>> {
  const students = (await (await request.get(`/api/classes/${classId}/students`)).json()) as {
    name: string;
    points: number;
  }[];
  return Object.fromEntries(students.map((s) => [s.name, s.points]));
}

test('phone and classroom display run a lesson together, and no tap is lost', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const phone = await newDevice(browser, 'phone', baseURL);
  const foreign = recordForeignRequests(phone, origin);
  await phone.request.post('/api/auth/signup', {
    headers: { origin },
    data: { email: uniqueEmail('lesson'), password: 'bright-lantern-58', firstName: 'Ada' },
  });
  const { id: classId } = await (
    await phone.request.post('/api/classes', {
      headers: { origin },
      data: { name: 'Year 5 Science', grade: '5' },
    })
  ).json();

  let page = await phone.newPage();
  const csp = recordCspViolations(page);
  await page.goto(`/classroom/${classId}`);
  await expect(page.getByText('No Students Yet')).toBeVisible();
  await expect(page.getByText('Add your first student to get started')).toBeVisible();

  // Three students: a camera photo, an uploaded photo, and drawn initials.
  await addStudent(page, 'Maya Lopez', 'camera', 3);
  await addStudent(page, 'Leo Chen', 'upload');
  await addStudent(page, 'Sam Park', 'none');
  await expect(page.getByText('Students (3)')).toBeVisible();
  await expect(page.getByText('3 of 3 present')).toBeVisible();
  await expect(row(page, 'Maya Lopez').getByText('Row 3')).toBeVisible();
  const photos = await (await phone.request.get(`/api/classes/${classId}/students`)).json();
  expect(
    photos.map((s: { name: string; avatarUrl: string | null }) => [s.name, s.avatarUrl !== null]),
  ).toEqual([
    ['Maya Lopez', true],
    ['Leo Chen', true],
    ['Sam Park', false],
  ]);

  // The display link (on the phone's More tab), opened on the classroom display without
  // signing in.
  await showTab(page, 'More');
  await page.getByRole('button', { name: 'Display link' }).click();
  const links = page.getByRole('dialog', { name: /Display link/ });
  await links.getByRole('button', { name: 'Create link' }).click();
  const url = await links.getByLabel('Display link').inputValue();
  expect(url).toMatch(/\/display\/[A-Za-z0-9_-]{24}$/);
  await links.getByRole('button', { name: 'Done' }).click();

  const screen = await newDevice(browser, 'display', baseURL);
  const foreignOnDisplay = recordForeignRequests(screen, origin);
  const board = await screen.newPage();
  await board.goto(new URL(url).pathname);
  await expect(board.getByRole('heading', { name: 'Year 5 Science' })).toBeVisible();
  await expect(board.getByText('Ave: 5.0 pts')).toBeVisible();
  await expect(board.getByText('1st')).toHaveCount(0);
  // Nothing on the display can change points.
  await expect(board.getByRole('button', { name: /All \+1|\+1 point/ })).toHaveCount(0);

  // Sam is absent (a tap on his row's attendance): gone from the board, at the bottom of the
  // roster.
  await showTab(page, 'Students');
  await row(page, 'Sam Park')
    .getByRole('button', { name: 'Attendance for Sam Park: Present. Tap for Absent' })
    .click();
  await expect(page.getByText('2 of 3 present')).toBeVisible();
  await expect(board.getByText('Sam Park')).toHaveCount(0);
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /Maya Lopez|Leo Chen|Sam Park/ })
      .last(),
  ).toContainText('Sam Park');

  // Two taps for Leo on the phone: the display reorders and ranks him first.
  await row(page, 'Leo Chen').getByRole('button', { name: '+1 point for Leo Chen' }).click();
  await row(page, 'Leo Chen').getByRole('button', { name: '+1 point for Leo Chen' }).click();
  await expect(board.getByLabel('Leo Chen, 7 points, 1st')).toBeVisible();
  await expect(board.getByLabel('Maya Lopez, 5 points, 2nd')).toBeVisible();
  await expect(board.getByText('Ave: 6.0 pts')).toBeVisible();
  const names = await board
    .locator('[aria-label$="points, 1st"], [aria-label$="points, 2nd"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
  expect(names).toEqual(['Leo Chen, 7 points, 1st', 'Maya Lopez, 5 points, 2nd']);

  // Reload both devices: the same state comes back.
  await page.reload();
  await board.reload();
  await expect(row(page, 'Leo Chen').getByText('7 points', { exact: true })).toBeVisible();
  await expect(board.getByLabel('Leo Chen, 7 points, 1st')).toBeVisible();

  // The phone loses the network mid-lesson and keeps tapping; the display catches up (R3).
  await phone.setOffline(true);
  for (let i = 0; i < 3; i += 1)
    await row(page, 'Maya Lopez').getByRole('button', { name: '+1 point for Maya Lopez' }).click();
  await expect(row(page, 'Maya Lopez').getByText('8 points', { exact: true })).toBeVisible();
  await expect(board.getByLabel('Maya Lopez, 5 points, 2nd')).toBeVisible();
  // On the display Maya's card passes Leo's: the cards that move fade where they were and come
  // back in their new places (marked data-moving meanwhile), never sliding over each other.
  await board.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { moved: string[] }).moved = seen;
    new MutationObserver((records) => {
      for (const { target } of records) {
        const el = target as HTMLElement;
        if (el.classList.contains('score-slot') && el.hasAttribute('data-moving'))
          seen.push(el.textContent ?? '');
      }
    }).observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-moving'],
    });
  });
  await phone.setOffline(false);
  await expect(board.getByLabel('Maya Lopez, 8 points, 1st')).toBeVisible({ timeout: 40_000 });
  await expect
    .poll(() => board.evaluate(() => (window as unknown as { moved: string[] }).moved.join('|')))
    .toContain('Maya Lopez');
  await expect(board.getByLabel('Leo Chen, 7 points, 2nd')).toBeVisible();

  // A tap, and the tab is closed at once: the point is saved all the same.
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await row(page, 'Leo Chen').getByRole('button', { name: '+1 point for Leo Chen' }).click();
  await page.close({ runBeforeUnload: true });
  await expect
    .poll(() => serverPoints(phone.request, classId), { timeout: 10_000 })
    .toEqual({ 'Maya Lopez': 8, 'Leo Chen': 8, 'Sam Park': 5 });
  // Everyone present is on 8 now: no rank badges at all, as the spec says.
  await expect(board.getByLabel('Leo Chen, 8 points', { exact: true })).toBeVisible();
  await expect(board.getByText('1st')).toHaveCount(0);

  page = await phone.newPage();
  await page.goto(`/classroom/${classId}`);
  await expect(row(page, 'Leo Chen').getByText('8 points', { exact: true })).toBeVisible();

  expect(foreign).toEqual([]);
  expect(foreignOnDisplay).toEqual([]);
  expect(csp).toEqual([]);
  await phone.close();
  await screen.close();
});
