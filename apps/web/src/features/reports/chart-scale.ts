/*
 * The value axis of the reports' charts: from the data to round numbers, always holding 0 so
 * points given and taken stand on the same line, in whole steps (points are whole numbers).
 */
export interface Scale {
  min: number;
  max: number;
  /** The values a grid line and its label mark, min to max. */
  ticks: number[];
}

/** 1, 2 or 5 times a power of ten: the step nearest above `rough`, at least 1. */
function niceStep(rough: number): number {
  if (rough <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

/** 1, 2 or 5 times a power of ten: the nearest at or above `value` (at least 1). */
function niceAbove(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const fraction = value / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

/** The least share of the height a small side keeps, so its label stands clear of 0's. */
const SMALL_SIDE = 0.12;

/**
 * A scale over `values` and 0 with at most about `maxTicks` steps. No values, or only zeros,
 * give 0 to 1, so an empty chart still has an axis. A side far smaller than a step (one point
 * taken in a week of twenty given) ends at a round number near its value, not a whole step
 * away: -5 under 30 for a -1, not -10, which left a quarter of the chart empty.
 */
export function niceScale(values: readonly number[], maxTicks = 4): Scale {
  const finite = values.filter(Number.isFinite);
  const lo = Math.min(0, ...finite);
  let hi = Math.max(0, ...finite);
  if (lo === hi) hi = 1;
  const step = niceStep((hi - lo) / maxTicks);
  let min = Math.floor(lo / step) * step;
  let max = Math.ceil(hi / step) * step;
  if (lo < 0 && -lo < step) min = -Math.min(step, niceAbove(Math.max(-lo, max * SMALL_SIDE)));
  if (hi > 0 && hi < step && lo < 0)
    max = Math.min(step, niceAbove(Math.max(hi, -min * SMALL_SIDE)));
  const ticks: number[] = [];
  if (min % step !== 0) ticks.push(min);
  // (t || 0: no -0 on the axis.)
  for (let t = Math.ceil(min / step) * step; t <= max; t += step) ticks.push(t || 0);
  if (max % step !== 0) ticks.push(max);
  return { min, max, ticks };
}

/** A fixed scale, as ratings from 1 to 5 need (their axis from 0). */
export const fixedScale = (min: number, max: number, step = 1): Scale => ({
  min,
  max,
  ticks: Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, i) => min + i * step),
});

/** Where `value` falls along `length` (0 at `min`, `length` at `max`). */
export const along = (scale: Scale, value: number, length: number): number =>
  ((value - scale.min) / (scale.max - scale.min)) * length;
