import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  IPAD,
  newDevice,
  pickBirthDate,
  recordCspViolations,
  recordForeignRequests,
  shot,
  showTab,
  teacherWithClass,
} from './support';

/*
 * Step 10, point 6: dates of birth without typing 25 of them. A school's CSV brings the dates
 * in (the teacher's date order, each date shown as '3 Feb 2016', a bad one flagged), a child
 * then signs in on the iPad by tapping day, month and year; the whole-class table fills the
 * rest in one save; a wrong date is answered kindly with the tries left, and the lock says it
 * lasts until tomorrow.
 */

const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

async function openIpad(browser: Browser, url: string) {
  const context = await browser.newContext(IPAD);
  const page = await context.newPage();
  await page.goto(url);
  return { context, page };
}

/** Opens the class's self-assessment page over the API; answers the iPad's link. */
async function openSelfAssessment(
  request: import('@playwright/test').APIRequestContext,
  origin: string,
  classId: number,
): Promise<string> {
  const view = await (
    await request.put(`/api/classes/${classId}/self-assessment`, {
      headers: { origin },
      data: { open: true },
    })
  ).json();
  return `${origin}/self-assessment/${classId}#key=${view.key}`;
}

const verifyDialog = (page: Page) => page.getByRole('dialog', { name: 'Verify Your Identity' });

test('a CSV with dates of birth lets a student self-assess on the iPad', async ({
  browser,
  baseURL,
}) => {
  // A phone, an iPad and a dozen dialogs: about 30 s on a busy 2-core host.
  test.setTimeout(120_000);
  const { phone, classId, origin } = await teacherWithClass(browser, baseURL, [], {
    className: 'Year 2',
    prefix: 'dob-csv',
  });
  const foreign = recordForeignRequests(phone, origin);
  const teacher = await phone.newPage();
  const csp = recordCspViolations(teacher);
  await teacher.goto(`/classroom/${classId}`);
  // On a phone, Import CSV and the birth-date table are on the More tab.
  await showTab(teacher, 'More');

  // A school system's export: its own column names, day-first dates (25/12 says so), one
  // date that cannot be.
  await teacher
    .getByLabel('CSV file to import')
    .setInputFiles(
      csvFile(
        'year2-export.csv',
        [
          'UPN,Student Name,Date of Birth,Homeroom',
          'A1,Ivy Park,03/02/2016,2B',
          'A2,Leo Brandt,25/12/2015,2B',
          'A3,Sam Ode,31/02/2016,2B',
          'A4,Noor Haddad,2016-07-04,2B',
        ].join('\r\n'),
      ),
    );
  const preview = teacher.getByRole('dialog', { name: 'Import CSV' });
  await expect(preview.getByTestId('csv-counts')).toHaveText('Create 4 · Update 0 · Skip 0');
  const dates = preview.getByRole('region', { name: 'Dates of birth', exact: true });
  // The phone's language says month first; the file's 25/12/2015 says day first, and wins.
  await expect(dates.getByLabel('Dates in this file are written')).toHaveValue('dmy');
  await expect(dates.getByTestId('csv-dates-count')).toContainText('3 dates of birth read');
  await expect(dates.locator('details li')).toHaveText([
    /Line 2\s*Ivy Park\s*3 Feb 2016/,
    /Line 3\s*Leo Brandt\s*25 Dec 2015/,
    /Line 5\s*Noor Haddad\s*4 Jul 2016/,
  ]);
  const notRead = dates.getByRole('region', { name: 'Dates of birth not read' });
  await expect(notRead.getByRole('listitem')).toHaveText([
    /Line 4\s*Sam Ode\s*"31\/02\/2016" is not a date in Day\/Month\/Year order/,
  ]);
  await shot(teacher, 'dob-01-csv-preview-phone', { fullPage: false });

  // Month first instead: the same file reads otherwise, and the preview says so at once.
  await dates.getByLabel('Dates in this file are written').selectOption('mdy');
  await expect(dates.locator('details li').first()).toHaveText(/Line 2\s*Ivy Park\s*2 Mar 2016/);
  await expect(notRead.getByRole('listitem')).toHaveCount(2);
  await dates.getByLabel('Dates in this file are written').selectOption('dmy');
  await expect(dates.locator('details li').first()).toHaveText(/Line 2\s*Ivy Park\s*3 Feb 2016/);

  await preview.getByRole('button', { name: 'Confirm' }).click();
  await expect(preview).toBeHidden();
  await expect(teacher.getByRole('status').filter({ hasText: 'Import complete' })).toContainText(
    '4 students added, 3 dates of birth set',
  );
  // Sam has no date yet: the students card says one is missing.
  await expect(teacher.getByRole('button', { name: 'Birth dates, 1 missing' })).toBeVisible();

  // Ivy, on the shared iPad, by taps alone.
  const ipad = await openIpad(browser, await openSelfAssessment(phone.request, origin, classId));
  const ipadForeign = recordForeignRequests(ipad.context, origin);
  await ipad.page.getByRole('button', { name: 'Ivy Park' }).click();
  const dialog = verifyDialog(ipad.page);
  await expect(dialog.getByText('You have 3 tries today.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await shot(ipad.page, 'dob-02-ipad-picker', { fullPage: false });
  // A slip first (the 2nd, not the 3rd): kind words, and the tries left.
  await pickBirthDate(dialog, '2016-02-02');
  await shot(ipad.page, 'dob-03-ipad-picked', { fullPage: false });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(
    dialog.getByText(
      'That date does not match. Change the day, month or year and try again, or ask your teacher. 2 tries left.',
    ),
  ).toBeVisible();
  await shot(ipad.page, 'dob-04-ipad-no-match', { fullPage: false });
  await pickBirthDate(dialog, '2016-02-03');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const rating = ipad.page.getByRole('dialog', { name: 'Self-Assessment' });
  await expect(rating.getByRole('heading', { name: 'Ivy Park' })).toBeVisible();
  for (const axis of ['Understanding', 'Behavior', 'Growth'])
    await rating.getByRole('radiogroup', { name: axis }).getByRole('radio', { name: /^4 / }).tap();
  await ipad.page
    .getByRole('dialog', { name: 'Finish Assessment?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(ipad.page.getByText('Saved. Thank you!')).toBeVisible();
  const ivy = (
    (await (await phone.request.get(`/api/classes/${classId}/students`)).json()) as {
      id: number;
      name: string;
    }[]
  ).find((s) => s.name === 'Ivy Park');
  const saved = await (
    await phone.request.get(`/api/classes/${classId}/students/${ivy?.id}/assessments`)
  ).json();
  expect(saved).toMatchObject([{ source: 'self', understanding: 4, behavior: 4, growth: 4 }]);

  // Sam's date could not be read: the iPad sends him to the teacher, asking for nothing.
  await ipad.page.getByRole('button', { name: 'Sam Ode' }).click();
  await expect(
    ipad.page.getByText('Your teacher has not added your date of birth yet. Ask your teacher.'),
  ).toBeVisible();

  expect(foreign).toEqual([]);
  expect(ipadForeign).toEqual([]);
  expect(csp).toEqual([]);
  await ipad.context.close();
  await phone.close();
});

test('the whole-class table fills in the missing dates in one save, and the iPad takes them at once; three misses lock until tomorrow', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { phone, classId, origin } = await teacherWithClass(
    browser,
    baseURL,
    [{ name: 'Ann Lee', birthDate: '2015-05-06' }, 'Bo Chen', 'Cy Diaz', 'Dee Ek'],
    { className: 'Year 3', prefix: 'dob-table' },
  );
  const teacher = await phone.newPage();
  await teacher.goto(`/classroom/${classId}`);
  await showTab(teacher, 'More');
  const ipad = await openIpad(browser, await openSelfAssessment(phone.request, origin, classId));
  await expect(ipad.page.getByRole('button', { name: 'Bo Chen' })).toBeVisible();

  const opener = teacher.getByRole('button', { name: 'Birth dates, 3 missing' });
  await opener.scrollIntoViewIfNeeded();
  await shot(teacher, 'dob-00-students-card-phone', { fullPage: false });
  await opener.click();
  const table = teacher.getByRole('dialog', { name: 'Birth dates' });
  await expect(table.getByTestId('dob-status')).toHaveText('1 of 4 have a date of birth');
  await table.getByLabel('Type dates as').selectOption('dmy');
  await table.getByLabel('Date of birth of Bo Chen').fill('09032016');
  await table.getByLabel('Date of birth of Cy Diaz').fill('3.2.16');
  await expect(table.getByText('9 Mar 2016')).toBeVisible();
  await expect(
    table.getByText('"3.2.16" has a 2-digit year: write the year with 4 digits'),
  ).toBeVisible();
  await expect(table.getByRole('button', { name: 'Save 1 date' })).toBeDisabled();
  await table.getByLabel('Date of birth of Cy Diaz').fill('3.2.2016');
  await table.getByLabel('Date of birth of Dee Ek').fill('30/11/2015');
  await expect(table.getByTestId('dob-summary')).toHaveText('3 dates to save.');
  await shot(teacher, 'dob-05-table-phone', { fullPage: false });
  await table.getByRole('button', { name: 'Save 3 dates' }).click();
  await expect(table).toBeHidden();
  await expect(teacher.getByText('3 dates of birth saved')).toBeVisible();
  await expect(teacher.getByRole('button', { name: 'Birth dates', exact: true })).toBeVisible();

  // The iPad heard it: Bo is asked for his date at once, not sent to the teacher.
  await ipad.page.getByRole('button', { name: 'Bo Chen' }).click();
  const dialog = verifyDialog(ipad.page);
  await expect(dialog.getByText('You have 3 tries today.')).toBeVisible();

  // Three misses: 2 left, 1 left, then locked until tomorrow, said plainly.
  await pickBirthDate(dialog, '2016-03-08');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('2 tries left.', { exact: false })).toBeVisible();
  await pickBirthDate(dialog, '2016-03-07');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(
    dialog.getByText(
      'That date does not match. Change the day, month or year and try again, or ask your teacher. 1 try left.',
    ),
  ).toBeVisible();
  await pickBirthDate(dialog, '2016-03-06');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(
    ipad.page.getByText(
      'That date did not match 3 times, so your picture is locked until tomorrow. Your teacher can unlock it today.',
    ),
  ).toBeVisible();
  await shot(ipad.page, 'dob-06-ipad-locked', { fullPage: false });
  await expect(teacher.getByText('Bo Chen locked out')).toBeVisible();
  await ipad.context.close();
  await phone.close();
});

test('screens of this step at the board sizes (shots to look at)', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { phone, classId } = await teacherWithClass(
    browser,
    baseURL,
    [{ name: 'Ann Lee', birthDate: '2015-05-06' }, 'Bo Chen', 'Cy Diaz'],
    { className: 'Year 3', prefix: 'dob-shots' },
  );
  const cookies = await phone.cookies();
  for (const [width, height] of [
    [820, 1180],
    [1024, 768],
    [1280, 720],
    [1920, 1080],
  ] as const) {
    const laptop = await newDevice(browser, 'display', baseURL);
    await laptop.addCookies(cookies);
    const desk = await laptop.newPage();
    await desk.setViewportSize({ width, height });
    await desk.goto(`/classroom/${classId}`);
    const open = desk.getByRole('button', { name: 'Birth dates, 2 missing' });
    await open.scrollIntoViewIfNeeded();
    await shot(desk, `dob-07-students-card-${width}x${height}`, { fullPage: false });
    await open.click();
    const table = desk.getByRole('dialog', { name: 'Birth dates' });
    await table.getByLabel('Date of birth of Bo Chen').fill('2016-02-03');
    await shot(desk, `dob-08-table-${width}x${height}`, { fullPage: false });
    await table.getByRole('button', { name: 'Cancel' }).click();
    await desk
      .getByLabel('CSV file to import')
      .setInputFiles(
        csvFile(
          'dates.csv',
          'Name,DOB\r\nBo Chen,03/02/2016\r\nCy Diaz,31/02/2016\r\nEve,2016-07-04\r\n',
        ),
      );
    await expect(desk.getByRole('region', { name: 'Dates of birth', exact: true })).toBeVisible();
    await shot(desk, `dob-09-csv-preview-${width}x${height}`, { fullPage: false });
    await laptop.close();
  }
  // The iPad's picker on a phone and on a laptop too (a class may use any device).
  const link = await openSelfAssessment(phone.request, baseURL ?? '', classId);
  for (const [width, height] of [
    [390, 844],
    [1280, 720],
  ] as const) {
    const device = await browser.newContext({ viewport: { width, height }, hasTouch: true });
    const page = await device.newPage();
    await page.goto(link);
    await page.getByRole('button', { name: 'Ann Lee' }).click();
    await pickBirthDate(verifyDialog(page), '2015-05-06');
    await shot(page, `dob-10-ipad-picker-${width}x${height}`, { fullPage: false });
    await device.close();
  }
  await phone.close();
});
