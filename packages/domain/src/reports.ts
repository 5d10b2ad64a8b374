/*
 * Report rules (Step 11, rule ids RE1-RE7 in SPEC.md, decision 0155): which days a range
 * covers, how a day's or a range's points become a share of positive points and a colour, and
 * how points over time are cut into days or weeks. A module of its own
 * (`@classbeam/domain/reports`): only the reports' chunk and the server read it (F4).
 *
 * Dates are calendar days written YYYY-MM-DD; the arithmetic is done in UTC so a clock change
 * never makes a day 23 or 25 hours long.
 */

export type RangePreset = 'today' | 'week' | 'month' | 'term';

export interface DateRange {
  from: string;
  to: string;
}

/** The share of positive points at or above which a day is green, and yellow (RE3). */
export interface DayThresholds {
  greenAt: number;
  yellowAt: number;
}

export type DayTone = 'green' | 'yellow' | 'red' | 'none';

export type SeriesUnit = 'day' | 'week';

const DAY_MS = 86_400_000;

const toUtc = (date: string): number => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** `date` moved by `days` calendar days. */
export const shiftDate = (date: string, days: number): string =>
  fromUtc(toUtc(date) + days * DAY_MS);

/** Days from `from` to `to`, both counted: 1 for a single day. */
export const daysIn = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1;

/** The Monday of the week holding `date` (weeks run Monday to Sunday, as the calendar's). */
export function mondayOf(date: string): string {
  const weekday = new Date(toUtc(date)).getUTCDay(); // 0 Sunday
  return shiftDate(date, -((weekday + 6) % 7));
}

/** The month of a date, YYYY-MM. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** Every day of a month (YYYY-MM), in order. */
export function daysOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = Date.UTC(y, m - 1, 1);
  const next = Date.UTC(y, m, 1);
  const days: string[] = [];
  for (let t = first; t < next; t += DAY_MS) days.push(fromUtc(t));
  return days;
}

/**
 * RE1: the days a preset covers on `today`: today alone; this week Monday to Sunday; this month
 * from its first day to its last; the term as the teacher set it, or null while none is set.
 */
export function presetRange(
  preset: RangePreset,
  today: string,
  term: DateRange | null,
): DateRange | null {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const monday = mondayOf(today);
      return { from: monday, to: shiftDate(monday, 6) };
    }
    case 'month': {
      const days = daysOfMonth(monthOf(today));
      return { from: days[0] as string, to: days[days.length - 1] as string };
    }
    case 'term':
      return term;
  }
}

/**
 * RE2: the share of positive points, a whole percent: points given over points given and taken
 * (a +3 counts three times a -1). Reminders (0 points) move neither side, so a day of reminders
 * alone has no share (null), like a day with no points at all.
 */
export function percentPositive(given: number, taken: number): number | null {
  const total = given + taken;
  if (total <= 0) return null;
  return Math.round((given * 100) / total);
}

/** RE3: a day's colour: green at or above `greenAt`, yellow at or above `yellowAt`, else red. */
export function dayTone(percent: number | null, thresholds: DayThresholds): DayTone {
  if (percent === null) return 'none';
  if (percent >= thresholds.greenAt) return 'green';
  if (percent >= thresholds.yellowAt) return 'yellow';
  return 'red';
}

/** RE3: thresholds a teacher may set: whole percents, yellow below green. */
export const validThresholds = ({ greenAt, yellowAt }: DayThresholds): boolean =>
  Number.isInteger(greenAt) &&
  Number.isInteger(yellowAt) &&
  yellowAt >= 0 &&
  greenAt <= 100 &&
  yellowAt < greenAt;

/** RE4: a range of up to this many days is drawn day by day; a longer one week by week. */
export const DAILY_SERIES_MAX_DAYS = 31;

/** RE4: the step of points over time for a range of days. */
export const seriesUnit = (from: string, to: string): SeriesUnit =>
  daysIn(from, to) <= DAILY_SERIES_MAX_DAYS ? 'day' : 'week';

/**
 * RE4: where each step of the series starts, from `from` to `until` (the range's end, or today
 * when the range reaches past it: days to come are not drawn as days of nothing). A week's step
 * is named by its Monday, the first one by `from` when the range starts mid-week.
 */
export function seriesStarts(from: string, until: string, unit: SeriesUnit): string[] {
  if (until < from) return [];
  if (unit === 'day') {
    const n = daysIn(from, until);
    return Array.from({ length: n }, (_, i) => shiftDate(from, i));
  }
  const starts = [from];
  for (let monday = shiftDate(mondayOf(from), 7); monday <= until; monday = shiftDate(monday, 7))
    starts.push(monday);
  return starts;
}

/** RE4: the step a day falls in (its own day, or its week's start as `seriesStarts` names it). */
export function seriesStepOf(date: string, from: string, unit: SeriesUnit): string {
  if (unit === 'day') return date;
  const monday = mondayOf(date);
  return monday < from ? from : monday;
}

/** RE5: a report shows at most this many months of day dots (a year: a term fits, twice). */
export const DOTS_MONTHS_MAX = 12;

/** The month after a month (YYYY-MM). */
const nextMonth = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/**
 * RE5: the months a report's day dots show: every month of the range, from the month it starts
 * in to the month it ends in, or today's when the range reaches past today. A range longer than
 * DOTS_MONTHS_MAX months shows its last DOTS_MONTHS_MAX (the months nearest the end).
 */
export function dotsMonths(from: string, to: string, today: string): string[] {
  const first = monthOf(from);
  // A range wholly to come still shows its first month (faint).
  let last = monthOf(to < today ? to : today);
  if (last < first) last = first;
  const months: string[] = [];
  for (let m = first; m <= last; m = nextMonth(m)) months.push(m);
  return months.slice(-DOTS_MONTHS_MAX);
}

/** RE6: the last day a report's series reaches: the range's end, or today if that is sooner. */
export const seriesUntil = (to: string, today: string): string => (to < today ? to : today);
