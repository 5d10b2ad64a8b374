import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  boardCoverage,
  IPAD,
  LONG_NAMES,
  openDisplay,
  shot,
  shotOf,
  showTab,
  syncStatus,
  teacherDevice,
  teacherWithClass,
} from './support';

/*
 * Step 11, skills (decisions 0153, 0158-0160): the quick +1 / -1 stay one tap; one more tap
 * opens the skill picker for a student, a group or the whole class; the display names the
 * skill with the points each time, and sounds it where the teacher chose; an edit in the
 * class settings is in the picker at once.
 */

const card = (board: Page, name: string) =>
  board.getByRole('article', { name: new RegExp(`^${name}, `) });
const pointsOn = async (board: Page, name: string) =>
  Number(/, (-?\d+) points/.exec((await card(board, name).getAttribute('aria-label')) ?? '')?.[1]);
const picker = (page: Page, who: string) => page.getByRole('dialog', { name: who, exact: true });
const tile = (dialog: Locator, text: RegExp) => dialog.getByRole('button', { name: text });

test('the phone gives skills to a student, a group and the whole class; the display names each and sounds them; an edited skill is in the picker', async ({
  browser,
  baseURL,
}) => {
  // Three devices, every kind of award and the screens at five sizes: a long walk.
  test.setTimeout(150_000);
  const setup = await teacherWithClass(
    browser,
    baseURL,
    ['Maya Patel', 'Leo Okonkwo-Smith', 'Ada García', 'Sam Kim', 'Ivy Van der Berg'],
    { prefix: 'skills' },
  );
  const { phone, classId, origin, ids } = setup;
  const { data: owls } = {
    data: await (
      await phone.request.post(`/api/classes/${classId}/groups`, {
        headers: { origin },
        data: { name: 'Owls' },
      })
    ).json(),
  };
  for (const name of ['Maya Patel', 'Leo Okonkwo-Smith'])
    await phone.request.post(`/api/groups/${owls.id}/students/${ids[name]}`, {
      headers: { origin },
    });

  // The display counts the sounds it makes (the tones are oscillators started on its page).
  const { screen, board } = await openDisplay(browser, baseURL, setup);
  await screen.addInitScript(() => {
    const counted = { started: 0 };
    Object.assign(window, { sounds: counted });
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args) {
      counted.started += 1;
      return start.apply(this, args);
    };
  });
  await board.reload();
  await expect(card(board, 'Maya Patel')).toBeVisible();
  const sounds = () =>
    board.evaluate(() => (window as { sounds?: { started: number } }).sounds?.started ?? 0);

  const page = await phone.newPage();
  await page.goto(`/classroom/${classId}`);
  await expect(syncStatus(page)).toBeVisible();

  // The award sound: on, and played by the classroom display (a tap there lets it sound).
  await showTab(page, 'More');
  const sound = page.getByRole('region', { name: 'Award sound' });
  await sound.getByRole('switch', { name: 'Award sounds' }).click();
  await sound.getByRole('radio', { name: /^The classroom display/ }).check();
  await expect(sound.getByRole('radio', { name: /^The classroom display/ })).toBeChecked();
  // Browsers sound only after a tap on that screen: the card says so.
  await expect(sound).toContainText('On the display, tap Sound on once');
  await shotOf(sound, 'skills-05-award-sound-phone');
  await board.getByRole('button', { name: 'Sound on' }).click();
  await expect(board.getByRole('button', { name: 'Sound on' })).toHaveCount(0);

  // A plain +1 is still one tap and keeps the board's usual look: no skill named, no sound
  // (the sound is for points given, plain or not: it does sound).
  await showTab(page, 'Students');
  await page.getByRole('button', { name: '+1 point for Sam Kim' }).click();
  await expect.poll(() => pointsOn(board, 'Sam Kim')).toBe(6);
  await expect(board.getByTestId('card-award')).toHaveCount(0);
  await expect.poll(sounds).toBeGreaterThan(0);
  const afterPlain = await sounds();

  await shot(page, 'skills-06-rows-phone', { fullPage: false });

  // Where the skills are, said once (decision 0163): the points are a key a thumb can hit,
  // the whole class's has its word, and the tip goes for good with Got it.
  const tip = page.getByRole('complementary', { name: 'Tip' });
  await expect(tip).toContainText('Tap a student’s points to give a skill');
  const key = await page.getByRole('button', { name: /Give Maya Patel a skill/ }).boundingBox();
  expect(key?.width).toBeGreaterThanOrEqual(44);
  expect(key?.height).toBeGreaterThanOrEqual(44);
  const classSkill = page.getByRole('button', { name: 'Give the whole class a skill' });
  // Its word shows beside the star (the star alone was 44 px wide).
  await expect(classSkill).toHaveText('Skill');
  expect((await classSkill.boundingBox())?.width).toBeGreaterThan(64);
  await tip.getByRole('button', { name: 'Got it' }).click();
  await expect(tip).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: '+1 point for Sam Kim' })).toBeVisible();
  await expect(syncStatus(page)).toBeVisible();
  await expect(tip).toHaveCount(0);

  // A student: one more tap (the points) opens the picker; Helping others +1 for Maya.
  await page.getByRole('button', { name: /Give Maya Patel a skill/ }).click();
  const forMaya = picker(page, 'Maya Patel');
  await expect(tile(forMaya, /^Helping others \+1/)).toBeVisible();
  await expect(forMaya.getByRole('region', { name: 'Needs work' })).toBeVisible();
  await shot(page, 'skills-01-picker-phone', { fullPage: false });
  await tile(forMaya, /^Helping others \+1/).click();
  await expect(forMaya).toHaveCount(0);
  await expect(page.getByText('Maya Patel: Helping others +1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  const mayaAward = card(board, 'Maya Patel').getByTestId('card-award');
  await expect(mayaAward).toContainText('Helping others');
  await expect(mayaAward).toContainText('+1');
  // The room reads who got what in the banner too, as a crowded card has no room for the words.
  await expect(board.getByTestId('award-banner').first()).toContainText(
    'Maya Patel·Helping others+1',
  );
  await expect.poll(() => pointsOn(board, 'Maya Patel')).toBe(6);
  await expect.poll(sounds).toBeGreaterThan(afterPlain);
  await shot(board, 'skills-10-display-student-1920', { fullPage: false });
  // A moment: a few seconds later the card is as before.
  await expect(mayaAward).toHaveCount(0, { timeout: 8000 });

  // A group, from the Groups tab: Teamwork for the Owls.
  await showTab(page, 'Groups');
  await expect(page.getByRole('button', { name: 'Give Owls a skill' })).toBeVisible();
  await shot(page, 'skills-07-groups-phone', { fullPage: false });
  await page.getByRole('button', { name: 'Give Owls a skill' }).click();
  await tile(picker(page, 'Owls'), /^Teamwork \+1/).click();
  await expect(page.getByText('Owls: Teamwork +1')).toBeVisible();
  // The newest award is on top of the banner.
  const banner = board.getByTestId('award-banner').first();
  await expect(banner).toContainText('Owls');
  await expect(banner).toContainText('Teamwork');
  await expect(banner).toContainText('+1');
  await expect.poll(() => pointsOn(board, 'Leo Okonkwo-Smith')).toBe(6);
  expect(await pointsOn(board, 'Ada García')).toBe(5);
  await shot(board, 'skills-11-display-group-1920', { fullPage: false });

  // The whole class, beside All +1 / All -1: Off task -1.
  await showTab(page, 'Students');
  await page.getByRole('button', { name: 'Give the whole class a skill' }).click();
  const forAll = picker(page, 'Whole class');
  await tile(forAll, /^Off task -1/).click();
  await expect(page.getByText('Whole class: Off task -1')).toBeVisible();
  await expect(banner).toContainText('Whole class');
  await expect(banner).toContainText('Off task');
  await expect.poll(() => pointsOn(board, 'Ada García')).toBe(4);
  await expect.poll(() => pointsOn(board, 'Maya Patel')).toBe(6);

  // The teacher edits a skill in the settings; the picker follows at once.
  await showTab(page, 'More');
  const skills = page.getByRole('region', { name: 'Skills', exact: true });
  await expect(skills.getByRole('button', { name: 'Edit Helping others' })).toBeVisible();
  await shotOf(skills, 'skills-03-editor-phone');
  await skills.getByRole('button', { name: 'Edit Helping others' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Helping others' });
  await edit.getByLabel('Name').fill('Helping a friend');
  await edit.getByLabel('Points').selectOption('2');
  await edit.getByRole('radio', { name: 'Team' }).check();
  await shot(page, 'skills-08-edit-phone', { fullPage: false });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(skills.getByRole('button', { name: 'Edit Helping a friend' })).toContainText('+2');
  // Working hard moves above Teamwork, by a touch-sized button.
  await skills.getByRole('button', { name: 'Move Working hard up' }).click();
  await showTab(page, 'Students');
  await page.getByRole('button', { name: /Give Ada García a skill/ }).click();
  const forAda = picker(page, 'Ada García');
  await expect(tile(forAda, /^Helping a friend \+2/)).toBeVisible();
  await expect(tile(forAda, /^Helping others/)).toHaveCount(0);
  const positive = forAda.getByRole('region', { name: 'Positive' }).getByRole('button');
  await expect(positive.nth(4)).toContainText('Working hard');
  await expect(positive.nth(5)).toContainText('Teamwork');
  await tile(forAda, /^Helping a friend \+2/).click();
  const adaAward = card(board, 'Ada García').getByTestId('card-award');
  await expect(adaAward).toContainText('Helping a friend');
  await expect(adaAward).toContainText('+2');
  await expect.poll(() => pointsOn(board, 'Ada García')).toBe(6);

  // Screens: the board's moment at the classroom sizes, the iPad's picker and editor.
  for (const [width, height] of [
    [1024, 768],
    [1280, 720],
  ] as const) {
    await board.setViewportSize({ width, height });
    await page.getByRole('button', { name: /Give Ivy Van der Berg a skill/ }).click();
    await tile(picker(page, 'Ivy Van der Berg'), /^Perseverance \+1/).click();
    await expect(card(board, 'Ivy Van der Berg').getByTestId('card-award')).toBeVisible();
    await shot(board, `skills-12-display-student-${width}`, { fullPage: false });
    await showTab(page, 'Groups');
    await page.getByRole('button', { name: 'Give Owls a skill' }).click();
    await tile(picker(page, 'Owls'), /^Working hard \+1/).click();
    await expect(banner).toContainText('Working hard');
    await shot(board, `skills-13-display-group-${width}`, { fullPage: false });
    await showTab(page, 'Students');
  }

  const { context: ipadContext, page: ipad } = await teacherDevice(browser, phone, {
    baseURL,
    path: `/classroom/${classId}`,
    device: IPAD,
  });
  await expect(syncStatus(ipad)).toBeVisible();
  await ipad.getByRole('button', { name: /Give Leo Okonkwo-Smith a skill/ }).click();
  await expect(tile(picker(ipad, 'Leo Okonkwo-Smith'), /^On task \+1/)).toBeVisible();
  await shot(ipad, 'skills-02-picker-ipad', { fullPage: false });
  await ipad.keyboard.press('Escape');
  await shotOf(ipad.getByRole('region', { name: 'Skills', exact: true }), 'skills-04-editor-ipad');
  // The teacher's own Student Scoreboard: a card is the picker's button, and the moment shows
  // on this board as on the display.
  await ipad.getByRole('button', { name: 'Student Scoreboard' }).click();
  await ipad.getByRole('button', { name: 'Give Sam Kim a skill' }).click();
  await tile(picker(ipad, 'Sam Kim'), /^On task \+1/).click();
  await expect(card(ipad, 'Sam Kim').getByTestId('card-award')).toContainText('On task');
  await expect(card(board, 'Sam Kim').getByTestId('card-award')).toContainText('On task');
  await shot(ipad, 'skills-15-teacher-board-ipad', { fullPage: false });
  await ipadContext.close();
  // A laptop's dashboard: the skills and the sound beside the other classroom cards.
  const { context: laptopContext, page: laptop } = await teacherDevice(browser, phone, {
    baseURL,
    path: `/classroom/${classId}`,
  });
  await expect(laptop.getByRole('region', { name: 'Skills', exact: true })).toBeVisible();
  await laptop.getByRole('region', { name: 'Skills', exact: true }).scrollIntoViewIfNeeded();
  await shot(laptop, 'skills-09-settings-laptop', { fullPage: false });
  await laptopContext.close();
  await screen.close();
  await phone.close();
});

test('a class of 25 on the board: award moments never hide a card or break the fit', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const setup = await teacherWithClass(browser, baseURL, LONG_NAMES, { prefix: 'skills-fit' });
  const { phone, classId, origin, ids } = setup;
  await phone.request.post(`/api/classes/${classId}/groups/random`, {
    headers: { origin },
    data: { count: 5 },
  });
  const groups = await (
    await phone.request.get(`/api/classes/${classId}/groups`, { headers: { origin } })
  ).json();
  const skills: { id: number; name: string; weight: number }[] = await (
    await phone.request.get(`/api/classes/${classId}/skills`, { headers: { origin } })
  ).json();
  const skill = (name: string) => skills.find((s) => s.name === name)?.id;
  const { screen, board } = await openDisplay(browser, baseURL, setup);
  await expect(board.getByRole('article')).toHaveCount(25);
  // The board draws from the page's own snapshot before its live connection is up; a moment
  // is an event, which a board not yet connected never sees (its first snapshot brings the
  // points, not the moment). A point it shows is the sign it is live.
  const live = await phone.request.post('/api/ops', {
    headers: { origin },
    data: {
      classId,
      ops: [
        { opId: `fit-live-${Date.now()}`, kind: 'points', studentId: ids['Sam Patel'], delta: 1 },
      ],
    },
  });
  expect(live.ok()).toBe(true);
  await expect(board.getByRole('article', { name: /^Sam Patel, 6 points/ })).toBeVisible();
  let n = 0;
  const award = (...ops: object[]) =>
    phone.request.post('/api/ops', {
      headers: { origin },
      data: {
        classId,
        ops: ops.map((op) => {
          n += 1;
          return { opId: `fit-award-${Date.now()}-${n}`, ...op };
        }),
      },
    });

  for (const [width, height] of [
    [1024, 768],
    [1280, 720],
    [1920, 1080],
  ] as const) {
    await board.setViewportSize({ width, height });
    // The four in one request, as a quick run of taps lands: a busy machine posting them one by
    // one can take longer than a moment lasts.
    await award(
      ...['Maya Okonkwo-Smith', 'Leo Featherstonehaugh', 'Ivy Van der Berg'].map((name) => ({
        kind: 'points',
        studentId: ids[name],
        delta: name.startsWith('Leo') ? -1 : 2,
        skillId: skill(name.startsWith('Leo') ? 'Talking out of turn' : 'Perseverance'),
      })),
      { kind: 'group-points', groupId: groups[0].id, delta: 1, skillId: skill('Teamwork') },
    );
    await expect(board.getByTestId('card-award')).toHaveCount(3);
    // Four awards at once: the banner stacks the newest three, the group's on top.
    await expect(board.getByTestId('award-banner')).toHaveCount(3);
    await expect(board.getByTestId('award-banner').first()).toContainText('Teamwork');
    await expect(board.getByTestId('award-banner').nth(1)).toContainText('Ivy Van der Berg');
    // Every card whole, each moment in its own card and clear of its student's name (the room
    // reads who got it), and the banner clear of the header: Listen here, Sound on and the
    // noise meter stay in sight and in reach while it shows (decision 0163).
    await expect
      .poll(() => boardCoverage(board).then((c) => [c.cards, c.scrolls]))
      .toEqual([25, false]);
    const clashes = () =>
      board.evaluate(() => {
        const inside = (a: DOMRect, b: DOMRect) =>
          a.left >= b.left - 0.5 &&
          a.right <= b.right + 0.5 &&
          a.top >= b.top - 0.5 &&
          a.bottom <= b.bottom + 0.5;
        const meet = (a: DOMRect, b: DOMRect) =>
          Math.min(a.right, b.right) > Math.max(a.left, b.left) + 0.5 &&
          Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top) + 0.5;
        const banner = document.querySelector('.award-banner-slot')?.getBoundingClientRect();
        const head = document.querySelector('.board-head')?.getBoundingClientRect();
        const badges = Array.from(document.querySelectorAll('.score-award .award-badge'));
        const nameOf = (b: Element) => b.closest('.score-card')?.querySelector('.score-name');
        return {
          bannerOverHeader: banner && head ? meet(banner, head) : true,
          badgeOutside: badges.filter(
            (b) =>
              !inside(
                b.getBoundingClientRect(),
                (b.closest('.score-card') as Element).getBoundingClientRect(),
              ),
          ).length,
          badgeOverName: badges.filter((b) => {
            const name = nameOf(b);
            if (!name) return true;
            const text = document.createRange();
            text.selectNodeContents(name);
            return meet(b.getBoundingClientRect(), text.getBoundingClientRect());
          }).length,
        };
      });
    // Polled: the chips grow in over a quarter of a second.
    await expect
      .poll(clashes)
      .toEqual({ bannerOverHeader: false, badgeOutside: 0, badgeOverName: 0 });
    // The header's buttons answer a tap while the banner shows.
    const listen = board.getByRole('button', { name: 'Listen here' });
    if (await listen.count()) await listen.click({ trial: true, timeout: 2000 });
    // The cards settle in their new places (about a second), then the picture.
    await board.waitForTimeout(1500);
    await shot(board, `skills-14-display-25-${width}`, { fullPage: false });
    // Gone again before the next size.
    await expect(board.getByTestId('card-award')).toHaveCount(0, { timeout: 8000 });
  }
  await screen.close();
  await phone.close();
});
