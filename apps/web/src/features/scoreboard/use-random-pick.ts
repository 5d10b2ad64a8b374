import { PICK_HIGHLIGHT_MS, planRandomPick } from '@classbeam/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Lit {
  id: number;
  /** false while cycling, true for the 5 s on the chosen student. */
  chosen: boolean;
}

/**
 * Random Student (spec section 4): 8 quick highlights with growing delays, then the pick for
 * 5 s, never the same student twice in a row. Local to this screen: nothing is saved.
 */
export function useRandomPick(candidates: readonly number[]) {
  const [lit, setLit] = useState<Lit | null>(null);
  const previous = useRef<number | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const clear = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);

  useEffect(() => clear, [clear]);

  const pick = useCallback(() => {
    const plan = planRandomPick(candidates, previous.current, Math.random);
    if (!plan) return;
    clear();
    let at = 0;
    for (const step of plan.cycle) {
      const id = step.id;
      timers.current.push(setTimeout(() => setLit({ id, chosen: false }), at));
      at += step.ms;
    }
    timers.current.push(
      setTimeout(() => {
        previous.current = plan.pick;
        setLit({ id: plan.pick, chosen: true });
      }, at),
      setTimeout(() => setLit(null), at + PICK_HIGHLIGHT_MS),
    );
  }, [candidates, clear]);

  return { lit, pick, cycling: lit !== null && !lit.chosen };
}
