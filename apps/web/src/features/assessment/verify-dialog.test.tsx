import type { KioskStudent } from '@classbeam/contracts';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ApiRequestError } from '../../lib/api-client';
import { activateLocale, loadCatalogues } from '../../lib/i18n/activate';
import { LocaleProvider } from '../../lib/i18n/provider';
import type { KioskApi } from './kiosk-api';
import { VerifyDialog } from './verify-dialog';

const student = (triesLeft: number): KioskStudent => ({
  id: 7,
  name: 'Lucía',
  avatarUrl: null,
  hasBirthDate: true,
  locked: false,
  triesLeft,
});

/** The server's answer to a date that does not match, with the tries left. */
const noMatch = (triesLeft: number) =>
  new ApiRequestError(
    401,
    '',
    { code: 'authentication_failed', message: 'That date does not match.', triesLeft },
    'Unauthorized',
  );

const api = (triesLeft: number) =>
  ({ start: () => Promise.reject(noMatch(triesLeft)) }) as unknown as KioskApi;

afterEach(() => activateLocale('en'));

describe('VerifyDialog in the class language (Spanish)', () => {
  test('asks day, month, year in that order, months by Intl, tries as plurals', async () => {
    await activateLocale('es');
    // The catalogues the kiosk page's loader names for the dialog (kiosk-page.tsx's loadVerify).
    await loadCatalogues(['assessment.later', 'ui']);
    await render(
      <VerifyDialog api={api(1)} student={student(2)} onVerified={() => {}} onClose={() => {}} />,
      { wrapper: LocaleProvider },
    );
    const dialog = page.getByRole('dialog', { name: 'Confirma quién eres' });
    await expect
      .element(
        dialog.getByText(
          '¡Hola, Lucía! ¿Cuándo naciste? Elige el día, luego el mes y luego el año.',
        ),
      )
      .toBeVisible();
    await expect.element(dialog.getByText('Hoy te quedan 2 intentos.')).toBeVisible();
    // The slots in Spanish order: día, mes, año.
    const slots = dialog.getByRole('button', { name: /: sin elegir$/ });
    expect(slots.elements().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Día: sin elegir',
      'Mes: sin elegir',
      'Año: sin elegir',
    ]);
    await page
      .getByRole('group', { name: 'Toca el día en que naciste' })
      .getByRole('button', { name: '3', exact: true })
      .click();
    await page
      .getByRole('group', { name: 'Toca el mes en que naciste' })
      .getByRole('button', { name: 'Febrero' })
      .click();
    await page
      .getByRole('group', { name: 'Toca el año en que naciste' })
      .getByRole('button', { name: '2016' })
      .click();
    await expect.element(dialog.getByRole('button', { name: 'Mes: Febrero' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent(
        'Esa fecha no coincide. Cambia el día, el mes o el año y vuelve a intentarlo, o pregunta a tu docente. Te queda 1 intento.',
      );
  });

  test('English keeps the spec words: month first for en-US, "2 tries left"', async () => {
    await render(
      <VerifyDialog api={api(2)} student={student(2)} onVerified={() => {}} onClose={() => {}} />,
      { wrapper: LocaleProvider },
    );
    const dialog = page.getByRole('dialog', { name: 'Verify Your Identity' });
    await expect.element(dialog.getByText('You have 2 tries left today.')).toBeVisible();
    await expect
      .element(dialog.getByText(/When were you born\? Pick the month, then the day/))
      .toBeVisible();
    await page
      .getByRole('group', { name: 'Tap the month you were born' })
      .getByRole('button', { name: 'February' })
      .click();
    await page
      .getByRole('group', { name: 'Tap the day you were born' })
      .getByRole('button', { name: '3', exact: true })
      .click();
    await page
      .getByRole('group', { name: 'Tap the year you were born' })
      .getByRole('button', { name: '2016' })
      .click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect.element(dialog.getByRole('alert')).toHaveTextContent(/ 2 tries left\.$/);
  });
});
