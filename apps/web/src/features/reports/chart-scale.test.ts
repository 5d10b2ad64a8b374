import { describe, expect, it } from 'vitest';
import { along, fixedScale, niceScale } from './chart-scale';

describe('the charts’ value axis', () => {
  it('rounds out to whole steps of 1, 2 or 5 and holds 0', () => {
    expect(niceScale([3, 7])).toEqual({ min: 0, max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale([12, 41])).toEqual({ min: 0, max: 60, ticks: [0, 20, 40, 60] });
    expect(niceScale([1])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });

  it('takes negative values below 0 (points taken)', () => {
    expect(niceScale([5, -3])).toEqual({ min: -4, max: 6, ticks: [-4, -2, 0, 2, 4, 6] });
    expect(niceScale([-7, -1])).toEqual({ min: -8, max: 0, ticks: [-8, -6, -4, -2, 0] });
  });

  it('has an axis with nothing to show', () => {
    expect(niceScale([])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
    expect(niceScale([0, 0, 0])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
    expect(niceScale([Number.NaN])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });

  it('a side far smaller than a step ends near its value, keeping room for its label', () => {
    // One point taken in a month of 25 given: -5, not a whole step of -10.
    expect(niceScale([25, -1, 24])).toEqual({ min: -5, max: 30, ticks: [-5, 0, 10, 20, 30] });
    // A little given in a day of much taken, the same upside down.
    expect(niceScale([-25, 1])).toEqual({ min: -30, max: 5, ticks: [-30, -20, -10, 0, 5] });
    // Small both ways: whole steps as before.
    expect(niceScale([1, -1]).ticks).toEqual([-1, 0, 1]);
  });

  it('steps whole numbers only, even for small ranges', () => {
    expect(niceScale([2, -1]).ticks).toEqual([-1, 0, 1, 2]);
  });

  it('places values along a length', () => {
    const scale = niceScale([5, -3]);
    expect(along(scale, -4, 100)).toBe(0);
    expect(along(scale, 0, 100)).toBe(40);
    expect(along(scale, 6, 100)).toBe(100);
    expect(fixedScale(0, 5).ticks).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
