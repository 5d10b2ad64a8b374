import type { ClassRun } from '@classbeam/contracts';
import { useEffect, useState } from 'react';
import { serverNow } from '../../lib/live/clock';

/** Ten frames a second: a second's turn shows within 0.1 s on every device (F6). */
const TICK_MS = 100;

/** Something on screen is counting down: the activity, free time or the countdown. */
const flowing = (run: ClassRun | null) =>
  run !== null && (run.running || run.timer.status === 'running');

/**
 * The server time to render at. While something counts down the component re-renders on a
 * short tick; otherwise it only renders when the run changes. The run itself never advances
 * here: screens show `settle(run, now)`, and the server sends the real next state.
 */
export function useServerNow(run: ClassRun | null): number {
  const active = flowing(run);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((n) => n + 1), TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return serverNow();
}
