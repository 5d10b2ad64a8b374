import {
  type DateRange,
  daysIn,
  presetRange,
  type RangePreset,
  shiftDate,
} from '@classbeam/domain/reports';

/*
 * The range a report shows lives in the page's address (`?range=week`, or `?from=&to=`), so
 * Back, a reload and a shared link show the same report.
 */
export type RangeChoice = { kind: RangePreset } | ({ kind: 'custom' } & DateRange);

export const PRESETS: readonly RangePreset[] = ['today', 'week', 'month', 'term'];

export const PRESET_LABELS: Record<RangePreset, string> = {
  today: 'Today',
  week: 'This week',
  month: 'This month',
  term: 'This term',
};

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The choice an address holds; `fallback` when it holds none (or nothing readable). */
export function choiceOf(params: URLSearchParams, fallback: RangePreset): RangeChoice {
  const from = params.get('from');
  const to = params.get('to');
  if (isDay(from) && isDay(to) && from <= to) return { kind: 'custom', from, to };
  const preset = params.get('range');
  if (PRESETS.includes(preset as RangePreset)) return { kind: preset as RangePreset };
  return { kind: fallback };
}

/** The address's query for a choice. */
export function searchOf(choice: RangeChoice): string {
  if (choice.kind === 'custom') return `?from=${choice.from}&to=${choice.to}`;
  return `?range=${choice.kind}`;
}

/** The days a choice covers on `today`; null for "this term" while no term is set. */
export function rangeOf(
  choice: RangeChoice,
  today: string,
  term: DateRange | null,
): DateRange | null {
  if (choice.kind === 'custom') return { from: choice.from, to: choice.to };
  return presetRange(choice.kind, today, term);
}

const day = (date: string) => new Date(`${date}T12:00:00`);
const medium = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const full = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** The range in words: 'Mon, 3 Nov 2025' for a day, '3 – 9 Nov 2025' for more. */
export function rangeText(range: DateRange): string {
  if (range.from === range.to) return full.format(day(range.from));
  return medium.formatRange(day(range.from), day(range.to));
}

const short = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
/** A day as a chart names it: '3 Nov'. */
export const shortDay = (date: string): string => short.format(day(date));

const monthName = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });
/** 'November 2025' of '2025-11'. */
export const monthText = (month: string): string => monthName.format(day(`${month}-01`));

/** A day in a table: 'Mon, 3 Nov 2025'. */
export const dayText = (date: string): string => full.format(day(date));

/** A percent of positive points, or a dash without points. */
export const percentText = (percent: number | null): string =>
  percent === null ? '–' : `${percent}%`;

/**
 * The range before or after (`step` -1 or 1): the day, week or month before or after for those
 * presets, else a range as long just before or after.
 */
export function shiftRange(kind: RangeChoice['kind'], range: DateRange, step: -1 | 1): DateRange {
  if (kind === 'month') {
    const month = shiftDate(range.from, step === 1 ? daysIn(range.from, range.to) : -1);
    return presetRange('month', month, null) as DateRange;
  }
  const length = daysIn(range.from, range.to);
  return { from: shiftDate(range.from, step * length), to: shiftDate(range.to, step * length) };
}
