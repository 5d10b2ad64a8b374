import { expect, type Page, test } from '@playwright/test';
import {
  dateString,
  dayOfOpeningWeek,
  newDevice,
  recordCspViolations,
  recordForeignRequests,
  showTab,
  teacherWithClass,
  uniqueEmail,
} from './support';

const PASSWORD = 'bright-lantern-58';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

async function createClass(
  page: Page,
  fields: { name: string; grade?: string; weekday?: string; date?: string },
) {
  await page.getByRole('button', { name: 'Create New Class' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Class' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Class Name').fill(fields.name);
  if (fields.grade) await dialog.getByLabel('Grade').fill(fields.grade);
  // When it meets is one choice: Recurring with a weekday, One-time with a date, or neither.
  if (fields.weekday) {
    await dialog.getByRole('radio', { name: 'Recurring' }).check();
    await dialog.getByLabel('Repeats every').selectOption({ label: fields.weekday });
  }
  if (fields.date) {
    await dialog.getByRole('radio', { name: 'One-time' }).check();
    await dialog.getByLabel('One-time date').fill(fields.date);
  }
  await dialog.getByRole('button', { name: 'Create Class' }).click();
  await expect(dialog).toBeHidden();
  // The new class is selected: its classroom opens.
  await expect(page).toHaveURL(/\/classroom\/\d+$/);
  await expect(page.getByRole('heading', { name: fields.name })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: `was created successfully` }),
  ).toBeVisible();
  // On a phone Change Class is on the classroom's More tab.
  await showTab(page, 'More');
  await page.getByRole('button', { name: 'Change Class' }).click();
  await expect(page.getByRole('heading', { name: 'Select a Class' })).toBeVisible();
}

/** Fills the sign-in form the page is showing and submits it. */
async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page
    .getByRole('button', { name: /^Sign in$/ })
    .last()
    .click();
}

const dayColumn = (page: Page, weekday: string) =>
  page.getByRole('region', { name: new RegExp(`^${weekday}\\b`) });

test('a teacher signs up, schedules classes, browses weeks, deletes one, signs out and back in — all on our own origin', async ({
  browser,
  baseURL,
}) => {
  const context = await newDevice(browser, 'phone', baseURL);
  const foreign = recordForeignRequests(context, baseURL ?? '');
  const page = await context.newPage();
  const cspViolations = recordCspViolations(page);
  const email = uniqueEmail();

  // Landing -> Get Started -> the sign-in page (through /api/login), open on Create account:
  // someone arriving from the landing page has no account yet (Step 10).
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('link', { name: 'Get Started' })
    .or(page.getByRole('button', { name: 'Get Started' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/sign-in\?mode=sign-up$/);
  await expect(page.getByRole('button', { name: 'Create account', pressed: true })).toBeVisible();

  // Sign up.
  await page
    .getByRole('tab', { name: 'Create account' })
    .or(page.getByRole('button', { name: 'Create account' }))
    .first()
    .click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page
    .getByRole('button', { name: /^Create account$/ })
    .last()
    .click();
  await expect(page.getByRole('heading', { name: 'Select a Class' })).toBeVisible();

  // Name is required, client side, with the spec's text.
  await page.getByRole('button', { name: 'Create New Class' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Class' });
  await dialog.getByRole('button', { name: 'Create Class' }).click();
  await expect(dialog.getByText('Class name is required')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // A recurring class on Wednesdays, a one-time class on the Thursday of the week the
  // calendar opens on (the coming one at a weekend), an unscheduled club.
  const thursday = dateString(dayOfOpeningWeek(3));
  await createClass(page, { name: 'Math 5B', grade: '5', weekday: 'Wednesday' });
  await createClass(page, { name: 'Museum Trip', date: thursday });
  await createClass(page, { name: 'Chess Club' });

  // The weekly calendar: 5 columns from Monday, each class where it belongs.
  await expect(
    page.getByRole('region', { name: /^(Monday|Tuesday|Wednesday|Thursday|Friday)\b/ }),
  ).toHaveCount(5);
  await expect(dayColumn(page, 'Wednesday').getByText('Math 5B')).toBeVisible();
  await expect(dayColumn(page, 'Wednesday').getByText('Recurring')).toBeVisible();
  await expect(dayColumn(page, 'Thursday').getByText('Museum Trip')).toBeVisible();
  await expect(dayColumn(page, 'Thursday').getByText('One-time')).toBeVisible();
  const unscheduled = page.getByRole('region', { name: 'Unscheduled' });
  await expect(unscheduled.getByText('Chess Club')).toBeVisible();
  await expect(dayColumn(page, 'Monday').getByText('Math 5B')).toHaveCount(0);

  // Next week: the weekly class again, the one-time class not.
  await page.getByRole('button', { name: 'Next Week' }).click();
  await expect(dayColumn(page, 'Wednesday').getByText('Math 5B')).toBeVisible();
  await expect(page.getByText('Museum Trip')).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous Week' }).click();
  await expect(dayColumn(page, 'Thursday').getByText('Museum Trip')).toBeVisible();

  // Weekends: 7 columns, Saturday and Sunday included.
  await page.getByRole('switch', { name: 'Show weekends' }).check();
  await expect(
    page.getByRole('region', { name: new RegExp(`^(${WEEKDAYS.join('|')})\\b`) }),
  ).toHaveCount(7);
  await page.getByRole('switch', { name: 'Show weekends' }).uncheck();
  await expect(
    page.getByRole('region', { name: new RegExp(`^(${WEEKDAYS.join('|')})\\b`) }),
  ).toHaveCount(5);

  // All Classes: cards with their details; delete one through the confirmation.
  await page
    .getByRole('button', { name: 'All Classes' })
    .or(page.getByRole('tab', { name: 'All Classes' }))
    .first()
    .click();
  await expect(page.getByText('Every Wednesday')).toBeVisible();
  await expect(page.getByText('Not scheduled')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Museum Trip' }).click();
  const confirm = page.getByRole('dialog', { name: /Delete Class/ });
  await expect(confirm.getByText('This action cannot be undone!')).toBeVisible();
  await expect(
    confirm.getByText(
      'This will permanently delete all students, behavior logs, assessments, and class settings associated with this class.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete Class' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Class has been deleted successfully.' }),
  ).toBeVisible();
  await expect(page.getByText('Museum Trip')).toHaveCount(0);

  // Sign out, then back in: the two remaining classes are there.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Select a Class' })).toHaveCount(0);
  await page.goto('/api/login');
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Select a Class' })).toBeVisible();
  await page
    .getByRole('button', { name: 'All Classes' })
    .or(page.getByRole('tab', { name: 'All Classes' }))
    .first()
    .click();
  await expect(page.getByText('Math 5B')).toBeVisible();
  await expect(page.getByText('Chess Club')).toBeVisible();

  // P1: nothing left for another host during the whole journey, and nothing the CSP refused.
  expect(foreign).toEqual([]);
  expect(cspViolations).toEqual([]);
  await context.close();
});

test('unknown paths show the 404 page, and a self-assessment link without a class id says so', async ({
  browser,
  baseURL,
}) => {
  const context = await newDevice(browser, 'display', baseURL);
  const foreign = recordForeignRequests(context, baseURL ?? '');
  const page = await context.newPage();
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await page.goto('/self-assessment');
  await expect(page.getByText('Invalid Class')).toBeVisible();
  await expect(page.getByText('No class ID provided in the URL.')).toBeVisible();
  expect(foreign).toEqual([]);
  await context.close();
});

test('a signed-out visitor opening a classroom link is asked to sign in, then lands in that classroom', async ({
  browser,
  baseURL,
  request,
}) => {
  const email = uniqueEmail('deep-link');
  const origin = { origin: baseURL ?? '' };
  await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName: 'Grace' },
    headers: origin,
  });
  const created = await request.post('/api/classes', {
    data: { name: 'Deep Link Class' },
    headers: origin,
  });
  const { id } = await created.json();
  const context = await newDevice(browser, 'phone', baseURL);
  const page = await context.newPage();
  await page.goto(`/classroom/${id}`);
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await signIn(page, email);
  await expect(page).toHaveURL(new RegExp(`/classroom/${id}$`));
  await expect(page.getByRole('heading', { name: 'Deep Link Class' })).toBeVisible();
  await expect(page.getByText('No Students Yet')).toBeVisible();
  await page.getByRole('button', { name: 'Student Scoreboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/classroom/${id}$`));
  await context.close();
});

test('on a Sunday the calendar opens on the coming week, and on this week once weekends are shown', async ({
  browser,
  baseURL,
}) => {
  const context = await newDevice(browser, 'display', baseURL);
  const origin = { origin: baseURL ?? '' };
  const signUp = await context.request.post('/api/auth/signup', {
    data: { email: uniqueEmail('sunday'), password: PASSWORD, firstName: 'Ada' },
    headers: origin,
  });
  expect(signUp.ok()).toBe(true);
  for (const data of [
    { name: 'Monday Maths', dayOfWeek: 1 },
    { name: 'Sunday Choir', dayOfWeek: 0 },
    { name: 'Field Trip', scheduledDate: '2026-11-24' },
  ]) {
    expect((await context.request.post('/api/classes', { data, headers: origin })).ok()).toBe(true);
  }
  const page = await context.newPage();
  // Sunday 22 November 2026, late morning on this machine's clock.
  await page.clock.setFixedTime(new Date(2026, 10, 22, 11, 0));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Select a Class' })).toBeVisible();

  const range = page.getByRole('heading', { level: 2, name: /2026$/ });
  await expect(range).toHaveText('Nov 23 – Nov 27, 2026');
  await expect(page.getByText('Coming week', { exact: true })).toBeVisible();
  await expect(dayColumn(page, 'Monday').getByText('Monday Maths')).toBeVisible();
  await expect(dayColumn(page, 'Tuesday').getByText('Field Trip')).toBeVisible();

  // Weekends shown: the week holding today, with Sunday marked as today.
  await page.getByRole('switch', { name: 'Show weekends' }).check();
  await expect(range).toHaveText('Nov 16 – Nov 22, 2026');
  await expect(page.getByText('This week', { exact: true })).toBeVisible();
  const sunday = page.getByRole('region', { name: /^Sunday .*, today$/ });
  await expect(sunday.getByText('Sunday Choir')).toBeVisible();
  await expect(page.getByText('Field Trip')).toHaveCount(0);

  // Hidden again: back to the coming week; a week back, the button returns to it.
  await page.getByRole('switch', { name: 'Show weekends' }).uncheck();
  await expect(range).toHaveText('Nov 23 – Nov 27, 2026');
  await page.getByRole('button', { name: 'Previous Week' }).click();
  await expect(range).toHaveText('Nov 16 – Nov 20, 2026');
  await page.getByRole('button', { name: 'Coming week' }).click();
  await expect(range).toHaveText('Nov 23 – Nov 27, 2026');
  await context.close();
});

test('a calendar left open moves on with the clock: past midnight into Saturday, and on a phone woken on Monday', async ({
  browser,
  baseURL,
}) => {
  const context = await newDevice(browser, 'display', baseURL);
  const origin = { origin: baseURL ?? '' };
  const signUp = await context.request.post('/api/auth/signup', {
    data: { email: uniqueEmail('midnight'), password: PASSWORD, firstName: 'Ada' },
    headers: origin,
  });
  expect(signUp.ok()).toBe(true);
  const created = await context.request.post('/api/classes', {
    data: { name: 'Monday Maths', dayOfWeek: 1 },
    headers: origin,
  });
  expect(created.ok()).toBe(true);
  const page = await context.newPage();
  // Friday 27 November 2026, a minute to midnight on this machine's clock; timers are ours.
  await page.clock.install({ time: new Date(2026, 10, 27, 23, 59) });
  await page.goto('/');
  const range = page.getByRole('heading', { level: 2, name: /2026$/ });
  const today = page.getByRole('region', { name: /, today$/ });
  await expect(range).toHaveText('Nov 23 – Nov 27, 2026');
  await expect(page.getByText('This week', { exact: true })).toBeVisible();
  await expect(today).toHaveAccessibleName(/^Friday /);

  // Midnight passes with the tab open: Saturday, weekends hidden, so the coming week.
  await page.clock.runFor('01:30');
  await expect(range).toHaveText('Nov 30 – Dec 4, 2026');
  await expect(page.getByText('Coming week', { exact: true })).toBeVisible();
  await expect(dayColumn(page, 'Monday').getByText('Monday Maths')).toBeVisible();
  await expect(today).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show weekends' }).check();
  await expect(range).toHaveText('Nov 23 – Nov 29, 2026');
  await expect(today).toHaveAccessibleName(/^Saturday /);
  await page.getByRole('switch', { name: 'Show weekends' }).uncheck();

  // A phone asleep until Monday morning runs no timer; being shown again is when it looks.
  await page.clock.setSystemTime(new Date(2026, 10, 30, 7, 45));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByText('This week', { exact: true })).toBeVisible();
  await expect(range).toHaveText('Nov 30 – Dec 4, 2026');
  await expect(today).toHaveAccessibleName(/^Monday /);
  await context.close();
});

test('the phone’s More tab shows whole: Change Class stays where it first shows while the cards arrive', async ({
  browser,
  baseURL,
}) => {
  const { phone, classId } = await teacherWithClass(browser, baseURL, ['Ada Byron']);
  const page = await phone.newPage();
  // A slow school network: the classroom cards' code (volume, controls, settings) comes late.
  await page.route(/\/assets\/classroom-panels-[\w-]+\.js$/, async (route) => {
    await new Promise((done) => setTimeout(done, 1500));
    await route.continue();
  });
  await page.goto(`/classroom/${classId}`);
  await showTab(page, 'More');
  const change = page.getByRole('button', { name: 'Change Class' });
  await expect(change).toBeVisible();
  // Once Change Class shows, the cards above it are already there, and it does not move.
  await expect(page.getByRole('region', { name: 'Classroom Volume' })).toBeVisible({
    timeout: 500,
  });
  const first = await change.boundingBox();
  await page.waitForTimeout(2000);
  expect(await change.boundingBox()).toEqual(first);
  await change.click();
  await expect(page.getByRole('heading', { name: 'Select a Class' })).toBeVisible();
  await phone.close();
});
