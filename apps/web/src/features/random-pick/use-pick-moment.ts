import type { RandomPick } from '@classbeam/contracts';
import { pickNextChangeAt, pickShownAt } from '@classbeam/domain';
import { useEffect, useState } from 'react';
import { serverNow } from '../../lib/live/clock';

export interface PickMoment {
  studentId: number;
  /** false while cycling, true for the 5 s on the picked student. */
  chosen: boolean;
}

/**
 * What this device shows of a pick now, by the server's clock (RP3): every device of the
 * class lights the same card at the same moment. It redraws exactly when that changes, and
 * not at all once the pick is over.
 */
export function usePickMoment(pick: RandomPick | null): PickMoment | null {
  const [tick, setTick] = useState(0);
  const now = serverNow();
  const shown = pick ? pickShownAt(pick, now) : null;
  const next = pick ? pickNextChangeAt(pick, now) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a timer that fired a moment early re-arms for the same change
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.max(0, next - serverNow()) + 1);
    return () => clearTimeout(timer);
  }, [next, tick]);
  return shown;
}
