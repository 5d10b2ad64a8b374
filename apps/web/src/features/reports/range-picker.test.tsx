import type { ReactElement } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render as renderBare } from 'vitest-browser-react';
import { LocaleProvider } from '../../lib/i18n/provider';
import { RangePicker } from './range-picker';

/** Components draw their texts from the catalogue: inside the app's provider, as in the app. */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: LocaleProvider });

const week = { from: '2025-11-03', to: '2025-11-09' };

describe('RangePicker', () => {
  test('a preset is one tap; Before and After step the range as long', async () => {
    const onChoose = vi.fn();
    await render(
      <RangePicker
        choice={{ kind: 'week' }}
        range={week}
        termSet={false}
        onChoose={onChoose}
        onTerm={() => {}}
      />,
    );
    await expect
      .element(page.getByRole('button', { name: 'This week' }))
      .toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'This month' }).click();
    expect(onChoose).toHaveBeenLastCalledWith({ kind: 'month' });
    await page.getByRole('button', { name: 'Before' }).click();
    expect(onChoose).toHaveBeenLastCalledWith({
      kind: 'custom',
      from: '2025-10-27',
      to: '2025-11-02',
    });
    await page.getByRole('button', { name: 'After' }).click();
    expect(onChoose).toHaveBeenLastCalledWith({
      kind: 'custom',
      from: '2025-11-10',
      to: '2025-11-16',
    });
  });

  test('"This term" without dates asks for them instead of showing nothing', async () => {
    const onChoose = vi.fn();
    const onTerm = vi.fn();
    await render(
      <RangePicker
        choice={{ kind: 'week' }}
        range={week}
        termSet={false}
        onChoose={onChoose}
        onTerm={onTerm}
      />,
    );
    await page.getByRole('button', { name: 'This term' }).click();
    expect(onTerm).toHaveBeenCalledTimes(1);
    expect(onChoose).not.toHaveBeenCalled();
  });

  test('any days: Show only once both days are there and in order', async () => {
    const onChoose = vi.fn();
    await render(
      <RangePicker
        choice={{ kind: 'week' }}
        range={week}
        termSet
        onChoose={onChoose}
        onTerm={() => {}}
      />,
    );
    await page.getByRole('button', { name: 'Pick days' }).click();
    const show = page.getByRole('button', { name: 'Show' });
    await page.getByLabelText('From').fill('2025-11-20');
    await page.getByLabelText('To').fill('2025-11-10');
    await expect.element(show).toBeDisabled();
    // Show greys out with a reason beside the days, not silently.
    await expect.element(page.getByText('The last day is before the first.')).toBeVisible();
    await page.getByLabelText('To').fill('2025-11-30');
    await expect
      .element(page.getByText('The last day is before the first.'))
      .not.toBeInTheDocument();
    await show.click();
    expect(onChoose).toHaveBeenLastCalledWith({
      kind: 'custom',
      from: '2025-11-20',
      to: '2025-11-30',
    });
  });
});
