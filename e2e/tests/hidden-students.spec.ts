import { expect, type Page, test, type WebSocketRoute } from '@playwright/test';
import { DISPLAY, newDevice, shot, showTab, syncStatus, teacherWithClass } from './support';

/*
 * Step 7's hidden students as a teacher meets them: a saved class is loaded and the students
 * added since are hidden; Load Class lists them, Show again brings one back on every screen
 * (the phone, a laptop, the classroom display) with the points they had, Delete erases another.
 */

/** The points a board's card shows for a student, read from its accessible name. */
async function boardPoints(board: Page, name: string): Promise<number> {
  const label = await board
    .getByRole('article', { name: new RegExp(`^${name}, `) })
    .getAttribute('aria-label');
  return Number(/, (-?\d+) points/.exec(label ?? '')?.[1]);
}

const boardNames = async (board: Page) =>
  (
    (await board
      .getByRole('article')
      .evaluateAll((cards) =>
        cards.map((c) => (c.getAttribute('aria-label') ?? '').split(',')[0]),
      )) as string[]
  ).sort();

test('students hidden by a load are listed in Load Class: Show again brings one back everywhere, Delete erases another', async ({
  browser,
  baseURL,
}) => {
  // Three devices and a dozen dialogs on a shared 2-core machine.
  test.setTimeout(180_000);
  const setup = await teacherWithClass(browser, baseURL, ['Ada', 'Ben'], {
    className: 'Year 4',
    prefix: 'hidden',
  });
  const { origin, classId } = setup;
  const phone = await setup.phone.newPage();
  await phone.goto(`/classroom/${classId}`);
  const { path } = await (
    await phone.request.post(`/api/classes/${classId}/display-links`, { headers: { origin } })
  ).json();
  const screen = await newDevice(browser, 'display', origin);
  const board = await screen.newPage();
  await board.goto(path);
  await expect(board.getByRole('article')).toHaveCount(2);
  // Save Class and Load Class: in the header, the phone's More tab.
  await showTab(phone, 'More');
  const header = phone.locator('.dashboard-actions');

  // The class of two is saved.
  await header.getByRole('button', { name: 'Save Class' }).click();
  const saveDialog = phone.getByRole('dialog', { name: 'Save Class Configuration' });
  await saveDialog.getByLabel('Configuration Name').fill('Reading group');
  await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveDialog).toBeHidden();

  // Dee joins on the phone and earns two points; Eli is added from another device.
  await showTab(phone, 'Students');
  await phone.getByRole('button', { name: 'Add Student' }).first().click();
  const add = phone.getByRole('dialog', { name: 'Add Student' });
  await add.getByLabel('Student Name').fill('Dee');
  await add.getByRole('button', { name: 'Add Student' }).click();
  await expect(add).toBeHidden();
  await phone.getByRole('button', { name: '+1 point for Dee' }).click();
  await phone.getByRole('button', { name: '+1 point for Dee' }).click();
  await setup.phone.request.post('/api/students', {
    headers: { origin },
    data: { classId, name: 'Eli' },
  });
  await expect(board.getByRole('article')).toHaveCount(4);
  await expect.poll(() => boardPoints(board, 'Dee')).toBe(7);

  // Loading the saved class hides them; the confirmation says where they will be.
  await showTab(phone, 'More');
  await header.getByRole('button', { name: 'Load Class' }).click();
  const loadDialog = phone.getByRole('dialog', { name: 'Load Class Configuration' });
  await expect(loadDialog.getByRole('region', { name: 'Hidden students' })).toHaveCount(0);
  await loadDialog.getByRole('button', { name: 'Load', exact: true }).click();
  const confirm = phone.getByRole('dialog', { name: "Load 'Reading group'?" });
  await expect(confirm.getByRole('listitem').first()).toHaveText(
    '2 current students will be hidden: Dee and Eli. Their points history and assessments are kept; Load Class lists them under Hidden students, to show again or delete.',
  );
  await expect(confirm.getByRole('alert')).toHaveText(
    'Dee and Eli are in no saved class: after this load, only Show again under Hidden students (in Load Class) brings them back. To keep them in a saved class too, cancel and save this class first.',
  );
  await confirm.getByRole('button', { name: 'Load Class' }).click();
  await expect(loadDialog).toBeHidden();
  await showTab(phone, 'Students');
  await expect(phone.getByRole('heading', { name: 'Students (2)' })).toBeVisible();
  await expect(board.getByRole('article')).toHaveCount(2);
  await showTab(phone, 'More');

  // A laptop on the same class, to see that a second teacher device follows.
  const desk = await browser.newContext({
    ...DISPLAY,
    baseURL: origin,
    storageState: await setup.phone.storageState(),
  });
  const laptop = await desk.newPage();
  // The laptop's socket goes through the test, so that later it can drop as a Wi-Fi would.
  const deskSockets: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  await laptop.routeWebSocket(/\/socket\.io\//, (ws) => {
    deskSockets.push({ page: ws, server: ws.connectToServer() });
  });
  await laptop.goto(`/classroom/${classId}`);
  await expect(laptop.getByRole('heading', { name: 'Students (2)' })).toBeVisible();

  // Load Class lists the hidden students: picture, name, points, and that no saved class holds them.
  await header.getByRole('button', { name: 'Load Class' }).click();
  const hidden = loadDialog.getByRole('region', { name: 'Hidden students' });
  const rows = hidden.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  // True whichever saved class hid them, and with no saved class left.
  await expect(hidden).toContainText(
    'Hidden by loading a saved class. Their points history and assessments are kept.',
  );
  await expect(rows.nth(0)).toContainText('Dee');
  await expect(rows.nth(0)).toContainText('7 points');
  await expect(rows.nth(0)).toContainText('In no saved class');
  await expect(rows.nth(1)).toContainText('Eli');
  await expect(rows.nth(1)).toContainText('5 points');
  await expect(rows.nth(0).locator('.avatar')).toBeVisible();
  await shot(phone, 'hidden-01-load-dialog-phone', { fullPage: false });

  await laptop.locator('.dashboard-actions').getByRole('button', { name: 'Load Class' }).click();
  const deskDialog = laptop.getByRole('dialog', { name: 'Load Class Configuration' });
  const deskRows = deskDialog
    .getByRole('region', { name: 'Hidden students' })
    .getByRole('listitem');
  await expect(deskRows).toHaveCount(2);
  await shot(laptop, 'hidden-02-load-dialog-display', { fullPage: false });

  // Show again: Dee is back on the phone, the laptop and the display, with her 7 points.
  await hidden.getByRole('button', { name: 'Show again Dee' }).click();
  await expect(rows).toHaveCount(1);
  // The keyboard stays in the dialog, on the next student's Show again.
  await expect(hidden.getByRole('button', { name: 'Show again Eli' })).toBeFocused();
  await expect(phone.getByText('Dee is back in the class')).toBeVisible();
  await expect(deskRows).toHaveCount(1);
  await expect(board.getByRole('article')).toHaveCount(3);
  expect(await boardNames(board)).toEqual(['Ada', 'Ben', 'Dee']);
  await expect.poll(() => boardPoints(board, 'Dee')).toBe(7);
  await shot(board, 'hidden-03-board-after-show-again-display', { fullPage: false });

  // Delete Eli, with the spec's confirmation (less 'cannot be undone': decision 0147).
  await hidden.getByRole('button', { name: 'Delete Eli' }).click();
  const sure = phone.getByRole('dialog', { name: 'Delete Eli?' });
  await expect(sure).toContainText(
    'Are you sure you want to delete this student? You can undo it for 10 seconds; after that it cannot be undone.',
  );
  await shot(phone, 'hidden-04-delete-confirm-phone', { fullPage: false });
  await sure.getByRole('button', { name: 'Delete Student' }).click();
  await expect(sure).toBeHidden();
  await expect(hidden).toHaveCount(0);
  await expect(deskDialog.getByRole('region', { name: 'Hidden students' })).toHaveCount(0);
  await loadDialog.getByRole('button', { name: 'Close', exact: true }).click();
  await deskDialog.getByRole('button', { name: 'Close', exact: true }).click();

  await showTab(phone, 'Students');
  await expect(phone.getByRole('heading', { name: 'Students (3)' })).toBeVisible();
  await expect(laptop.getByRole('heading', { name: 'Students (3)' })).toBeVisible();
  await phone.getByRole('button', { name: '+1 point for Dee' }).click();
  await expect.poll(() => boardPoints(board, 'Dee')).toBe(8);
  await showTab(phone, 'More');
  const saved = await (
    await setup.phone.request.get(`/api/classes/${classId}/class-configurations`)
  ).json();
  expect(JSON.stringify(saved)).not.toContain('Eli');
  const stillHidden = await (
    await setup.phone.request.get(`/api/classes/${classId}/hidden-students`)
  ).json();
  expect(stillHidden).toEqual([]);

  // With no saved class and nobody hidden, Load Class leaves both headers.
  await header.getByRole('button', { name: 'Load Class' }).click();
  await loadDialog.getByRole('button', { name: 'Delete Reading group' }).click();
  await phone
    .getByRole('dialog', { name: "Delete 'Reading group'?" })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(loadDialog.getByText('No saved configurations found.')).toBeVisible();
  await loadDialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(header.getByRole('button', { name: 'Load Class' })).toHaveCount(0);
  await expect(
    laptop.locator('.dashboard-actions').getByRole('button', { name: 'Load Class' }),
  ).toHaveCount(0);

  // The laptop is away while the phone saves the class, adds Fay, loads it (Fay is hidden) and
  // deletes the saved class. Back online, the laptop offers Load Class and lists Fay.
  await desk.setOffline(true);
  for (const { page, server } of deskSockets.splice(0)) {
    await server.close();
    await page.close();
  }
  await expect(syncStatus(laptop)).toBeHidden();
  const api = setup.phone.request;
  const trio = await (
    await api.post(`/api/classes/${classId}/class-configurations`, {
      headers: { origin },
      data: { name: 'Trio' },
    })
  ).json();
  await api.post('/api/students', { headers: { origin }, data: { classId, name: 'Fay' } });
  await api.post(`/api/class-configurations/${trio.id}/load`, { headers: { origin } });
  await api.delete(`/api/class-configurations/${trio.id}`, { headers: { origin } });
  await expect(header.getByRole('button', { name: 'Load Class' })).toBeVisible();
  await desk.setOffline(false);
  await expect(syncStatus(laptop)).toBeVisible({ timeout: 20_000 });
  const deskLoad = laptop.locator('.dashboard-actions').getByRole('button', { name: 'Load Class' });
  await expect(deskLoad).toBeVisible();
  await deskLoad.click();
  await expect(deskDialog.getByText('No saved configurations found.')).toBeVisible();
  await expect(
    deskDialog.getByRole('region', { name: 'Hidden students' }).getByRole('listitem'),
  ).toHaveText([/Fay/]);

  await desk.close();
  await screen.close();
  await setup.phone.close();
});
