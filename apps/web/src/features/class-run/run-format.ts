/**
 * A countdown as m:ss. Seconds round up, so 0:00 shows only once the time is out and a
 * fresh 10-minute activity reads 10:00, not 9:59. Over an hour it stays m:ss (75:00).
 */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Earned free time in whole minutes, rounded up as the final free time is (CR4). */
export function formatFreeMinutes(ms: number): string {
  const minutes = Math.max(0, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 min' : `${minutes} min`;
}

/** Schedule minutes for people: 45 min, 1 h, 1 h 20 min. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "1 activity", "6 activities". */
export const countActivities = (count: number) =>
  count === 1 ? '1 activity' : `${count} activities`;
