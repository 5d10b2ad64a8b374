import { type RefObject, useLayoutEffect } from 'react';

/**
 * What a strip gives up, in turn, before a team's name is cut short: the scores' unit word
 * ("avg", a longer one in another language; a screen reader still hears it), then some of
 * the chips' padding, then its one line (the chips take two).
 */
const STEPS = [
  [],
  ['team-strip-tight'],
  ['team-strip-tight', 'team-strip-compact'],
  ['team-strip-tight', 'team-strip-compact', 'team-strip-wrap'],
] as const;
const ALL = STEPS[STEPS.length - 1] ?? [];

/** A team's name cut short (ellipsis). */
const namesCut = (strip: HTMLElement) =>
  [...strip.querySelectorAll<HTMLElement>('.team-name')].some(
    (name) => name.scrollWidth > name.clientWidth + 1,
  );

function fitStrip(strip: HTMLElement) {
  for (const step of STEPS) {
    strip.classList.remove(...ALL);
    strip.classList.add(...step);
    if (!namesCut(strip)) return;
  }
}

/**
 * Keeps the teams' names whole, whatever the language's words cost: measured again as the
 * strip's width or its texts change. A name longer than a chip may ever be (16em) still ends
 * in an ellipsis, as before.
 */
export function useTightStrip(strip: RefObject<HTMLElement | null>, texts: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts are what to measure again for
  useLayoutEffect(() => {
    const el = strip.current;
    if (!el) return;
    fitStrip(el);
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      // Its own height changes as it wraps: only a new width is a reason to measure again.
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      fitStrip(el);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [strip, texts]);
}
