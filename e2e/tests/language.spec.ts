import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { IPAD, PHONE, showTab, uniqueEmail } from './support';

/*
 * Every screen in the teacher's language (docs/decisions/0165-0166), as far as Step 12's first
 * part converts them: the sign-in page, the class picker, the account and the class settings'
 * language fields. A teacher's phone follows the browser, then the account; the devices
 * students see follow the class. Screenshots of the Spanish screens go to /tmp/i18n-shots.
 */
const SHOTS = '/tmp/i18n-shots';
const PASSWORD = 'meadow-lantern-58';
const BOARD = { viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 };

async function snap(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
}

const htmlLang = (page: Page) => page.locator('html');

async function signInAs(page: Page, email: string) {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Hola de nuevo' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
}

/** The Spanish screens at a size: the sign-in page and, signed in, the picker. */
async function spanishAt(
  browser: Browser,
  baseURL: string,
  email: string,
  size: object,
  name: string,
) {
  const context = await browser.newContext({ ...size, baseURL, locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Hola de nuevo' })).toBeVisible();
  await snap(page, `sign-in-es-${name}`);
  await signInAs(page, email);
  await expect(page.getByRole('heading', { name: 'Elige una clase' })).toBeVisible();
  // The calendar: Spanish weekdays and the class's tag.
  await expect(page.getByText('Semanal').first()).toBeVisible();
  await expect(page.getByText('lunes', { exact: false }).first()).toBeVisible();
  await snap(page, `picker-es-${name}`);
  await page.getByRole('button', { name: 'Todas las clases' }).click();
  await expect(page.getByText('Cada lunes').first()).toBeVisible();
  await snap(page, `picker-list-es-${name}`);
  await context.close();
}

test('a teacher reads the converted screens in the browser’s Spanish, then in the English of the account; the display and iPad follow the class’s language', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const email = uniqueEmail('idioma');
  const setup = await browser.newContext({ baseURL });
  const made = await setup.request.post('/api/auth/signup', {
    headers: { origin },
    data: { email, password: PASSWORD, firstName: 'Rosa' },
  });
  expect(made.status()).toBe(201);
  const { id: classId } = await (
    await setup.request.post('/api/classes', { headers: { origin }, data: { name: 'Year 5' } })
  ).json();
  await setup.close();

  // A phone whose browser speaks Spanish: the sign-in page, its errors and the picker in Spanish.
  const phoneContext = await browser.newContext({ ...PHONE, baseURL, locale: 'es-ES' });
  const phone = await phoneContext.newPage();
  await phone.goto('/sign-in');
  await expect(htmlLang(phone)).toHaveAttribute('lang', 'es');
  await phone.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  await expect(phone.getByText('Escribe tu correo electrónico.')).toBeVisible();
  await phone.getByLabel('Correo electrónico').fill(email);
  await phone.getByLabel('Contraseña', { exact: true }).fill('not-the-password');
  await phone.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  // The server's code picks the catalogue's words, not its English.
  await expect(phone.getByRole('alert')).toHaveText(
    'El correo electrónico o la contraseña no son correctos.',
  );
  await snap(phone, 'sign-in-error-es-phone');
  await phone.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await phone.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  await expect(phone.getByRole('heading', { name: 'Elige una clase' })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

  // The account's language: English, on this phone at once and after a reload.
  await phone.getByRole('button', { name: 'Hola, Rosa: tu cuenta' }).click();
  const account = phone.getByRole('dialog', { name: 'Tu cuenta' });
  await expect(account.getByLabel('Idioma')).toHaveValue('auto');
  await snap(phone, 'account-es-phone');
  await account.getByLabel('Idioma').selectOption('en');
  const english = phone.getByRole('dialog', { name: 'Your account' });
  await expect(english.getByLabel('Language')).toHaveValue('en');
  await expect(htmlLang(phone)).toHaveAttribute('lang', 'en');
  await english.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(phone.getByRole('heading', { name: 'Select a Class' })).toBeVisible();
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Select a Class' })).toBeVisible();
  await expect(htmlLang(phone)).toHaveAttribute('lang', 'en');

  // The class's language for the devices students see: Spanish, chosen in class settings.
  await phone.goto(`/classroom/${classId}`);
  await showTab(phone, 'More');
  const field = phone.getByLabel('Language on the display and iPads');
  await expect(field).toHaveValue('auto');
  await field.selectOption('es');

  // A display whose browser is English shows the class's Spanish, and follows a change live.
  const link = await (
    await phone.request.post(`/api/classes/${classId}/display-links`, { headers: { origin } })
  ).json();
  const screen = await browser.newContext({ ...BOARD, baseURL, locale: 'en-US' });
  const board = await screen.newPage();
  await board.goto(link.path);
  await expect(board.getByRole('heading', { name: 'Year 5' })).toBeVisible();
  await expect(htmlLang(board)).toHaveAttribute('lang', 'es');
  await snap(board, 'display-es-1280');
  await field.selectOption('en');
  await expect(htmlLang(board)).toHaveAttribute('lang', 'en');
  await field.selectOption('es');
  await expect(htmlLang(board)).toHaveAttribute('lang', 'es');

  // The iPad page, on an English iPad, follows the class too.
  const view = await (
    await phone.request.put(`/api/classes/${classId}/self-assessment`, {
      headers: { origin },
      data: { open: true },
    })
  ).json();
  const padContext = await browser.newContext({ ...IPAD, baseURL, locale: 'en-US' });
  const pad = await padContext.newPage();
  await pad.goto(`/self-assessment/${classId}#key=${view.key}`);
  await expect(pad.getByText('Year 5').first()).toBeVisible();
  await expect(htmlLang(pad)).toHaveAttribute('lang', 'es');
  await snap(pad, 'ipad-es-820');

  // The teacher's phone kept the teacher's English all along.
  await expect(htmlLang(phone)).toHaveAttribute('lang', 'en');
  await Promise.all([phoneContext.close(), screen.close(), padContext.close()]);

  // The converted screens in Spanish at a phone, an iPad and a board's size, for a look: a
  // teacher who chose no language, on browsers that speak Spanish.
  const other = await teacherWithAClass(browser, origin);
  await spanishAt(browser, origin, other.email, PHONE, 'phone-390');
  await spanishAt(browser, origin, other.email, IPAD, 'ipad-820');
  await spanishAt(browser, origin, other.email, BOARD, 'board-1280');

  // A dialog loaded on demand brings its own words (its folder's later catalogue, decision
  // 0168), in the language of the page that opens it.
  const laptop = await browser.newContext({ ...BOARD, baseURL: origin, locale: 'es-ES' });
  const dashboard = await laptop.newPage();
  await signInAs(dashboard, other.email);
  await expect(dashboard.getByRole('heading', { name: 'Elige una clase' })).toBeVisible();
  await dashboard.goto(`/classroom/${other.classId}`);
  await dashboard.getByRole('button', { name: 'Añadir alumno' }).first().click();
  const add = dashboard.getByRole('dialog', { name: 'Añadir alumno' });
  await expect(
    add.getByText('Solo el nombre es obligatorio. Sin foto, se muestran las iniciales.'),
  ).toBeVisible();
  await laptop.close();
});

async function teacherWithAClass(
  browser: Browser,
  origin: string,
): Promise<{ email: string; classId: string }> {
  const email = uniqueEmail('idioma');
  const context = await browser.newContext({ baseURL: origin });
  await context.request.post('/api/auth/signup', {
    headers: { origin },
    data: { email, password: PASSWORD, firstName: 'Rosa' },
  });
  const made = await context.request.post('/api/classes', {
    headers: { origin },
    data: { name: 'Year 5', dayOfWeek: 1 },
  });
  const { id: classId } = await made.json();
  await context.close();
  return { email, classId };
}
