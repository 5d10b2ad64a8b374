import type { ClassRun, CountdownTimer } from '@classbeam/contracts';
import { TIMES_UP_SHOW_MS } from '@classbeam/contracts/constants';
import { settle, timesUp } from '@classbeam/domain';
import { useEffect, useState } from 'react';
import { serverNow } from '../../lib/live/clock';
import { playChime } from './times-up-sound';

/** A device that hears of Time's up later than this after 0 shows it silently. */
const CHIME_WITHIN_MS = 2000;

/** The next server time at which Time's up may appear or go: the countdown's 0, or its end. */
function nextChangeAt(timer: CountdownTimer, now: number): number | null {
  if (timer.status === 'running' && timer.endsAt !== null) return timer.endsAt;
  if (timer.endedAt !== null && timesUp(timer, now)) return timer.endedAt + TIMES_UP_SHOW_MS;
  return null;
}

/** The Time's up this page chimed for: one chime per ending, however many screens show it. */
let chimedFor: number | null = null;

/**
 * "Time's up" as this device shows it (CT10): from the countdown's 0 by the server's clock,
 * on every device at once (each settles the run itself, before the server's event arrives),
 * for 30 s or until dismissed. Answers the moment it ended, or null. With `chime`, the
 * device plays the chime at that moment; one that opens later stays silent.
 */
export function useTimesUp(run: ClassRun | null, chime: boolean): number | null {
  const [tick, setTick] = useState(0);
  const now = serverNow();
  const timer = run ? settle(run, now).timer : null;
  const endedAt = timer?.endedAt != null && timesUp(timer, now) ? timer.endedAt : null;
  const next = timer ? nextChangeAt(timer, now) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a timer that fired a moment early re-arms for the same change
  useEffect(() => {
    if (next === null) return;
    const wait = Math.max(0, next - serverNow()) + 1;
    const handle = setTimeout(() => setTick((n) => n + 1), wait);
    return () => clearTimeout(handle);
  }, [next, tick]);
  useEffect(() => {
    if (endedAt === null || !chime || chimedFor === endedAt) return;
    if (serverNow() - endedAt > CHIME_WITHIN_MS) return;
    if (playChime()) chimedFor = endedAt;
  }, [endedAt, chime]);
  return endedAt;
}
