import { expect, type Page, test } from '@playwright/test';
import {
  openDisplay,
  openSheet,
  shot,
  showTab,
  syncStatus,
  teacherDevice,
  teacherWithClass,
} from './support';

/*
 * Step 11, the lasting history: every point is in a student's timeline and the class's day;
 * removing one there takes it off every device, long after Undo has gone, and Start Class
 * resets the board without losing the history (docs/decisions/0154).
 */

const card = (board: Page, name: string) =>
  board.getByRole('article', { name: new RegExp(`^${name}, `) });
const pointsOn = async (board: Page, name: string) =>
  Number(/, (-?\d+) points/.exec((await card(board, name).getAttribute('aria-label')) ?? '')?.[1]);

test('a point removed from the timeline on the phone leaves the display and the laptop; Start Class keeps the history', async ({
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
  const { board } = await openDisplay(browser, baseURL, { phone, classId, origin });
  const page = await phone.newPage();
  await page.goto(`/classroom/${classId}`);
  await expect(syncStatus(page)).toBeVisible();
  const { context: laptopContext, page: laptop } = await teacherDevice(browser, phone, {
    baseURL,
    path: `/classroom/${classId}`,
  });
  await expect(syncStatus(laptop)).toBeVisible();

  // A plain +1 for Maya on the phone, and Teamwork +1 for the whole class.
  await page.getByRole('button', { name: '+1 point for Maya Patel' }).click();
  const skills = await (
    await phone.request.get(`/api/classes/${classId}/skills`, { headers: { origin } })
  ).json();
  const teamwork = skills.find((s: { name: string }) => s.name === 'Teamwork');
  await phone.request.post('/api/ops', {
    headers: { origin },
    data: {
      classId,
      ops: [
        { opId: `journey-all-${Date.now()}`, kind: 'class-points', delta: 1, skillId: teamwork.id },
      ],
    },
  });
  await expect.poll(() => pointsOn(board, 'Maya Patel')).toBe(7);
  await expect.poll(() => pointsOn(board, 'Leo Brown')).toBe(6);

  // The laptop opens Maya's history: both points, with their skill and to whom.
  await laptop.getByRole('button', { name: 'More about Maya Patel', exact: true }).first().click();
  await laptop
    .getByRole('dialog', { name: 'Maya Patel' })
    .getByRole('button', { name: 'History' })
    .click();
  const story = laptop.getByRole('dialog', { name: "Maya Patel's history" });
  await expect(story.getByText('Teamwork')).toBeVisible();
  await expect(story.getByText('with the whole class')).toBeVisible();
  // A plain point is called what the reports and the CSV call it.
  await expect(story.getByText('No skill', { exact: true })).toBeVisible();
  await shot(laptop, 'history-01-student-laptop', { fullPage: false });

  // The phone's timeline of today: Teamwork for the whole class, removed for all in two taps.
  await showTab(page, 'Lesson');
  await page.getByRole('button', { name: "Today's timeline" }).click();
  const today = page.getByRole('dialog', { name: "Today's timeline" });
  await expect(today.getByText('Whole class (3 students)')).toBeVisible();
  // Who it reached, A to Z as the roster lists them, under the award's words.
  await today.getByRole('button', { name: 'Show students' }).click();
  await expect(today.locator('.history-row-name')).toHaveText([
    'Ada King',
    'Leo Brown',
    'Maya Patel',
  ]);
  const words = await today.locator('.history-skill', { hasText: 'Teamwork' }).boundingBox();
  const who = await today.getByRole('button', { name: 'Hide students' }).boundingBox();
  expect(Math.abs((who?.x ?? 0) - (words?.x ?? 100))).toBeLessThan(2);
  await shot(page, 'history-02-class-phone', { fullPage: false });
  await today.getByRole('button', { name: 'Hide students' }).click();
  const removeAll = today.getByRole('button', { name: /^Remove for all: \+1 point for Teamwork/ });
  await removeAll.click();
  // The first tap only asks: nothing has moved yet.
  await expect(today.getByRole('button', { name: /^Tap again to remove/ })).toBeVisible();
  await page.waitForTimeout(300);
  expect(await pointsOn(board, 'Leo Brown')).toBe(6);
  await today.getByRole('button', { name: /^Tap again to remove/ }).click();
  // The phone says what went, and what it did to today's board.
  await expect(page.getByText('Removed: +1 Teamwork for the whole class')).toBeVisible();
  await expect(
    page.getByText("Today's points went down by 1 for each of 3 students."),
  ).toBeVisible();
  await expect.poll(() => pointsOn(board, 'Leo Brown')).toBe(5);
  await expect.poll(() => pointsOn(board, 'Ada King')).toBe(5);
  await expect.poll(() => pointsOn(board, 'Maya Patel')).toBe(6);
  // The laptop's open history follows: Teamwork is marked removed; the plain point stays.
  await expect(story.getByText('Removed')).toHaveCount(1);
  await expect(story.getByRole('button', { name: /\(No skill\)$/ })).toBeVisible();
  await shot(laptop, 'history-03-removed-laptop', { fullPage: false });
  await page.keyboard.press('Escape');

  // Maya's own point, removed from her history on the phone.
  const sheet = await openSheet(page, 'Maya Patel');
  await sheet.getByRole('button', { name: 'History' }).click();
  const hers = page.getByRole('dialog', { name: "Maya Patel's history" });
  await hers.getByRole('button', { name: /\(No skill\)$/ }).click();
  await hers.getByRole('button', { name: /^Tap again to remove/ }).click();
  await expect(page.getByText('Removed: +1 point for Maya Patel')).toBeVisible();
  await expect(page.getByText("Today's points went down by 1.")).toBeVisible();
  await expect.poll(() => pointsOn(board, 'Maya Patel')).toBe(5);
  await expect(hers.getByText('Removed')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // Leo earns a point; Start Class puts the board back at 5; his history still has it.
  await showTab(page, 'Students');
  await page.getByRole('button', { name: '+1 point for Leo Brown' }).click();
  await expect.poll(() => pointsOn(board, 'Leo Brown')).toBe(6);
  await showTab(page, 'Lesson');
  await page.getByRole('button', { name: 'Start Class' }).click();
  await expect.poll(() => pointsOn(board, 'Leo Brown')).toBe(5);
  const leo = await openSheet(page, 'Leo Brown');
  await leo.getByRole('button', { name: 'History' }).click();
  const his = page.getByRole('dialog', { name: "Leo Brown's history" });
  await expect(
    his.getByRole('button', { name: /Leo Brown's \+1 point \(No skill\)$/ }),
  ).toBeVisible();
  // His day says where the board went back to 5, newest first as the class's timeline reads;
  // he was added today, so there is nothing earlier to offer.
  await expect(his.locator('.history-line').first()).toContainText(
    'Class started: points back to 5',
  );
  await expect(his.locator('.history-line').nth(1)).toContainText('No skill');
  await expect(his.getByRole('button', { name: /days earlier/ })).toHaveCount(0);
  await shot(page, 'history-04-student-phone', { fullPage: false });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await showTab(page, 'Lesson');
  await page.getByRole('button', { name: "Today's timeline" }).click();
  await expect(
    page
      .getByRole('dialog', { name: "Today's timeline" })
      .getByText('Class started: points back to 5'),
  ).toBeVisible();
  await laptopContext.close();
});
