import { DATE_ORDERS, type DateOrder } from '@classbeam/contracts/constants';

/*
 * The order a teacher writes dates of birth in (day first, month first, or year first), for
 * the CSV import's preview and the whole-class table. Both start from the order this device
 * chose last, else the browser language's own (en-US month first, en-GB day first, ja year
 * first), and remember a change (decisions 0140, 0141).
 */

const STORAGE_KEY = 'classbeam.date-order';

const isOrder = (value: unknown): value is DateOrder =>
  typeof value === 'string' && (DATE_ORDERS as readonly string[]).includes(value);

/** The order a locale writes a numeric date in; year first covers 2016/2/3 and 2016. 2. 3. */
export function localeDateOrder(locale?: string): DateOrder {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(new Date(2016, 1, 3));
  } catch {
    return 'dmy';
  }
  const order = parts
    .map((p) => p.type)
    .filter((t) => t === 'day' || t === 'month' || t === 'year')
    .map((t) => t[0])
    .join('');
  if (order.startsWith('y')) return 'ymd';
  return order === 'mdy' ? 'mdy' : 'dmy';
}

/** The order this device chose last, else the browser language's. */
export function preferredDateOrder(storage: Pick<Storage, 'getItem'> = localStorage): DateOrder {
  try {
    const stored = storage.getItem(STORAGE_KEY);
    if (isOrder(stored)) return stored;
  } catch {
    // Storage refused (a private window): the language decides.
  }
  return localeDateOrder();
}

export function rememberDateOrder(
  order: DateOrder,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  try {
    storage.setItem(STORAGE_KEY, order);
  } catch {
    // Not remembered: the next dialog asks the language again.
  }
}
