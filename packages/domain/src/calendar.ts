import type { ClassScheduleKind } from '@classbeam/contracts';

/** A class as the calendar needs it: only the scheduling fields. */
export interface SchedulableClass {
  scheduledDate: string | null;
  dayOfWeek: number | null;
}

export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Recurring wins over one-time: a weekly class with a first date is still weekly. */
export function scheduleKind(cls: SchedulableClass): ClassScheduleKind {
  if (cls.dayOfWeek !== null) return 'recurring';
  if (cls.scheduledDate !== null) return 'one-time';
  return 'unscheduled';
}

/** Local calendar date as YYYY-MM-DD (not UTC: a teacher's Monday is their own). */
export function toDateString(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Parses YYYY-MM-DD as a local date at midnight. */
export function fromDateString(value: string): Date {
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
  return next;
}

/** The Monday on or before `date`, at local midnight. */
export function startOfWeek(date: Date): Date {
  const day = date.getDay(); // 0 Sunday
  const sinceMonday = (day + 6) % 7;
  return addDays(date, -sinceMonday);
}

/**
 * The Monday of the week the calendar opens on. On a Saturday or Sunday with weekends hidden
 * the current week has nothing left to show, so it opens on the coming week (a teacher
 * planning on Sunday looks at Monday); with weekends shown it stays on the week holding today.
 */
export function openingWeekStart(today: Date, showWeekends: boolean): Date {
  const monday = startOfWeek(today);
  const day = today.getDay();
  const onWeekend = day === 0 || day === 6;
  return onWeekend && !showWeekends ? addDays(monday, 7) : monday;
}

export interface WeekDay {
  date: string;
  dayOfWeek: number;
  name: (typeof DAY_NAMES)[number];
}

/** The days shown for the week starting at `monday`: 5 (Mon-Fri) or 7 (Mon-Sun). */
export function weekDays(monday: Date, showWeekends: boolean): WeekDay[] {
  const count = showWeekends ? 7 : 5;
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(monday, i);
    const dayOfWeek = date.getDay();
    return { date: toDateString(date), dayOfWeek, name: DAY_NAMES[dayOfWeek] ?? 'Monday' };
  });
}

/** Classes that take place on `day`: weekly ones on that weekday, one-time ones on that date. */
export function classesOnDay<T extends SchedulableClass>(classes: readonly T[], day: WeekDay): T[] {
  return classes.filter((cls) => {
    const kind = scheduleKind(cls);
    if (kind === 'recurring') return cls.dayOfWeek === day.dayOfWeek;
    if (kind === 'one-time') return cls.scheduledDate === day.date;
    return false;
  });
}

export function unscheduledClasses<T extends SchedulableClass>(classes: readonly T[]): T[] {
  return classes.filter((cls) => scheduleKind(cls) === 'unscheduled');
}

/** 'Mar 3 - Mar 7, 2026' style label for a week's visible range. */
export function weekRangeLabel(days: readonly WeekDay[], locale = 'en-US'): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return '';
  const short = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' });
  const year = fromDateString(last.date).getFullYear();
  return `${short.format(fromDateString(first.date))} – ${short.format(fromDateString(last.date))}, ${year}`;
}
