import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  ALONE,
  DISPLAY,
  newDevice,
  recordCspViolations,
  recordForeignRequests,
  shot,
  shotOf,
  showTab,
  teacherDevice,
  teacherWithClass,
} from './support';

/*
 * Step 10's moments, on every screen of the class (docs/decisions/0143-0145): Random Student
 * pressed on the phone plays on the classroom display, and the countdown's 0 is a "Time's up"
 * on every device, with a chime on the board.
 */

const BOARDS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
];
const IPAD = { width: 820, height: 1180 };

/** Counts the chime's tones a page plays (three per chime), through the real Web Audio API. */
async function countTones(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const scope = window as unknown as { __tones: number };
    scope.__tones = 0;
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      scope.__tones += 1;
      return original.call(this);
    };
  });
}
const tones = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tones: number }).__tones);

/**
 * What a page lights, frame by frame, from now on: `read` names it (or null); the same name
 * twice in a row is one step.
 */
async function watchLit(page: Page, read: 'board' | 'sheet'): Promise<void> {
  await page.evaluate((kind) => {
    const seen: string[] = [];
    (window as unknown as { __lit: string[] }).__lit = seen;
    const nameOf = (): string | null => {
      if (kind === 'sheet') {
        const sheet = document.querySelector('[data-testid="pick-sheet"]');
        if (!sheet) return null;
        const chosen = sheet.querySelector('.pick-sheet-name-chosen');
        const name = sheet.querySelector('.pick-sheet-name')?.textContent ?? '';
        return chosen ? `picked ${name}` : name;
      }
      const card = document.querySelector('.score-cycling, .score-chosen');
      if (!card) return null;
      const name = (card.getAttribute('aria-label') ?? '').split(',')[0] ?? '';
      return card.classList.contains('score-chosen') ? `picked ${name}` : name;
    };
    const look = () => {
      const name = nameOf();
      if (name !== null && seen.at(-1) !== name) seen.push(name);
    };
    setInterval(look, 5);
  }, read);
}
const lit = (page: Page) => page.evaluate(() => (window as unknown as { __lit: string[] }).__lit);

/** `part` in order within `whole`, gaps allowed (a busy display may draw a 80 ms step late). */
const inOrderWithin = (part: string[], whole: string[]) => {
  let at = 0;
  for (const item of part) {
    at = whole.indexOf(item, at);
    if (at < 0) return false;
    at += 1;
  }
  return true;
};

// Alone: three devices play one timeline by the server's clock; beside another journey a
// device's clock offset or a late frame can cost it the first steps of the cycle.
test(
  'a Random Student pick from the phone plays on the display: the same cycle, then the pick big for 5 s',
  ALONE,
  async ({ browser, baseURL }) => {
    const names = ['Maya Lopez', 'Leo Chen', 'Ava Patel', 'Noah Kim', 'Zoe Park', 'Omar Ali'];
    const { phone, classId, origin, ids } = await teacherWithClass(browser, baseURL, names);
    // Omar is away today: never in the cycle, never picked.
    const away = await phone.request.post('/api/ops', {
      headers: { origin },
      data: {
        classId,
        ops: [
          {
            opId: 'e2e-omar-away',
            kind: 'attendance',
            studentId: ids['Omar Ali'],
            status: 'absent',
          },
        ],
      },
    });
    expect(away.status()).toBe(200);
    const link = await (
      await phone.request.post(`/api/classes/${classId}/display-links`, { headers: { origin } })
    ).json();

    const screen = await newDevice(browser, 'display', baseURL);
    const foreign = [
      ...recordForeignRequests(screen, origin),
      ...recordForeignRequests(phone, origin),
    ];
    const board = await screen.newPage();
    const boardCsp = recordCspViolations(board);
    await board.goto(link.path);
    await expect(board.getByRole('article', { name: /^Maya Lopez, / })).toBeVisible();
    // The display shows picks; it cannot make one (anyone in the room may hold its link).
    await expect(board.getByRole('button', { name: 'Random Student' })).toHaveCount(0);

    // The teacher's laptop, signed in as the teacher, on the Student Scoreboard view.
    const { context: laptop, page: view } = await teacherDevice(browser, phone, {
      baseURL,
      path: `/classroom/${classId}`,
      device: DISPLAY,
    });
    await view.getByRole('button', { name: 'Student Scoreboard' }).click();
    await expect(view.getByRole('article', { name: /^Maya Lopez, / })).toBeVisible();

    const teacher = await phone.newPage();
    await teacher.goto(`/classroom/${classId}`);
    await showTab(teacher, 'Lesson');
    const card = teacher.getByRole('region', { name: 'Random Student' });
    await expect(card).toContainText('Picks one of the 5 students here.');
    await watchLit(board, 'board');
    await watchLit(view, 'board');
    await watchLit(teacher, 'sheet');
    await card.getByRole('button', { name: 'Random Student' }).click();
    // While it cycles, the lit card on the board is plain to see (not a thin outline).
    await board.locator('.score-cycling').first().waitFor();
    await shot(board, 'moments-pick-cycling-display-1920x1080', { fullPage: false });

    // The phone: the names cycle, then the pick, large, without looking up at the board.
    const sheet = teacher.getByTestId('pick-sheet');
    await expect(sheet.locator('.pick-sheet-name-chosen')).toBeVisible();
    const picked = (await sheet.locator('.pick-sheet-name').textContent()) ?? '';
    expect(names.slice(0, 5)).toContain(picked);
    await shot(teacher, 'moments-pick-phone', { fullPage: false });

    // The display: the same student, across the board, with their initials and name.
    const overlay = board.getByTestId('random-pick');
    await expect(overlay).toBeVisible();
    await expect(overlay.locator('.pick-name')).toHaveText(picked);
    await expect(board.getByRole('article', { name: new RegExp(`^${picked}, `) })).toHaveClass(
      /score-chosen/,
    );
    for (const size of BOARDS) {
      await board.setViewportSize(size);
      await shot(board, `moments-pick-display-${size.width}x${size.height}`, { fullPage: false });
    }
    await board.setViewportSize(BOARDS[0] ?? { width: 1920, height: 1080 });

    // The same cycle on both: 8 highlights, then the pick; the display's, frame by frame, is the
    // phone's (allowing a step a busy display drew too late to see).
    // A device that hears of the pick late, or whose clock offset is a little off, shows the rest
    // of it (decision 0143): at most 9 (8 highlights and the pick); CI once saw the phone draw 5.
    const onPhone = await lit(teacher);
    expect(onPhone.length).toBeGreaterThanOrEqual(3);
    expect(onPhone.length).toBeLessThanOrEqual(9);
    expect(onPhone.at(-1)).toBe(`picked ${picked}`);
    expect(onPhone.some((name) => name.includes('Omar'))).toBe(false);
    for (const screenOf of [board, view]) {
      const seen = await lit(screenOf);
      expect(seen.at(-1)).toBe(`picked ${picked}`);
      expect(seen.length).toBeGreaterThanOrEqual(3);
      expect(inOrderWithin(seen, onPhone) || inOrderWithin(onPhone, seen)).toBe(true);
    }

    // The spec's 5 s, then the board is the board again; the lesson card keeps the last pick.
    await expect(overlay).toBeHidden({ timeout: 8000 });
    await expect(sheet).toBeHidden();
    await expect(card).toContainText(`Last pick: ${picked}`);

    // Pressed again, on the laptop's board this time: someone else, on every screen.
    await view.getByRole('button', { name: 'Random Student' }).click();
    await expect(sheet.locator('.pick-sheet-name-chosen')).toBeVisible();
    const again = (await sheet.locator('.pick-sheet-name').textContent()) ?? '';
    expect(again).not.toBe(picked);
    await expect(overlay.locator('.pick-name')).toHaveText(again);
    await expect(view.getByTestId('random-pick').locator('.pick-name')).toHaveText(again);
    for (const size of BOARDS) {
      await view.setViewportSize(size);
      await shot(view, `moments-pick-scoreboard-view-${size.width}x${size.height}`, {
        fullPage: false,
      });
    }

    // The lesson area as the teacher sees it, on the phone and on an iPad.
    await expect(overlay).toBeHidden({ timeout: 8000 });
    const lesson = teacher.locator('.run-side');
    await shotOf(lesson, 'moments-lesson-phone');
    await teacher.setViewportSize(IPAD);
    await shotOf(lesson, 'moments-lesson-ipad');

    // The laptop's board with its Random Student button, between picks.
    await expect(view.getByTestId('random-pick')).toBeHidden();
    await shot(view, 'moments-scoreboard-view-1024x768', { fullPage: false });

    expect(foreign).toEqual([]);
    expect(boardCsp).toEqual([]);
    await laptop.close();
    await screen.close();
    await phone.close();
  },
);

test(
  "Time's up on the display: big, with a chime, from a one-tap timer on the phone, until the teacher dismisses it",
  ALONE,
  async ({ browser, baseURL }) => {
    const { phone, classId, origin } = await teacherWithClass(browser, baseURL, [
      'Maya Lopez',
      'Leo Chen',
      'Ava Patel',
    ]);
    const link = await (
      await phone.request.post(`/api/classes/${classId}/display-links`, { headers: { origin } })
    ).json();
    /** Moves the server's time on; the wake-up due by then fires at once. */
    const jump = async (ms: number) => {
      const res = await phone.request.post('/api/test/clock', {
        headers: { origin },
        data: { ms },
      });
      expect(res.status()).toBe(200);
    };

    const screen = await newDevice(browser, 'display', baseURL);
    await countTones(screen);
    await countTones(phone);
    const board = await screen.newPage();
    await board.goto(link.path);
    await expect(board.getByRole('article', { name: /^Maya Lopez, / })).toBeVisible();
    // Nobody has touched the display: the browser keeps it silent, and it says so.
    const soundOn = board.getByRole('button', { name: 'Sound on' });
    await expect(soundOn).toBeVisible();
    await shot(board, 'moments-display-sound-on', { fullPage: false });
    await soundOn.click();
    await expect(soundOn).toBeHidden();

    // One tap on a preset starts the countdown; while it counts there is nothing to restart it.
    const teacher = await phone.newPage();
    await teacher.goto(`/classroom/${classId}`);
    await showTab(teacher, 'Lesson');
    const timer = teacher.getByRole('region', { name: 'Timer' });
    await timer.getByRole('button', { name: 'Start a 1-minute timer' }).click();
    await expect(timer.getByRole('button', { name: 'Pause Timer' })).toBeVisible();
    await expect(timer.getByRole('button', { name: 'Start Timer' })).toHaveCount(0);
    await expect(timer.getByTestId('timer-time-left')).toHaveText(/^(1:00|0:5\d)$/);
    await expect(board.getByTestId('timer-time-left')).toHaveText(/^(1:00|0:5\d)$/);
    await shotOf(timer, 'moments-timer-running-phone');

    // 0: the display says so across the board and chimes once; the phone shows a banner, silent
    // (its own chime is off until the teacher switches it on).
    await jump(61_000);
    const up = board.getByTestId('times-up');
    await expect(up).toBeVisible();
    await expect(up).toContainText('Time’s up');
    await expect(board.locator('.compact-timer-up')).toContainText('0:00');
    await expect.poll(() => tones(board)).toBe(3);
    const banner = teacher.getByTestId('times-up');
    await expect(banner).toContainText('Time’s up');
    await expect(timer.locator('.run-status')).toHaveText('Time’s up');
    expect(await tones(teacher)).toBe(0);
    for (const size of BOARDS) {
      await board.setViewportSize(size);
      await shot(board, `moments-times-up-display-${size.width}x${size.height}`, {
        fullPage: false,
      });
    }
    await shot(teacher, 'moments-times-up-phone', { fullPage: false });
    await teacher.setViewportSize(IPAD);
    await shot(teacher, 'moments-times-up-ipad', { fullPage: false });

    // Dismissed on the phone: gone from every screen.
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(up).toBeHidden();
    await expect(banner).toBeHidden();
    expect(await tones(board)).toBe(3);

    // A display opened 10 s after another 0 shows the rest of it, silently; one opened after
    // the 30 s shows nothing stale and no time below zero.
    await timer.getByRole('button', { name: 'Start a 1-minute timer' }).click();
    await expect(timer.getByRole('button', { name: 'Pause Timer' })).toBeVisible();
    await jump(70_000);
    const late = await screen.newPage();
    await late.goto(link.path);
    await expect(late.getByTestId('times-up')).toBeVisible();
    await expect.poll(() => tones(late)).toBe(0);
    await jump(30_000);
    const later = await screen.newPage();
    await later.goto(link.path);
    await expect(later.getByRole('article', { name: /^Maya Lopez, / })).toBeVisible();
    await expect(later.getByTestId('times-up')).toHaveCount(0);
    await expect(later.getByTestId('timer-time-left')).toHaveCount(0);

    await screen.close();
    await phone.close();
  },
);
