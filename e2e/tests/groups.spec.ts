import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  newDevice,
  recordCspViolations,
  recordForeignRequests,
  shot,
  showTab,
  teacherWithClass,
} from './support';

/*
 * Step 4 as a teacher lives it: the phone splits the class into teams and gives a team a
 * point; the classroom display (a display link, signed out) shows the teams and every
 * member's points move at once. Layouts are saved, cleared and loaded back.
 */

const PASSWORD = 'steady-compass-31';
const NAMES = ['Maya', 'Leo', 'Sam', 'Ivy', 'Noah', 'Zoe', 'Eli', 'Ana', 'Omar', 'Lena'];

interface Setup {
  phone: BrowserContext;
  classId: number;
  origin: string;
  studentIds: number[];
}

async function classWithStudents(
  browser: import('@playwright/test').Browser,
  baseURL: string | undefined,
  names: readonly string[],
): Promise<Setup> {
  const { phone, classId, origin, ids } = await teacherWithClass(browser, baseURL, names, {
    className: 'Year 4',
    prefix: 'groups',
    password: PASSWORD,
  });
  return { phone, classId, origin, studentIds: names.map((n) => ids[n] as number) };
}

async function openDisplayLink(setup: Setup, browser: import('@playwright/test').Browser) {
  const { path } = await (
    await setup.phone.request.post(`/api/classes/${setup.classId}/display-links`, {
      headers: { origin: setup.origin },
    })
  ).json();
  const screen = await newDevice(browser, 'display', setup.origin);
  const board = await screen.newPage();
  await board.goto(path);
  return { screen, board, path: path as string };
}

/** The points a board's card shows for a student, read from its accessible name. */
async function boardPoints(board: Page, name: string): Promise<number> {
  const label = await board
    .getByRole('article', { name: new RegExp(`^${name}, `) })
    .getAttribute('aria-label');
  return Number(/, (-?\d+) points/.exec(label ?? '')?.[1]);
}

test('teams made on the phone at random appear on the display, and a team point reaches every member', async ({
  browser,
  baseURL,
}) => {
  const setup = await classWithStudents(browser, baseURL, NAMES);
  const foreign = recordForeignRequests(setup.phone, setup.origin);
  const phone = await setup.phone.newPage();
  const csp = recordCspViolations(phone);
  await phone.goto(`/classroom/${setup.classId}`);
  const { board, screen } = await openDisplayLink(setup, browser);
  await expect(board.getByRole('article')).toHaveCount(10);

  // Lena is away today: she is not dealt into a team. On the phone her row's attendance is
  // one button, a tap moving it on from Present to Absent.
  await phone
    .getByRole('button', { name: 'Attendance for Lena: Present. Tap for Absent', exact: true })
    .click();
  await expect(
    phone.getByRole('button', { name: 'Attendance for Lena: Absent. Tap for Late', exact: true }),
  ).toBeVisible();
  await expect(board.getByRole('article')).toHaveCount(9);

  await showTab(phone, 'Groups');
  const groupsCard = phone.getByRole('region', { name: /^Groups/ });
  await expect(groupsCard.getByText('No groups yet')).toBeVisible();
  await shot(phone, 'groups-01-empty-phone');
  await groupsCard.getByRole('button', { name: 'Random' }).click();
  const draw = phone.getByRole('dialog', { name: 'Random Groups' });
  await expect(draw.getByRole('button', { name: '3', pressed: true })).toBeVisible();
  await expect(draw.getByText('9 students who are here → 3 groups, 3 students each')).toBeVisible();
  await shot(phone, 'groups-02-random-dialog-phone', { fullPage: false });
  await draw.getByRole('button', { name: 'Make Groups' }).click();
  await expect(draw).toBeHidden();

  // Three teams with the spec's first names, three students each, Lena in none.
  const teams = groupsCard.getByRole('listitem').filter({ has: phone.getByRole('heading') });
  await expect(teams).toHaveCount(3);
  await expect(groupsCard.getByRole('heading', { level: 3 })).toHaveText([
    'Dolphins',
    'Cardinals',
    'Frogs',
    'Not in a group (0)',
  ]);
  const members: Record<string, string[]> = {};
  for (const team of ['Dolphins', 'Cardinals', 'Frogs']) {
    const card = teams.filter({ has: phone.getByRole('heading', { name: team }) });
    const names = await card.getByRole('button', { name: /: move or remove$/ }).allInnerTexts();
    expect(names).toHaveLength(3);
    members[team] = names.map((n) => n.trim());
  }
  expect(Object.values(members).flat().sort()).toEqual(NAMES.filter((n) => n !== 'Lena').sort());
  await shot(phone, 'groups-03-random-teams-phone');

  // The display shows the same teams: a strip of team scores and each card in its team.
  const strip = board.getByRole('list', { name: 'Teams' });
  await expect(strip.getByRole('listitem')).toHaveText([
    /Dolphins\s*5\.0 avg/,
    /Cardinals\s*5\.0 avg/,
    /Frogs\s*5\.0 avg/,
  ]);
  for (const [team, names] of Object.entries(members)) {
    for (const name of names) {
      await expect(
        board.getByRole('article', { name: new RegExp(`^${name}, .*team ${team}$`) }),
      ).toBeVisible();
    }
  }

  // Dolphins +1 twice on the phone: each Dolphin moves to 7 on the display, nobody else.
  const dolphins = teams.filter({ has: phone.getByRole('heading', { name: 'Dolphins' }) });
  await dolphins.getByRole('button', { name: 'Dolphins +1' }).click();
  await dolphins.getByRole('button', { name: 'Dolphins +1' }).click();
  for (const name of members.Dolphins ?? [])
    await expect.poll(() => boardPoints(board, name)).toBe(7);
  for (const name of members.Frogs ?? []) expect(await boardPoints(board, name)).toBe(5);
  await expect(strip.getByRole('listitem').first()).toHaveText(/Dolphins\s*7\.0 avg/);
  await board.waitForTimeout(2500); // the reorder settles
  await shot(board, 'groups-04-display-link-teams-display');

  // Move a Frog to the Cardinals without dragging: tap the name, choose the group.
  const frog = members.Frogs?.[0] ?? '';
  await groupsCard.getByRole('button', { name: `${frog}: move or remove` }).click();
  const move = phone.getByRole('dialog', { name: frog });
  await expect(move.getByText('In Frogs.')).toBeVisible();
  await shot(phone, 'groups-05-move-member-phone', { fullPage: false });
  await move.getByRole('button', { name: /Cardinals/ }).click();
  await expect(move).toBeHidden();
  await expect(
    board.getByRole('article', { name: new RegExp(`^${frog}, .*team Cardinals$`) }),
  ).toBeVisible();

  // Save the layout, clear the groups, load it back: the same teams return.
  await groupsCard.getByRole('button', { name: 'Save' }).click();
  const save = phone.getByRole('dialog', { name: 'Save Group Layout' });
  await save.getByLabel('Configuration Name').fill('Science teams');
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(save).toBeHidden();
  await expect(groupsCard.getByText('Layout: Science teams')).toBeVisible();

  await groupsCard.getByRole('button', { name: 'Clear all' }).click();
  await phone
    .getByRole('dialog', { name: 'Clear all groups?' })
    .getByRole('button', { name: 'Clear Groups' })
    .click();
  await expect(groupsCard.getByText('No groups yet')).toBeVisible();
  await expect(strip).toBeHidden();
  // Points stay where they were.
  expect(await boardPoints(board, members.Dolphins?.[0] ?? '')).toBe(7);

  await groupsCard.getByRole('button', { name: 'Load' }).click();
  const load = phone.getByRole('dialog', { name: 'Load Group Layout' });
  await expect(load.getByText('Science teams')).toBeVisible();
  await expect(load.getByText('3 groups, 9 students')).toBeVisible();
  await shot(phone, 'groups-06-load-layout-phone', { fullPage: false });
  await load.getByRole('button', { name: 'Load' }).click();
  await expect(load).toBeHidden();
  await expect(teams).toHaveCount(3);
  await expect(
    board.getByRole('article', { name: new RegExp(`^${frog}, .*team Cardinals$`) }),
  ).toBeVisible();
  await expect(strip.getByRole('listitem')).toHaveCount(3);

  // The lesson starts (points back to 5 for everyone). On the teacher's own scoreboard the
  // floating Group Controls panel gives the Frogs a point, by keyboard: Enter on the focused
  // +1 presses it and does not skip to the next activity (the board's Enter shortcut).
  await showTab(phone, 'Lesson');
  await phone.getByRole('button', { name: 'Start Class' }).click();
  for (const name of members.Dolphins ?? [])
    await expect.poll(() => boardPoints(board, name)).toBe(5);
  await phone.getByRole('button', { name: 'Student Scoreboard' }).click();
  const controls = phone.getByRole('group', { name: 'Group points' });
  await controls.getByLabel('Group').selectOption({ label: 'Frogs' });
  await controls.getByLabel('Group').focus();
  await phone.keyboard.press('Tab');
  await phone.keyboard.press('Tab');
  await expect(controls.getByRole('button', { name: 'Frogs +1' })).toBeFocused();
  await phone.keyboard.press('Enter');
  for (const name of members.Frogs?.slice(1) ?? []) {
    await expect.poll(() => boardPoints(board, name)).toBe(6);
  }
  // The Frog who moved is a Cardinal now: no point for them.
  expect(await boardPoints(board, frog)).toBe(5);
  const settings = await (
    await setup.phone.request.get(`/api/classes/${setup.classId}/settings`)
  ).json();
  expect(settings.currentActivityIndex).toBe(0);
  await shot(phone, 'groups-07-scoreboard-controls-phone');

  expect(foreign).toEqual([]);
  expect(csp).toEqual([]);
  await screen.close();
  await setup.phone.close();
});

test('the Group Manager by hand and by keyboard: create, add, rename, recolour, keep apart', async ({
  browser,
  baseURL,
}) => {
  const setup = await classWithStudents(browser, baseURL, ['Ada', 'Ben', 'Cy', 'Dee']);
  const phone = await setup.phone.newPage();
  await phone.goto(`/classroom/${setup.classId}`);
  await showTab(phone, 'Groups');
  const groupsCard = phone.getByRole('region', { name: /^Groups/ });

  await groupsCard.getByRole('button', { name: 'New Group' }).click();
  const form = phone.getByRole('dialog', { name: 'New Group' });
  await expect(form.getByRole('button', { name: 'Create Group' })).toBeDisabled();
  await form.getByLabel('Group Name').fill('   ');
  await expect(form.getByRole('button', { name: 'Create Group' })).toBeDisabled();
  await form.getByLabel('Group Name').fill('Owls');
  await expect(form.getByRole('radio', { name: 'Colour #3B82F6' })).toBeChecked();
  await shot(phone, 'groups-08-new-group-phone', { fullPage: false });
  // By keyboard: the colour radios move with the arrow keys, Enter submits.
  await form.getByRole('radio', { name: 'Colour #3B82F6' }).focus();
  await phone.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Colour #EF4444' })).toBeChecked();
  await form.getByLabel('Group Name').press('Enter');
  await expect(form).toBeHidden();
  const owls = groupsCard
    .getByRole('listitem')
    .filter({ has: phone.getByRole('heading', { name: 'Owls' }) });
  await expect(owls).toBeVisible();

  // Add two students with the keyboard only.
  await owls.getByRole('button', { name: 'Add students to Owls' }).focus();
  await phone.keyboard.press('Enter');
  const add = phone.getByRole('dialog', { name: 'Add to Owls' });
  await add.getByRole('button', { name: 'Ada' }).focus();
  await phone.keyboard.press('Enter');
  await expect(owls.getByRole('button', { name: 'Ada: move or remove' })).toBeVisible();
  await add.getByRole('button', { name: 'Ben' }).click();
  await expect(add.getByRole('button', { name: 'Ben' })).toBeHidden();
  await add.getByRole('button', { name: 'Done' }).click();
  await expect(groupsCard.getByRole('heading', { name: 'Not in a group (2)' })).toBeVisible();
  // By keyboard out of the group and back: focus follows Ada's chip each time.
  await groupsCard.getByRole('button', { name: 'Ada: move or remove' }).focus();
  await phone.keyboard.press('Enter');
  await phone
    .getByRole('dialog', { name: 'Ada' })
    .getByRole('button', { name: 'Remove from group' })
    .focus();
  await phone.keyboard.press('Enter');
  await expect(groupsCard.getByRole('button', { name: 'Ada: add to a group' })).toBeFocused();
  await phone.keyboard.press('Enter');
  await phone.getByRole('dialog', { name: 'Ada' }).getByRole('button', { name: /Owls/ }).focus();
  await phone.keyboard.press('Enter');
  await expect(owls.getByRole('button', { name: 'Ada: move or remove' })).toBeFocused();

  // Ben is absent (a tap on his row's attendance, on the Students tab): he stays in the Owls,
  // shown as absent; an Owls point passes him by.
  await showTab(phone, 'Students');
  await phone
    .getByRole('button', { name: 'Attendance for Ben: Present. Tap for Absent', exact: true })
    .click();
  await expect(
    phone.getByRole('button', { name: 'Attendance for Ben: Absent. Tap for Late', exact: true }),
  ).toBeVisible();
  await showTab(phone, 'Groups');
  await expect(owls.getByRole('button', { name: 'Ben (absent): move or remove' })).toBeVisible();
  await owls.getByRole('button', { name: 'Owls +1' }).click();
  // Ada alone is here: the Owls' average is her 6 points.
  await expect(owls.getByText('6.0 avg')).toBeVisible();

  // Rename and recolour.
  await owls.getByRole('button', { name: 'Edit Owls' }).click();
  const edit = phone.getByRole('dialog', { name: 'Edit Owls' });
  await edit.getByLabel('Group Name').fill('Night Owls');
  // A tap on the swatch (the radio itself is invisible inside it).
  await edit
    .locator('label', { has: phone.getByRole('radio', { name: 'Colour #10B981' }) })
    .click();
  await expect(edit.getByRole('radio', { name: 'Colour #10B981' })).toBeChecked();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(groupsCard.getByRole('heading', { name: 'Night Owls', exact: true })).toBeVisible();

  // A long name (40 characters, no spaces) never pushes a dialog or the board off a phone.
  const long = 'Wednesday-Reading-Circle-With-Long-Names';
  await groupsCard.getByRole('button', { name: 'Edit Night Owls' }).click();
  await phone.getByRole('dialog', { name: 'Edit Night Owls' }).getByLabel('Group Name').fill(long);
  await phone
    .getByRole('dialog', { name: 'Edit Night Owls' })
    .getByRole('button', { name: 'Save' })
    .click();
  await groupsCard.getByRole('button', { name: 'Ada: move or remove' }).click();
  const fits = () =>
    phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const adaDialog = phone.getByRole('dialog', { name: 'Ada' });
  await expect(adaDialog.getByText(`In ${long}.`)).toBeVisible();
  expect((await adaDialog.boundingBox())?.width).toBeLessThanOrEqual(390);
  await shot(phone, 'groups-15-long-name-member-phone', { fullPage: false });
  await adaDialog.getByRole('button', { name: 'Close', exact: true }).click();
  // The dialog's opener is focused again.
  await expect(groupsCard.getByRole('button', { name: 'Ada: move or remove' })).toBeFocused();
  await groupsCard.getByRole('button', { name: `Edit ${long}` }).click();
  const longEdit = phone.getByRole('dialog', { name: `Edit ${long}` });
  expect((await longEdit.boundingBox())?.width).toBeLessThanOrEqual(390);
  await longEdit.getByRole('button', { name: 'Cancel' }).click();
  await phone.getByRole('button', { name: 'Student Scoreboard' }).click();
  await expect(phone.getByRole('group', { name: 'Group points' })).toBeVisible();
  expect(await fits()).toBe(true);
  await shot(phone, 'groups-16-long-name-scoreboard-phone', { fullPage: false });
  await phone.getByRole('button', { name: 'Teacher Dashboard' }).click();
  await showTab(phone, 'Groups');

  // Keep Cy and Dee apart: two random groups never put them together.
  await groupsCard.getByRole('button', { name: 'Keep apart' }).click();
  const apart = phone.getByRole('dialog', { name: 'Keep Apart' });
  await expect(apart.getByText('No pairs yet.')).toBeVisible();
  await apart.getByLabel('Student').selectOption({ label: 'Cy' });
  await apart.getByLabel('Keep apart from').selectOption({ label: 'Dee' });
  await apart.getByRole('button', { name: 'Add Pair' }).click();
  await expect(apart.getByText(/Cy\s*↔\s*and\s*Dee/)).toBeVisible();
  await shot(phone, 'groups-09-keep-apart-phone', { fullPage: false });
  await apart.getByRole('button', { name: 'Close', exact: true }).click();
  // Ben is still absent: Ada, Cy and Dee are dealt into 2 groups, Cy and Dee apart.
  for (let i = 0; i < 3; i += 1) {
    await groupsCard.getByRole('button', { name: 'Random' }).click();
    const draw = phone.getByRole('dialog', { name: 'Random Groups' });
    await draw.getByRole('button', { name: '2', exact: true }).click();
    await expect(draw.getByText('This replaces the')).toBeVisible();
    await draw.getByRole('button', { name: 'Make Groups' }).click();
    await expect(draw).toBeHidden();
    const dealt = groupsCard.getByRole('listitem').filter({ has: phone.getByRole('heading') });
    await expect(dealt).toHaveCount(2);
    for (const team of ['Dolphins', 'Cardinals']) {
      const names = await dealt
        .filter({ has: phone.getByRole('heading', { name: team }) })
        .getByRole('button', { name: /: move or remove$/ })
        .allInnerTexts();
      expect(names.includes('Cy') && names.includes('Dee')).toBe(false);
    }
  }
  await setup.phone.close();
});

const THIRTY = [
  'Maya Lopez',
  'Leo Chen',
  'Sam Park',
  'Ivy Novak',
  'Noah Ali',
  'Zoe Kim',
  'Eli Ward',
  'Ana Ruiz',
  'Omar Haddad',
  'Lena Fischer',
  'Kai Moana',
  'Priya Shah',
  'Tom Berg',
  'Nia Okafor',
  'Luca Rossi',
  'Mila Novak',
  'Jonah Reyes',
  'Sofia Duarte',
  'Ravi Patel',
  'Hana Sato',
  'Owen Price',
  'Chloe Martin',
  'Finn Murphy',
  'Aisha Bello',
  'Mateo Silva',
  'Grace Liu',
  'Yusuf Kaya',
  'Ella Brooks',
  'Arjun Rao',
  'Ines Costa',
];

test('screens: six teams of five on the phone and on the classroom display', async ({
  browser,
  baseURL,
}) => {
  // Full-page shots of a class of thirty on two devices: 45 s on a quiet CI host, over the
  // default 60 s once while another process shared its two cores.
  test.setTimeout(150_000);
  const setup = await classWithStudents(browser, baseURL, THIRTY);
  const headers = { origin: setup.origin };
  const drawn = await setup.phone.request.post(`/api/classes/${setup.classId}/groups/random`, {
    headers,
    data: { count: 6 },
  });
  expect((await drawn.json()).groups.map((g: { members: unknown[] }) => g.members.length)).toEqual([
    5, 5, 5, 5, 5, 5,
  ]);
  const groups: { id: number }[] = (await drawn.json()).groups;
  // Some points, so the board has ranks and the teams have different scores.
  for (const [i, g] of groups.entries()) {
    for (let n = 0; n < i; n += 1) {
      await setup.phone.request.post(`/api/groups/${g.id}/adjust-points`, {
        headers,
        data: { pointChange: 1 },
      });
    }
  }
  const { path } = await (
    await setup.phone.request.post(`/api/classes/${setup.classId}/display-links`, { headers })
  ).json();
  const wide = await newDevice(browser, 'display', baseURL);
  await wide.request.post('/api/auth/signin', {
    headers,
    data: { email: await emailOf(setup.phone), password: PASSWORD },
  });

  for (const [device, context] of [
    ['phone', setup.phone],
    ['display', wide],
  ] as const) {
    const page = await context.newPage();
    await page.goto(`/classroom/${setup.classId}`);
    await showTab(page, 'Groups');
    await expect(page.getByRole('heading', { name: 'Groups (6)' })).toBeVisible();
    await shot(page, `groups-10-dashboard-six-teams-${device}`);
    await page
      .getByRole('region', { name: /^Groups/ })
      .screenshot({ path: `.artifacts/screens/groups-10-group-card-six-teams-${device}.png` });
    const card = page.getByRole('region', { name: /^Groups/ });
    await card.getByRole('button', { name: 'Random' }).click();
    const draw = page.getByRole('dialog', { name: 'Random Groups' });
    await draw.getByRole('button', { name: '6', exact: true }).click();
    await expect(
      draw.getByText('30 students who are here → 6 groups, 5 students each'),
    ).toBeVisible();
    await expect(draw.getByText('This replaces the 6 groups the class has now.')).toBeVisible();
    await shot(page, `groups-13-random-dialog-${device}`, { fullPage: false });
    await draw.getByRole('button', { name: 'Cancel' }).click();
    await card.getByRole('button', { name: /^Chloe Martin: / }).click();
    await shot(page, `groups-14-move-member-${device}`, { fullPage: false });
    await page
      .getByRole('dialog', { name: 'Chloe Martin' })
      .getByRole('button', { name: 'Close', exact: true })
      .click();
    await page.getByRole('button', { name: 'Student Scoreboard' }).click();
    await expect(page.getByRole('group', { name: 'Group points' })).toBeVisible();
    await page.waitForTimeout(2500);
    await shot(page, `groups-11-scoreboard-six-teams-${device}`);
    const board = await context.newPage();
    await board.goto(path);
    await expect(board.getByRole('list', { name: 'Teams' }).getByRole('listitem')).toHaveCount(6);
    await board.waitForTimeout(2500);
    await shot(board, `groups-12-display-link-six-teams-${device}`);
  }
  await wide.close();
  await setup.phone.close();
});

async function emailOf(context: BrowserContext): Promise<string> {
  const me = await (await context.request.get('/api/auth/user')).json();
  return me.email;
}
