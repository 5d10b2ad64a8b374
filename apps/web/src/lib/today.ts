import { fromDateString, toDateString } from '@classbeam/domain';
import { useMemo, useSyncExternalStore } from 'react';

/** Where the page says it is seen again: `document` (visibilitychange), `window` (focus). */
export interface PageEvents {
  doc: EventTarget;
  win: EventTarget;
}

/** Past midnight by this much: a timer that fired a moment early would find the old date. */
const AFTER_MIDNIGHT_MS = 50;

/**
 * Calls `onChange` whenever the local date may have moved on: just after the next local
 * midnight (armed again each day), and when the page is shown again or its window regains
 * focus. A tab in the background or a phone asleep runs its timers late or not at all, so
 * coming back is when a tab left open since Friday learns it is Monday. `onChange` is also
 * called when nothing changed; the caller compares. Returns the stop function.
 */
export function watchDate(onChange: () => void, events?: PageEvents): () => void {
  const { doc, win } = events ?? { doc: document, win: window };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    const now = new Date();
    // The Date constructor finds the next local midnight, 23 or 25 hours away on a clock change.
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    timer = setTimeout(
      () => {
        onChange();
        arm();
      },
      midnight.getTime() - now.getTime() + AFTER_MIDNIGHT_MS,
    );
  };
  const woken = () => {
    onChange();
    // A timer armed before a sleep may be hours late: count from the clock as it is now.
    arm();
  };
  doc.addEventListener('visibilitychange', woken);
  win.addEventListener('focus', woken);
  arm();
  return () => {
    clearTimeout(timer);
    doc.removeEventListener('visibilitychange', woken);
    win.removeEventListener('focus', woken);
  };
}

const subscribe = (onChange: () => void) => watchDate(onChange);
const todayString = () => toDateString(new Date());

/**
 * Today's local date (at midnight), following the clock: a page left open past midnight, or
 * picked up again days later, moves on to the new day. Re-renders only when the date changes
 * (the snapshot is the date's string).
 */
export function useToday(): Date {
  const day = useSyncExternalStore(subscribe, todayString);
  return useMemo(() => fromDateString(day), [day]);
}
