import type { ReactElement } from 'react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render as renderBare } from 'vitest-browser-react';
import { LocaleProvider } from '../../lib/i18n/provider';
import { fixedScale, niceScale } from './chart-scale';
import { LineChart, linePoints } from './line-chart';
import { PointsOverTime } from './points-over-time';

/** Components draw their texts from the catalogue: inside the app's provider, as in the app. */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: LocaleProvider });

const ys = (container: HTMLElement, series: string) =>
  [...container.querySelectorAll(`[data-series="${series}"] circle`)].map((c) =>
    Number(c.getAttribute('cy')),
  );

describe('LineChart', () => {
  test('points taken drawn below the zero line, given above; the table shows both as counted', async () => {
    const { container } = await render(
      <LineChart
        steps={['3 Nov', '4 Nov', '5 Nov']}
        ticks={['3 Nov', '4 Nov', '5 Nov']}
        title="Points over time"
        stepHead="Day"
        series={[
          { name: 'Given', tone: 'given', values: [4, 1, 0] },
          { name: 'Taken', tone: 'taken', values: [-1, 0, -2], shown: [1, 0, 2] },
        ]}
      />,
    );
    const zero = Number(container.querySelector('.chart-zero')?.getAttribute('y1'));
    const given = ys(container, 'Given');
    const taken = ys(container, 'Taken');
    expect(given[0]).toBeLessThan(zero);
    expect(given[2]).toBeCloseTo(zero);
    expect(taken[2]).toBeGreaterThan(zero);
    expect((taken[2] ?? 0) - zero).toBeCloseTo(2 * ((taken[0] ?? 0) - zero));
    const table = page.getByRole('table', { name: 'Points over time' });
    await expect.element(table).toHaveTextContent(/3 Nov\s*4\s*1.*5 Nov\s*0\s*2/);
  });

  test('a gap (no rating that day) breaks the line in two', async () => {
    const { container } = await render(
      <LineChart
        steps={['a', 'b', 'c', 'd', 'e']}
        ticks={['a', 'b', 'c', 'd', 'e']}
        title="Ratings"
        stepHead="Day"
        scale={fixedScale(0, 5)}
        series={[{ name: 'Teacher', tone: 'teacher', values: [3, 4, null, 4, 5] }]}
      />,
    );
    expect(container.querySelectorAll('[data-series="Teacher"] polyline')).toHaveLength(2);
    await expect.element(page.getByRole('table', { name: 'Ratings' })).toHaveTextContent(/c\s*–/);
  });

  test('one step sits in the middle; no data still has an axis', () => {
    const [one] = linePoints(1, [3], niceScale([3]));
    expect(one?.x).toBeCloseTo(30 + (360 - 40) / 2);
    expect(linePoints(0, [], niceScale([]))).toEqual([]);
  });

  test('names the first, middle and last step under the axis', async () => {
    const steps = Array.from({ length: 30 }, (_, i) => `${i + 1} Nov`);
    const { container } = await render(
      <LineChart
        steps={steps}
        ticks={steps}
        title="Points"
        stepHead="Day"
        series={[{ name: 'Given', tone: 'given', values: steps.map(() => 1) }]}
      />,
    );
    const names = [...container.querySelectorAll('svg text.chart-tick')]
      .map((t) => t.textContent)
      .filter((t) => t?.includes('Nov'));
    expect(names).toEqual(['1 Nov', '15 Nov', '30 Nov']);
  });

  test('past 31 steps the line has no dots, but a point between two gaps keeps one', async () => {
    const steps = Array.from({ length: 40 }, (_, i) => `Week ${i + 1}`);
    const values = steps.map((_, i) => (i === 20 ? 5 : i < 10 ? 2 : null));
    const { container } = await render(
      <LineChart
        steps={steps}
        ticks={steps}
        title="Weeks"
        stepHead="Week"
        series={[{ name: 'Given', tone: 'given', values }]}
      />,
    );
    const dots = [...container.querySelectorAll('[data-series="Given"] circle')];
    expect(dots).toHaveLength(1);
    expect(container.querySelectorAll('[data-series="Given"] polyline')).toHaveLength(1);
  });

  test('one day of points in a month: big markers on the grid, and the legend and table say what the balance is', async () => {
    const steps = Array.from({ length: 28 }, (_, i) => ({
      start: `2026-11-${String(i + 1).padStart(2, '0')}`,
      given: i === 27 ? 3 : 0,
      taken: i === 27 ? 1 : 0,
    }));
    const { container } = await render(<PointsOverTime series={{ unit: 'day', steps }} />);
    for (const name of ['Given', 'Taken', 'Balance']) {
      const markers = container.querySelectorAll(`[data-series="${name}"] circle`);
      expect(markers, name).toHaveLength(1);
      expect(markers[0]?.getAttribute('r'), name).toBe(name === 'Balance' ? '7' : '4.5');
      expect(markers[0]?.classList.contains('chart-marker'), name).toBe(true);
    }
    // The axis from the data: -1 taken does not take a whole step of the chart.
    const ticks = [...container.querySelectorAll('svg text.chart-tick')].map((t) => t.textContent);
    expect(ticks.slice(0, 5)).toEqual(['-1', '0', '1', '2', '3']);
    await expect.element(page.getByText('Balance: given minus taken')).toBeInTheDocument();
    await expect
      .element(page.getByRole('columnheader', { name: 'Balance (given minus taken)' }))
      .toBeInTheDocument();
  });
});
