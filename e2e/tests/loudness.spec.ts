import { expect, type Locator, type Page, test } from '@playwright/test';
import { gainFor, setGain, syntheticMicrophone } from './microphone';
import {
  IPAD,
  newDevice,
  recordCspViolations,
  shot,
  shotOf,
  showTab,
  teacherWithClass,
} from './support';

/*
 * One loudness rule (Step 10, docs/decisions/0148, 0149): the Too Loud line the teacher sets
 * on the phone is the line every meter draws and the one the tally counts at; the display can
 * show its meter big without covering a card; and a display that was listening goes on
 * listening after a reload, or asks for one tap when its browser wants one.
 */

const BOARDS = [
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;

/** The big meter sits above every card: its box ends before the first card's begins. */
async function clearOfCards(board: Page, meter: Locator) {
  const box = await meter.boundingBox();
  const cards = await board.getByRole('article').evaluateAll((all) =>
    all.map((card) => {
      const r = card.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    }),
  );
  expect(box).not.toBeNull();
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    const apart =
      card.top >= (box?.y ?? 0) + (box?.height ?? 0) ||
      card.bottom <= (box?.y ?? 0) ||
      card.left >= (box?.x ?? 0) + (box?.width ?? 0) ||
      card.right <= (box?.x ?? 0);
    expect(apart, JSON.stringify({ card, box })).toBe(true);
  }
}

test("the phone's Too Loud line counts on every device; the big meter; the display listens again after a reload", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { phone, classId, origin } = await teacherWithClass(
    browser,
    baseURL,
    ['Maya', 'Leo', 'Sam', 'Ivy', 'Noah', 'Zoe', 'Ava', 'Ben', 'Cleo', 'Dev', 'Ela', 'Finn'],
    { className: 'Year 4', prefix: 'loud' },
  );
  const { path: displayPath } = await (
    await phone.request.post(`/api/classes/${classId}/display-links`, { headers: { origin } })
  ).json();
  const screen = await newDevice(browser, 'display', origin);
  await syntheticMicrophone(screen);
  let board = await screen.newPage();
  const csp = recordCspViolations(board);
  await board.goto(displayPath);
  await expect(board.getByRole('article', { name: /^Maya, / })).toBeVisible();

  const teacher = await phone.newPage();
  await teacher.goto(`/classroom/${classId}`);
  await showTab(teacher, 'More');
  const controls = teacher.getByRole('region', { name: 'Classroom controls' });
  const card = teacher.getByRole('region', { name: 'Classroom Volume' });

  // A new class's line is the spec's 'Over 80%'. The teacher moves it to 60 on the phone.
  const slider = controls.getByRole('slider', { name: /^Too Loud line/ });
  await expect(slider).toHaveValue('80');
  await expect(controls.getByText('stays over 80%', { exact: false })).toBeVisible();
  await slider.focus();
  for (let i = 0; i < 4; i += 1) await slider.press('ArrowLeft');
  await expect(controls.getByText('Too Loud line: 60')).toBeVisible();
  await expect(controls.getByText('stays over 60%', { exact: false })).toBeVisible();
  await controls.scrollIntoViewIfNeeded();
  await shotOf(controls, 'loud-phone-controls');

  // The display's line follows, on its small meter.
  const boardBar = board.getByRole('meter', { name: 'Classroom volume' });
  await expect(boardBar.locator('.student-meter-line')).toBeAttached();
  await expect(boardBar).toHaveAttribute('style', /--line: 60%/);

  // The display listens; the room chatters at 70: over the teacher's 60, under the old 80.
  await board.getByRole('button', { name: 'Listen here' }).click();
  await expect(card.getByText('Listening: Classroom display')).toBeVisible();
  await setGain(board, gainFor(70));
  await expect(card.getByText(/^Over the Too Loud line \(60\)/)).toBeVisible({ timeout: 10_000 });
  await card.scrollIntoViewIfNeeded();
  await shotOf(card, 'loud-phone-volume-card');
  const phoneCount = teacher.getByTestId('teacher-too-loud');
  await expect(phoneCount).toHaveText('1', { timeout: 10_000 });
  await expect(board.getByTestId('too-loud')).toHaveText('Too Loud 1');
  await setGain(board, gainFor(0));
  for (const size of BOARDS) {
    await board.setViewportSize(size);
    await shot(board, `loud-display-small-${size.width}`, { fullPage: false });
  }

  // The teacher shows the meter big: the display draws it across the board, above the cards.
  const settings = teacher.getByRole('region', { name: 'Class settings' });
  await settings.getByRole('switch', { name: 'Big meter on the board' }).click();
  const big = board.getByTestId('big-meter');
  await expect(big).toBeVisible();
  await expect(big.getByText('Too Loud line 60')).toBeVisible();
  await expect(big.getByTestId('too-loud')).toHaveText('Too Loud 1');
  await expect(board.locator('.student-meter')).toHaveCount(0);
  await settings.scrollIntoViewIfNeeded();
  await shotOf(settings, 'loud-phone-settings');
  // Loud again for a moment, so the pictures show the bar and its line.
  await setGain(board, gainFor(70));
  await expect(big.getByRole('meter')).toHaveAttribute('aria-valuenow', /^(6[5-9]|7\d)$/);
  for (const size of BOARDS) {
    await board.setViewportSize(size);
    await clearOfCards(board, big);
    await shot(board, `loud-display-big-${size.width}`, { fullPage: false });
  }
  await setGain(board, gainFor(0));
  // The teacher's own Student Scoreboard follows the same switch, down to a phone's width.
  await teacher.getByRole('button', { name: 'Student Scoreboard' }).click();
  await expect(teacher.getByTestId('big-meter')).toBeVisible();
  // The same count as the display's: the loud moment for the pictures may have counted once
  // more on a slow host (it lasts as long as the screenshots take).
  const counted = (await big.getByTestId('too-loud').textContent()) ?? '';
  expect(counted).toMatch(/^Too Loud [12]$/);
  await expect(teacher.getByTestId('too-loud')).toHaveText(counted);
  await shot(teacher, 'loud-phone-board-big', { fullPage: false });
  await teacher.getByRole('button', { name: 'Teacher Dashboard' }).click();
  await showTab(teacher, 'More');

  // The display reloads: it goes on listening by itself (its browser let it listen before),
  // and every device sees it listening again.
  await board.reload();
  await expect(board.getByRole('button', { name: 'Stop listening' })).toBeVisible();
  await expect(card.getByText('Listening: Classroom display')).toBeVisible();
  await setGain(board, gainFor(70));
  await expect(card.getByText(/^Now (6[5-9]|7\d) ·/)).toBeVisible({ timeout: 10_000 });
  await setGain(board, gainFor(0));

  // The computer's browser opened again the next morning: the microphone is still allowed,
  // so the display listens by itself, with nobody at it.
  await board.close();
  await expect(card.getByText('No device is listening')).toBeVisible();
  board = await screen.newPage();
  await board.goto(displayPath);
  await expect(card.getByText('Listening: Classroom display')).toBeVisible();

  // A browser that asks for the microphone on every visit: after a reload the display asks
  // for one tap, says why, and that tap is enough.
  await screen.addInitScript(() => {
    const query = navigator.permissions.query.bind(navigator.permissions);
    navigator.permissions.query = (descriptor) =>
      descriptor.name === ('microphone' as PermissionName)
        ? Promise.resolve({ state: 'prompt' } as PermissionStatus)
        : query(descriptor);
  });
  await board.reload();
  const resume = board.getByRole('button', { name: 'Resume listening' });
  await expect(resume).toBeVisible();
  await expect(resume).toHaveAccessibleDescription(
    'This display was listening before the page reloaded.',
  );
  await expect(card.getByText('No device is listening')).toBeVisible();
  await board.setViewportSize(BOARDS[0]);
  await shot(board, 'loud-display-resume-1024', { fullPage: false });
  await resume.click();
  await expect(card.getByText('Listening: Classroom display')).toBeVisible();

  // Stopped on purpose, it stays stopped after a reload.
  await board.getByRole('button', { name: 'Stop listening' }).click();
  await expect(card.getByText('No device is listening')).toBeVisible();
  await board.reload();
  await expect(board.getByRole('button', { name: 'Listen here' })).toBeVisible();
  await board.waitForTimeout(2000);
  await expect(card.getByText('No device is listening')).toBeVisible();

  // The settings on a teacher's iPad (820 wide): the line and the big meter switch.
  const ipad = await browser.newContext({ ...IPAD, baseURL: origin });
  await ipad.addCookies(await phone.cookies());
  const tablet = await ipad.newPage();
  await tablet.goto(`/classroom/${classId}`);
  const tabletControls = tablet.getByRole('region', { name: 'Classroom controls' });
  await expect(tabletControls.getByText('Too Loud line: 60')).toBeVisible();
  await tabletControls.scrollIntoViewIfNeeded();
  await shotOf(tabletControls, 'loud-ipad-controls');
  await shotOf(tablet.getByRole('region', { name: 'Class settings' }), 'loud-ipad-settings');

  expect(csp).toEqual([]);
  await ipad.close();
  await screen.close();
  await phone.close();
});
