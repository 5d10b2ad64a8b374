import { useEffect, useState } from 'react';
import { REORDER_DELAY_MS, sameMembers, sameOrder, staggerDelays } from './reorder';

const NO_DELAYS: ReadonlyMap<number, number> = new Map();

interface Settled {
  order: readonly number[];
  delays: ReadonlyMap<number, number>;
}

/**
 * The order the cards are drawn in. Points change at once on the cards, but the cards only
 * swap places 200 ms later, and not while the pointer rests on one (a teacher aiming at a
 * card must not have it run away). Students joining or leaving the board show at once.
 */
export function useSettledOrder(
  target: readonly number[],
  hovering: boolean,
  /** Called as soon as the board is about to change (to fetch what animates it). */
  onChange: () => void = () => {},
): Settled {
  const [settled, setSettled] = useState<Settled>({ order: target, delays: new Map() });

  useEffect(() => {
    if (sameOrder(settled.order, target)) return;
    onChange();
    const apply = () => setSettled({ order: target, delays: staggerDelays(settled.order, target) });
    if (!sameMembers(settled.order, target)) {
      apply();
      return;
    }
    if (hovering) return;
    const timer = setTimeout(apply, REORDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target, hovering, settled.order, onChange]);

  // Until the effect has run, a student who just left or joined must not show (or be missing) for a frame.
  return sameMembers(settled.order, target) ? settled : { order: target, delays: NO_DELAYS };
}
