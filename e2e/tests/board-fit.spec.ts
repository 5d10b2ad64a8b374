import { expect, test } from '@playwright/test';
import {
  boardCoverage as coverage,
  LONG_NAMES,
  newDevice,
  openDisplay,
  shot,
  showTab,
  syncStatus,
  teacherWithClass,
} from './support';

/*
 * Step 10, "the board does not fit common projectors": every present student's card whole on
 * screen and uncovered (by the lesson bar, Group Controls, anything), at the four board sizes,
 * without scrolling; and a reorder after a tap that is over in about a second with no two
 * names ever drawn over each other.
 */

const SIZES = [
  [1024, 768],
  [1280, 720],
  [1920, 1080],
  [3840, 2160],
] as const;

test('the board fits every size with 25 students, 5 teams and the lesson bar, on the display and the teacher board', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { phone, classId, origin } = await teacherWithClass(browser, baseURL, LONG_NAMES);
  await phone.request.post(`/api/classes/${classId}/groups/random`, {
    headers: { origin },
    data: { count: 5 },
  });
  const page = await phone.newPage();
  await page.goto(`/classroom/${classId}`);
  await expect(syncStatus(page)).toBeVisible();
  await showTab(page, 'Lesson');
  await page.getByRole('button', { name: 'Start Class' }).click();

  const { screen, board } = await openDisplay(browser, baseURL, { phone, classId, origin });
  await expect(board.getByRole('region', { name: 'Class schedule' })).toBeVisible();
  await expect(board.getByRole('article')).toHaveCount(25);

  for (const [width, height] of SIZES) {
    await board.setViewportSize({ width, height });
    // Readable from the back of the room: names about 2% of the screen's height at least.
    await expect
      .poll(() =>
        coverage(board).then((c) => [
          c.cards,
          c.hidden,
          c.scrolls,
          c.smallestName >= height * 0.02,
        ]),
      )
      .toEqual([25, [], false, true]);
    const { smallestName } = await coverage(board);
    console.log(`display ${width}x${height}: smallest name ${smallestName.toFixed(1)} px`);
    if (width <= 1920)
      await shot(board, `board-fit-display-${width}x${height}`, { fullPage: false });
  }

  // The teacher's own board, Group Controls and all, on a laptop wired to the projector.
  const laptop = await newDevice(browser, 'display', baseURL);
  await laptop.addCookies(await phone.cookies());
  const teacher = await laptop.newPage();
  await teacher.goto(`/classroom/${classId}`);
  await teacher.getByRole('button', { name: 'Student Scoreboard' }).click();
  await expect(teacher.getByRole('combobox', { name: 'Group' })).toBeVisible();
  for (const [width, height] of SIZES.slice(0, 2)) {
    await teacher.setViewportSize({ width, height });
    await expect
      .poll(() => coverage(teacher).then((c) => [c.cards, c.hidden, c.scrolls]))
      .toEqual([25, [], false]);
    await shot(teacher, `board-fit-teacher-${width}x${height}`, { fullPage: false });
  }
  await laptop.close();
  await screen.close();
  await phone.close();
});

test('a tap on the phone reorders the display in about a second, no name ever over another', async ({
  browser,
  baseURL,
}) => {
  const { phone, classId, origin } = await teacherWithClass(
    browser,
    baseURL,
    LONG_NAMES.slice(0, 12),
  );
  const { screen, board } = await openDisplay(browser, baseURL, { phone, classId, origin });
  await board.setViewportSize({ width: 1280, height: 720 });
  await expect(board.getByRole('article')).toHaveCount(12);
  // Every frame: the largest overlap of two names that can be read (not faded out).
  await board.evaluate(() => {
    const w = window as unknown as { overlap: number };
    w.overlap = 0;
    const tick = () => {
      const boxes = Array.from(document.querySelectorAll('.score-name'))
        .filter(
          (n) => Number.parseFloat(getComputedStyle(n.closest('li') as Element).opacity) > 0.35,
        )
        .map((n) => n.getBoundingClientRect());
      for (let i = 0; i < boxes.length; i += 1) {
        for (let j = i + 1; j < boxes.length; j += 1) {
          const a = boxes[i] as DOMRect;
          const b = boxes[j] as DOMRect;
          const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (x > 1 && y > 1) w.overlap = Math.max(w.overlap, x * y);
        }
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });

  const page = await phone.newPage();
  await page.goto(`/classroom/${classId}`);
  await expect(syncStatus(page)).toBeVisible();
  // The student at the foot of the board: one +1 lifts them to the top, so every card moves.
  const last = (
    (await board.locator('.board-grid > li:last-child .score-card').getAttribute('aria-label')) ??
    ''
  ).split(',')[0] as string;
  expect(LONG_NAMES).toContain(last);
  const tapped = Date.now();
  await page.getByRole('button', { name: `+1 point for ${last}` }).click();
  await board.waitForFunction(
    (name) =>
      document.querySelector('.score-card')?.getAttribute('aria-label')?.startsWith(`${name},`) &&
      !document.querySelector('[data-moving]'),
    last,
    { polling: 'raf' },
  );
  const settled = Date.now() - tapped;
  console.log(`reorder: tap on the phone to the display settled in ${settled} ms`);
  // About 1 s on a quiet machine (bench/board-fit.mjs prints the figure); slack for CI.
  expect(settled).toBeLessThan(3000);
  expect(await board.evaluate(() => (window as unknown as { overlap: number }).overlap)).toBe(0);
  await screen.close();
  await phone.close();
});
