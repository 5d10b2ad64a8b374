import type { MonthDay } from '@classbeam/contracts';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { MonthDots, monthGrid } from './month-dots';

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
      <MonthDots month="2025-11" days={days} today="2025-11-20" settings={settings} attendance />,
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
      <MonthDots month="2025-11" days={november({})} today="2025-11-30" settings={settings} />,
    );
    await expect
      .element(page.getByRole('table', { name: 'November 2025, day by day' }))
      .toHaveTextContent('No points this month.');
  });
});
