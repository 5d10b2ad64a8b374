import type { ImportSkipReason } from '@classbeam/contracts';
import {
  type BirthDateProblem,
  type DateOrder,
  ROW_MAX,
  STUDENT_NAME_MAX,
  STUDENT_NOTES_MAX,
} from '@classbeam/contracts/constants';
import { birthDateLabel } from '@classbeam/domain/birth-date';
import { plural, t } from '@lingui/core/macro';
import { activeLocale } from '../../lib/i18n/activate';
import { dateFormat, formatNumber } from '../../lib/i18n/format';
import { INTL_LOCALE } from '../../lib/i18n/locales';

/*
 * The preview's sentences about a line, in the active language: the domain's English ones
 * (skipReasonText, birthDateProblemText, RC12 and BD3) word for word, each a whole message, so
 * a language orders the value, the number and the words its own way.
 */

/** RC12: why a line is left out. */
export function skipReasonMessage(reason: ImportSkipReason): string {
  switch (reason.code) {
    case 'extra_cells':
      return t`More cells than column names: a name or note with a comma needs quotes, as in "Lee, Ann"`;
    case 'no_name':
      return t`No name`;
    case 'name_too_long': {
      const max = formatNumber(STUDENT_NAME_MAX);
      return t`Name longer than ${max} characters`;
    }
    case 'notes_too_long': {
      const max = formatNumber(STUDENT_NOTES_MAX);
      return t`Notes longer than ${max} characters`;
    }
    case 'row_out_of_range': {
      const { value } = reason;
      const max = formatNumber(ROW_MAX);
      return reason.split
        ? t`Row/Table "${value}" is not a whole number from 1 to ${max} (a name with a comma needs quotes, as in "Lee, Ann")`
        : t`Row/Table "${value}" is not a whole number from 1 to ${max}`;
    }
    case 'duplicate': {
      const { firstLine } = reason;
      return t`Same name as line ${firstLine}`;
    }
    case 'ambiguous': {
      const { count } = reason;
      return plural(count, {
        one: '# student in the class has this name',
        other: '# students in the class have this name',
      });
    }
  }
}

/** BD3: why a date of birth was not read (the value as the file wrote it). */
export function dateProblemMessage(
  problem: BirthDateProblem,
  value: string,
  order: DateOrder,
): string {
  if (problem === 'two_digit_year')
    return t`"${value}" has a 2-digit year: write the year with 4 digits`;
  if (problem === 'future') return t`"${value}" is in the future`;
  if (order === 'dmy') return t`"${value}" is not a date in Day/Month/Year order`;
  if (order === 'mdy') return t`"${value}" is not a date in Month/Day/Year order`;
  return t`"${value}" is not a date in Year-Month-Day order`;
}

/**
 * BD4: a date of birth no reader takes the wrong way round, the month in words: the spec's
 * '3 Feb 2016' in English, the language's own elsewhere ('3 feb 2016').
 */
export function birthDateText(iso: string): string {
  if (INTL_LOCALE[activeLocale()] === 'en-US') return birthDateLabel(iso);
  const [year = 2000, month = 1, day = 1] = iso.split('-').map(Number);
  return dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
