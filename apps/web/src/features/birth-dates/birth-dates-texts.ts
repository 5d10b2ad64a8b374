import type { DateOrder } from '@classbeam/contracts/constants';
import type { BirthDateProblem } from '@classbeam/domain/birth-date';
import { birthDateLabel } from '@classbeam/domain/birth-date';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activeLocale } from '../../lib/i18n/activate';
import { dateFormat } from '../../lib/i18n/format';

/*
 * The table's words about dates in the active language: the domain's are English (BD3, BD4,
 * BD6) and stay its rules' and the CSV's; what the teacher reads here comes from these.
 */

/** BD6: each order by name ('Day/Month/Year'). */
const ORDER_LABELS: Record<DateOrder, MessageDescriptor> = {
  dmy: msg`Day/Month/Year`,
  mdy: msg`Month/Day/Year`,
  ymd: msg`Year-Month-Day`,
};

/** A date as a field's placeholder writes it in each order. */
const ORDER_PATTERNS: Record<DateOrder, MessageDescriptor> = {
  dmy: msg`DD/MM/YYYY`,
  mdy: msg`MM/DD/YYYY`,
  ymd: msg`YYYY-MM-DD`,
};

export const orderPattern = (i18n: I18n, order: DateOrder): string => i18n._(ORDER_PATTERNS[order]);

/** BD3: why a typed date was not read (the value as written). */
export function problemText(
  i18n: I18n,
  problem: BirthDateProblem,
  value: string,
  order: DateOrder,
): string {
  switch (problem) {
    case 'two_digit_year':
      return i18n._(msg`"${value}" has a 2-digit year: write the year with 4 digits`);
    case 'future':
      return i18n._(msg`"${value}" is in the future`);
    default: {
      const orderName = i18n._(ORDER_LABELS[order]);
      return i18n._(msg`"${value}" is not a date in ${orderName} order`);
    }
  }
}

/**
 * BD4: a date no reader takes the wrong way round, the month by name: the spec's '3 Feb 2016'
 * in English, the language's own elsewhere ('3 feb 2016').
 */
export function dateLabel(iso: string): string {
  if (activeLocale() === 'en') return birthDateLabel(iso);
  const [year, month, day] = iso.split('-').map(Number);
  return dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year ?? 2000, (month ?? 1) - 1, day ?? 1),
  );
}
