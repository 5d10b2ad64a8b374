import { plural, t } from '@lingui/core/macro';

/**
 * A countdown as m:ss. Seconds round up, so 0:00 shows only once the time is out and a
 * fresh 10-minute activity reads 10:00, not 9:59. Over an hour it stays m:ss (75:00).
 * Digits in every language: a clock, not a number to format.
 */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Whole minutes as people read them: "1 min", "45 min" (a plural: some languages differ). */
export const formatMinutes = (minutes: number): string =>
  plural(minutes, { one: '# min', other: '# min' });

/** Earned free time in whole minutes, rounded up as the final free time is (CR4). */
export function formatFreeMinutes(ms: number): string {
  return formatMinutes(Math.max(0, Math.ceil(ms / 60_000)));
}

/** Schedule minutes for people: 45 min, 1 h, 1 h 20 min. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return formatMinutes(minutes);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? plural(hours, { one: '# h', other: '# h' }) : t`${hours} h ${rest} min`;
}

/** "1 activity", "6 activities". */
export const countActivities = (count: number): string =>
  plural(count, { one: '# activity', other: '# activities' });
