import type { ReactElement } from 'react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render as renderInBrowser } from 'vitest-browser-react';
import { LocaleProvider } from '../../lib/i18n/provider';
import { BigMeter } from './big-meter';
import type { MeterReading } from './use-meter';
import { StudentMeter, TeacherMeter } from './volume-meter';

/** The components read their texts from the catalogue, inside the app's provider. */
const render = (ui: ReactElement) => renderInBrowser(ui, { wrapper: LocaleProvider });

/*
 * The meters and the one Too Loud line (domain V5, docs/decisions/0148, 0149): every meter
 * draws the class's line where the teacher set it, and shows "over" by the same test the
 * server's tally counts by: the 5-second average above the line, not the level now.
 */

const reading = (level: number, average: number): MeterReading => ({
  level,
  average,
  source: 'listener',
});

const styleOf = (el: Element) => (el as HTMLElement).style;

describe('the big meter', () => {
  test('draws the line with its number and lights the count only while the average is over it', async () => {
    const { rerender } = await render(<BigMeter reading={reading(90, 59)} tally={3} line={60} />);
    const big = page.getByTestId('big-meter');
    const meter = big.getByRole('meter', { name: 'Classroom volume' });
    // Loud now, but the 5-second average is under the line: not over.
    await expect.element(meter).toHaveAttribute('aria-valuetext', 'Loud');
    await expect.element(big.getByText('Too Loud line 60')).toBeVisible();
    await expect.element(big.getByTestId('too-loud')).toHaveTextContent('Too Loud 3');
    expect(big.element().classList.contains('big-meter-over')).toBe(false);
    const scale = big.element().querySelector('.big-meter-scale') as Element;
    expect(styleOf(scale).getPropertyValue('--line')).toBe('60%');
    expect(styleOf(scale).getPropertyValue('--average')).toBe('59%');

    // The average passes the line: the band and its count turn to the alarm.
    await rerender(<BigMeter reading={reading(62, 61)} tally={3} line={60} />);
    await expect
      .element(meter)
      .toHaveAttribute('aria-valuetext', 'Quiet, over the Too Loud line (60)');
    expect(big.element().classList.contains('big-meter-over')).toBe(true);
    // Exactly on the line is not over it (a line of 80 is 'Over 80%').
    await rerender(<BigMeter reading={reading(80, 80)} tally={3} line={80} />);
    expect(big.element().classList.contains('big-meter-over')).toBe(false);
  });

  test('keeps the line and its number on the bar at both ends', async () => {
    await render(
      <>
        <BigMeter reading={null} tally={0} line={0} />
        <BigMeter reading={null} tally={0} line={100} />
      </>,
    );
    const [low, high] = page.getByTestId('big-meter').elements();
    for (const big of [low, high]) {
      const rail = big?.querySelector('.big-meter-track') as Element;
      const tag = big?.querySelector('.big-meter-tag') as Element;
      const bar = rail.getBoundingClientRect();
      const label = tag.getBoundingClientRect();
      expect(label.left).toBeGreaterThanOrEqual(bar.left - 1);
      expect(label.right).toBeLessThanOrEqual(bar.right + 1);
    }
    // Nobody listening: said in words, no average tick, nothing over.
    await expect
      .element(page.getByRole('meter', { name: 'Classroom volume' }).first())
      .toHaveAttribute('aria-valuetext', 'Not listening');
    expect(low?.querySelector('.big-meter-average')).toBeNull();
  });
});

describe('the header meter', () => {
  test('draws the line and lights while the average is over it', async () => {
    const { rerender } = await render(
      <StudentMeter reading={reading(40, 70)} tally={1} line={65} />,
    );
    const meter = page.getByRole('meter', { name: 'Classroom volume' });
    expect(styleOf(meter.element()).getPropertyValue('--line')).toBe('65%');
    const pill = meter.element().closest('.student-meter') as Element;
    expect(pill.classList.contains('student-meter-over')).toBe(true);
    await rerender(<StudentMeter reading={reading(99, 64)} tally={1} line={65} />);
    expect(pill.classList.contains('student-meter-over')).toBe(false);
    await expect.element(meter).toHaveAttribute('aria-valuetext', 'Too loud!');
  });
});

describe("the teacher's meter", () => {
  test('names the Too Loud line, and says when the average is over it', async () => {
    const { rerender } = await render(<TeacherMeter reading={reading(70, 60)} line={60} />);
    await expect.element(page.getByText('Dashed line: Too Loud at 60')).toBeVisible();
    await rerender(<TeacherMeter reading={reading(70, 60.5)} line={60} />);
    await expect.element(page.getByText(/^Over the Too Loud line \(60\)/)).toBeVisible();
    await expect
      .element(page.getByRole('meter'))
      .toHaveAttribute('aria-valuetext', '61 of 100, loud, over the Too Loud line');
  });
});
