import type { DateOrder } from '@classbeam/contracts/constants';
import { daysInMonth } from '@classbeam/domain/birth-date';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { capitalise, dateFormat } from '../../lib/i18n/format';
import './birth-date-picker.css';

export interface PickedParts {
  day: number | null;
  month: number | null;
  year: number | null;
}

export const NOTHING_PICKED: PickedParts = { day: null, month: null, year: null };

type Part = keyof PickedParts;

const PARTS_IN_ORDER: Record<DateOrder, Part[]> = {
  dmy: ['day', 'month', 'year'],
  mdy: ['month', 'day', 'year'],
  ymd: ['year', 'month', 'day'],
};

const PART_NAMES: Record<Part, MessageDescriptor> = {
  day: msg`Day`,
  month: msg`Month`,
  year: msg`Year`,
};

/** The months by name in the active language, January first ("February" / "Febrero"). */
function monthNames(): string[] {
  const format = dateFormat({ month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => capitalise(format.format(Date.UTC(2000, i, 1))));
}

/** Years shown at once; the first page ends with children of 4. */
const YEARS_PER_PAGE = 12;
const YOUNGEST_AGE = 4;

/** The page of years holding `year`, or the first page (ages 4 to 15) when none is picked. */
function firstYearOf(thisYear: number, year: number | null): number {
  const last = thisYear - YOUNGEST_AGE;
  if (year === null) return last - YEARS_PER_PAGE + 1;
  const pagesBack = Math.max(0, Math.ceil((last - year + 1) / YEARS_PER_PAGE) - 1);
  return last - (pagesBack + 1) * YEARS_PER_PAGE + 1;
}

/** The next part the child has not picked yet, in the order's turn after `from`. */
function nextPart(order: DateOrder, parts: PickedParts, from: Part): Part {
  const turn = PARTS_IN_ORDER[order];
  const start = turn.indexOf(from);
  const after = [...turn.slice(start + 1), ...turn.slice(0, start + 1)];
  return after.find((part) => parts[part] === null) ?? from;
}

interface BirthDatePickerProps {
  value: PickedParts;
  onChange: (value: PickedParts) => void;
  /** The order of the device's language: the parts are asked in it, and it is said. */
  order: DateOrder;
  /** This year, on the device's clock (the years on offer end 4 years before it). */
  thisYear: number;
}

/**
 * A date of birth a 7-year-old can give on a touch screen, without typing (decision 0142):
 * three big slots (Day, Month, Year, in the language's order) and under them the choices for
 * one slot at a time: the days as a calendar of numbers, the months by name, the years a page
 * of 12 at a time. A pick moves on to the next slot; tapping a slot goes back to it. Days a
 * month does not have are greyed out once the month is known.
 */
export function BirthDatePicker({ value, onChange, order, thisYear }: BirthDatePickerProps) {
  const { t, i18n } = useLingui();
  const months = monthNames();
  const turn = PARTS_IN_ORDER[order];
  const [current, setCurrent] = useState<Part>(
    () => turn.find((part) => value[part] === null) ?? turn[0] ?? 'day',
  );
  const [firstYear, setFirstYear] = useState(() => firstYearOf(thisYear, value.year));
  const lastYear = thisYear - YOUNGEST_AGE;

  const pick = (part: Part, picked: number) => {
    const next = { ...value, [part]: picked };
    // A day the new month (or year) does not have is taken back: the child picks it again, now.
    const dayGone =
      next.day !== null && next.month !== null && next.day > daysInMonth(next.month, next.year);
    if (dayGone) next.day = null;
    onChange(next);
    setCurrent(dayGone ? 'day' : nextPart(order, next, part));
  };

  const shown: Record<Part, string> = {
    day: value.day === null ? '–' : String(value.day),
    month: value.month === null ? '–' : (months[value.month - 1] ?? '–'),
    year: value.year === null ? '–' : String(value.year),
  };
  const days = value.month === null ? 31 : daysInMonth(value.month, value.year);
  const years = Array.from({ length: YEARS_PER_PAGE }, (_, i) => firstYear + i).filter(
    (year) => year <= lastYear,
  );

  return (
    <div className="dob-picker">
      <div className="dob-slots">
        {turn.map((part) => {
          const name = i18n._(PART_NAMES[part]);
          const picked = shown[part];
          return (
            <button
              key={part}
              type="button"
              className="dob-slot"
              aria-pressed={current === part}
              aria-label={value[part] === null ? t`${name}: not picked yet` : t`${name}: ${picked}`}
              onClick={() => setCurrent(part)}
            >
              <span className="dob-slot-name">{name}</span>
              <span className="dob-slot-value">{picked}</span>
            </button>
          );
        })}
      </div>

      {current === 'day' && (
        <fieldset className="dob-choices dob-days">
          <legend className="dob-ask">
            <Trans>Tap the day you were born</Trans>
          </legend>
          {Array.from({ length: 31 }, (_, i) => i + 1).map((day) => (
            <button
              key={day}
              type="button"
              className="dob-choice"
              aria-pressed={value.day === day}
              disabled={day > days}
              onClick={() => pick('day', day)}
            >
              {day}
            </button>
          ))}
        </fieldset>
      )}

      {current === 'month' && (
        <fieldset className="dob-choices dob-months">
          <legend className="dob-ask">
            <Trans>Tap the month you were born</Trans>
          </legend>
          {months.map((name, i) => (
            <button
              key={name}
              type="button"
              className="dob-choice"
              aria-pressed={value.month === i + 1}
              onClick={() => pick('month', i + 1)}
            >
              {name}
            </button>
          ))}
        </fieldset>
      )}

      {current === 'year' && (
        <fieldset className="dob-choices dob-years">
          <legend className="dob-ask">
            <Trans>Tap the year you were born</Trans>
          </legend>
          {years.map((year) => (
            <button
              key={year}
              type="button"
              className="dob-choice"
              aria-pressed={value.year === year}
              onClick={() => pick('year', year)}
            >
              {year}
            </button>
          ))}
          <div className="dob-pager">
            <button
              type="button"
              className="btn"
              onClick={() => setFirstYear((y) => y - YEARS_PER_PAGE)}
              disabled={firstYear - YEARS_PER_PAGE < 1900}
            >
              <Trans>‹ Earlier years</Trans>
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => setFirstYear((y) => y + YEARS_PER_PAGE)}
              disabled={firstYear + YEARS_PER_PAGE > lastYear}
            >
              <Trans>Later years ›</Trans>
            </button>
          </div>
        </fieldset>
      )}
    </div>
  );
}

/** The order the picker asks in, as a sentence, whole in each language. */
const ORDER_TEXTS: Record<DateOrder, MessageDescriptor> = {
  dmy: msg`Pick the day, then the month, then the year.`,
  mdy: msg`Pick the month, then the day, then the year.`,
  ymd: msg`Pick the year, then the month, then the day.`,
};

/** The order the picker asks in, as a sentence ('Pick the day, then the month, then the year.'). */
export const pickerOrderText = (i18n: I18n, order: DateOrder): string => i18n._(ORDER_TEXTS[order]);
