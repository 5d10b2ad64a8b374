import {
  ACTIVITY_MINUTES_MAX,
  ACTIVITY_MINUTES_MIN,
  TIMER_CUSTOM_MAX,
  TIMER_CUSTOM_MIN,
  TIMER_RANDOM_MAX,
} from '@classbeam/contracts/constants';

/** Whole minutes from what an input holds, kept in [min, max]; anything not a number is `min`. */
function clampWhole(raw: string | number, min: number, max: number): number {
  const value = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/**
 * Schedule editor minutes: 1 to 120, and the input clamps to at least 1 (spec 5). Applied when
 * the teacher leaves the field or saves, never per keystroke: clamping "" to 1 mid-edit turned
 * backspacing "10" and typing 45 into 145, then 120.
 */
export const clampActivityMinutes = (raw: string | number) =>
  clampWhole(raw, ACTIVITY_MINUTES_MIN, ACTIVITY_MINUTES_MAX);

/** What the minutes field shows once the teacher leaves it: the number that will be saved. */
export const settleActivityMinutes = (raw: string) => String(clampActivityMinutes(raw));

/** Custom timer minutes: 1 to 60, falling back to 1 (spec 5). */
export const clampTimerMinutes = (raw: string | number) =>
  clampWhole(raw, TIMER_CUSTOM_MIN, TIMER_CUSTOM_MAX);

/** A random timer: 1 to 10 whole minutes, each as likely. */
export const randomTimerMinutes = (random: () => number = Math.random) =>
  Math.min(TIMER_RANDOM_MAX, 1 + Math.floor(random() * TIMER_RANDOM_MAX));

export { configNameValid } from '../../ui/saved-configs/config-memory';
