import {
  type DateRange,
  daysIn,
  presetRange,
  type RangePreset,
  shiftDate,
} from '@classbeam/domain/reports';
import { t } from '@lingui/core/macro';
import { capitalise, dateFormat, formatNumber } from '../../lib/i18n/format';

/*
 * The range a report shows lives in the page's address (`?range=week`, or `?from=&to=`), so
 * Back, a reload and a shared link show the same report.
 */
export type RangeChoice = { kind: RangePreset } | ({ kind: 'custom' } & DateRange);

export const PRESETS: readonly RangePreset[] = ['today', 'week', 'month', 'term'];

/** The presets' names, read in the language active when they are drawn. */
export const PRESET_LABELS: Record<RangePreset, string> = {
  get today() {
    return t`Today`;
  },
  get week() {
    return t`This week`;
  },
  get month() {
    return t`This month`;
  },
  get term() {
    return t`This term`;
  },
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

/*
 * Dates in the active language (lib/i18n/format.ts): 'Mon, Nov 3, 2025' in English,
 * 'lun, 3 nov 2025' in Spanish. Formatters are looked up when used, so a language switch
 * draws the next render in the new language.
 */
const day = (date: string) => new Date(`${date}T12:00:00`);
const full = () =>
  dateFormat({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** The range in words: 'Mon, Nov 3, 2025' for a day, 'Nov 3 – 9, 2025' for more. */
export function rangeText(range: DateRange): string {
  if (range.from === range.to) return full().format(day(range.from));
  return dateFormat({ dateStyle: 'medium' }).formatRange(day(range.from), day(range.to));
}

/** A day as a chart names it: 'Nov 3' / '3 nov'. */
export const shortDay = (date: string): string =>
  dateFormat({ day: 'numeric', month: 'short' }).format(day(date));

/** 'November 2025' / 'Noviembre de 2025' of '2025-11' (a title, so capitalised). */
export const monthText = (month: string): string =>
  capitalise(dateFormat({ month: 'long', year: 'numeric' }).format(day(`${month}-01`)));

/** A day in a table: 'Mon, Nov 3, 2025'. */
export const dayText = (date: string): string => full().format(day(date));

/** A percent of positive points ('86%' / '86 %'), or a dash without points. */
export const percentText = (percent: number | null): string =>
  percent === null
    ? '–'
    : formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 1 });

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
