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

/**
 * A scale over `values` and 0 with at most about `maxTicks` steps. No values, or only zeros,
 * give 0 to 1, so an empty chart still has an axis.
 */
export function niceScale(values: readonly number[], maxTicks = 4): Scale {
  const finite = values.filter(Number.isFinite);
  const lo = Math.min(0, ...finite);
  let hi = Math.max(0, ...finite);
  if (lo === hi) hi = 1;
  const step = niceStep((hi - lo) / maxTicks);
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let t = min; t <= max; t += step) ticks.push(t);
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
