/**
 * Dates of birth as people write them (Step 10): a school system's CSV column, the teacher's
 * whole-class table, the iPad's picker. Pure: today is an argument. Rule ids BD1-BD6 are in
 * SPEC.md. A subpath of its own (`@classbeam/domain/birth-date`), so only the chunks that read
 * dates carry it.
 */
import type { BirthDateProblem, DateOrder } from '@classbeam/contracts/constants';

export type { BirthDateProblem, DateOrder };

export type BirthDateReading =
  | { kind: 'blank' }
  | { kind: 'date'; date: string }
  | { kind: 'problem'; problem: BirthDateProblem };

/** The earliest year read as a date of birth: anything before is a typing slip. */
const FIRST_YEAR = 1900;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** The month names a child reads on the iPad's picker, January first. */
export const MONTH_NAMES = MONTHS.map((m) => m[0]?.toUpperCase() + m.slice(1));

/** BD6: how each order is named wherever a teacher chooses it. */
export const DATE_ORDER_LABELS: Record<DateOrder, string> = {
  dmy: 'Day/Month/Year',
  mdy: 'Month/Day/Year',
  ymd: 'Year-Month-Day',
};

/** How a date is written in each order, as a field's placeholder shows it. */
export const DATE_ORDER_PATTERNS: Record<DateOrder, string> = {
  dmy: 'DD/MM/YYYY',
  mdy: 'MM/DD/YYYY',
  ymd: 'YYYY-MM-DD',
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Days in a month of a year (February of an unknown year has 29, so any real day fits). */
export function daysInMonth(month: number, year: number | null): number {
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}

/** BD1: YYYY-MM-DD when the day exists (from 1900), else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < FIRST_YEAR || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(month, year)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** A month written as a word of at least 3 letters: the start of its English name. */
function monthOfWord(word: string): number | null {
  const text = word.toLowerCase();
  if (text.length < 3) return null;
  const at = MONTHS.findIndex((name) => name.startsWith(text));
  return at === -1 ? null : at + 1;
}

/** A time a spreadsheet or a school system may write after the date (ignored). */
const TIME =
  /(?:[T\s]+\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[AaPp]\.?[Mm]\.?)?\s*(?:Z|[+-]\d{2}:?\d{2})?)$/;
const SEP = '[\\s/.\\-]+';
const NUMERIC = new RegExp(`^(\\d{1,4})${SEP}(\\d{1,2})${SEP}(\\d{1,4})$`);
const DAY_WORD = new RegExp(
  `^(\\d{1,2})(?:st|nd|rd|th)?${SEP}([A-Za-z]{3,9})\\.?,?${SEP}(\\d{2,4})$`,
);
const WORD_DAY = new RegExp(
  `^([A-Za-z]{3,9})\\.?${SEP}(\\d{1,2})(?:st|nd|rd|th)?,?[\\s/.\\-,]+(\\d{2,4})$`,
);

type Parts = { year: number; month: number; day: number; yearDigits: number } | null;

/** The three parts of a date written with separators, a month name, or 8 digits. */
function partsOf(text: string, order: DateOrder): Parts {
  const compact = /^\d{8}$/.exec(text);
  if (compact) {
    const d = text;
    if (order === 'ymd')
      return { year: +d.slice(0, 4), month: +d.slice(4, 6), day: +d.slice(6), yearDigits: 4 };
    const [first, second] = [+d.slice(0, 2), +d.slice(2, 4)];
    const year = +d.slice(4);
    return order === 'dmy'
      ? { year, month: second, day: first, yearDigits: 4 }
      : { year, month: first, day: second, yearDigits: 4 };
  }
  const named = DAY_WORD.exec(text) ?? WORD_DAY.exec(text);
  if (named) {
    const dayFirst = DAY_WORD.test(text);
    const [, a = '', b = '', y = ''] = named;
    const month = monthOfWord(dayFirst ? b : a);
    if (month === null) return null;
    return { year: +y, month, day: +(dayFirst ? a : b), yearDigits: y.length };
  }
  const numeric = NUMERIC.exec(text);
  if (!numeric) return null;
  const [, a = '', b = '', c = ''] = numeric;
  // Year first is never day first: 2016-02-03 and 2016/02/03 read alike in every order.
  if (a.length === 4) return { year: +a, month: +b, day: +c, yearDigits: 4 };
  if (order === 'ymd' || a.length > 2) return null;
  const [first, second] = [+a, +b];
  return order === 'dmy'
    ? { year: +c, month: second, day: first, yearDigits: c.length }
    : { year: +c, month: first, day: second, yearDigits: c.length };
}

/**
 * BD1-BD3: a date of birth as written, in the teacher's order. Blank is no date. Year-first
 * dates (ISO) and dates with an English month name are read in any order; 8 digits without
 * separators follow the order; a time after the date is ignored. A 2-digit year is refused
 * (1916 or 2016 cannot be told), as is a day that does not exist, a year before 1900 and a
 * date after `today` (YYYY-MM-DD, when given).
 */
export function readBirthDate(input: string, order: DateOrder, today?: string): BirthDateReading {
  const trimmed = input.trim();
  if (trimmed === '') return { kind: 'blank' };
  const text = trimmed.replace(TIME, '').trim();
  const parts = partsOf(text, order);
  if (!parts) return { kind: 'problem', problem: 'not_a_date' };
  if (parts.yearDigits === 2) return { kind: 'problem', problem: 'two_digit_year' };
  if (parts.yearDigits !== 4) return { kind: 'problem', problem: 'not_a_date' };
  const date = isoDate(parts.year, parts.month, parts.day);
  if (!date) return { kind: 'problem', problem: 'not_a_date' };
  if (today !== undefined && date > today) return { kind: 'problem', problem: 'future' };
  return { kind: 'date', date };
}

/** BD4: a date no reader can take the wrong way round: '3 Feb 2016'. */
export function birthDateLabel(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${SHORT_MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** BD3: the teacher's sentence for a date that was not read (the value as written). */
export function birthDateProblemText(
  problem: BirthDateProblem,
  value: string,
  order: DateOrder,
): string {
  switch (problem) {
    case 'two_digit_year':
      return `"${value}" has a 2-digit year: write the year with 4 digits`;
    case 'future':
      return `"${value}" is in the future`;
    default:
      return `"${value}" is not a date in ${DATE_ORDER_LABELS[order]} order`;
  }
}

/**
 * BD5: the order that reads the most of a file's dates: the teacher's own unless another reads
 * more of them (a 25/12/2015 in a file rules out month first). Blank cells do not count.
 */
export function suggestDateOrder(
  cells: readonly string[],
  preferred: DateOrder,
  today?: string,
): DateOrder {
  const read = (order: DateOrder) =>
    cells.filter((cell) => readBirthDate(cell, order, today).kind === 'date').length;
  const orders: DateOrder[] = [preferred, 'dmy', 'mdy', 'ymd'];
  let best = preferred;
  let most = read(preferred);
  for (const order of orders.slice(1)) {
    const count = read(order);
    if (count > most) [best, most] = [order, count];
  }
  return best;
}

/** A date of birth as the iPad's picker sends it, or null while a part is missing or wrong. */
export function pickedDate(
  day: number | null,
  month: number | null,
  year: number | null,
): string | null {
  return day === null || month === null || year === null ? null : isoDate(year, month, day);
}
