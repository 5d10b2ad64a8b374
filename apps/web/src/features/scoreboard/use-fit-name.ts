import { useLayoutEffect, useRef } from 'react';

/** How small a name may get (times its tier's size) before the ellipsis takes over. */
const MIN_FIT = 0.7;
const STEP = 0.05;

/**
 * A third line, or a word sticking out of the box. The text's own box is measured because
 * scrollWidth rounds away a fraction of a pixel, which is already enough for an ellipsis.
 */
function overflows(el: HTMLElement): boolean {
  if (el.scrollHeight > el.clientHeight + 1) return true;
  const text = document.createRange();
  text.selectNodeContents(el);
  const drawn = text.getBoundingClientRect();
  const box = el.getBoundingClientRect();
  return drawn.left < box.left - 0.1 || drawn.right > box.right + 0.1;
}

/** Set on the element itself, so it applies whichever stylesheet sized the name. */
function fitName(el: HTMLElement) {
  // Only a name drawn smaller is reset: an untouched style keeps the layout valid, so a
  // board of cards is measured in one layout instead of one per card.
  if (el.style.fontSize) el.style.removeProperty('font-size');
  if (!overflows(el)) return;
  const size = Number.parseFloat(getComputedStyle(el).fontSize);
  for (let scale = 1 - STEP; scale >= MIN_FIT - 0.001; scale -= STEP) {
    el.style.fontSize = `${(size * scale).toFixed(2)}px`;
    if (!overflows(el)) return;
  }
}

/**
 * Names break only between words, so a word wider than its card ("Featherstonehaugh") or a
 * name that needs a third line would be cut off. Such a name is drawn a little smaller
 * instead, as far as MIN_FIT; only past that does the CSS ellipsis show. It fits again
 * whenever its card changes size (full screen, a turned tablet, the schedule bar appearing).
 */
export function useFitName<T extends HTMLElement>(name: string) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new name needs a new fit
  useLayoutEffect(() => {
    const el = ref.current;
    const card = el?.parentElement;
    if (!el || !card) return;
    fitName(el);
    // In the next frame, not in the observer's callback: on a phone the fit changes the
    // card's height, and a resize inside the callback would be reported as a loop error.
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => fitName(el));
    });
    observer.observe(card);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [name]);
  return ref;
}
