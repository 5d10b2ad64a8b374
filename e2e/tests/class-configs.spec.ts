import { type Browser, expect, type Page, test } from '@playwright/test';
import { DISPLAY, newDevice, openSheet, shot, showTab, teacherWithClass } from './support';

/*
 * Step 7's saved class set-ups as a teacher lives them: the phone saves the class, the roster
 * changes (a student leaves, one joins, points move), a saved class is loaded back and the
 * classroom display follows; nobody is deleted by a load, a hidden student comes back.
 */

/** The points a board's card shows for a student, read from its accessible name. */
async function boardPoints(board: Page, name: string): Promise<number> {
  const label = await board
    .getByRole('article', { name: new RegExp(`^${name}, `) })
    .getAttribute('aria-label');
  return Number(/, (-?\d+) points/.exec(label ?? '')?.[1]);
}

async function openDisplayLink(browser: Browser, origin: string, phone: Page, classId: number) {
  const { path } = await (
    await phone.request.post(`/api/classes/${classId}/display-links`, { headers: { origin } })
  ).json();
  const screen = await newDevice(browser, 'display', origin);
  const board = await screen.newPage();
  await board.goto(path);
  return { screen, board };
}

const boardNames = async (board: Page) =>
  (await board
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((c) => (c.getAttribute('aria-label') ?? '').split(',')[0]),
    )) as string[];

test('a saved class comes back: points and students as saved, the newcomer hidden, then back again; the display follows', async ({
  browser,
  baseURL,
}) => {
  // Three devices and a dozen dialogs on a shared 2-core machine.
  test.setTimeout(180_000);
  const setup = await teacherWithClass(browser, baseURL, ['Ada', 'Ben', 'Cy'], {
    className: 'Year 6',
    prefix: 'configs',
  });
  const phone = await setup.phone.newPage();
  await phone.goto(`/classroom/${setup.classId}`);
  // An earlier version kept a whole saved class (names, notes) for a class not opened since:
  // this version clears it on its first page, without that class being opened.
  const legacy = 'classbeam:class-config:424242';
  await phone.evaluate((key) => {
    localStorage.setItem(key, JSON.stringify({ studentData: [{ name: 'Zed', notes: 'Nuts' }] }));
  }, legacy);
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Students (3)' })).toBeVisible();
  await expect.poll(() => phone.evaluate((key) => localStorage.getItem(key), legacy)).toBeNull();
  const { board, screen } = await openDisplayLink(browser, setup.origin, phone, setup.classId);
  await expect(board.getByRole('article')).toHaveCount(3);

  // No saved class yet: no Load Class in the header (the phone's More tab).
  await showTab(phone, 'More');
  const header = phone.locator('.dashboard-actions');
  await expect(header.getByRole('button', { name: 'Save Class' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Load Class' })).toHaveCount(0);
  await shot(phone, 'configs-01-header-phone', { fullPage: false });

  // Ada earns two points, then the class is saved.
  await showTab(phone, 'Students');
  await phone.getByRole('button', { name: '+1 point for Ada' }).click();
  await phone.getByRole('button', { name: '+1 point for Ada' }).click();
  await showTab(phone, 'More');
  await header.getByRole('button', { name: 'Save Class' }).click();
  const saveDialog = phone.getByRole('dialog', { name: 'Save Class Configuration' });
  await expect(
    saveDialog.getByText(
      'Saves the 3 students as they are now: names, pictures, points, attendance, rows and notes. Assessments and points history are not part of it; they stay with each student.',
    ),
  ).toBeVisible();
  const save = saveDialog.getByRole('button', { name: 'Save', exact: true });
  const name = saveDialog.getByLabel('Configuration Name');
  await expect(save).toBeDisabled();
  await name.fill('   ');
  await expect(save).toBeDisabled();
  await name.fill('  Period 3  ');
  await expect(save).toBeEnabled();
  await shot(phone, 'configs-02-save-dialog-phone', { fullPage: false });
  await save.click();
  await expect(saveDialog).toBeHidden();
  // The phone remembers which saved class Update overwrites, and nothing of its roster: no
  // child's name or note sits in the browser's storage.
  const remembered = () =>
    phone.evaluate(() =>
      Object.entries(localStorage).filter(([key]) => key.startsWith('classbeam:config-memory:')),
    );
  const kept = await remembered();
  expect(kept).toHaveLength(1);
  expect(Object.keys(JSON.parse(kept[0]?.[1] ?? '{}')).sort()).toEqual([
    'classId',
    'description',
    'id',
    'name',
  ]);
  expect(JSON.stringify(kept)).not.toMatch(/Ada|Ben|Cy/);
  await expect(header.getByRole('button', { name: 'Load Class' })).toBeVisible();

  // The roster moves on: Cy leaves for good (Delete, in Cy's sheet on a phone), Dee joins,
  // Ada loses points, Ben gains one.
  await (await openSheet(phone, 'Cy')).getByRole('button', { name: 'Delete' }).click();
  await phone
    .getByRole('dialog', { name: 'Delete Cy?' })
    .getByRole('button', {
      name: 'Delete Student',
    })
    .click();
  await phone.getByRole('button', { name: 'Add Student' }).first().click();
  const add = phone.getByRole('dialog', { name: 'Add Student' });
  await add.getByLabel('Student Name').fill('Dee');
  await add.getByRole('button', { name: 'Add Student' }).click();
  await expect(add).toBeHidden();
  for (let i = 0; i < 4; i += 1)
    await phone.getByRole('button', { name: '-1 point for Ada' }).click();
  await phone.getByRole('button', { name: '+1 point for Ben' }).click();
  await expect(board.getByRole('article')).toHaveCount(3);
  await expect.poll(() => boardPoints(board, 'Ada')).toBe(3);
  expect((await boardNames(board)).sort()).toEqual(['Ada', 'Ben', 'Dee']);

  // The afternoon class is saved too.
  await showTab(phone, 'More');
  await header.getByRole('button', { name: 'Save Class' }).click();
  await saveDialog.getByLabel('Configuration Name').fill('Afternoon');
  await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveDialog).toBeHidden();

  // Dee sits in the Dolphins group (made on another device).
  const api = setup.phone.request;
  const roster: { id: number; name: string }[] = await (
    await api.get(`/api/classes/${setup.classId}/students`)
  ).json();
  const dolphins = await (
    await api.post(`/api/classes/${setup.classId}/groups`, {
      headers: { origin: setup.origin },
      data: { name: 'Dolphins' },
    })
  ).json();
  const dee = roster.find((s) => s.name === 'Dee')?.id;
  await api.post(`/api/groups/${dolphins.id}/students/${dee}`, {
    headers: { origin: setup.origin },
  });
  await expect(board.getByRole('article', { name: /^Dee, .*team Dolphins/ })).toBeVisible();

  // Load Period 3: Cy was deleted (gone from it too); Dee is hidden, points go back.
  await header.getByRole('button', { name: 'Load Class' }).click();
  const loadDialog = phone.getByRole('dialog', { name: 'Load Class Configuration' });
  const items = loadDialog.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'Period 3' })).toContainText('2 students');
  await expect(items.filter({ hasText: 'Afternoon' })).toContainText('3 students');
  // A screen reader hears which saved class each Load button loads, and when it was saved
  // (two may share a name); the row shows the time too.
  await expect(
    items.filter({ hasText: 'Afternoon' }).getByRole('button', { name: 'Load', exact: true }),
  ).toHaveAccessibleDescription(/^Afternoon .*\d:\d\d/);
  await expect(items.filter({ hasText: 'Afternoon' }).locator('time')).toHaveText(/\d:\d\d/);
  await shot(phone, 'configs-03-load-dialog-phone', { fullPage: false });
  await items
    .filter({ hasText: 'Period 3' })
    .getByRole('button', { name: 'Load', exact: true })
    .click();
  const confirm = phone.getByRole('dialog', { name: "Load 'Period 3'?" });
  await expect(confirm).toContainText('The class list becomes the 2 students of this saved class.');
  await expect(confirm.getByRole('listitem')).toHaveText([
    '1 current student will be hidden: Dee. Their points history and assessments are kept; Load Class lists them under Hidden students, to show again or delete.',
    'Dee leaves the group Dolphins; Show again does not put them back.',
    '2 students take back the saved name, points, attendance, row and notes.',
  ]);
  await expect(confirm).toContainText('No student is deleted and no history is lost.');
  // Dee is in Afternoon: a load can bring her back, so no warning.
  await expect(confirm.getByRole('alert')).toHaveCount(0);
  await shot(phone, 'configs-04-confirm-load-phone', { fullPage: false });
  await confirm.getByRole('button', { name: 'Load Class' }).click();
  await expect(confirm).toBeHidden();
  await expect(loadDialog).toBeHidden();

  // The phone and the display show the saved class.
  await showTab(phone, 'Students');
  await expect(phone.getByRole('heading', { name: 'Students (2)' })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'More about Dee' })).toHaveCount(0);
  await expect(phone.getByRole('button', { name: 'More about Ada' })).toHaveCount(2);
  await expect(board.getByRole('article')).toHaveCount(2);
  await expect.poll(() => boardPoints(board, 'Ada')).toBe(7);
  await expect.poll(() => boardPoints(board, 'Ben')).toBe(5);
  await expect(phone.getByText('2 of 2 present')).toBeVisible();
  await shot(board, 'configs-05-board-after-load-display', { fullPage: false });

  // Eli joins, and no saved class holds him: before Afternoon hides him, the teacher is told
  // that no load could bring him back, only the hidden students' list.
  await setup.phone.request.post('/api/students', {
    headers: { origin: setup.origin },
    data: { classId: setup.classId, name: 'Eli' },
  });
  await expect(board.getByRole('article')).toHaveCount(3);

  // Afternoon brings Dee back, with her history.
  await showTab(phone, 'More');
  await header.getByRole('button', { name: 'Load Class' }).click();
  await items
    .filter({ hasText: 'Afternoon' })
    .getByRole('button', { name: 'Load', exact: true })
    .click();
  const again = phone.getByRole('dialog', { name: "Load 'Afternoon'?" });
  await expect(again.getByRole('listitem').first()).toHaveText('1 student comes back: Dee.');
  await expect(again.getByRole('alert')).toHaveText(
    'Eli is in no saved class: after this load, only Show again under Hidden students (in Load Class) brings them back. To keep them in a saved class too, cancel and save this class first.',
  );
  await shot(phone, 'configs-08-confirm-stranded-phone', { fullPage: false });
  await again.getByRole('button', { name: 'Load Class' }).click();
  await expect(board.getByRole('article')).toHaveCount(3);
  await expect.poll(() => boardPoints(board, 'Ada')).toBe(3);
  await expect.poll(() => boardPoints(board, 'Ben')).toBe(6);
  await showTab(phone, 'Students');
  await expect(phone.getByRole('heading', { name: 'Students (3)' })).toBeVisible();
  await showTab(phone, 'More');

  // Ben earns a point; the teacher updates the saved class just loaded (spec section 4), with
  // the overwrite warning, instead of saving a third one.
  await setup.phone.request.patch(`/api/students/${setup.ids.Ben}/points`, {
    headers: { origin: setup.origin },
    data: { pointChange: 1 },
  });
  await expect.poll(() => boardPoints(board, 'Ben')).toBe(7);
  await header.getByRole('button', { name: 'Save Class' }).click();
  await saveDialog.getByRole('button', { name: "Update 'Afternoon' instead" }).click();
  const updateDialog = phone.getByRole('dialog', { name: 'Update Class Configuration' });
  await expect(updateDialog.getByRole('note')).toHaveText(
    'This will overwrite the existing configuration',
  );
  await expect(updateDialog.getByLabel('Configuration Name')).toHaveValue('Afternoon');
  await updateDialog.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(updateDialog).toBeHidden();
  const configs = await (
    await setup.phone.request.get(`/api/classes/${setup.classId}/class-configurations`)
  ).json();
  expect(configs.map((c: { name: string }) => c.name).sort()).toEqual(['Afternoon', 'Period 3']);
  const afternoon = configs.find((c: { name: string }) => c.name === 'Afternoon');
  expect(afternoon.studentData.find((s: { name: string }) => s.name === 'Ben')?.points).toBe(7);

  // The same dialog on a laptop-sized screen, then deleting both saved classes.
  const desk = await browser.newContext({
    ...DISPLAY,
    baseURL: setup.origin,
    storageState: await setup.phone.storageState(),
  });
  const laptop = await desk.newPage();
  await laptop.goto(`/classroom/${setup.classId}`);
  await laptop.locator('.dashboard-actions').getByRole('button', { name: 'Load Class' }).click();
  const deskDialog = laptop.getByRole('dialog', { name: 'Load Class Configuration' });
  const saved = deskDialog
    .getByRole('listitem')
    .filter({ has: laptop.getByRole('button', { name: 'Load', exact: true }) });
  await expect(saved).toHaveCount(2);
  await shot(laptop, 'configs-06-load-dialog-display', { fullPage: false });
  // The phone deletes Afternoon: the laptop's open list follows.
  await api.delete(`/api/class-configurations/${afternoon.id}`, {
    headers: { origin: setup.origin },
  });
  await expect(saved).toHaveCount(1);
  await expect(deskDialog.getByRole('button', { name: 'Delete Afternoon' })).toHaveCount(0);
  // Delete asks first, naming the saved class and when it was saved; Cancel keeps it and
  // gives the keyboard back to the trash button.
  const trash = deskDialog.getByRole('button', { name: 'Delete Period 3' });
  await trash.click();
  const sure = laptop.getByRole('dialog', { name: "Delete 'Period 3'?" });
  await expect(sure).toContainText(
    /The saved class from .*\d:\d\d.* is deleted on every device; the class itself does not change\. This action cannot be undone\./,
  );
  await expect(sure.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await shot(laptop, 'configs-06b-delete-confirm-display', { fullPage: false });
  await sure.getByRole('button', { name: 'Cancel' }).click();
  await expect(sure).toBeHidden();
  await expect(saved).toHaveCount(1);
  await expect(trash).toBeFocused();
  await laptop.keyboard.press('Enter');
  await sure.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(sure).toBeHidden();
  await expect(deskDialog.getByText('No saved configurations found.')).toBeVisible();
  // The row and its button are gone: the keyboard stays in the dialog.
  await expect(deskDialog.getByRole('button', { name: 'Close dialog' })).toBeFocused();
  // Eli, hidden by the Afternoon load, is in no saved class now: the list under them is his
  // way back, so Load Class stays in the header of both devices.
  const hidden = deskDialog.getByRole('region', { name: 'Hidden students' });
  await expect(hidden.getByRole('listitem')).toHaveCount(1);
  await expect(hidden.getByRole('listitem')).toContainText('Eli');
  await expect(hidden.getByRole('listitem')).toContainText('In no saved class');
  await shot(laptop, 'configs-07-load-dialog-empty-display', { fullPage: false });
  await deskDialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(
    laptop.locator('.dashboard-actions').getByRole('button', { name: 'Load Class' }),
  ).toBeVisible();
  await expect(header.getByRole('button', { name: 'Load Class' })).toBeVisible();

  // Signing out leaves nothing of the classes' saved set-ups on the phone.
  await phone.goto('/');
  await phone.getByRole('button', { name: 'Sign Out' }).click();
  await expect(phone.getByRole('button', { name: 'Get Started' }).first()).toBeVisible();
  expect(await remembered()).toEqual([]);

  await desk.close();
  await screen.close();
  await setup.phone.close();
});

test('deleting the last saved class takes Load Class out of the header, and the keyboard lands beside where it was', async ({
  browser,
  baseURL,
}) => {
  const setup = await teacherWithClass(browser, baseURL, ['Ada'], { prefix: 'configs-last' });
  await setup.phone.request.post(`/api/classes/${setup.classId}/class-configurations`, {
    headers: { origin: setup.origin },
    data: { name: 'Only one' },
  });
  const page = await setup.phone.newPage();
  await page.goto(`/classroom/${setup.classId}`);
  await showTab(page, 'More');
  const header = page.locator('.dashboard-actions');
  const load = header.getByRole('button', { name: 'Load Class' });
  await load.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Load Class Configuration' });
  await dialog.getByRole('button', { name: 'Delete Only one' }).click();
  await page
    .getByRole('dialog', { name: "Delete 'Only one'?" })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(dialog.getByText('No saved configurations found.')).toBeVisible();
  await expect(load).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Not the top of the page: the header action that followed Load Class.
  const focused = header.locator(':focus');
  await expect(focused).toHaveCount(1);
  await expect(focused).toHaveRole('button');
  await setup.phone.close();
});

test('a save the server refuses says why in the dialog, and the typed name stays', async ({
  browser,
  baseURL,
}) => {
  const setup = await teacherWithClass(browser, baseURL, ['Ada'], { prefix: 'configs-full' });
  const phone = await setup.phone.newPage();
  // The class already keeps the most saved set-ups it may (50), saved from another device.
  for (let i = 0; i < 50; i += 1) {
    const res = await phone.request.post(`/api/classes/${setup.classId}/class-configurations`, {
      headers: { origin: setup.origin },
      data: { name: `Week ${i + 1}` },
    });
    expect(res.status()).toBe(201);
  }
  await phone.goto(`/classroom/${setup.classId}`);
  await showTab(phone, 'More');
  await phone.locator('.dashboard-actions').getByRole('button', { name: 'Save Class' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Save Class Configuration' });
  await dialog.getByLabel('Configuration Name').fill('Week 51');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'A class can keep at most 50 saved configurations. Delete one first.',
  );
  await expect(dialog.getByLabel('Configuration Name')).toHaveValue('Week 51');
  await shot(phone, 'configs-save-refused-phone', { fullPage: false });
  await setup.phone.close();
});
