import { expect, type Page, test } from '@playwright/test';
import { DISPLAY, openSheet, shot, showTab, teacherDevice, teacherWithClass } from './support';

/*
 * Step 10's phone as the remote, as a teacher uses it in a lesson: the classroom opens on the
 * students in name order; search finds one, the chosen order stays after a reload; a row's
 * attendance is one button going round Present, Absent, Late; a note of several lines is
 * typed in the student's sheet and kept when the sheet closes, seen on the laptop too; Add
 * another adds students one after the other without closing the dialog.
 */

/** The names of the rows on screen, top to bottom (each row's name button says "More about"). */
const rowNames = (page: Page) =>
  page.getByRole('button', { name: /^More about / }).evaluateAll((buttons) =>
    buttons
      .map((b) => b.getAttribute('aria-label'))
      .filter((label): label is string => label !== null)
      .map((label) => label.replace(/^More about /, '')),
  );

test('the phone remote: name order, search, a kept sort, one-button attendance, a sheet note, Add another', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Added out of name order, so the list's order is the phone's, not the insertion's.
  const { phone, classId, origin, ids } = await teacherWithClass(
    browser,
    baseURL,
    ['Sam Park', 'Maya Lopez', 'Leo Chen', 'Ivy Novak'],
    { prefix: 'remote' },
  );
  /** A student as the server has them now. */
  const saved = async (name: string) =>
    (
      (await (await phone.request.get(`/api/classes/${classId}/students`)).json()) as {
        id: number;
        attendanceStatus: string;
        notes: string;
      }[]
    ).find((s) => s.id === ids[name]);
  const page = await phone.newPage();
  await page.goto(`/classroom/${classId}`);

  // The classroom opens on the students, by name.
  await expect(page.getByRole('tab', { name: 'Students', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('4 of 4 present')).toBeVisible();
  await expect
    .poll(() => rowNames(page))
    .toEqual(['Ivy Novak', 'Leo Chen', 'Maya Lopez', 'Sam Park']);

  // Search: part of a name finds the student; clearing it brings everyone back.
  const search = page.getByRole('searchbox', { name: 'Search students' });
  await search.fill('ma');
  await expect.poll(() => rowNames(page)).toEqual(['Maya Lopez']);
  await shot(page, 'remote-01-search-phone', { fullPage: false });
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect.poll(() => rowNames(page)).toHaveLength(4);

  // By points: Leo's two points put him first, and the order is still there after a reload.
  await page.getByRole('button', { name: '+1 point for Leo Chen' }).click();
  await page.getByRole('button', { name: '+1 point for Leo Chen' }).click();
  await page.getByLabel('Sort by').selectOption('points');
  await expect
    .poll(() => rowNames(page))
    .toEqual(['Leo Chen', 'Ivy Novak', 'Maya Lopez', 'Sam Park']);
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('points');
  await expect
    .poll(() => rowNames(page))
    .toEqual(['Leo Chen', 'Ivy Novak', 'Maya Lopez', 'Sam Park']);

  // Attendance on the row is one button: Present, a tap Absent (to the bottom), Late, Present.
  const status = async () => (await saved('Ivy Novak'))?.attendanceStatus;
  const attendance = (now: string, next: string) =>
    page.getByRole('button', { name: `Attendance for Ivy Novak: ${now}. Tap for ${next}` });
  await attendance('Present', 'Absent').click();
  await expect(attendance('Absent', 'Late')).toBeVisible();
  await expect(page.getByText('3 of 4 present')).toBeVisible();
  await expect
    .poll(() => rowNames(page))
    .toEqual(['Leo Chen', 'Maya Lopez', 'Sam Park', 'Ivy Novak']);
  await expect.poll(status).toBe('absent');
  await attendance('Absent', 'Late').click();
  await expect(attendance('Late', 'Present')).toBeVisible();
  await expect.poll(status).toBe('late');
  await shot(page, 'remote-02-late-phone', { fullPage: false });
  await attendance('Late', 'Present').click();
  await expect(attendance('Present', 'Absent')).toBeVisible();
  await expect.poll(status).toBe('present');

  // A note of two lines in Maya's sheet, kept when the sheet closes (no Save to find).
  const note = 'Sits near the front\nBring her reading glasses';
  let sheet = await openSheet(page, 'Maya Lopez');
  await sheet.getByLabel('Notes').fill(note);
  await shot(page, 'remote-03-sheet-note-phone', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect.poll(async () => (await saved('Maya Lopez'))?.notes).toBe(note);
  sheet = await openSheet(page, 'Maya Lopez');
  await expect(sheet.getByLabel('Notes')).toHaveValue(note);
  await page.keyboard.press('Escape');
  // The teacher's laptop shows it on Maya's row.
  const { context: laptop, page: desk } = await teacherDevice(browser, phone, {
    baseURL: origin,
    path: `/classroom/${classId}`,
    device: DISPLAY,
  });
  await expect(
    desk.getByRole('button', { name: /^Notes for Maya Lopez: Sits near the front/ }),
  ).toBeVisible();
  await laptop.close();

  // Add another: saved, the dialog stays open for the next name, the keyboard in its field.
  await showTab(page, 'Students');
  await page.getByRole('button', { name: 'Add Student' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Student' });
  const name = add.getByLabel('Student Name');
  await name.fill('Zed Ali');
  await add.getByRole('button', { name: 'Add another' }).click();
  // (The dialog holds the toasts' live region too, empty.) The teacher sees it, on screen
  // beside the field the keyboard is in, not below the phone's fold.
  const added = add.getByRole('status').filter({ hasText: 'added' });
  await expect(added).toHaveText('Zed Ali added. Type the next name, or close when done.');
  await expect(added).toBeInViewport();
  // Not under the dialog's buttons either: what the screen shows at its middle is the message.
  expect(
    await added.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.contains(
        document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2),
      );
    }),
  ).toBe(true);
  await expect(name).toHaveValue('');
  await expect(name).toBeFocused();
  await expect(add.getByRole('button', { name: 'Done' })).toBeVisible();
  await shot(page, 'remote-04-add-another-phone', { fullPage: false });
  await name.fill('Yara Diaz');
  await add.getByRole('button', { name: 'Add Student' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Students (6)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More about Zed Ali' })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'More about Yara Diaz' })).toHaveCount(2);
  await phone.close();
});
