import { type CSSProperties, type RefObject, useLayoutEffect, useState } from 'react';
import type { NameLengths } from '../../lib/name-lengths';
import { usePhone } from '../../lib/use-media';
import { type BoardFit, fitBoard } from './board-fit';

/** The names' cap, as a share of the screen's height (score-card.css's --name-max). */
export const NAME_CAP_VH = 0.06;

/**
 * The grid's columns and rows for the space the board leaves its cards (`area`, measured, and
 * measured again when it changes: the lesson bar appearing, full screen, a turned tablet). A
 * phone looking at the board is the exception: its cards go in one or two columns and it
 * scrolls, as a phone page does.
 */
export function useBoardFit(
  area: RefObject<HTMLElement | null>,
  count: number,
  lengths: NameLengths,
): CSSProperties | undefined {
  const phone = usePhone();
  const [fit, setFit] = useState<BoardFit | null>(null);

  useLayoutEffect(() => {
    const el = area.current;
    if (phone || !el) {
      setFit(null);
      return;
    }
    const measure = () => {
      const { width, height } = el.getBoundingClientRect();
      const next = fitBoard(count, width, height, window.innerHeight * NAME_CAP_VH, lengths);
      setFit((was) =>
        was &&
        was.columns === next.columns &&
        was.cardWidth === next.cardWidth &&
        was.cardHeight === next.cardHeight
          ? was
          : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [area, count, phone, lengths]);

  if (!fit || phone) return undefined;
  return {
    gridTemplateColumns: `repeat(${fit.columns}, ${fit.cardWidth}px)`,
    gridTemplateRows: `repeat(${fit.rows}, ${fit.cardHeight}px)`,
    gap: `${fit.gap}px`,
  };
}
