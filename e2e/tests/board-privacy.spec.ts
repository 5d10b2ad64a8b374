import { expect, type Page, test } from '@playwright/test';
import {
  boardCoverage,
  IPAD,
  openDisplay,
  shot,
  shotOf,
  showTab,
  teacherDevice,
  teacherWithClass,
} from './support';

/*
 * What the board shows (Step 11, docs/decisions/0152): the teacher picks on the phone how much
 * of the points the class's boards show, and the classroom display and the teacher's own
 * Student Scoreboard on a laptop follow at once, as a student at the back of the room sees it:
 * medals or none, points or none, the average, one class total, or names and photos only.
 */

const BOARDS = [
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;

// Names in the reverse order of their points, so name order and points order differ.
const PUPILS = ['Zara', 'Yusuf', 'Xena', 'Wren', 'Victor', 'Uma'];
const POINTS: Record<string, number> = { Zara: 4, Yusuf: 3, Xena: 2, Wren: 1, Victor: 0, Uma: -1 };
// Everyone starts on 5: 9 + 8 + 7 + 6 + 5 + 4.
const TOTAL = 39;

/** The card names in the order a board draws them. */
const cardOrder = (board: Page) =>
  board.locator('.score-card .score-name').evaluateAll((names) => names.map((n) => n.textContent));

/**
 * What the board's cards say, and its header beside the class name: all of the text, the
 * screen readers' too, so nothing hidden from sight gives a point away either.
 */
async function seen(board: Page) {
  const cards = (await board.locator('.board-grid').textContent()) ?? '';
  const status = (await board.locator('.board-status').textContent()) ?? '';
  const teams = await board.getByRole('list', { name: 'Teams' }).count();
  return { cards, status, teams };
}

/**
 * The team's name on the cards, in px: read from the back row, never under 0.85rem (13.6 px),
 * and near the name's size (0.7 of it) up to the medals' 18 px (decision 0163).
 */
async function teamTagsReadable(board: Page) {
  const sizes = await board.locator('.score-card').evaluateAll((cards) =>
    cards
      .filter((c) => c.querySelector('.score-team-name'))
      .map((c) => {
        const px = (sel: string) =>
          Number.parseFloat(getComputedStyle(c.querySelector(sel) as Element).fontSize);
        return { tag: px('.score-team-name'), name: px('.score-name') };
      }),
  );
  expect(sizes.length).toBeGreaterThan(0);
  for (const { tag, name } of sizes) {
    expect(tag).toBeGreaterThanOrEqual(13.5);
    expect(tag).toBeGreaterThanOrEqual(Math.min(name * 0.7, 18));
  }
}

/** Every card on screen and uncovered, once the board has fitted itself to a new size. */
async function everyBoardFits(board: Page) {
  await expect
    .poll(async () => {
      const { cards, hidden, scrolls } = await boardCoverage(board);
      return { cards, hidden, scrolls };
    })
    .toEqual({ cards: PUPILS.length, hidden: [], scrolls: false });
}

test('the teacher chooses on the phone what the board shows, and every board follows at once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const setup = await teacherWithClass(browser, baseURL, PUPILS, {
    className: 'Year 6',
    prefix: 'privacy',
  });
  const { phone, classId, origin, ids } = setup;
  for (const [name, points] of Object.entries(POINTS)) {
    if (points === 0) continue;
    const res = await phone.request.patch(`/api/students/${ids[name]}/points`, {
      headers: { origin },
      data: { pointChange: points },
    });
    expect(res.ok()).toBe(true);
  }
  const group = await (
    await phone.request.post(`/api/classes/${classId}/groups`, {
      headers: { origin },
      data: { name: 'Otters' },
    })
  ).json();
  for (const name of ['Zara', 'Uma']) {
    await phone.request.post(`/api/groups/${group.id}/students/${ids[name]}`, {
      headers: { origin },
    });
  }

  const { screen, board } = await openDisplay(browser, baseURL, setup);
  await board.setViewportSize(BOARDS[1]);
  await expect(board.getByRole('article', { name: /^Zara, / })).toBeVisible();

  // The teacher's own Student Scoreboard, on a laptop signed in as the same teacher.
  const { context: laptop, page: desk } = await teacherDevice(browser, phone, {
    baseURL,
    path: `/classroom/${classId}`,
  });
  await desk.getByRole('button', { name: 'Student Scoreboard' }).click();
  await expect(desk.getByRole('article', { name: /^Zara, / })).toBeVisible();

  const teacher = await phone.newPage();
  await teacher.goto(`/classroom/${classId}`);
  await showTab(teacher, 'More');
  const field = teacher.getByRole('group', { name: 'What the board shows' });
  await expect(field).toBeVisible();
  const choose = async (label: string) => {
    const choice = field.getByRole('radio', { name: label });
    await choice.check();
    await expect(choice).toBeChecked();
  };

  // Today's board, unless the teacher chooses otherwise: medals, points, by points, the average.
  await expect(field.getByRole('radio', { name: 'Full leaderboard' })).toBeChecked();
  for (const view of [board, desk]) {
    await expect(view.locator('.rank-badge')).toHaveText(['1st', '2nd', '3rd']);
    expect(await cardOrder(view)).toEqual(PUPILS);
    const { cards, status, teams } = await seen(view);
    expect(cards).toMatch(/Zara\s*9/);
    expect(status).toContain('Ave: 6.5 pts');
    expect(teams).toBe(1);
  }
  await field.scrollIntoViewIfNeeded();
  await shotOf(field, 'privacy-phone-settings');
  for (const size of BOARDS) {
    await board.setViewportSize(size);
    await everyBoardFits(board);
    await shot(board, `privacy-display-leaderboard-${size.width}`, { fullPage: false });
  }

  // Points without ranks: the points stay, the medals go, the cards stand in name order.
  await choose('Points, no ranks');
  for (const view of [board, desk]) {
    await expect(view.locator('.rank-badge')).toHaveCount(0);
    await expect.poll(() => cardOrder(view)).toEqual([...PUPILS].reverse());
    const { cards, status, teams } = await seen(view);
    expect(cards).not.toMatch(/1st|2nd|3rd/);
    expect(cards).toMatch(/Zara\s*9/);
    expect(status).toContain('Ave: 6.5 pts');
    expect(teams).toBe(1);
  }
  // A point given moves nobody: Uma, first by name and last by points, stays first.
  await showTab(teacher, 'Students');
  await teacher.getByRole('button', { name: '+1 point for Wren' }).click();
  await expect(board.getByRole('article', { name: /^Wren, 7 points/ })).toBeVisible();
  await board.waitForTimeout(700);
  expect(await cardOrder(board)).toEqual([...PUPILS].reverse());
  await expect(board.locator('[data-moving]')).toHaveCount(0);
  for (const size of BOARDS) {
    await board.setViewportSize(size);
    await everyBoardFits(board);
    await shot(board, `privacy-display-no-ranks-${size.width}`, { fullPage: false });
  }

  // Class total only: one figure, no one's own points, no team scores.
  await showTab(teacher, 'More');
  await choose('Class total only');
  for (const view of [board, desk]) {
    await expect(view.getByText(`Class total: ${TOTAL + 1} pts`)).toBeVisible();
    await expect(view.locator('.score-points')).toHaveCount(0);
    const { cards, status, teams } = await seen(view);
    expect(cards).not.toMatch(/\d|pts|1st|2nd|3rd/i);
    expect(status).not.toContain('Ave');
    expect(teams).toBe(0);
    // The team's colour and name stay on its members' cards.
    await expect(view.getByRole('article', { name: 'Zara, team Otters' })).toBeVisible();
  }
  for (const size of BOARDS) {
    await board.setViewportSize(size);
    await everyBoardFits(board);
    await teamTagsReadable(board);
    await shot(board, `privacy-display-class-total-${size.width}`, { fullPage: false });
  }

  // No points: names and photos only, nothing to add up anywhere on the board.
  await choose('No points');
  for (const view of [board, desk]) {
    await expect(view.getByText(/Class total/)).toHaveCount(0);
    const { cards, status, teams } = await seen(view);
    expect(cards).not.toMatch(/\d|pts|1st|2nd|3rd/i);
    expect(status).not.toMatch(/Ave|total|pts/i);
    expect(teams).toBe(0);
    await expect(view.getByRole('article', { name: 'Uma, team Otters' })).toBeVisible();
  }
  for (const size of BOARDS) {
    await board.setViewportSize(size);
    await everyBoardFits(board);
    await teamTagsReadable(board);
    await shot(board, `privacy-display-no-points-${size.width}`, { fullPage: false });
  }
  await shot(desk, 'privacy-desk-no-points', { fullPage: false });

  // A display that opens again starts as the class has it, not with a flash of points.
  await board.reload();
  await expect(board.getByRole('article', { name: 'Zara, team Otters' })).toBeVisible();
  await expect(board.locator('.score-points, .rank-badge, .board-average')).toHaveCount(0);

  // The teacher's own list on the phone keeps everyone's points.
  await showTab(teacher, 'Students');
  const stepper = (name: string) =>
    teacher.getByRole('button', { name: `+1 point for ${name}` }).locator('..');
  await expect(stepper('Wren')).toContainText('7');
  await expect(stepper('Zara')).toContainText('9');
  await shot(teacher, 'privacy-phone-students-no-points', { fullPage: false });

  // A telling-off stays off a board without points; praise is still said out loud, by name
  // and skill, without its points (decisions 0152, 0163).
  const skills: { id: number; name: string }[] = await (
    await phone.request.get(`/api/classes/${classId}/skills`, { headers: { origin } })
  ).json();
  const give = (name: string, skill: string, delta: number) =>
    phone.request.post('/api/ops', {
      headers: { origin },
      data: {
        classId,
        ops: [
          {
            opId: `privacy-${skill.replace(/\W/g, '')}-${Date.now()}`,
            kind: 'points',
            studentId: ids[name],
            delta,
            skillId: skills.find((s) => s.name === skill)?.id,
          },
        ],
      },
    });
  await give('Uma', 'Off task', -1);
  await give('Zara', 'Helping others', 1);
  await expect(board.getByTestId('award-banner')).toHaveText('Zara·Helping others');
  await expect(board.getByTestId('card-award')).toHaveCount(1);
  await expect(board.getByRole('article', { name: 'Uma, team Otters' })).not.toContainText(
    'Off task',
  );
  await expect(board.getByTestId('award-banner')).toHaveCount(0, { timeout: 8000 });

  // The settings on an iPad, the teacher's other device, and back to the leaderboard from there.
  const { context: tablet, page: pad } = await teacherDevice(browser, phone, {
    baseURL,
    path: `/classroom/${classId}`,
    device: IPAD,
  });
  await showTab(pad, 'More');
  const padField = pad.getByRole('group', { name: 'What the board shows' });
  await expect(padField.getByRole('radio', { name: 'No points' })).toBeChecked();
  await padField.scrollIntoViewIfNeeded();
  await shot(pad, 'privacy-ipad-settings', { fullPage: false });
  await padField.getByRole('radio', { name: 'Full leaderboard' }).check();
  // Wren's point put Wren level with Xena: both are 3rd.
  await expect(board.locator('.rank-badge')).toHaveText(['1st', '2nd', '3rd', '3rd']);
  await expect
    .poll(() => cardOrder(board))
    .toEqual(['Zara', 'Yusuf', 'Wren', 'Xena', 'Victor', 'Uma']);
  await expect(board.getByText('Ave: 6.7 pts')).toBeVisible();
  // The phone's own field follows the iPad's choice.
  await showTab(teacher, 'More');
  await expect(field.getByRole('radio', { name: 'Full leaderboard' })).toBeChecked();

  await tablet.close();
  await laptop.close();
  await screen.close();
  await phone.close();
});
