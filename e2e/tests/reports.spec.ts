import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  dateString,
  dayOfThisWeek,
  IPAD,
  LAPTOP,
  openSheet,
  recordCspViolations,
  recordForeignRequests,
  shot,
  showTab,
  teacherDevice,
  teacherWithClass,
} from './support';

/*
 * Reports (Step 11, docs/decisions/0155-0157): the teacher gives points with skills, then reads
 * the class's week and a student's month on the phone and on a laptop, writes a note for the
 * parents and prints the parent page: Chromium's own print to PDF, A4 and Letter, one sheet a
 * student, opened afterwards (pdftoppm) to be looked at.
 */

const SCREENS = path.resolve(import.meta.dirname, '..', '.artifacts', 'screens');

/** The pages of a PDF Chromium made (its page objects). */
const pagesOf = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

/** Keeps a PDF with the screenshots, and a PNG of its first page when pdftoppm is there. */
function keepPdf(pdf: Buffer, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  const file = path.join(SCREENS, `${name}.pdf`);
  writeFileSync(file, pdf);
  if (existsSync('/usr/bin/pdftoppm'))
    execFileSync('/usr/bin/pdftoppm', [
      '-png',
      '-r',
      '70',
      '-f',
      '1',
      '-l',
      '1',
      file,
      file.slice(0, -4),
    ]);
}

/** A tile's figure: the <dd> beside its <dt>. */
const figure = (page: Page, label: string) =>
  page.locator('.report-grid').locator('.tile', { hasText: label }).locator('dd');

async function reportDrawn(page: Page) {
  await expect(page.locator('.report-grid[aria-busy="false"]')).toBeVisible();
}

test('the teacher reads the class’s week and a student’s month on the phone and a laptop, and prints the parent page', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const setup = await teacherWithClass(
    browser,
    baseURL,
    [{ name: 'Ana Ruiz', goal: 'Read a chapter a day' }, 'Ben Ode', 'Cleo Park'],
    { className: 'Year 5 Oak', prefix: 'reports' },
  );
  const { phone, classId, origin, ids } = setup;
  const headers = { origin };
  const skills: { id: number; name: string; weight: number }[] = await (
    await phone.request.get(`/api/classes/${classId}/skills`)
  ).json();
  const skill = (name: string) => skills.find((s) => s.name === name) as (typeof skills)[number];
  let n = 0;
  const op = (o: object) => {
    n += 1;
    return { opId: `rep-${Date.now().toString(36)}-${n}`, ...o };
  };
  const points = (studentId: number | undefined, name: string) => {
    const s = skill(name);
    return op({ kind: 'points', studentId, delta: s.weight, skillId: s.id });
  };
  const applied = await phone.request.post('/api/ops', {
    headers,
    data: {
      classId,
      ops: [
        points(ids['Ana Ruiz'], 'Helping others'),
        points(ids['Ana Ruiz'], 'Helping others'),
        points(ids['Ana Ruiz'], 'Off task'),
        points(ids['Ben Ode'], 'Teamwork'),
        op({ kind: 'attendance', studentId: ids['Cleo Park'], status: 'late' }),
        op({ kind: 'class-points', delta: 1 }),
      ],
    },
  });
  expect(applied.ok()).toBe(true);
  const rated = await phone.request.post(
    `/api/classes/${classId}/students/${ids['Ana Ruiz']}/assessments`,
    { headers, data: { understanding: 4, behavior: 3, growth: 5, goalProgress: 2 } },
  );
  expect(rated.ok()).toBe(true);
  await phone.request.patch(`/api/students/${ids['Ana Ruiz']}`, {
    headers,
    data: { notes: 'Private: sits by the window' },
  });

  // ---- The phone: Reports is under More, two taps from the students.
  const page = await phone.newPage();
  const csp = recordCspViolations(page);
  const foreign = recordForeignRequests(phone, origin);
  await page.goto(`/classroom/${classId}`);
  await expect(page.getByRole('button', { name: 'More about Ana Ruiz' }).first()).toBeVisible();
  await showTab(page, 'More');
  await shot(page, 'reports-entry-phone', { fullPage: false });
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(new RegExp(`/classroom/${classId}/reports$`));
  await reportDrawn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Year 5 Oak' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'This week' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Given: Ana 1 + 1 + 1 (the class's), Ben 1 + 1, Cleo 1 (late is in the room); taken: Ana 1.
  await expect(figure(page, 'Points given')).toHaveText('6');
  await expect(figure(page, 'Points taken')).toHaveText('1');
  await expect(figure(page, 'Positive')).toHaveText('86%');
  await expect(figure(page, 'Late')).toHaveText('1');
  await expect(page.getByRole('table', { name: 'Points by skill' })).toContainText(
    /Helping others\s*2\s*0\s*0\s*2/,
  );
  const today = dateString(new Date());
  await expect(page.locator(`[data-date="${today}"]`)).toHaveClass(/tone-green/);
  await shot(page, 'reports-class-week-phone');

  // A student's line leads to their report, the class's week kept (a student's report opened
  // from elsewhere starts on the month); then their month.
  await page.getByRole('link', { name: 'Ana Ruiz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Ruiz' })).toBeVisible();
  await expect(page).toHaveURL(/range=week/);
  await expect(page.getByRole('button', { name: 'This week' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'This month' }).click();
  await expect(page).toHaveURL(/range=month/);
  await reportDrawn(page);
  await expect(figure(page, 'Points given')).toHaveText('3');
  await expect(figure(page, 'Points taken')).toHaveText('1');
  await expect(figure(page, 'Positive')).toHaveText('75%');
  await expect(page.getByText('Goal: Read a chapter a day')).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Ana Ruiz: the teacher's latest ratings/ }),
  ).toBeVisible();
  const note = page.getByLabel('Note for the parents');
  await note.fill('Ana helps others every day. Please keep reading with her at home.');
  await shot(page, 'reports-student-month-phone');
  // Back to the class: on the month the student's report was left on, not its own week.
  await page.getByRole('link', { name: 'Class report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Year 5 Oak' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('link', { name: 'Ana Ruiz' }).click();
  await expect(page.getByLabel('Note for the parents')).toHaveValue(/Ana helps others/);

  // The parent page on the phone, straight from the note (leaving the field saves it, and the
  // sheet waits for that): what will print, the classroom notes only when ticked.
  await page.getByRole('link', { name: 'Parent page' }).click();
  const sheet = page.getByRole('article', { name: 'Parent page of Ana Ruiz' });
  await expect(sheet).toContainText('Ana helps others every day.');
  await expect(sheet).not.toContainText('Private: sits by the window');
  await page.getByLabel('Include classroom notes').check();
  await expect(sheet).toContainText('Private: sits by the window');
  await shot(page, 'reports-parent-page-phone');

  // From a student's sheet on the dashboard, one more way in.
  await page.goto(`/classroom/${classId}`);
  const studentSheet = await openSheet(page, 'Ben Ode');
  await studentSheet.getByRole('link', { name: 'Report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ben Ode' })).toBeVisible();
  await reportDrawn(page);
  // Not from the class's report: the student's own default, the month.
  await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(figure(page, 'Points given')).toHaveText('2');

  // The day colours, on the phone: green from 90% turns today's 86% yellow for the class.
  await page.goto(`/classroom/${classId}/reports?range=week`);
  await reportDrawn(page);
  await page.getByRole('button', { name: 'Day colours' }).click();
  const colours = page.getByRole('dialog', { name: 'Day colours' });
  await colours.getByLabel('Green from (% positive)').fill('90');
  await shot(page, 'reports-day-colours-phone', { fullPage: false });
  await colours.getByRole('button', { name: 'Save colours' }).click();
  await expect(colours).toBeHidden();
  await page.reload();
  await reportDrawn(page);
  await expect(page.locator(`[data-date="${today}"]`)).toHaveClass(/tone-yellow/);

  // ---- The laptop: the same teacher, every card on one page.
  const laptop: BrowserContext = await browser.newContext({
    ...LAPTOP,
    baseURL,
    storageState: await phone.storageState(),
  });
  const desk = await laptop.newPage();
  const deskCsp = recordCspViolations(desk);
  await desk.goto(`/classroom/${classId}`);
  await expect(desk.getByRole('button', { name: 'More about Ana Ruiz' }).first()).toBeVisible();
  await shot(desk, 'reports-entry-laptop', { fullPage: false });
  await desk.getByRole('link', { name: 'Reports' }).click();
  await reportDrawn(desk);
  await expect(figure(desk, 'Points given')).toHaveText('6');
  await shot(desk, 'reports-class-week-laptop');

  // The term, set from "This term" itself, for every class of the teacher's.
  const monday = dateString(dayOfThisWeek(0));
  const friday = dateString(dayOfThisWeek(4));
  await desk.getByRole('button', { name: 'This term' }).click();
  const term = desk.getByRole('dialog', { name: 'Term dates' });
  await term.getByLabel('First day').fill(monday);
  await term.getByLabel('Last day').fill(friday);
  await expect(term.getByLabel('The same dates for all my classes')).toBeChecked();
  await shot(desk, 'reports-term-laptop', { fullPage: false });
  await term.getByRole('button', { name: 'Save term' }).click();
  await expect(term).toBeHidden();
  await desk.getByRole('button', { name: 'This term' }).click();
  await expect(desk).toHaveURL(/range=term/);
  await expect(desk.locator(`.report-grid[data-range="${monday}/${friday}"]`)).toBeVisible();

  // The history as a CSV file for the week.
  await desk.getByRole('button', { name: 'This week' }).click();
  await reportDrawn(desk);
  const [download] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^Year 5 Oak behaviour \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('Date,Time,Student,Skill,Points,Given to,Removed');
  expect(csv).toMatch(/Ana Ruiz,Helping others,1,Student,No/);
  expect(csv).toMatch(/Cleo Park,No skill,1,Whole class,No/);

  await desk.goto(`/classroom/${classId}/reports/students/${ids['Ana Ruiz']}?range=month`);
  await reportDrawn(desk);
  await expect(desk.getByLabel('Note for the parents')).toHaveValue(
    'Ana helps others every day. Please keep reading with her at home.',
  );
  await shot(desk, 'reports-student-month-laptop');

  // The parent page, printed by Chromium to PDF: one sheet on A4 and on Letter.
  await desk.getByRole('link', { name: 'Parent page' }).click();
  await expect(desk.getByRole('article', { name: 'Parent page of Ana Ruiz' })).toBeVisible();
  await shot(desk, 'reports-parent-page-laptop');
  await desk.emulateMedia({ media: 'print' });
  await expect(desk.getByRole('button', { name: 'Print' })).toBeHidden();
  await shot(desk, 'reports-parent-page-print');
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await desk.pdf({ format });
    keepPdf(pdf, `reports-parent-page-${format}`);
    expect(pagesOf(pdf), format).toBe(1);
  }
  // Back to the page's own media: page.pdf() prints with print CSS unless told otherwise.
  await desk.emulateMedia({ media: null });

  // The whole class: a sheet per student of the roster.
  await desk.goto(`/classroom/${classId}/reports/print?range=month`);
  await expect(desk.getByRole('article')).toHaveCount(3);
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await desk.pdf({ format });
    keepPdf(pdf, `reports-parent-pages-class-${format}`);
    expect(pagesOf(pdf), format).toBe(3);
  }
  // With "Background graphics" ticked the paper stays white (the page's beige once printed as
  // a block under each sheet), still a sheet a student.
  const coloured = await desk.pdf({ format: 'A4', printBackground: true });
  keepPdf(coloured, 'reports-parent-pages-class-A4-backgrounds');
  expect(pagesOf(coloured)).toBe(3);
  await desk.emulateMedia({ media: 'print' });
  const paper = await desk.evaluate(() =>
    [document.documentElement, document.body].map((e) => getComputedStyle(e).backgroundColor),
  );
  expect(paper).toEqual(['rgb(255, 255, 255)', 'rgb(255, 255, 255)']);
  await desk.emulateMedia({ media: null });

  // An iPad on the class's month.
  const { context: tablet, page: pad } = await teacherDevice(browser, phone, {
    baseURL,
    path: `/classroom/${classId}/reports?range=month`,
    device: IPAD,
  });
  await reportDrawn(pad);
  await shot(pad, 'reports-class-month-ipad');

  expect(csp).toEqual([]);
  expect(deskCsp).toEqual([]);
  expect(foreign).toEqual([]);
  await tablet.close();
  await laptop.close();
  await phone.close();
});
