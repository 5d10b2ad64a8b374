import { expect, type Page, test } from '@playwright/test';
import { openDisplay, shot, showTab, syncStatus, teacherWithClass } from './support';

/*
 * Step 10, "one tap destroys a lesson's data": every tap on the phone can be taken back from
 * the Undo in its message, and the classroom display follows the undo as it followed the tap.
 */

const card = (board: Page, name: string) =>
  board.getByRole('article', { name: new RegExp(`^${name}, `) });
const pointsOn = async (board: Page, name: string) =>
  Number(/, (-?\d+) points/.exec((await card(board, name).getAttribute('aria-label')) ?? '')?.[1]);
const undoIn = (page: Page) => page.getByRole('button', { name: 'Undo' });
/** The toast whose title says `title`. */
const toastWith = (page: Page, title: string | RegExp) =>
  page.locator('.toast').filter({ has: page.locator('.toast-title', { hasText: title }) });

test('Undo on the phone takes back a point, Reset to 5 and Start Class, and the display follows each', async ({
  browser,
  baseURL,
}) => {
  const { phone, classId, origin } = await teacherWithClass(browser, baseURL, [
    'Maya Patel',
    'Leo Brown',
    'Ada King',
  ]);
  await phone.request.patch(`/api/classes/${classId}/settings`, {
    headers: { origin },
    data: { classSchedule: [{ name: 'Reading', duration: 20 }] },
  });
  const { screen, board } = await openDisplay(browser, baseURL, { phone, classId, origin });
  const page = await phone.newPage();
  await page.goto(`/classroom/${classId}`);
  await expect(syncStatus(page)).toBeVisible();

  // A point, then its Undo: the phone and the display are back at 5.
  // Two taps a moment apart (taps within 100 ms travel, and are undone, as one).
  await page.getByRole('button', { name: '+1 point for Maya Patel' }).click();
  await page.waitForTimeout(150);
  await page.getByRole('button', { name: '+1 point for Maya Patel' }).click();
  await expect.poll(() => pointsOn(board, 'Maya Patel')).toBe(7);
  await expect(page.getByText('+1 for Maya Patel')).toBeVisible();
  await shot(page, 'undo-01-point-toast-phone', { fullPage: false });
  await undoIn(page).click();
  await expect(page.getByText('Undone: +1 for Maya Patel')).toBeVisible();
  await expect.poll(() => pointsOn(board, 'Maya Patel')).toBe(6);
  await expect(page.getByRole('button', { name: '+1 point for Maya Patel' })).toBeVisible();

  // Leo gets three, Ada loses one; Reset to 5 wipes them, its Undo brings them back.
  for (let i = 0; i < 3; i += 1) {
    await page.getByRole('button', { name: '+1 point for Leo Brown' }).click();
    await page.waitForTimeout(150);
  }
  await page.getByRole('button', { name: '-1 point for Ada King' }).click();
  await expect.poll(() => pointsOn(board, 'Leo Brown')).toBe(8);
  await page.getByRole('button', { name: 'Reset to 5' }).click();
  const resetToast = toastWith(page, 'Points reset to 5');
  await expect(resetToast).toBeVisible();
  const offeredAt = Date.now();
  await expect.poll(() => pointsOn(board, 'Leo Brown')).toBe(5);
  await expect.poll(() => pointsOn(board, 'Maya Patel')).toBe(5);
  // The Undo is still there 8 seconds after it appeared (it stays 10): time to notice and
  // reach for it. Counted from the toast, not from the board's update, which a busy machine
  // can delay by a second or more.
  await page.waitForTimeout(Math.max(0, 8000 - (Date.now() - offeredAt)));
  await resetToast.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => pointsOn(board, 'Leo Brown')).toBe(8);
  await expect.poll(() => pointsOn(board, 'Maya Patel')).toBe(6);
  await expect.poll(() => pointsOn(board, 'Ada King')).toBe(4);

  // The roll is taken (Ada absent); Start Class resets the points but keeps the roll, and its
  // Undo brings the points back while the class runs on.
  await page
    .getByRole('button', { name: 'Attendance for Ada King: Present. Tap for Absent' })
    .click();
  await expect(card(board, 'Ada King')).toBeHidden();
  await showTab(page, 'Lesson');
  await page.getByRole('button', { name: 'Start Class' }).click();
  await expect(page.getByText('Class started, points back to 5')).toBeVisible();
  await expect.poll(() => pointsOn(board, 'Leo Brown')).toBe(5);
  await shot(page, 'undo-02-start-class-toast-phone', { fullPage: false });
  await undoIn(page).click();
  await expect.poll(() => pointsOn(board, 'Leo Brown')).toBe(8);
  await expect.poll(() => pointsOn(board, 'Maya Patel')).toBe(6);
  // Ada is still absent (kept off the board), and the class is still running.
  await expect(card(board, 'Ada King')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeEnabled();
  await shot(board, 'undo-03-board-after-undo', { fullPage: false });

  await screen.close();
  await phone.close();
});

test('mid-lesson, Finish Class and Reset ask first; a Cancel changes nothing; Reset says what its Undo gives back', async ({
  browser,
  baseURL,
}) => {
  const { phone, classId, origin } = await teacherWithClass(browser, baseURL, ['Maya Patel']);
  await phone.request.patch(`/api/classes/${classId}/settings`, {
    headers: { origin },
    data: {
      classSchedule: [
        { name: 'Warm-up', duration: 5 },
        { name: 'Reading', duration: 20 },
      ],
    },
  });
  const { screen, board } = await openDisplay(browser, baseURL, { phone, classId, origin });
  const page = await phone.newPage();
  await page.goto(`/classroom/${classId}`);
  await expect(syncStatus(page)).toBeVisible();
  await page.getByRole('button', { name: '+1 point for Maya Patel' }).click();
  await expect.poll(() => pointsOn(board, 'Maya Patel')).toBe(6);
  await showTab(page, 'Lesson');
  await page.getByRole('button', { name: 'Start Class' }).click();
  // Start Class's own Undo, in its toast: the +1's toast may still be up, and its Undo would
  // take back a tap the start has already reset.
  await toastWith(page, 'Class started, points back to 5')
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect.poll(() => pointsOn(board, 'Maya Patel')).toBe(6);
  const schedule = board.getByRole('region', { name: 'Class schedule' });
  await expect(schedule).toContainText('Warm-up');

  // Finish Class with an activity still to come: the question, and Cancel keeps the lesson.
  await page.getByRole('button', { name: 'Finish Class' }).click();
  const finishing = page.getByRole('dialog', { name: 'Finish the class now?' });
  await expect(finishing).toContainText('1 activity is still to come');
  await shot(page, 'undo-04-finish-question-phone', { fullPage: false });
  await finishing.getByRole('button', { name: 'Cancel' }).click();
  await expect(finishing).toBeHidden();
  await expect(schedule).toContainText('Warm-up');

  // Reset: the question says the lesson's place is lost; after it, the Undo says what it gives.
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  const resetting = page.getByRole('dialog', { name: 'Reset the class?' });
  await expect(resetting).toContainText('goes back to its first activity');
  await resetting.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(schedule).toBeHidden();
  await expect.poll(() => pointsOn(board, 'Maya Patel')).toBe(5);
  await toastWith(page, /^Class reset/)
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(
    page.getByText('Points and attendance are back as they were; the lesson stays at its start'),
  ).toBeVisible();
  await expect.poll(() => pointsOn(board, 'Maya Patel')).toBe(6);
  await screen.close();
  await phone.close();
});
