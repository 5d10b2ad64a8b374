import type { ClassDto, ClassScheduleKind } from '@classbeam/contracts';
import { fromDateString, scheduleKind } from '@classbeam/domain';
import { t } from '@lingui/core/macro';
import { activeLocale } from '../../lib/i18n/activate';
import { capitalise, formatWeekday } from '../../lib/i18n/format';
import { INTL_LOCALE } from '../../lib/i18n/locales';

type Schedulable = Pick<ClassDto, 'dayOfWeek' | 'scheduledDate'>;

/** The spec's three tags, read in the language active when they are drawn. */
export const KIND_LABELS: Record<ClassScheduleKind, string> = {
  get recurring() {
    return t`Recurring`;
  },
  get 'one-time'() {
    return t`One-time`;
  },
  get unscheduled() {
    return t`Unscheduled`;
  },
};

const intlLocale = () => INTL_LOCALE[activeLocale()];

const longDate = (locale: string, timeZone?: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone });

/** 2026-11-23 is a Monday: the weekday `dayOfWeek` (0 Sunday) falls on 2026-11-22 + n. */
const weekdayOf = (dayOfWeek: number) => formatWeekday(new Date(2026, 10, 22 + dayOfWeek));

/** A weekday on its own, as a choice reads it: 'Monday' / 'Lunes'. */
export const weekdayName = (dayOfWeek: number) => capitalise(weekdayOf(dayOfWeek));

/**
 * 'Every Monday' / 'Nov 25, 2026' / 'Not scheduled'. A class made before the two became
 * exclusive may have both: the card says both ('Every Monday · Nov 25, 2026') until the
 * teacher edits it, rather than hiding the date (the calendar lists it under the weekday).
 */
export function scheduleLabel(cls: Schedulable, locale = intlLocale()): string {
  const kind = scheduleKind(cls);
  // A date-only value is a local calendar day; parsing it as UTC would shift it a day west.
  const date = cls.scheduledDate ? longDate(locale).format(fromDateString(cls.scheduledDate)) : '';
  if (kind === 'recurring') {
    const weekday = weekdayOf(cls.dayOfWeek ?? 0);
    const every = t`Every ${weekday}`;
    return date ? `${every} · ${date}` : every;
  }
  if (kind === 'one-time' && date) return date;
  return t`Not scheduled`;
}

/** 'Created Nov 21, 2026' from the ISO timestamp, in the teacher's time zone. */
export function createdLabel(createdAt: string, locale = intlLocale(), timeZone?: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  const day = longDate(locale, timeZone).format(date);
  return t`Created ${day}`;
}

/** Short day header for the calendar: 'Nov 16'. */
export function dayDateLabel(date: string, locale = intlLocale()): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }).format(
    fromDateString(date),
  );
}

/** Route ids are read as numbers; anything else ('abc', '1.5', '-3') is no class at all. */
export function parseClassId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function byName(a: { name: string }, b: { name: string }): number {
  return a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });
}
