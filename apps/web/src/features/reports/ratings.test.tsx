import type { ReactElement } from 'react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render as renderBare } from 'vitest-browser-react';
import { LocaleProvider } from '../../lib/i18n/provider';
import { type RatingsOver, RatingsOverTime } from './ratings';

/** Components draw their texts from the catalogue: inside the app's provider, as in the app. */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: LocaleProvider });

const day = (date: string, behavior: number, goalProgress: number | null): RatingsOver => ({
  date,
  teacher: { understanding: 3, behavior, growth: 3, goalProgress },
  self: null,
});

/* Behaviour climbs from 1 to 5 while the other areas stay: the mean hides most of it. */
const over = [day('2026-11-02', 1, null), day('2026-11-09', 3, null), day('2026-11-16', 5, 4)];

describe('RatingsOverTime', () => {
  test('its axis is the ratings own, 1 to 5', async () => {
    const { container } = await render(<RatingsOverTime over={over} />);
    const ticks = [...container.querySelectorAll('svg .chart-tick')]
      .map((t) => t.textContent)
      .filter((t) => /^\d$/.test(t ?? ''));
    expect(ticks).toEqual(['1', '2', '3', '4', '5']);
  });

  test('the teacher picks an area: the lines and the table show that area alone', async () => {
    await render(<RatingsOverTime over={over} />);
    const table = page.getByRole('table', { name: /Ratings over time/ });
    // All areas: the mean of each day's ratings (3, 3, 3 and 4 on the last day: 3.8).
    await expect.element(table).toHaveTextContent(/2\.3.*3.*3\.8/);
    await page.getByLabelText('Area').selectOptions('Behavior');
    await expect
      .element(page.getByRole('table', { name: 'Ratings over time (Behavior each day, 1 to 5)' }))
      .toHaveTextContent(/Teacher\s*Own.*1\s*–.*3\s*–.*5\s*–/);
    // Goal progress is offered (a day has one); a day without it is "–", not 0.
    await page.getByLabelText('Area').selectOptions('Goal Progress');
    await expect
      .element(page.getByRole('table', { name: /Goal Progress each day/ }))
      .toHaveTextContent(/–\s*–.*–\s*–.*4\s*–/);
  });
});
