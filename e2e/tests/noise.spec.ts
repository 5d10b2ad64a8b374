import { type Browser, expect, type Page, test } from '@playwright/test';
import { setGain, syntheticMicrophone } from './microphone';
import {
  newDevice,
  recordCspViolations,
  recordForeignRequests,
  shot,
  showTab,
  teacherWithClass as withClass,
} from './support';

/*
 * Step 5 as a class lives it: the classroom display (a display link, signed out) listens, the
 * room gets loud for six seconds, and the phone and the display show the same 'Too Loud'
 * count. The microphone is a generated tone whose loudness the test sets; Chromium's fake
 * device runs once too, to prove the real path; a refused microphone shows the demo level.
 */

const PASSWORD = 'quiet-harbour-64';

/** What a browser does when its tab goes behind another, and when it comes back. */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    Object.defineProperty(document, 'hidden', { value: value === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

async function teacherWithClass(browser: Browser, baseURL: string | undefined) {
  const { phone, classId, origin } = await withClass(
    browser,
    baseURL,
    ['Maya', 'Leo', 'Sam', 'Ivy', 'Noah', 'Zoe'],
    { className: 'Year 6', prefix: 'noise', password: PASSWORD },
  );
  const { path } = await (
    await phone.request.post(`/api/classes/${classId}/display-links`, { headers: { origin } })
  ).json();
  return { phone, classId, origin, displayPath: path as string };
}

test('the display listens; six loud seconds make one Too Loud on the phone and the display', async ({
  browser,
  baseURL,
}) => {
  const { phone, classId, origin, displayPath } = await teacherWithClass(browser, baseURL);
  const foreign = recordForeignRequests(phone, origin);
  const screen = await newDevice(browser, 'display', origin);
  await syntheticMicrophone(screen);
  const board = await screen.newPage();
  const csp = recordCspViolations(board);
  await board.goto(displayPath);
  await expect(board.getByRole('article', { name: /^Maya, / })).toBeVisible();

  const teacher = await phone.newPage();
  await teacher.goto(`/classroom/${classId}`);
  // The volume card, the classroom controls and the class settings: the phone's More tab.
  await showTab(teacher, 'More');
  const card = teacher.getByRole('region', { name: 'Classroom Volume' });
  await expect(card.getByText('No device is listening')).toBeVisible();

  // The display's computer listens; the phone says which device does. The board was never
  // touched, so it offers Sound on beside Listen here: the press on Listen here unlocks the sound,
  // and Sound on must not leave (moving Listen here) before the press ends, or the tap is lost.
  // Held a moment, as a finger does, so the sound is surely unlocked before the release.
  const soundOn = board.getByRole('button', { name: 'Sound on' });
  await expect(soundOn).toBeVisible();
  const listen = await board.getByRole('button', { name: 'Listen here' }).boundingBox();
  if (!listen) throw new Error('Listen here has no box');
  await board.mouse.move(listen.x + listen.width / 2, listen.y + listen.height / 2);
  await board.mouse.down();
  await expect.poll(() => board.evaluate(() => navigator.userActivation.hasBeenActive)).toBe(true);
  await board.waitForTimeout(300);
  await expect(soundOn).toBeVisible();
  await board.mouse.up();
  await expect(board.getByRole('button', { name: 'Stop listening' })).toBeVisible();
  await expect(soundOn).toHaveCount(0);
  await expect(card.getByText('Listening: Classroom display')).toBeVisible();

  // Quiet: the phone's meter follows the display's microphone.
  const meter = card.getByRole('meter', { name: /5-second average/ });
  await expect(meter).toHaveAttribute('aria-valuetext', /silent/, { timeout: 8000 });
  const boardMeter = board.getByRole('meter', { name: 'Classroom volume' });
  await expect(boardMeter).toHaveAttribute('aria-valuetext', 'Silent');

  // Loud for six seconds, then quiet again: exactly one count, the same on both devices.
  await setGain(board, 1);
  await expect(boardMeter).toHaveAttribute('aria-valuetext', 'Loud');
  await expect(meter).toHaveAttribute('aria-valuetext', /loud/, { timeout: 8000 });
  await board.waitForTimeout(6000);
  await setGain(board, 0.001);
  const phoneCount = teacher.getByTestId('teacher-too-loud');
  await expect(phoneCount).toHaveText('1');
  await expect(board.getByTestId('too-loud')).toHaveText('Too Loud 1');
  await shot(board, 'noise-display-listening', { fullPage: false });
  await card.scrollIntoViewIfNeeded();
  await shot(teacher, 'noise-phone-card', { fullPage: false });
  // Still one a few seconds later: the room is quiet again.
  await board.waitForTimeout(3000);
  await expect(phoneCount).toHaveText('1');

  // The teacher's scoreboard shows the same count.
  await teacher.getByRole('button', { name: 'Student Scoreboard' }).click();
  await expect(teacher.getByTestId('too-loud')).toHaveText('Too Loud 1');
  await teacher.getByRole('button', { name: 'Teacher Dashboard' }).click();

  // Reset on the phone reaches the display.
  await teacher.getByRole('button', { name: 'Reset tally' }).click();
  await expect(board.getByTestId('too-loud')).toHaveText('Too Loud 0');

  // A roster change makes the display take a fresh snapshot: it goes on listening, and the
  // phone goes on hearing it (a short loud moment: the level now, not yet the average).
  await phone.request.post('/api/students', {
    headers: { origin },
    data: { classId, name: 'Ava' },
  });
  await expect(board.getByRole('article', { name: /^Ava, / })).toBeVisible();
  await setGain(board, 1);
  await expect(card.getByText(/^Now (8\d|9\d|100) ·/)).toBeVisible({ timeout: 8000 });
  await setGain(board, 0.001);
  await expect(card.getByText('Listening: Classroom display')).toBeVisible();
  await expect(board.getByRole('button', { name: 'Stop listening' })).toBeVisible();
  await expect(card.getByText(/^Now \d ·/)).toBeVisible({ timeout: 8000 });
  await expect(board.getByTestId('too-loud')).toHaveText('Too Loud 0');

  // Hiding the volume from students takes it off the display at once; showing brings it back.
  const show = teacher.getByRole('switch', { name: 'Show volume to students' });
  await show.click();
  await expect(show).toHaveAttribute('aria-checked', 'false');
  await expect(board.getByTestId('too-loud')).toBeHidden();
  // The whole row is the switch's: a tap on its words turns it back on.
  await teacher.getByText('Show volume to students', { exact: true }).click();
  await expect(show).toHaveAttribute('aria-checked', 'true');
  await expect(board.getByTestId('too-loud')).toBeVisible();

  // The display's page hides (another tab in front): the microphone is let go and every
  // device sees nobody listening; shown again, the computer goes on listening by itself.
  await setVisibility(board, 'hidden');
  await expect(card.getByText('No device is listening')).toBeVisible();
  await expect(board.getByText(/^Paused while this page was hidden/)).toBeAttached();
  await setVisibility(board, 'visible');
  await expect(card.getByText('Listening: Classroom display')).toBeVisible();
  await expect(board.getByRole('button', { name: 'Stop listening' })).toBeVisible();

  // Stopping frees the class on every device.
  await board.getByRole('button', { name: 'Stop listening' }).click();
  await expect(card.getByText('No device is listening')).toBeVisible();

  expect(foreign).toEqual([]);
  expect(csp).toEqual([]);
  await screen.close();
  await phone.close();
});

test('a refused microphone shows the demo level and counts nothing; the fake device is real', async ({
  browser,
  baseURL,
}) => {
  const { phone, classId } = await teacherWithClass(browser, baseURL);
  await syntheticMicrophone(phone, { deny: true });
  const teacher = await phone.newPage();
  await teacher.goto(`/classroom/${classId}`);
  // The volume card, the classroom controls and the class settings: the phone's More tab.
  await showTab(teacher, 'More');
  const card = teacher.getByRole('region', { name: 'Classroom Volume' });
  await card.getByRole('button', { name: 'Listen here' }).click();
  await expect(card.getByText('Using simulated volume for demo')).toBeVisible();
  await expect(
    card.getByText('Microphone access was not allowed.', { exact: false }),
  ).toBeVisible();
  await expect(card.getByRole('meter')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(teacher, 'noise-phone-simulated', { fullPage: false });
  // The scoreboard labels the demo level too.
  await teacher.getByRole('button', { name: 'Student Scoreboard' }).click();
  await expect(teacher.getByText('Using simulated volume for demo')).toBeVisible();
  await teacher.getByRole('button', { name: 'Teacher Dashboard' }).click();

  // Nothing was claimed: another device of the class sees no listener, and gets no levels.
  const laptop = await newDevice(browser, 'display', undefined);
  await laptop.addCookies(await phone.cookies());
  const desk = await laptop.newPage();
  await desk.goto(new URL(`/classroom/${classId}`, teacher.url()).toString());
  const deskCard = desk.getByRole('region', { name: 'Classroom Volume' });
  await expect(deskCard.getByText('No device is listening')).toBeVisible();
  await desk.waitForTimeout(1500);
  await expect(deskCard.getByRole('meter')).toHaveCount(0);
  await card.getByRole('button', { name: 'Stop listening' }).click();

  // Chromium's own fake microphone (no override): the real capture path gives a reading.
  await deskCard.getByRole('button', { name: 'Listen here' }).click();
  await expect(deskCard.getByText('Listening on this device')).toBeVisible();
  await expect(deskCard.getByRole('meter')).toHaveAttribute('aria-valuenow', /^[1-9]\d*$/, {
    timeout: 8000,
  });
  // The phone hears who listens now.
  await expect(card.getByText('Listening: Teacher’s computer')).toBeVisible();
  await deskCard.scrollIntoViewIfNeeded();
  await shot(desk, 'noise-desk-card', { fullPage: false });
  await laptop.close();
  await phone.close();
});

test('settings reach the other device at once and come back when a save fails; Edit Class keeps one kind of schedule', async ({
  browser,
  baseURL,
}) => {
  const { phone, classId, origin } = await teacherWithClass(browser, baseURL);
  const teacher = await phone.newPage();
  await teacher.goto(`/classroom/${classId}`);
  await showTab(teacher, 'More');
  const laptop = await newDevice(browser, 'display', origin);
  await laptop.addCookies(await phone.cookies());
  const desk = await laptop.newPage();
  await desk.goto(`/classroom/${classId}`);

  // A switch on the phone is on the laptop at once.
  const phoneTally = teacher.getByRole('switch', { name: 'Volume tally' });
  await expect(phoneTally).toHaveAttribute('aria-checked', 'true');
  await phoneTally.click();
  await expect(desk.getByRole('switch', { name: 'Volume tally' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  // Class notes, saved when the teacher leaves the field.
  await teacher.getByLabel('Class notes').fill('Bring the recorders on Friday');
  await teacher.getByRole('switch', { name: 'Teacher assessment' }).focus();
  await expect(desk.getByLabel('Class notes')).toHaveValue('Bring the recorders on Friday');

  // The server refuses the next save: the switch goes back and the teacher is told.
  await teacher.route(`**/api/classes/${classId}/settings`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 503, body: '{"code":"unavailable","message":"Down"}' })
      : route.continue(),
  );
  const selfAssessment = teacher.getByRole('switch', { name: 'Student self-assessment' });
  await selfAssessment.click();
  await expect(teacher.getByText('Setting not saved')).toBeVisible();
  await expect(selfAssessment).toHaveAttribute('aria-checked', 'true');
  await expect(desk.getByRole('switch', { name: 'Student self-assessment' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await teacher.unroute(`**/api/classes/${classId}/settings`);
  await teacher.getByRole('region', { name: 'Class settings' }).scrollIntoViewIfNeeded();
  await shot(teacher, 'noise-phone-settings', { fullPage: false });

  // Edit Class: renamed, and made a one-time class; the laptop's header follows.
  await teacher.getByRole('button', { name: 'Edit class' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Edit Class' });
  await dialog.getByLabel('Class Name').fill('Year 6 Music');
  await dialog.getByRole('radio', { name: 'Recurring' }).check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Pick the day it meets')).toBeVisible();
  await dialog.getByRole('radio', { name: 'One-time' }).check();
  await expect(dialog.getByLabel('Repeats every')).toHaveCount(0);
  await dialog.getByLabel('One-time date').fill('2026-12-03');
  await shot(teacher, 'noise-phone-edit-class', { fullPage: false });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(teacher.getByRole('heading', { level: 1, name: 'Year 6 Music' })).toBeVisible();
  await expect(desk.getByRole('heading', { level: 1, name: 'Year 6 Music' })).toBeVisible();
  const saved = await (await phone.request.get(`/api/classes/${classId}`)).json();
  expect(saved).toMatchObject({
    name: 'Year 6 Music',
    dayOfWeek: null,
    scheduledDate: '2026-12-03',
  });

  // The teacher's scoreboard on the laptop (1920 wide) shows the volume with its count.
  await desk.getByRole('button', { name: 'Student Scoreboard' }).click();
  await expect(desk.getByTestId('too-loud')).toHaveText('Too Loud 0');
  await shot(desk, 'noise-desk-scoreboard', { fullPage: false });
  await desk.getByRole('button', { name: 'Teacher Dashboard' }).click();
  await desk.getByRole('button', { name: 'Edit class' }).click();
  await shot(desk, 'noise-desk-edit-class', { fullPage: false });
  await laptop.close();
  await phone.close();
});
