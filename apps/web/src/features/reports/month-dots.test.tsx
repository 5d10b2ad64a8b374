import type { DotsMonth, MonthDay } from '@classbeam/contracts';
import { daysOfMonth } from '@classbeam/domain/reports';
import type { ReactElement } from 'react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render as renderBare } from 'vitest-browser-react';
import { LocaleProvider } from '../../lib/i18n/provider';
import { MonthDots, monthGrid, monthsText } from './month-dots';

/** Components draw their texts from the catalogue: inside the app's provider, as in the app. */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: LocaleProvider });

const november = (marks: Record<string, Partial<MonthDay>>): MonthDay[] =>
  Array.from({ length: 30 }, (_, i) => {
    const date = `2025-11-${String(i + 1).padStart(2, '0')}`;
    return {
      date,
      given: 0,
      taken: 0,
      percentPositive: null,
      tone: 'none' as const,
      attendance: null,
      ...marks[date],
    };
  });

const settings = { greenAt: 80, yellowAt: 50 };

describe('MonthDots', () => {
  test('starts the month on its weekday, Monday first', () => {
    // 1 November 2025 is a Saturday.
    const grid = monthGrid(november({}));
    expect(grid[0]).toEqual({ col: 5, row: 0 });
    expect(grid[2]).toEqual({ col: 0, row: 1 });
    expect(grid[29]).toEqual({ col: 6, row: 4 });
  });

  test('colours each day by its share, marks late and absent, fades days to come', async () => {
    const days = november({
      '2025-11-03': {
        given: 4,
        taken: 1,
        percentPositive: 80,
        tone: 'green',
        attendance: 'present',
      },
      '2025-11-04': { given: 1, taken: 1, percentPositive: 50, tone: 'yellow', attendance: 'late' },
      '2025-11-12': { given: 0, taken: 2, percentPositive: 0, tone: 'red' },
      '2025-11-13': { attendance: 'absent' },
    });
    const { container } = await render(
      <MonthDots
        months={[{ month: '2025-11', days }]}
        range={{ from: '2025-11-01', to: '2025-11-30', today: '2025-11-20' }}
        settings={settings}
        attendance
      />,
    );
    const dot = (date: string) => container.querySelector(`[data-date="${date}"]`);
    expect(dot('2025-11-03')?.classList.contains('tone-green')).toBe(true);
    expect(dot('2025-11-04')?.classList.contains('tone-yellow')).toBe(true);
    expect(dot('2025-11-12')?.classList.contains('tone-red')).toBe(true);
    expect(dot('2025-11-05')?.classList.contains('tone-none')).toBe(true);
    expect(dot('2025-11-04')?.textContent).toBe('4L');
    expect(dot('2025-11-13')?.textContent).toBe('13A');
    expect(dot('2025-11-21')?.classList.contains('day-to-come')).toBe(true);
    expect(dot('2025-11-20')?.classList.contains('day-to-come')).toBe(false);
    const table = page.getByRole('table', { name: 'November 2025, day by day' });
    await expect
      .element(table)
      .toHaveTextContent(/(Nov 3, 2025|3 Nov 2025)\s*80%\s*4\s*1\s*Present/);
    await expect
      .element(table)
      .toHaveTextContent(/(Nov 13, 2025|13 Nov 2025)\s*–\s*0\s*0\s*Absent/);
    await expect.element(page.getByText('80% positive or more')).toBeVisible();
  });

  test('a month without points says so in its table', async () => {
    await render(
      <MonthDots
        months={[{ month: '2025-11', days: november({}) }]}
        range={{ from: '2025-11-01', to: '2025-11-30', today: '2025-11-30' }}
        settings={settings}
      />,
    );
    await expect
      .element(page.getByRole('table', { name: 'November 2025, day by day' }))
      .toHaveTextContent('No points this month.');
  });

  test('a range of several weeks shows each of its months; days outside it are faint and plain', async () => {
    // Pick days 5 Oct – 27 Nov 2026 on Saturday 28 Nov: every school day has points.
    const month = (m: string): DotsMonth => ({
      month: m,
      days: daysOfMonth(m).map((date) => {
        const counted = date >= '2026-10-05' && date <= '2026-11-27';
        return {
          date,
          given: counted ? 4 : 0,
          taken: 0,
          percentPositive: counted ? 100 : null,
          tone: counted ? ('green' as const) : ('none' as const),
          attendance: null,
        };
      }),
    });
    const months = [month('2026-10'), month('2026-11')];
    expect(monthsText(months)).toBe('October 2026 – November 2026');
    const { container } = await render(
      <MonthDots
        months={months}
        range={{ from: '2026-10-05', to: '2026-11-27', today: '2026-11-28' }}
        settings={settings}
      />,
    );
    await expect.element(page.getByText('October 2026', { exact: true })).toBeVisible();
    await expect.element(page.getByText('November 2026', { exact: true })).toBeVisible();
    const dot = (date: string) => container.querySelector(`[data-date="${date}"]`);
    expect(dot('2026-10-05')?.classList.contains('tone-green')).toBe(true);
    expect(dot('2026-11-27')?.classList.contains('tone-green')).toBe(true);
    // Saturday 28 Nov and 1-4 Oct are outside the range: no colour, drawn faint.
    for (const date of ['2026-11-28', '2026-10-04', '2026-10-01']) {
      expect(dot(date)?.classList.contains('tone-none')).toBe(true);
      expect(dot(date)?.classList.contains('day-outside')).toBe(true);
    }
    const table = page.getByRole('table', { name: 'October 2026 – November 2026, day by day' });
    await expect.element(table).toHaveTextContent(/(Oct 5, 2026|5 Oct 2026)\s*100%\s*4\s*0/);
    await expect.element(table).not.toHaveTextContent(/Nov 28|28 Nov/);
  });

  test('a range past a year shows its last 12 months and says so', async () => {
    const months = Array.from({ length: 12 }, (_, i) => {
      const m = `${i < 2 ? 2025 : 2026}-${String(((i + 10) % 12) + 1).padStart(2, '0')}`;
      return {
        month: m,
        days: daysOfMonth(m).map((date) => ({ ...november({})[0], date }) as MonthDay),
      };
    });
    expect(months[0]?.month).toBe('2025-11');
    await render(
      <MonthDots
        months={months}
        range={{ from: '2025-09-01', to: '2026-10-31', today: '2026-11-28' }}
        settings={settings}
      />,
    );
    await expect.element(page.getByText(/The last 12 months of the range/)).toBeVisible();
  });
});
