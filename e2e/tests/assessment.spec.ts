import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  dateString,
  IPAD,
  newDevice,
  openSheet,
  type Pupil,
  pickBirthDate,
  recordCspViolations,
  recordForeignRequests,
  shot,
  showTab,
  teacherWithClass as withClass,
} from './support';

/*
 * Step 6 as a class lives it: the teacher rates the room from a phone at the end of the
 * lesson (by keys, then by taps over the overwrite prompt), and students take turns on two
 * shared iPads: one verifies and rates herself while the other iPad waits behind the orange
 * alert, then frees up; a sleeping iPad lets go of the class within 15 s.
 */

const teacherWithClass = (browser: Browser, baseURL: string | undefined, pupils: Pupil[]) =>
  withClass(browser, baseURL, pupils, { prefix: 'assess' });

/** On the phone's Lesson tab: Start Class, and End Class Assessment can act. */
async function startClass(teacher: Page) {
  await showTab(teacher, 'Lesson');
  await teacher.getByRole('button', { name: 'Start Class' }).click();
  const end = teacher.getByRole('button', { name: 'End Class Assessment' });
  await expect(end).toBeEnabled();
  await expect(end).not.toHaveAttribute('data-blocked');
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'End Class Assessment' });

/** Rates the student on screen with one tap per axis. */
async function rateByTaps(dialog: ReturnType<typeof dialogOf>, axes: string[], scores: number[]) {
  for (const [i, axis] of axes.entries()) {
    await dialog
      .getByRole('radiogroup', { name: axis })
      .getByRole('radio', { name: new RegExp(`^${scores[i]} `) })
      .tap();
  }
}

test('the teacher rates five students by keys, then again by taps over the overwrite prompt', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const pupils = [
    { name: 'Maya', goal: 'Focus' },
    { name: 'Leo' },
    { name: 'Sam' },
    { name: 'Ivy', goal: 'Teamwork' },
    { name: 'Noah' },
  ];
  const { phone, classId, origin, ids } = await teacherWithClass(browser, baseURL, pupils);
  // End Class Assessment goes down the class by name, as the phone lists it.
  const walk = [...pupils].sort((a, b) => a.name.localeCompare(b.name));
  const foreign = recordForeignRequests(phone, origin);
  const teacher = await phone.newPage();
  const csp = recordCspViolations(teacher);
  await teacher.goto(`/classroom/${classId}`);
  await showTab(teacher, 'Lesson');
  const end = teacher.getByRole('button', { name: 'End Class Assessment' });
  // Not running yet: it cannot act, and a tap says why in words instead of opening anything.
  await expect(end).toHaveAttribute('data-blocked', '');
  await end.click();
  await expect(
    teacher
      .getByRole('status')
      .filter({ hasText: /^Opens once the class starts, and stays open at Class Complete\./ }),
  ).toBeVisible();
  await expect(dialogOf(teacher)).toHaveCount(0);
  await shot(teacher, 'assessment-phone-blocked', { fullPage: false });
  await startClass(teacher);

  // By keys: one key per axis, the dialog moves on by itself.
  await end.click();
  const dialog = dialogOf(teacher);
  await expect(dialog.getByText('Student 1 of 5')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Ivy' })).toBeVisible();
  await expect(dialog.getByRole('radiogroup', { name: 'Goal Progress' })).toBeVisible();
  await shot(teacher, 'assessment-phone-dialog', { fullPage: false });
  const keyed: Record<string, number[]> = {
    Maya: [4, 3, 5, 2],
    Leo: [1, 2, 3],
    Sam: [5, 5, 4],
    Ivy: [3, 4, 2, 5],
    Noah: [2, 2, 2],
  };
  // The first axis has the keyboard as the first student appears.
  await expect(
    dialog.getByRole('radiogroup', { name: 'Understanding' }).getByRole('radio').first(),
  ).toBeFocused();
  // Then the teacher types on without waiting for the dialog to move on: keys typed during a
  // move belong to the next student, in order (a key every 150 ms, a brisk typist).
  for (const pupil of walk) {
    for (const score of keyed[pupil.name] ?? []) {
      await teacher.keyboard.press(String(score));
      await teacher.waitForTimeout(150);
    }
  }
  const confirm = teacher.getByRole('dialog', { name: 'Finish Assessment?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText('All 5 students are assessed.')).toBeVisible();
  await shot(teacher, 'assessment-phone-confirm', { fullPage: false });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(teacher.getByText('5 students assessed.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const today = dateString(new Date());
  const saved = await (
    await phone.request.get(`/api/classes/${classId}/assessments?date=${today}`)
  ).json();
  expect(saved).toHaveLength(5);
  for (const pupil of pupils) {
    const [understanding, behavior, growth, goalProgress = null] = keyed[pupil.name] ?? [];
    expect(saved.find((a: { studentId: number }) => a.studentId === ids[pupil.name])).toEqual({
      studentId: ids[pupil.name],
      understanding,
      behavior,
      growth,
      goalProgress,
    });
  }

  // The results show on the dashboard (the phone's More tab), the teacher's side filled in.
  await showTab(teacher, 'More');
  const results = teacher.getByRole('region', { name: 'Assessment Results' });
  await expect(results.getByText('Maya', { exact: true })).toBeVisible();
  await results.scrollIntoViewIfNeeded();
  await shot(teacher, 'assessment-phone-results', { fullPage: false });

  // Again, by taps: today's assessments exist, so the overwrite prompt comes first.
  await showTab(teacher, 'Lesson');
  await end.click();
  const prompt = teacher.getByRole('dialog', { name: 'Overwrite Existing Assessment' });
  await expect(prompt).toBeVisible();
  await expect(
    prompt.getByText(/5 students already have an assessment from you today/),
  ).toBeVisible();
  await shot(teacher, 'assessment-phone-overwrite', { fullPage: false });
  await prompt.getByRole('button', { name: 'Overwrite' }).click();
  for (const pupil of walk) {
    await expect(dialog.getByRole('heading', { name: pupil.name })).toBeVisible();
    const axes = pupil.goal
      ? ['Understanding', 'Behavior', 'Growth', 'Goal Progress']
      : ['Understanding', 'Behavior', 'Growth'];
    await rateByTaps(
      dialog,
      axes,
      axes.map(() => 5),
    );
  }
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(teacher.getByText('5 students assessed.')).toBeVisible();
  const again = await (
    await phone.request.get(`/api/classes/${classId}/assessments?date=${today}`)
  ).json();
  expect(again).toHaveLength(5);
  expect(again.every((a: { understanding: number }) => a.understanding === 5)).toBe(true);

  // The same dashboard on the classroom computer: the results beside the roster.
  const laptop = await newDevice(browser, 'display', baseURL);
  await laptop.addCookies(await phone.cookies());
  const desk = await laptop.newPage();
  await desk.goto(`/classroom/${classId}`);
  const deskResults = desk.getByRole('region', { name: 'Assessment Results' });
  await expect(deskResults.getByText('Maya', { exact: true })).toBeVisible();
  await deskResults.scrollIntoViewIfNeeded();
  await shot(desk, 'assessment-display-results', { fullPage: false });
  await desk.getByRole('button', { name: 'Assess Leo' }).click();
  const single = desk.getByRole('dialog', { name: 'Assess Leo' });
  // Today's scores come in: an edit of today's, no prompt.
  await expect(
    single
      .getByRole('radiogroup', { name: 'Understanding' })
      .getByRole('radio', { name: '5 Excellent' }),
  ).toBeChecked();
  await shot(desk, 'assessment-display-dialog', { fullPage: false });
  await single.getByRole('button', { name: 'Close dialog' }).click();
  await expect(single).toBeHidden();
  await laptop.close();

  expect(foreign).toEqual([]);
  expect(csp).toEqual([]);
  await phone.close();
});

interface Kiosk {
  context: BrowserContext;
  page: Page;
}

async function openIpad(browser: Browser, url: string): Promise<Kiosk> {
  const context = await browser.newContext(IPAD);
  const page = await context.newPage();
  await page.goto(url);
  return { context, page };
}

/** The student taps their picture and their date of birth (YYYY-MM-DD), then Continue. */
async function verify(page: Page, name: string, birthDate: string) {
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify Your Identity' });
  await expect(dialog).toBeVisible();
  await pickBirthDate(dialog, birthDate);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  return dialog;
}

test('two iPads take turns: one student rates herself while the other iPad waits', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { phone, classId, origin, ids } = await teacherWithClass(browser, baseURL, [
    { name: 'Maya', birthDate: '04/09/2015', goal: 'Focus' },
    { name: 'Leo', birthDate: '2015-11-30' },
    { name: 'Sam' },
  ]);
  const teacher = await phone.newPage();
  await teacher.goto(`/classroom/${classId}`);
  // The link, the self-assessment card and the results are on the phone's More tab.
  await showTab(teacher, 'More');

  // Closed until the teacher opens it: the page shows no names.
  const view = await (await phone.request.get(`/api/classes/${classId}/self-assessment`)).json();
  const link = `${origin}/self-assessment/${classId}#key=${view.key}`;
  const a = await openIpad(browser, link);
  const foreign = recordForeignRequests(a.context, origin);
  await expect(a.page.getByRole('heading', { name: 'Self-assessment is not open' })).toBeVisible();
  await expect(a.page.getByText('Maya')).toHaveCount(0);
  await shot(a.page, 'self-ipad-closed', { fullPage: false });

  // Copy Student Assessment Link opens it (the toast promises students can use it now).
  await phone.grantPermissions(['clipboard-read', 'clipboard-write']);
  await teacher.getByRole('button', { name: 'Copy Student Assessment Link' }).click();
  await expect(teacher.getByText('URL Copied!')).toBeVisible();
  await expect(teacher.getByText('Students can now access their self-assessment.')).toBeVisible();
  await expect(teacher.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(a.page.getByRole('button', { name: 'Maya' })).toBeVisible();
  const b = await openIpad(browser, link);
  await expect(b.page.getByRole('button', { name: 'Leo' })).toBeVisible();
  await shot(b.page, 'self-ipad-grid', { fullPage: false });

  // A wrong date first: said kindly, with the tries left; then the right one starts her turn.
  const verifyDialog = await verify(a.page, 'Maya', '2015-04-10');
  await expect(
    verifyDialog.getByText(
      'That date does not match. Change the day, month or year and try again, or ask your teacher. 2 tries left.',
    ),
  ).toBeVisible();
  await shot(a.page, 'self-ipad-verify', { fullPage: false });
  // The same date again would cost a try for nothing: Continue waits for a change.
  await expect(verifyDialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await pickBirthDate(verifyDialog, '2015-04-09');
  await verifyDialog.getByRole('button', { name: 'Continue' }).click();
  const selfDialog = a.page.getByRole('dialog', { name: 'Self-Assessment' });
  await expect(selfDialog.getByRole('heading', { name: 'Maya' })).toBeVisible();

  // The other iPad waits: the orange alert, the pictures dimmed and not clickable.
  const alert = b.page.getByText(
    'Another student is currently completing their assessment. Please wait and try again.',
  );
  await expect(alert).toBeVisible();
  await expect(b.page.getByRole('button', { name: 'Leo' })).toBeDisabled();
  await shot(b.page, 'self-ipad-waiting', { fullPage: false });
  // The teacher sees who is assessing.
  await expect(teacher.getByText('Maya is assessing now.')).toBeVisible();

  await rateByTaps(
    selfDialog as ReturnType<typeof dialogOf>,
    ['Understanding', 'Behavior', 'Growth', 'Goal Progress'],
    [4, 5, 3, 4],
  );
  await shot(a.page, 'self-ipad-dialog', { fullPage: false });
  const finish = a.page.getByRole('dialog', { name: 'Finish Assessment?' });
  await finish.getByRole('button', { name: 'Confirm' }).click();

  // Back at the grid with nothing of Maya left; the other iPad frees up.
  await expect(selfDialog).toBeHidden();
  await expect(a.page.getByRole('button', { name: 'Maya' })).toBeEnabled();
  await expect(a.page.getByRole('dialog')).toHaveCount(0);
  await expect(alert).toBeHidden();
  await expect(b.page.getByRole('button', { name: 'Leo' })).toBeEnabled();

  // The teacher's results show Maya's own scores beside the teacher's (none yet).
  const results = teacher.getByRole('region', { name: 'Assessment Results' });
  await expect(results.getByText('Maya', { exact: true })).toBeVisible();
  const history = await (
    await phone.request.get(`/api/classes/${classId}/students/${ids.Maya}/assessments`)
  ).json();
  expect(history).toMatchObject([
    { source: 'self', understanding: 4, behavior: 5, growth: 3, goalProgress: 4 },
  ]);

  // Sam has no date of birth: the iPad says to ask the teacher, and asks for nothing.
  await b.page.getByRole('button', { name: 'Sam' }).click();
  await expect(
    b.page.getByText('Your teacher has not added your date of birth yet. Ask your teacher.'),
  ).toBeVisible();
  await b.page.getByRole('button', { name: 'OK' }).click();

  // A sleeping iPad: Leo starts on B, then B goes dark (no heartbeat, no goodbye).
  await verify(b.page, 'Leo', '2015-11-30');
  await expect(b.page.getByRole('dialog', { name: 'Self-Assessment' })).toBeVisible();
  await expect(
    a.page.getByText('Another student is currently completing their assessment.', { exact: false }),
  ).toBeVisible();
  const dark = Date.now();
  await b.context.setOffline(true);
  await expect(a.page.getByRole('button', { name: 'Maya' })).toBeEnabled({ timeout: 20_000 });
  const freedAfter = (Date.now() - dark) / 1000;
  console.log(`R8: a dark iPad's lease freed on the other iPad after ${freedAfter.toFixed(1)} s`);
  expect(freedAfter).toBeLessThan(20);

  // A student walked away from an awake iPad: the teacher ends the turn, the iPad hears it.
  await verify(a.page, 'Maya', '2015-04-09');
  await expect(a.page.getByRole('dialog', { name: 'Self-Assessment' })).toBeVisible();
  await teacher.getByRole('button', { name: 'End turn' }).click();
  await expect(teacher.getByText('Maya is assessing now.')).toBeHidden();
  await expect(a.page.getByRole('dialog', { name: 'Your turn has ended' })).toBeVisible({
    timeout: 8000,
  });
  await a.page.getByRole('button', { name: 'OK' }).click();

  // A closed iPad ends its turn at once (the page says goodbye as it goes).
  await verify(a.page, 'Maya', '2015-04-09');
  await expect(a.page.getByRole('dialog', { name: 'Self-Assessment' })).toBeVisible();
  await expect(teacher.getByText('Maya is assessing now.')).toBeVisible();
  await a.page.close({ runBeforeUnload: true });
  await expect(teacher.getByText('Maya is assessing now.')).toBeHidden({ timeout: 5000 });

  expect(foreign).toEqual([]);
  await a.context.close();
  await b.context.close();
  await phone.close();
});

test('the teacher sets a date of birth; three wrong dates lock a student; the teacher unlocks', async ({
  browser,
  baseURL,
}) => {
  // A phone and an iPad through a dozen dialogs: about 30 s on a busy 2-core host.
  test.setTimeout(120_000);
  const { phone, classId, origin } = await teacherWithClass(browser, baseURL, [{ name: 'Ivy' }]);
  const teacher = await phone.newPage();
  await teacher.goto(`/classroom/${classId}`);
  const opened = await (
    await phone.request.put(`/api/classes/${classId}/self-assessment`, {
      headers: { origin },
      data: { open: true },
    })
  ).json();
  const ipad = await openIpad(browser, `${origin}/self-assessment/${classId}#key=${opened.key}`);
  // No date of birth yet: the iPad sends her to the teacher and asks for nothing.
  await ipad.page.getByRole('button', { name: 'Ivy' }).click();
  await expect(
    ipad.page.getByText('Your teacher has not added your date of birth yet. Ask your teacher.'),
  ).toBeVisible();
  await ipad.page.getByRole('button', { name: 'OK' }).click();

  // The teacher adds it in the roster (Edit, in Ivy's sheet on a phone); it is never shown
  // back, only that it is set, in the sheet Edit returns to (a phone's row stays one line).
  const sheet = await openSheet(teacher, 'Ivy');
  await sheet.getByRole('button', { name: 'Edit' }).click();
  const edit = teacher.getByRole('dialog', { name: 'Edit Ivy' });
  await edit.getByLabel('Date of birth').fill('2016-01-02');
  await shot(teacher, 'roster-phone-edit-student', { fullPage: false });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(sheet.getByText('No row · Birth date set')).toBeVisible();
  await expect(sheet.getByText('2016')).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Close dialog' }).click();
  await expect(sheet).toBeHidden();
  await expect(teacher.getByText('Birth date set')).toHaveCount(0);

  // Three wrong dates: each says how many tries are left (the page counts them between turns).
  for (const [wrong, left] of [
    ['2016-01-03', '2 tries left'],
    ['2016-01-04', '1 try left'],
  ]) {
    const dialog = await verify(ipad.page, 'Ivy', wrong ?? '');
    await expect(
      dialog.getByText(
        `That date does not match. Change the day, month or year and try again, or ask your teacher. ${left}.`,
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }
  await ipad.page.getByRole('button', { name: 'Ivy' }).click();
  await expect(ipad.page.getByText('You have 1 try left today.')).toBeVisible();
  await ipad.page.getByRole('button', { name: 'Cancel' }).click();
  await verify(ipad.page, 'Ivy', '2016-01-05');
  await expect(
    ipad.page.getByText(
      'That date did not match 3 times, so your picture is locked until tomorrow. Your teacher can unlock it today.',
    ),
  ).toBeVisible();
  await shot(ipad.page, 'self-ipad-locked', { fullPage: false });
  await ipad.page.getByRole('button', { name: 'OK' }).click();

  // The teacher's phone is told wherever it is (here the Students tab), and the card on the
  // More tab lists Ivy with Unlock.
  await expect(teacher.getByText('Ivy locked out')).toBeVisible();
  await showTab(teacher, 'More');
  const card = teacher.getByRole('region', { name: 'Self-Assessment' });
  await card.scrollIntoViewIfNeeded();
  await shot(teacher, 'self-teacher-locked', { fullPage: false });
  await card.getByRole('button', { name: 'Unlock' }).click();
  await expect(card.getByText('is locked out')).toBeHidden();

  // Unlocked: the right date works.
  await verify(ipad.page, 'Ivy', '2016-01-02');
  await expect(ipad.page.getByRole('dialog', { name: 'Self-Assessment' })).toBeVisible();
  await ipad.context.close();
  await phone.close();
});

test('F8: 25 students x 4 axes, by keys and by taps (timing printed)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const pupils = Array.from({ length: 25 }, (_, i) => ({
    name: `Pupil ${String(i + 1).padStart(2, '0')}`,
    goal: 'Focus',
  }));
  const { phone, classId } = await teacherWithClass(browser, baseURL, pupils);
  const teacher = await phone.newPage();
  await teacher.goto(`/classroom/${classId}`);
  await startClass(teacher);
  const dialog = dialogOf(teacher);
  const confirm = teacher.getByRole('dialog', { name: 'Finish Assessment?' });
  const axes = ['Understanding', 'Behavior', 'Growth', 'Goal Progress'];

  let started = Date.now();
  await teacher.getByRole('button', { name: 'End Class Assessment' }).click();
  await expect(dialog.getByText('Student 1 of 25')).toBeVisible();
  await expect(
    dialog.getByRole('radiogroup', { name: 'Understanding' }).getByRole('radio').first(),
  ).toBeFocused();
  // One key per axis, typed on through the moves (a key every 150 ms).
  for (let i = 0; i < pupils.length; i += 1) {
    for (const score of [1 + (i % 5), 2, 3, 4]) {
      await teacher.keyboard.press(String(score));
      await teacher.waitForTimeout(150);
    }
  }
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(teacher.getByText('25 students assessed.')).toBeVisible();
  const byKeys = (Date.now() - started) / 1000;
  const keyedSaved = await (
    await phone.request.get(`/api/classes/${classId}/assessments?date=${dateString(new Date())}`)
  ).json();
  // Every key landed on its own student and axis.
  expect(
    keyedSaved.map(
      (a: { understanding: number; behavior: number; growth: number; goalProgress: number }) => [
        a.understanding,
        a.behavior,
        a.growth,
        a.goalProgress,
      ],
    ),
  ).toEqual(pupils.map((_, i) => [1 + (i % 5), 2, 3, 4]));

  started = Date.now();
  await teacher.getByRole('button', { name: 'End Class Assessment' }).click();
  await teacher
    .getByRole('dialog', { name: 'Overwrite Existing Assessment' })
    .getByRole('button', { name: 'Overwrite' })
    .click();
  for (let i = 0; i < pupils.length; i += 1) {
    await expect(dialog.getByText(`Student ${i + 1} of 25`)).toBeVisible();
    await rateByTaps(dialog, axes, [4, 4, 5, 3]);
  }
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(teacher.getByText('25 students assessed.')).toBeVisible();
  const byTaps = (Date.now() - started) / 1000;
  console.log(
    `F8: 25 students x 4 axes by keys ${byKeys.toFixed(1)} s (100 keys), by taps ${byTaps.toFixed(1)} s (100 taps + Overwrite); target <= 120 s`,
  );
  const saved = await (
    await phone.request.get(`/api/classes/${classId}/assessments?date=${dateString(new Date())}`)
  ).json();
  expect(saved).toHaveLength(25);
  expect(saved.every((a: { growth: number }) => a.growth === 5)).toBe(true);
  await phone.close();
});

test('the QR code on the display at the end of class, and a new key voids the old link', async ({
  browser,
  baseURL,
}) => {
  const { phone, classId, origin } = await teacherWithClass(browser, baseURL, [
    { name: 'Maya', birthDate: '04/09/2015' },
    { name: 'Leo' },
  ]);
  await phone.request.patch(`/api/classes/${classId}/settings`, {
    headers: { origin },
    data: {
      classSchedule: [
        { name: 'New Material', duration: 10 },
        { name: 'Wrap-up', duration: 5 },
      ],
    },
  });
  const { path } = await (
    await phone.request.post(`/api/classes/${classId}/display-links`, { headers: { origin } })
  ).json();
  const screen = await newDevice(browser, 'display', origin);
  const board = await screen.newPage();
  await board.goto(path);
  const panel = board.getByRole('complementary', { name: 'Self-assessment' });
  await expect(board.getByRole('article', { name: /^Maya, / })).toBeVisible();
  // Before the lesson the page is closed: no code that leads nowhere.
  await expect(panel).toBeHidden();

  const teacher = await phone.newPage();
  await teacher.goto(`/classroom/${classId}`);
  await showTab(teacher, 'Lesson');
  await teacher.getByRole('button', { name: 'Start Class' }).click();
  await expect(teacher.getByRole('button', { name: 'Next Activity' })).toBeEnabled();
  await expect(panel).toBeHidden();
  // The last activity opens the page by itself, and the display shows the code, drawn here.
  await teacher.getByRole('button', { name: 'Next Activity' }).click();
  await expect(panel.getByRole('img', { name: /QR code/ })).toBeVisible();
  await shot(board, 'self-display-qr', { fullPage: false });
  await teacher.getByRole('button', { name: 'Finish Class' }).click();
  const complete = teacher.getByRole('region', { name: 'Class Complete!' });
  await expect(complete).toBeVisible();
  await expect(complete.getByText(/^Open until /)).toBeVisible();
  await expect(complete.getByRole('img', { name: /QR code/ })).toBeVisible();
  // End Class Assessment stays open at Class Complete: the end of the lesson is when it is used.
  await expect(teacher.getByRole('button', { name: 'End Class Assessment' })).not.toHaveAttribute(
    'data-blocked',
  );
  await shot(teacher, 'self-phone-class-complete', { fullPage: false });

  // The link works on an iPad; a new key voids it there and moves the display's code.
  const view = await (await phone.request.get(`/api/classes/${classId}/self-assessment`)).json();
  const ipad = await openIpad(browser, `${origin}/self-assessment/${classId}#key=${view.key}`);
  await expect(ipad.page.getByRole('button', { name: 'Maya' })).toBeVisible();
  const before = await panel.getByRole('img').getAttribute('src');
  await complete.getByRole('button', { name: 'New link' }).click();
  await teacher.getByRole('button', { name: 'Make new link' }).click();
  await expect(ipad.page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect.poll(async () => panel.getByRole('img').getAttribute('src')).not.toBe(before);

  // Switching student assessment off (Classroom controls, on the More tab) takes the QR code
  // off the display.
  await showTab(teacher, 'More');
  await teacher.getByRole('switch', { name: /Student self-assessment/i }).click();
  await expect(panel).toBeHidden();
  await ipad.context.close();
  await screen.close();
  await phone.close();
});
