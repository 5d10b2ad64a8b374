import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { englishLeft, type Lang, notFromCatalogue, overflowing, Words } from './i18n-support';
import { IPAD, openDisplay, PHONE, shot, teacherWithClass } from './support';

/*
 * Step 12's "done when": a lesson run on a phone, a classroom display and a shared iPad, in
 * Spanish and in the pseudo locale, with no English left on any screen it passes and no text
 * clipped, spilling or hanging out of its card (in both: the pseudo locale's texts are ~35%
 * longer, Spanish's are the real words), at a phone's, an iPad's and three boards' sizes; the
 * teacher's own screens again at an iPad's size at the end. Written once in the spec's English: `Words` turns each text into the language's. The
 * phone's Spanish comes from its browser, the display's and iPad's from the class's language
 * (the display and the iPad are English browsers); the pseudo locale is asked for by address.
 */

const PUPILS = [
  { name: 'Lucía Gómez', birthDate: '2015-04-09' },
  'Mateo Fernández-Ruiz',
  'Sofía Martín',
  'Hugo Navarro',
  'Valentina de la Cruz',
  'Leo Brown',
];
const NAMES = PUPILS.map((p) => (typeof p === 'string' ? p : p.name));
const CLASS = '5.º B';
/** Names people typed, and what Intl writes in English for the pseudo locale (dates). */
const DATA = [
  ...NAMES,
  ...NAMES.map((n) => n.split(' ')[0] ?? n),
  CLASS,
  'Rosa',
  'Calentamiento',
  'Lectura',
  ...Array.from({ length: 12 }, (_, m) =>
    new Intl.DateTimeFormat('en-US', { month: 'long' }).format(new Date(2026, m, 1)),
  ),
  ...Array.from({ length: 12 }, (_, m) =>
    new Intl.DateTimeFormat('en-US', { month: 'short' }).format(new Date(2026, m, 1)),
  ),
  ...Array.from({ length: 7 }, (_, d) =>
    new Intl.DateTimeFormat('en-US', { weekday: 'long' }).format(new Date(2026, 10, 23 + d)),
  ),
  ...Array.from({ length: 7 }, (_, d) =>
    new Intl.DateTimeFormat('en-US', { weekday: 'short' }).format(new Date(2026, 10, 23 + d)),
  ),
];
/** Where a run writes what it found, line by line (e2e/.artifacts/findings). */
const FINDINGS_DIR = path.resolve(import.meta.dirname, '..', '.artifacts', 'findings');

const BOARDS = [
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];

/** Each problem a screen has, gathered so one run reports them all. */
class Findings {
  readonly list: string[] = [];
  constructor(
    readonly lang: Lang,
    readonly words: Words,
  ) {}

  /** Kept for the end, and printed now, so a run cut short still says what it saw. */
  note(problem: string): void {
    this.list.push(problem);
    mkdirSync(FINDINGS_DIR, { recursive: true });
    appendFileSync(path.join(FINDINGS_DIR, `lang-${this.lang}.txt`), `${problem}\n`);
  }

  async check(page: Page, where: string): Promise<void> {
    await page.waitForTimeout(250); // the screen's own entrance animations settle
    const texts =
      this.lang === 'es' ? await englishLeft(page, DATA) : await notFromCatalogue(page, DATA);
    for (const t of texts)
      this.note(`${where} [${this.lang === 'es' ? 'English' : 'not from the catalogue'}] ${t}`);
    // Room for the words in both: the pseudo locale's are longer, Spanish's are real.
    for (const o of await overflowing(page, DATA)) this.note(`${where} [no room] ${o}`);
    await shot(page, `lang-${this.lang}-${where}`, { fullPage: false });
  }
}

const lang = (page: Page) => page.locator('html');

async function lessonIn(browser: Browser, baseURL: string | undefined, language: 'es' | 'pseudo') {
  const w = new Words(language);
  const found = new Findings(language, w);
  const say = (english: string) => w.say(english);
  const {
    phone: setupPhone,
    classId,
    origin,
    ids,
  } = await teacherWithClass(browser, baseURL, PUPILS, {
    className: CLASS,
    prefix: `lang-${language}`,
    locale: language === 'es' ? 'es-ES' : 'en-US',
  });
  await setupPhone.request.patch(`/api/classes/${classId}/settings`, {
    headers: { origin },
    data: {
      classSchedule: [
        { name: 'Calentamiento', duration: 5 },
        { name: 'Lectura', duration: 20 },
      ],
      studentAssessmentEnabled: true,
      ...(language === 'es' ? { language: 'es' } : {}),
    },
  });
  // The class's skills are names a person may type (seeded in the teacher's language).
  const skills = (await (
    await setupPhone.request.get(`/api/classes/${classId}/skills`)
  ).json()) as { name: string }[];
  DATA.push(...skills.map((s) => s.name));
  // The teacher's phone: a Spanish browser (es), or any browser asking for the pseudo locale.
  const phone = await browser.newContext({
    ...PHONE,
    baseURL,
    locale: language === 'es' ? 'es-ES' : 'en-US',
    storageState: await setupPhone.storageState(),
  });
  await setupPhone.close();
  const query = language === 'pseudo' ? '?lang=pseudo' : '';
  const page = await phone.newPage();
  await page.goto(`/${query}`);
  await expect(lang(page)).toHaveAttribute('lang', language === 'es' ? 'es' : /^en|pseudo/);
  await expect(page.getByRole('heading', { name: say('Select a Class') })).toBeVisible();
  await found.check(page, 'phone-01-picker');

  // The display (an English browser): the class's language, or the pseudo locale by address.
  const { screen, board } = await openDisplay(browser, baseURL, { phone, classId, origin });
  if (language === 'pseudo') await board.goto(`${board.url()}${query}`);
  await board.setViewportSize({ width: 1280, height: 720 });
  await expect(board.getByRole('article')).toHaveCount(NAMES.length);
  if (language === 'es') await expect(lang(board)).toHaveAttribute('lang', 'es');

  await page.goto(`/classroom/${classId}`);
  await expect(page.getByText(say('6 of 6 present'))).toBeVisible();
  await found.check(page, 'phone-02-students');

  // A point, a roll call, All +1 and its Undo toast.
  await page.getByRole('button', { name: say('+1 point for Lucía Gómez') }).click();
  await found.check(page, 'phone-03-point-toast');
  await page
    .getByRole('button', { name: say('Attendance for Leo Brown: Present. Tap for Absent') })
    .click();
  await expect(page.getByText(say('5 of 6 present'))).toBeVisible();
  await page.getByRole('button', { name: say('All +1') }).click();
  await found.check(page, 'phone-04-all-toast');
  await expect(board.getByRole('article')).toHaveCount(NAMES.length - 1);
  for (const size of BOARDS) {
    await board.setViewportSize(size);
    await found.check(board, `board-01-points-${size.width}`);
  }
  await board.setViewportSize({ width: 1280, height: 720 });
  // Leo arrives late: back on the board with the late tag, a word longer in most languages.
  await page
    .getByRole('button', { name: say('Attendance for Leo Brown: Absent. Tap for Late') })
    .click();
  await expect(page.getByText(say('6 of 6 present'))).toBeVisible();
  await expect(board.getByRole('article')).toHaveCount(NAMES.length);
  // Its toast would cover the next row the teacher taps.
  await page
    .getByRole('button', { name: say('Dismiss notification') })
    .first()
    .click();

  // A student's sheet: notes, goal, history.
  await page
    .getByRole('button', { name: say('More about Sofía Martín'), exact: true })
    .first()
    .click();
  const sheet = page.getByRole('dialog', { name: 'Sofía Martín', exact: true });
  await expect(sheet).toBeVisible();
  await found.check(page, 'phone-05-student-sheet');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // The lesson: Start Class, the schedule on the board, Random Student on both.
  await showTabIn(page, w, 'Lesson');
  await found.check(page, 'phone-06-lesson');
  await page.getByRole('button', { name: say('Start Class') }).click();
  await expect(board.getByRole('region', { name: say('Class schedule') })).toContainText(
    'Calentamiento',
  );
  for (const size of BOARDS) {
    await board.setViewportSize(size);
    await found.check(board, `board-02-running-${size.width}`);
  }
  await board.setViewportSize({ width: 1280, height: 720 });
  await page
    .getByRole('region', { name: say('Random Student') })
    .getByRole('button', { name: say('Random Student') })
    .click();
  await expect(page.getByTestId('pick-sheet').locator('.pick-sheet-name-chosen')).toBeVisible();
  await found.check(page, 'phone-07-pick');
  await expect(board.getByTestId('random-pick')).toBeVisible();
  await found.check(board, 'board-03-pick-1280');
  await expect(board.getByTestId('random-pick')).toBeHidden({ timeout: 10_000 });

  // Groups and More, as a teacher looks through them.
  await showTabIn(page, w, 'Groups');
  await found.check(page, 'phone-08-groups');
  await showTabIn(page, w, 'More');
  await found.check(page, 'phone-09-more');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await found.check(page, 'phone-10-more-end');

  // The end of the class: Class Complete, and the board's code for the iPads.
  await showTabIn(page, w, 'Lesson');
  await page.getByRole('button', { name: say('Next Activity') }).click();
  // On the last activity (the server's answer in) Finish asks nothing; before it, it would.
  await expect(page.getByText(say('Activity 2 of 2'))).toBeVisible();
  await page.getByRole('button', { name: say('Finish Class') }).click();
  await expect(page.getByRole('region', { name: say('Class Complete!') })).toBeVisible();
  await found.check(page, 'phone-11-complete');
  await expect(
    board.getByRole('img', { name: w.say('QR code: scan to assess yourself') }),
  ).toBeVisible();
  for (const size of BOARDS) {
    await board.setViewportSize(size);
    await found.check(board, `board-04-complete-${size.width}`);
  }

  // The iPad (an English one): Lucía finds her picture, her birthday, and rates herself.
  const view = await (await phone.request.get(`/api/classes/${classId}/self-assessment`)).json();
  const ipad = await browser.newContext({ ...IPAD, locale: 'en-US' });
  const kiosk = await ipad.newPage();
  await kiosk.goto(`${origin}/self-assessment/${classId}${query}#key=${view.key}`);
  await expect(kiosk.getByRole('button', { name: 'Lucía Gómez' })).toBeVisible();
  if (language === 'es') await expect(lang(kiosk)).toHaveAttribute('lang', 'es');
  await found.check(kiosk, 'ipad-01-pictures');
  await kiosk.getByRole('button', { name: 'Lucía Gómez' }).click();
  const verify = kiosk.getByRole('dialog', { name: say('Verify Your Identity') });
  await expect(verify).toBeVisible();
  await found.check(kiosk, 'ipad-02-verify');
  await pickBirthDateIn(verify, w, language, '2015-04-09');
  await verify.getByRole('button', { name: say('Continue') }).click();
  const rating = kiosk.getByRole('dialog', { name: say('Self-Assessment') });
  await expect(rating.getByRole('heading', { name: 'Lucía Gómez' })).toBeVisible();
  await found.check(kiosk, 'ipad-03-rating');

  // The class's report, a student's, and the parent pages, on the phone.
  await page.goto(`/classroom/${classId}/reports`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await found.check(page, 'phone-12-class-report');
  await page.goto(`/classroom/${classId}/reports/students/${ids['Lucía Gómez']}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await found.check(page, 'phone-13-student-report');
  await page.goto(`/classroom/${classId}/reports/print/${ids['Lucía Gómez']}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await found.check(page, 'phone-14-parent-page');

  // The same teacher on an iPad (a teacher runs the class from one too): the picker, the
  // classroom with every panel beside the roster, its scoreboard view and the reports.
  await page.setViewportSize(IPAD.viewport);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: say('Select a Class') })).toBeVisible();
  await found.check(page, 'tablet-01-picker');
  await page.goto(`/classroom/${classId}`);
  await expect(page.getByRole('button', { name: say('+1 point for Lucía Gómez') })).toBeVisible();
  await found.check(page, 'tablet-02-classroom');
  await page.getByRole('button', { name: say('Student Scoreboard') }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await found.check(page, 'tablet-03-scoreboard');
  await page.goto(`/classroom/${classId}/reports`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await found.check(page, 'tablet-04-class-report');
  await page.goto(`/classroom/${classId}/reports/students/${ids['Lucía Gómez']}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await found.check(page, 'tablet-05-student-report');

  await Promise.all([ipad.close(), screen.close(), phone.close()]);
  return found.list;
}

/** The phone's tab bar in the language shown. */
async function showTabIn(page: Page, w: Words, name: string) {
  const tab = page
    .getByRole('tablist', { name: w.say('Classroom') })
    .getByRole('tab', { name: w.say(name), exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** The iPad's date of birth by taps, the year first, in the language shown. */
async function pickBirthDateIn(dialog: Locator, w: Words, language: Lang, iso: string) {
  const [year, month, day] = iso.split('-').map(Number);
  const intl = language === 'es' ? 'es-ES' : 'en-US';
  const monthName = new Intl.DateTimeFormat(intl, { month: 'long' }).format(
    new Date(2020, (month ?? 1) - 1, 1),
  );
  await dialog
    .getByRole('button', { name: w.t('{name}: not picked yet', { name: w.t('Year') }) })
    .click();
  const years = dialog.getByRole('group', { name: w.say('Tap the year you were born') });
  const wanted = years.getByRole('button', { name: String(year), exact: true });
  for (let page = 0; page < 12 && !(await wanted.isVisible()); page += 1)
    await years.getByRole('button', { name: w.say('‹ Earlier years') }).click();
  await wanted.click();
  await dialog
    .getByRole('button', { name: w.t('{name}: not picked yet', { name: w.t('Month') }) })
    .click();
  await dialog
    .getByRole('group', { name: w.say('Tap the month you were born') })
    .getByRole('button', { name: new RegExp(monthName, 'i') })
    .click();
  await dialog
    .getByRole('button', { name: w.t('{name}: not picked yet', { name: w.t('Day') }) })
    .click();
  await dialog
    .getByRole('group', { name: w.say('Tap the day you were born') })
    .getByRole('button', { name: String(day), exact: true })
    .click();
}

for (const language of ['es', 'pseudo'] as const) {
  test(`a lesson in ${language === 'es' ? 'Spanish' : 'the pseudo locale'}: phone, display and iPad with no English left and no text without room`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    rmSync(path.join(FINDINGS_DIR, `lang-${language}.txt`), { force: true });
    const problems = await lessonIn(browser, baseURL, language);
    expect(problems).toEqual([]);
  });
}
