import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  ARRIVE_MS,
  LEAVE_MS,
  REORDER_DELAY_MS,
  sameMembers,
  sameOrder,
  staggerDelays,
} from './reorder';

/** A moving card dims where it is, then comes back in its new place (never sliding over others). */
const DIM = [
  { opacity: 1, transform: 'scale(1)' },
  { opacity: 0.12, transform: 'scale(0.96)' },
];
const BACK = [
  { opacity: 0.12, transform: 'scale(0.96)' },
  { opacity: 1, transform: 'scale(1)' },
];

const slotOf = (grid: HTMLElement, id: number) =>
  grid.querySelector<HTMLElement>(`[data-student-id="${id}"]`);

const stillBoard = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The order the cards are drawn in. Points change at once on the cards; the cards change
 * places 200 ms later, and not while the pointer rests on one (a teacher aiming at a card must
 * not have it run away). Students joining or leaving the board show at once. The cards that
 * move fade where they were and come back in their new places, top first: no card ever slides
 * across another, so every name stays readable, and the board is settled about 1 s after the
 * tap (decision 0150). `data-moving` marks a card while it moves. Without `animate` (a board
 * whose cards points do not order, decision 0152) the cards take their places at once.
 */
export function useReorder(
  target: readonly number[],
  hovering: boolean,
  grid: RefObject<HTMLElement | null>,
  animate = true,
): readonly number[] {
  const [order, setOrder] = useState(target);
  const arriving = useRef<ReadonlyMap<number, number> | null>(null);

  useEffect(() => {
    if (sameOrder(order, target)) return;
    // Not ordered by points (decision 0152): the cards stand where the order puts them.
    if (!animate || !sameMembers(order, target)) {
      setOrder(target);
      return;
    }
    if (hovering) return;
    const delays = staggerDelays(order, target);
    let dimmed: Animation[] = [];
    let swap: ReturnType<typeof setTimeout> | undefined;
    let swapped = false;
    const start = setTimeout(() => {
      const board = grid.current;
      if (!board || stillBoard() || typeof board.animate !== 'function') {
        setOrder(target);
        return;
      }
      dimmed = [...delays.keys()].flatMap((id) => {
        const slot = slotOf(board, id);
        if (!slot) return [];
        slot.dataset.moving = '';
        return [slot.animate(DIM, { duration: LEAVE_MS, easing: 'ease-in', fill: 'forwards' })];
      });
      swap = setTimeout(() => {
        swapped = true;
        arriving.current = delays;
        setOrder(target);
      }, LEAVE_MS);
    }, REORDER_DELAY_MS);
    return () => {
      clearTimeout(start);
      clearTimeout(swap);
      // Interrupted (another tap, the pointer on a card): the dimmed cards come back as they are.
      if (!swapped) {
        for (const animation of dimmed) {
          animation.cancel();
          (animation.effect as KeyframeEffect | null)?.target?.removeAttribute('data-moving');
        }
      }
    };
  }, [target, hovering, order, grid, animate]);

  // Before the new order is painted: the moved cards start dim in their new places.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the order was swapped
  useLayoutEffect(() => {
    const delays = arriving.current;
    const board = grid.current;
    arriving.current = null;
    if (!delays || !board) return;
    for (const [id, delay] of delays) {
      const slot = slotOf(board, id);
      if (!slot) continue;
      for (const animation of slot.getAnimations()) animation.cancel();
      slot.dataset.moving = '';
      slot
        .animate(BACK, { duration: ARRIVE_MS, delay, easing: 'ease-out', fill: 'backwards' })
        .finished.then(
          () => slot.removeAttribute('data-moving'),
          () => {},
        );
    }
  }, [order]);

  // Until the effect has run, a student who just left or joined must not show (or be missing) for a frame.
  return animate && sameMembers(order, target) ? order : target;
}
