import type { ClassDto, ClassScheduleKind } from '@classbeam/contracts';
import { DAY_NAMES, fromDateString, scheduleKind } from '@classbeam/domain';

type Schedulable = Pick<ClassDto, 'dayOfWeek' | 'scheduledDate'>;

export const KIND_LABELS: Record<ClassScheduleKind, string> = {
  recurring: 'Recurring',
  'one-time': 'One-time',
  unscheduled: 'Unscheduled',
};

const longDate = (locale: string, timeZone?: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone });

/**
 * 'Every Monday' / 'Nov 25, 2026' / 'Not scheduled'. A class made before the two became
 * exclusive may have both: the card says both ('Every Monday · Nov 25, 2026') until the
 * teacher edits it, rather than hiding the date (the calendar lists it under the weekday).
 */
export function scheduleLabel(cls: Schedulable, locale = 'en-US'): string {
  const kind = scheduleKind(cls);
  // A date-only value is a local calendar day; parsing it as UTC would shift it a day west.
  const date = cls.scheduledDate ? longDate(locale).format(fromDateString(cls.scheduledDate)) : '';
  if (kind === 'recurring') {
    const every = `Every ${DAY_NAMES[cls.dayOfWeek ?? 0]}`;
    return date ? `${every} · ${date}` : every;
  }
  if (kind === 'one-time' && date) return date;
  return 'Not scheduled';
}

/** 'Created Nov 21, 2026' from the ISO timestamp, in the teacher's time zone. */
export function createdLabel(createdAt: string, locale = 'en-US', timeZone?: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return `Created ${longDate(locale, timeZone).format(date)}`;
}

/** Short day header for the calendar: 'Nov 16'. */
export function dayDateLabel(date: string, locale = 'en-US'): string {
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
