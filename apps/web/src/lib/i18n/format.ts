import { activeLocale } from './activate';
import { INTL_LOCALE } from './locales';

/*
 * Dates, times and numbers in the active locale, in one place: every screen formats through
 * these, so a screen in Spanish reads "martes, 12 de mayo" and "5,2". Formatters are cached
 * per locale and options (building one costs more than using it).
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: 'date' | 'number',
  options: object,
  make: (locale: string) => T,
): T {
  const locale = INTL_LOCALE[activeLocale()];
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make(locale);
    cache.set(key, formatter);
  }
  return formatter as T;
}

export const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (options: Intl.NumberFormatOptions = {}) =>
  cached('number', options, (locale) => new Intl.NumberFormat(locale, options));

/** "Nov 25, 2026" / "25 nov 2026". */
export const formatDate = (date: Date, timeZone?: string) =>
  dateFormat({ month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date);

/** "Nov 16" / "16 nov". */
export const formatDayMonth = (date: Date) =>
  dateFormat({ month: 'short', day: 'numeric' }).format(date);

/** "Monday" / "lunes" (capitalised by the caller where a sentence starts). */
export const formatWeekday = (date: Date, width: 'long' | 'short' = 'long') =>
  dateFormat({ weekday: width }).format(date);

/** "9:05 AM" / "9:05". */
export const formatTime = (date: Date) =>
  dateFormat({ hour: 'numeric', minute: '2-digit' }).format(date);

/** "5.2" / "5,2". */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
  numberFormat(options).format(value);

const lists = new Map<string, Intl.ListFormat>();

/**
 * "Ada, Ben and Cy" / "Ada, Ben y Cy" (Spanish's "e" before "Inés" included). English is
 * the spec's, without the serial comma US English adds, so it is listed as British English.
 */
export function formatList(items: readonly string[]): string {
  const tag = INTL_LOCALE[activeLocale()];
  const locale = tag === 'en-US' ? 'en-GB' : tag;
  let format = lists.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
    lists.set(locale, format);
  }
  return format.format(items);
}

/** Sentence case for a locale's lower-case names ("lunes" -> "Lunes"). */
export const capitalise = (text: string) =>
  text.charAt(0).toLocaleUpperCase(INTL_LOCALE[activeLocale()]) + text.slice(1);
