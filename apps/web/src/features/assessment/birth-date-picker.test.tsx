import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LocaleProvider } from '../../lib/i18n/provider';
import { BirthDatePicker, NOTHING_PICKED, type PickedParts } from './birth-date-picker';

/** The picker with its value shown, as the verify dialog holds it. */
function Harness({ order }: { order: 'dmy' | 'mdy' | 'ymd' }) {
  const [value, setValue] = useState<PickedParts>(NOTHING_PICKED);
  return (
    <>
      <BirthDatePicker value={value} onChange={setValue} order={order} thisYear={2026} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const value = () => page.getByTestId('value');
const choices = (ask: string) => page.getByRole('group', { name: ask });

describe('BirthDatePicker', () => {
  test('day, then month by name, then year, by taps alone; each pick moves on', async () => {
    await render(<Harness order="dmy" />, { wrapper: LocaleProvider });
    await expect
      .element(page.getByRole('button', { name: 'Day: not picked yet' }))
      .toHaveAttribute('aria-pressed', 'true');
    await choices('Tap the day you were born')
      .getByRole('button', { name: '3', exact: true })
      .click();
    await expect
      .element(page.getByRole('button', { name: 'Month: not picked yet' }))
      .toHaveAttribute('aria-pressed', 'true');
    await choices('Tap the month you were born').getByRole('button', { name: 'February' }).click();
    const years = choices('Tap the year you were born');
    // The first page: children of 4 to 15 this year.
    await expect.element(years.getByRole('button', { name: '2022' })).toBeVisible();
    await expect.element(years.getByRole('button', { name: '2011' })).toBeVisible();
    await expect.element(years.getByRole('button', { name: '2023' })).not.toBeInTheDocument();
    await expect.element(years.getByRole('button', { name: 'Later years ›' })).toBeDisabled();
    await years.getByRole('button', { name: '2016' }).click();
    await expect.element(value()).toHaveTextContent('{"day":3,"month":2,"year":2016}');
    await expect.element(page.getByRole('button', { name: 'Day: 3' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Month: February' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Year: 2016' })).toBeVisible();
  });

  test('days a month does not have cannot be picked, and a month without the picked day takes it back', async () => {
    await render(<Harness order="dmy" />, { wrapper: LocaleProvider });
    await choices('Tap the day you were born').getByRole('button', { name: '31' }).click();
    await choices('Tap the month you were born').getByRole('button', { name: 'April' }).click();
    // April has no 31st: the day is taken back and asked again, the 31st greyed out.
    await expect.element(value()).toHaveTextContent('{"day":null,"month":4,"year":null}');
    const days = choices('Tap the day you were born');
    await expect.element(days.getByRole('button', { name: '31' })).toBeDisabled();
    await expect.element(days.getByRole('button', { name: '30' })).toBeEnabled();
    await page.getByRole('button', { name: 'Month: April' }).click();
    await choices('Tap the month you were born').getByRole('button', { name: 'February' }).click();
    await page.getByRole('button', { name: 'Year: not picked yet' }).click();
    await choices('Tap the year you were born').getByRole('button', { name: '2015' }).click();
    await page.getByRole('button', { name: 'Day: not picked yet' }).click();
    await expect.element(days.getByRole('button', { name: '29' })).toBeDisabled();
    await expect.element(days.getByRole('button', { name: '28' })).toBeEnabled();
  });

  test('earlier years a page at a time; month first where the language writes month first', async () => {
    await render(<Harness order="mdy" />, { wrapper: LocaleProvider });
    await expect
      .element(page.getByRole('button', { name: 'Month: not picked yet' }))
      .toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Year: not picked yet' }).click();
    const years = choices('Tap the year you were born');
    await years.getByRole('button', { name: '‹ Earlier years' }).click();
    await expect.element(years.getByRole('button', { name: '1999' })).toBeVisible();
    await expect.element(years.getByRole('button', { name: '2010' })).toBeVisible();
    await years.getByRole('button', { name: '2001' }).click();
    await expect.element(value()).toHaveTextContent('{"day":null,"month":null,"year":2001}');
    // The next part not picked yet, in the order: the month.
    await expect
      .element(page.getByRole('button', { name: 'Month: not picked yet' }))
      .toHaveAttribute('aria-pressed', 'true');
  });
});
