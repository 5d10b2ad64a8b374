import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  DISPLAY,
  dateString,
  newDevice,
  openSheet,
  recordCspViolations,
  shot,
  showTab,
  teacherWithClass,
} from './support';

/*
 * Export CSV and Import CSV (spec sections 2, 5 and 9): a class list from a spreadsheet, with
 * its preview, reaching the display; the class's file out, and back in without a change.
 */

const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

async function openDisplay(
  browser: Browser,
  origin: string,
  phoneRequest: import('@playwright/test').APIRequestContext,
  classId: number,
) {
  const { path } = await (
    await phoneRequest.post(`/api/classes/${classId}/display-links`, { headers: { origin } })
  ).json();
  const screen = await newDevice(browser, 'display', origin);
  const board = await screen.newPage();
  await board.goto(path);
  return { screen, board };
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/**
 * A student's note as the phone shows it: in the student's sheet (the row has no room for
 * it), its Notes field. The sheet is closed again after.
 */
async function expectNote(page: Page, name: string, note: string) {
  const sheet = await openSheet(page, name);
  await expect(sheet.getByLabel('Notes')).toHaveValue(note);
  await sheet.getByRole('button', { name: 'Close dialog' }).click();
  await expect(sheet).toBeHidden();
}

test('a class list comes in with a preview, reaches the display, goes out as a file and comes back unchanged', async ({
  browser,
  baseURL,
}) => {
  // Three devices and a download: 30 s on a quiet CI host, so room for a shared one.
  test.setTimeout(120_000);
  const setup = await teacherWithClass(browser, baseURL, ['Ann Lee', 'Bo Chen'], {
    className: 'Year 6',
    prefix: 'csv',
  });
  const { phone: context, classId, origin, ids } = setup;
  const headers = { origin };
  await context.request.patch(`/api/students/${ids['Bo Chen']}`, {
    headers,
    data: { notes: '=1+1 is two', points: -2 },
  });
  const page = await context.newPage();
  const csp = recordCspViolations(page);
  await page.goto(`/classroom/${classId}`);
  const { screen, board } = await openDisplay(browser, origin, context.request, classId);
  await expect(board.getByRole('article')).toHaveCount(2);

  // The CSV buttons are among the header actions, on the phone's More tab.
  await showTab(page, 'More');
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  const importButton = page.getByRole('button', { name: 'Import CSV' });
  await expect(exportButton).toBeVisible();
  await expect(importButton).toBeVisible();
  // Both fit the phone's width beside the other header actions.
  for (const button of [exportButton, importButton]) {
    const box = await button.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
  }
  await shot(page, 'csv-01-header-phone', { fullPage: false });

  const picker = page.getByLabel('CSV file to import');
  // A file that is not CSV, an empty one and one without a name column: a message, nothing sent.
  await picker.setInputFiles({
    name: 'roster.xlsx',
    mimeType: 'application/zip',
    buffer: Buffer.from('PK\u0003\u0004'),
  });
  await expect(toast(page, '"roster.xlsx" is not a CSV file.')).toBeVisible();
  await picker.setInputFiles(csvFile('empty.csv', ''));
  await expect(toast(page, 'The file is empty.')).toBeVisible();
  await picker.setInputFiles(csvFile('points.csv', 'Points,Notes\n3,x\n'));
  await expect(toast(page, 'The file has no Name column.')).toBeVisible();

  // Good, duplicate and bad rows.
  await picker.setInputFiles(
    csvFile(
      'year6.csv',
      [
        'Name,Row,Notes',
        'Cy Diaz,3,Likes maps',
        'Dee Ek,,',
        'ann lee,,Needs glasses',
        'Bo Chen,,',
        ',2,orphan note',
        'cy diaz,,again',
        'Eve Fox,12,',
        'Мария Иванова,1,',
      ].join('\r\n'),
    ),
  );
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await expect(dialog.getByTestId('csv-counts')).toHaveText('Create 3 · Update 1 · Skip 3');
  const skipped = dialog.getByRole('region', { name: 'Skipped lines' }).getByRole('listitem');
  await expect(skipped).toHaveText([
    /Line 6\s*\(no name\)\s*No name/,
    /Line 7\s*cy diaz\s*Same name as line 2/,
    /Line 8\s*Eve Fox\s*Row\/Table "12" is not a whole number from 1 to 10/,
  ]);
  await expect(dialog.getByText('1 line matches a student and changes nothing.')).toBeVisible();
  await shot(page, 'csv-02-preview-phone', { fullPage: false });
  // Nothing is written before Confirm.
  await expect(board.getByRole('article')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Import complete')).toContainText('3 students added, 1 student updated');

  // Every device: the display shows the new students, the phone Ann's new note.
  await expect(board.getByRole('article')).toHaveCount(5);
  for (const name of ['Cy Diaz', 'Dee Ek', 'Мария Иванова'])
    await expect(board.getByRole('article', { name: new RegExp(`^${name}, `) })).toBeVisible();
  await expectNote(page, 'Ann Lee', 'Needs glasses');
  await expectNote(page, 'Bo Chen', '=1+1 is two');
  await showTab(page, 'More');

  // Today's rating of Ann goes into the file.
  const rated = await context.request.post(
    `/api/classes/${classId}/students/${ids['Ann Lee']}/assessments`,
    { headers, data: { understanding: 4, behavior: 5, growth: 3, date: dateString(new Date()) } },
  );
  expect(rated.status()).toBe(201);

  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  const today = dateString(new Date());
  // Named by the class, not its id (decision 0140).
  expect(download.suggestedFilename()).toBe(`Year 6 students ${today}.csv`);
  const file = await download.path();
  expect(readFileSync(file, 'utf8')).toBe(
    [
      '\uFEFFName,Points,Attendance,Row,Notes,Understanding,Behavior,Growth,Goal Progress',
      'Ann Lee,5,Present,,Needs glasses,4,5,3,',
      "Bo Chen,-2,Present,,'=1+1 is two,,,,",
      'Cy Diaz,5,Present,3,Likes maps,,,,',
      'Dee Ek,5,Present,,,,,,',
      'Мария Иванова,5,Present,1,,,,,',
      '',
    ].join('\r\n'),
  );
  await expect(toast(page, 'CSV exported')).toBeVisible();

  // The same file back in, from the teacher's laptop: nothing to change.
  const laptop = await browser.newContext({
    ...DISPLAY,
    baseURL,
    storageState: await context.storageState(),
  });
  const desk = await laptop.newPage();
  await desk.goto(`/classroom/${classId}`);
  // The file as saved under its suggested name (Playwright keeps downloads under random names).
  await desk.getByLabel('CSV file to import').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'text/csv',
    buffer: readFileSync(file),
  });
  const again = desk.getByRole('dialog', { name: 'Import CSV' });
  await expect(again.getByTestId('csv-counts')).toHaveText('Create 0 · Update 0 · Skip 0');
  await expect(again.getByText('Nothing to change')).toBeVisible();
  await shot(desk, 'csv-03-round-trip-display', { fullPage: false });
  await again.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(again).toBeHidden();
  await shot(desk, 'csv-04-header-display', { fullPage: false });

  expect(csp).toEqual([]);
  await laptop.close();
  await screen.close();
  await context.close();
});

test('a Confirm after another device changed the roster shows the new preview instead of importing the old plan', async ({
  browser,
  baseURL,
}) => {
  const {
    phone: context,
    classId,
    origin,
  } = await teacherWithClass(browser, baseURL, ['Ann'], {
    prefix: 'csv-race',
  });
  const page = await context.newPage();
  await page.goto(`/classroom/${classId}`);
  await showTab(page, 'More');
  await page
    .getByLabel('CSV file to import')
    .setInputFiles(csvFile('list.csv', 'name,notes\nBo,first day\n'));
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await expect(dialog.getByTestId('csv-counts')).toHaveText('Create 1 · Update 0 · Skip 0');
  // Meanwhile Bo is added on another device.
  await context.request.post('/api/students', {
    headers: { origin },
    data: { classId, name: 'Bo' },
  });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The class changed on another device');
  await expect(dialog.getByTestId('csv-counts')).toHaveText('Create 0 · Update 1 · Skip 0');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expectNote(page, 'Bo', 'first day');
  const names = (await (await context.request.get(`/api/classes/${classId}/students`)).json()).map(
    (s: { name: string }) => s.name,
  );
  expect(names).toEqual(['Ann', 'Bo']);
  await context.close();
});

test('a hand-typed list keeps "Smith, John" whole, a line split at a comma is skipped with how to fix it, and unreadable bytes are said', async ({
  browser,
  baseURL,
}) => {
  const { phone: context, classId } = await teacherWithClass(browser, baseURL, [], {
    prefix: 'csv-comma',
  });
  const page = await context.newPage();
  await page.goto(`/classroom/${classId}`);
  await showTab(page, 'More');
  const picker = page.getByLabel('CSV file to import');
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });

  // One column ('Name' alone on the first line): each line is one name, commas and all.
  await picker.setInputFiles(csvFile('names.csv', 'Name\r\nSmith, John\r\nDoe, Jane\r\n'));
  await expect(dialog.getByTestId('csv-counts')).toHaveText('Create 2 · Update 0 · Skip 0');
  await dialog.getByText('New students (2)').click();
  await expect(dialog.getByRole('listitem')).toHaveText([
    /Line 2\s*Smith, John/,
    /Line 3\s*Doe, Jane/,
  ]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Several columns: a line with more cells than column names is skipped, not split into a
  // wrong student. A stray byte in a UTF-8 file leaves the accents alone and is said.
  await picker.setInputFiles({
    name: 'notes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.concat([
      Buffer.from('Name,Notes\r\nLee, Ann,Kind\r\nZoë,\r\nRené,ok ', 'utf8'),
      Buffer.from([0x96]),
      Buffer.from('\r\n'),
    ]),
  });
  await expect(dialog.getByTestId('csv-counts')).toHaveText('Create 2 · Update 0 · Skip 1');
  await expect(
    dialog.getByRole('region', { name: 'Skipped lines' }).getByRole('listitem'),
  ).toHaveText([
    /Line 2\s*Lee\s*More cells than column names: a name or note with a comma needs quotes, as in "Lee, Ann"/,
  ]);
  await expect(
    dialog.getByText('Some characters in this file could not be read and show as �.'),
  ).toBeVisible();
  await shot(page, 'csv-05-comma-skip-phone', { fullPage: false });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();

  // A split that fits the columns ('Ng, Bo' under Name,Notes would be Ng with the notes Bo):
  // the preview asks the teacher to check it before anything is written.
  await picker.setInputFiles(csvFile('split.csv', 'Name,Notes\r\nNg, Bo\r\nAda Lovelace,Kind\r\n'));
  await expect(dialog.getByTestId('csv-counts')).toHaveText('Create 2 · Update 0 · Skip 0');
  const split = dialog.getByRole('region', { name: 'Names that may be split' });
  await expect(split).toContainText(
    'This line may hold a name split at a comma: "Lee, Ann" written without quotes reads as Lee, with Ann in the next column.',
  );
  await expect(split.getByRole('listitem')).toHaveText([/Line 2\s*Ng/]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const names = (await (await context.request.get(`/api/classes/${classId}/students`)).json()).map(
    (s: { name: string }) => s.name,
  );
  expect(names).toEqual(['Zoë', 'René']);
  await context.close();
});

test('a school export of 80 columns imports its names and notes, and a hidden student of the same name is told before a second one is made', async ({
  browser,
  baseURL,
}) => {
  const {
    phone: context,
    classId,
    origin,
  } = await teacherWithClass(browser, baseURL, ['Ann'], {
    prefix: 'csv-wide',
  });
  const api = context.request;
  const headers = { origin };
  // Mo joins after 'Just Ann' is saved; loading it hides Mo, history kept.
  const saved = await (
    await api.post(`/api/classes/${classId}/class-configurations`, {
      headers,
      data: { name: 'Just Ann' },
    })
  ).json();
  await api.post('/api/students', { headers, data: { classId, name: 'Mo' } });
  expect((await api.post(`/api/class-configurations/${saved.id}/load`, { headers })).status()).toBe(
    200,
  );
  const page = await context.newPage();
  await page.goto(`/classroom/${classId}`);
  await expect(page.getByRole('button', { name: '+1 point for Ann' })).toBeVisible();
  await showTab(page, 'More');

  // A school system's export: an id, the name, contact columns, 75 more, and notes last.
  const extra = Array.from({ length: 75 }, (_, i) => `Field ${i + 1}`);
  const line = (cells: string[]) => cells.join(',');
  const text = [
    line(['UPN', 'Student Name', 'Email', ...extra, 'Notes']),
    line(['A1', 'ann', 'ann@school.test', ...extra.map(() => 'x'), 'Prefers the front']),
    line(['A2', 'mo', 'mo@school.test', ...extra.map(() => 'y'), '']),
    line(['A3', 'Pia', 'pia@school.test', ...extra.map(() => 'z'), 'New this term']),
  ].join('\r\n');
  await page.getByLabel('CSV file to import').setInputFiles(csvFile('school-export.csv', text));
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await expect(dialog.getByTestId('csv-counts')).toHaveText('Create 2 · Update 1 · Skip 0');
  const namesakes = dialog.getByRole('region', { name: 'Names of hidden students' });
  await expect(namesakes).toContainText(
    'A hidden student has this name. The import adds a second student of the name; to bring back the hidden one instead, cancel and use Show again under Load Class.',
  );
  await expect(namesakes.getByRole('listitem')).toHaveText([/Line 3\s*mo/]);
  await shot(page, 'csv-06-hidden-namesake-phone', { fullPage: false });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expectNote(page, 'Ann', 'Prefers the front');
  const students = (await (await api.get(`/api/classes/${classId}/students`)).json()) as {
    name: string;
    notes: string;
  }[];
  expect(students.map((s) => [s.name, s.notes])).toEqual([
    ['Ann', 'Prefers the front'],
    ['mo', ''],
    ['Pia', 'New this term'],
  ]);
  // The hidden Mo is still there to show again, untouched.
  const hidden = await (await api.get(`/api/classes/${classId}/hidden-students`)).json();
  expect(hidden).toMatchObject([{ name: 'Mo', points: 5 }]);
  await context.close();
});
