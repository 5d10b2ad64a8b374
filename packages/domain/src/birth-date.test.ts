import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  birthDateLabel,
  birthDateProblemText,
  daysInMonth,
  isoDate,
  MONTH_NAMES,
  pickedDate,
  readBirthDate,
  suggestDateOrder,
} from './birth-date';

const date = (d: string) => ({ kind: 'date', date: d });
const problem = (p: string) => ({ kind: 'problem', problem: p });

describe('BD1 real days only', () => {
  it('takes a day that exists, from 1900, and refuses 30 February, month 13 and day 0', () => {
    expect(isoDate(2016, 2, 29)).toBe('2016-02-29');
    expect(isoDate(2015, 2, 29)).toBeNull();
    expect(isoDate(2016, 2, 30)).toBeNull();
    expect(isoDate(2016, 13, 1)).toBeNull();
    expect(isoDate(2016, 4, 0)).toBeNull();
    expect(isoDate(1899, 12, 31)).toBeNull();
    expect(isoDate(1900, 1, 1)).toBe('1900-01-01');
    expect(daysInMonth(2, null)).toBe(29);
    expect(daysInMonth(2, 2015)).toBe(28);
    expect(daysInMonth(4, 2015)).toBe(30);
  });

  it('the picker sends a date only when day, month and year are all chosen and the day exists', () => {
    expect(pickedDate(3, 2, 2016)).toBe('2016-02-03');
    expect(pickedDate(null, 2, 2016)).toBeNull();
    expect(pickedDate(3, null, 2016)).toBeNull();
    expect(pickedDate(3, 2, null)).toBeNull();
    expect(pickedDate(31, 4, 2016)).toBeNull();
    expect(MONTH_NAMES[0]).toBe('January');
    expect(MONTH_NAMES).toHaveLength(12);
  });
});

describe('BD2 the order decides day and month; year first is read in any order', () => {
  it('03/02/2016 is 3 February day first and 2 March month first; ISO is ISO in both', () => {
    expect(readBirthDate('03/02/2016', 'dmy')).toEqual(date('2016-02-03'));
    expect(readBirthDate('03/02/2016', 'mdy')).toEqual(date('2016-03-02'));
    for (const order of ['dmy', 'mdy', 'ymd'] as const) {
      expect(readBirthDate('2016-02-03', order)).toEqual(date('2016-02-03'));
      expect(readBirthDate('2016/2/3', order)).toEqual(date('2016-02-03'));
      expect(readBirthDate('2016-02-03T00:00:00Z', order)).toEqual(date('2016-02-03'));
      expect(readBirthDate('2016-02-03 00:00:00', order)).toEqual(date('2016-02-03'));
    }
  });

  it('reads dots, dashes and spaces as separators, one-digit days and months, and a time after the date', () => {
    expect(readBirthDate('3.2.2016', 'dmy')).toEqual(date('2016-02-03'));
    expect(readBirthDate('3-2-2016', 'dmy')).toEqual(date('2016-02-03'));
    expect(readBirthDate(' 3 2 2016 ', 'dmy')).toEqual(date('2016-02-03'));
    expect(readBirthDate('2/3/2016 12:00 AM', 'mdy')).toEqual(date('2016-02-03'));
  });

  it('8 digits without separators follow the order', () => {
    expect(readBirthDate('03022016', 'dmy')).toEqual(date('2016-02-03'));
    expect(readBirthDate('02032016', 'mdy')).toEqual(date('2016-02-03'));
    expect(readBirthDate('20160203', 'ymd')).toEqual(date('2016-02-03'));
    expect(readBirthDate('20160203', 'dmy')).toEqual(problem('not_a_date'));
  });

  it('an English month name is read in any order', () => {
    for (const order of ['dmy', 'mdy', 'ymd'] as const) {
      expect(readBirthDate('3 Feb 2016', order)).toEqual(date('2016-02-03'));
      expect(readBirthDate('3-Feb-2016', order)).toEqual(date('2016-02-03'));
      expect(readBirthDate('February 3, 2016', order)).toEqual(date('2016-02-03'));
      expect(readBirthDate('Sept 30 2015', order)).toEqual(date('2015-09-30'));
      expect(readBirthDate('3rd March 2016', order)).toEqual(date('2016-03-03'));
    }
    expect(readBirthDate('3 Fe 2016', 'dmy')).toEqual(problem('not_a_date'));
    expect(readBirthDate('3 Febtember 2016', 'dmy')).toEqual(problem('not_a_date'));
  });

  it('a day-first or month-first date under Year-Month-Day is not read (no guessing)', () => {
    expect(readBirthDate('03/02/2016', 'ymd')).toEqual(problem('not_a_date'));
  });
});

describe('BD3 what is not read, and why', () => {
  it('blank is no date; a 2-digit year, an impossible day, a year before 1900 and a date after today are problems', () => {
    expect(readBirthDate('   ', 'dmy')).toEqual({ kind: 'blank' });
    expect(readBirthDate('3/2/16', 'dmy')).toEqual(problem('two_digit_year'));
    expect(readBirthDate('3-Feb-16', 'dmy')).toEqual(problem('two_digit_year'));
    expect(readBirthDate('31/02/2016', 'dmy')).toEqual(problem('not_a_date'));
    expect(readBirthDate('02/31/2016', 'mdy')).toEqual(problem('not_a_date'));
    expect(readBirthDate('25/12/2015', 'mdy')).toEqual(problem('not_a_date'));
    expect(readBirthDate('01/01/1850', 'dmy')).toEqual(problem('not_a_date'));
    expect(readBirthDate('soon', 'dmy')).toEqual(problem('not_a_date'));
    expect(readBirthDate('1/2/3/2016', 'dmy')).toEqual(problem('not_a_date'));
    expect(readBirthDate('03/02/2061', 'dmy', '2026-11-27')).toEqual(problem('future'));
    expect(readBirthDate('27/11/2026', 'dmy', '2026-11-27')).toEqual(date('2026-11-27'));
  });

  it('says each problem with the value as written and the order', () => {
    expect(birthDateProblemText('not_a_date', '31/02/2016', 'dmy')).toBe(
      '"31/02/2016" is not a date in Day/Month/Year order',
    );
    expect(birthDateProblemText('two_digit_year', '3/2/16', 'mdy')).toBe(
      '"3/2/16" has a 2-digit year: write the year with 4 digits',
    );
    expect(birthDateProblemText('future', '03/02/2061', 'dmy')).toBe(
      '"03/02/2061" is in the future',
    );
  });

  it('never throws and reads only real days, whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('dmy', 'mdy', 'ymd' as const), (text, order) => {
        const reading = readBirthDate(text, order);
        if (reading.kind === 'date') {
          const [y, m, d] = reading.date.split('-').map(Number);
          expect(isoDate(y ?? 0, m ?? 0, d ?? 0)).toBe(reading.date);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('every real day written in each order reads back as itself (property)', () => {
    const day = fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z') })
      .filter((d) => !Number.isNaN(d.getTime()));
    fc.assert(
      fc.property(day, (d) => {
        const iso = d.toISOString().slice(0, 10);
        const [y, m, dd] = iso.split('-');
        expect(readBirthDate(`${dd}/${m}/${y}`, 'dmy')).toEqual(date(iso));
        expect(readBirthDate(`${m}/${dd}/${y}`, 'mdy')).toEqual(date(iso));
        expect(readBirthDate(iso, 'ymd')).toEqual(date(iso));
        expect(readBirthDate(birthDateLabel(iso), 'mdy')).toEqual(date(iso));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('BD4 shown the one way no reader takes wrongly', () => {
  it('3 Feb 2016, 25 Dec 2015', () => {
    expect(birthDateLabel('2016-02-03')).toBe('3 Feb 2016');
    expect(birthDateLabel('2015-12-25')).toBe('25 Dec 2015');
  });
});

describe('BD5 the suggested order', () => {
  it("keeps the teacher's order unless another reads more of the file's dates", () => {
    expect(suggestDateOrder(['03/02/2016', '04/05/2015'], 'mdy')).toBe('mdy');
    expect(suggestDateOrder(['03/02/2016', '25/12/2015'], 'mdy')).toBe('dmy');
    expect(suggestDateOrder(['12/25/2015', '03/02/2016'], 'dmy')).toBe('mdy');
    expect(suggestDateOrder(['20160203', '', '20151225'], 'dmy')).toBe('ymd');
    expect(suggestDateOrder(['2016-02-03'], 'dmy')).toBe('dmy');
    expect(suggestDateOrder([], 'ymd')).toBe('ymd');
  });
});
