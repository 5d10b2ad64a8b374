import type { StudentDto } from '@classbeam/contracts';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { rememberDateOrder } from '../../lib/date-order';
import { LocaleProvider } from '../../lib/i18n/provider';
import { initialClassLive, setMirror, useClassLive } from '../../lib/live/class-store';
import { BirthDatesDialog } from './birth-dates-dialog';

const student = (id: number, name: string, hasBirthDate: boolean): StudentDto => ({
  id,
  classId: 1,
  name,
  avatarUrl: null,
  points: 5,
  attendanceStatus: 'present',
  row: null,
  notes: '',
  goal: '',
  hasBirthDate,
  createdAt: '2026-11-27T08:00:00.000Z',
});

beforeEach(() => {
  rememberDateOrder('dmy');
  useClassLive.setState({ loaded: true });
  setMirror({
    version: 1,
    confirmed: [student(1, 'Cy', false), student(2, 'Ann', true), student(3, 'Bo', false)],
    groups: [],
    outbox: [],
  });
});
afterEach(() => useClassLive.setState(initialClassLive(null)));

const dialog = () => page.getByRole('dialog', { name: 'Birth dates' });
const field = (name: string) => dialog().getByLabelText(`Date of birth of ${name}`);

describe('BirthDatesDialog', () => {
  test('lists the class by name with who has a date, never the date; typed dates read back unambiguously', async () => {
    await render(<BirthDatesDialog classId={1} onClose={() => {}} />, { wrapper: LocaleProvider });
    await expect
      .element(dialog().getByTestId('dob-status'))
      .toHaveTextContent('1 of 3 have a date of birth');
    await expect
      .element(dialog().getByRole('list', { name: 'Students' }))
      .toHaveTextContent(/^Ann\s*Date set.*Bo\s*No date yet.*Cy\s*No date yet/);
    await field('Bo').fill('03/02/2016');
    await expect.element(dialog().getByText('3 Feb 2016', { exact: true })).toBeVisible();
    await field('Ann').fill('25122015');
    await expect
      .element(dialog().getByText('25 Dec 2015 (replaces the date on file)'))
      .toBeVisible();
    await expect
      .element(dialog().getByTestId('dob-summary'))
      .toHaveTextContent('2 dates to save, 1 replacing one on file.');
    await expect.element(dialog().getByRole('button', { name: 'Save 2 dates' })).toBeEnabled();

    // The same text month first: another date, said so at once.
    await dialog().getByLabelText('Type dates as').selectOptions('Month/Day/Year (MM/DD/YYYY)');
    await expect.element(dialog().getByText('2 Mar 2016', { exact: true })).toBeVisible();
    await expect
      .element(dialog().getByText('"25122015" is not a date in Month/Day/Year order'))
      .toBeVisible();
    await expect.element(field('Ann')).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(dialog().getByTestId('dob-summary'))
      .toHaveTextContent('Fix or clear 1 date marked above to save.');
    await expect.element(dialog().getByRole('button', { name: 'Save 1 date' })).toBeDisabled();
  });

  test('a 2-digit year and a date after today are refused; nothing typed sends nothing', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    const onClose = vi.fn();
    await render(<BirthDatesDialog classId={1} onClose={onClose} />, { wrapper: LocaleProvider });
    await field('Cy').fill('3/2/16');
    await expect
      .element(dialog().getByText('"3/2/16" has a 2-digit year: write the year with 4 digits'))
      .toBeVisible();
    await field('Cy').fill(`01/01/${new Date().getFullYear() + 1}`);
    await expect.element(dialog().getByText(/is in the future$/)).toBeVisible();
    await field('Cy').fill('');
    await expect
      .element(dialog().getByTestId('dob-summary'))
      .toHaveTextContent('Type a date beside any student.');
    await dialog().getByRole('button', { name: 'Close', exact: true }).click();
    expect(onClose).toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('"Show only students without a date" keeps the ones still needing one, and any being typed', async () => {
    await render(<BirthDatesDialog classId={1} onClose={() => {}} />, { wrapper: LocaleProvider });
    await field('Ann').fill('2015-12-25');
    await dialog().getByLabelText('Show only students without a date').click();
    await expect.element(field('Bo')).toBeVisible();
    await expect.element(field('Ann')).toBeVisible();
    await field('Ann').fill('');
    await expect.element(field('Ann')).not.toBeInTheDocument();
  });
});
