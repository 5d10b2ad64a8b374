import type { SkillDto } from '@classbeam/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { HeardAwards } from '../../lib/live/class-extras';
import type { AwardBadgeData } from '../../ui/award-badge';
import { AWARD_MOMENT_MS, type AwardBanner, awardMoments } from './award-moments';

/** The most banners shown at once: a quick run of awards stacks, the oldest goes first. */
export const BANNERS_AT_ONCE = 3;

interface Shown {
  cards: Map<number, { badge: AwardBadgeData; until: number }>;
  /** Newest first. */
  banners: { value: AwardBanner; until: number }[];
}

const NOTHING: Shown = { cards: new Map(), banners: [] };

/**
 * The board's award moments: each award's skill shows for AWARD_MOMENT_MS from when this
 * board heard it, a student's on their card (several cards at once when several students got
 * one), and every award in the banner, the latest BANNERS_AT_ONCE stacked newest first.
 * Nothing ticks: one timer clears what is due next.
 */
export function useAwardMoments(
  awards: HeardAwards | null,
  skills: readonly SkillDto[],
  groups: readonly { id: number; name: string }[],
  students: readonly { id: number; name: string }[],
  /** False on a board without points: a student's needs-work award is not shown at all. */
  pointsShown = true,
): { cards: ReadonlyMap<number, AwardBadgeData>; banners: readonly AwardBanner[] } {
  const [shown, setShown] = useState<Shown>(NOTHING);
  // Awards heard before this board was shown are not news.
  const seen = useRef(awards?.seq ?? 0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new award (its seq) starts a moment; skills or groups changing later do not
  useEffect(() => {
    if (!awards || awards.seq <= seen.current) return;
    seen.current = awards.seq;
    const names = new Map(students.map((s) => [s.id, s.name]));
    const moments = awardMoments(awards.notes, awards.seq, skills, groups, names, pointsShown);
    if (moments.cards.length === 0 && moments.banners.length === 0) return;
    const until = Date.now() + AWARD_MOMENT_MS;
    setShown((before) => {
      const cards = new Map(before.cards);
      for (const [id, badge] of moments.cards) cards.set(id, { badge, until });
      const fresh = moments.banners.map((value) => ({ value, until })).reverse();
      return { cards, banners: [...fresh, ...before.banners].slice(0, BANNERS_AT_ONCE) };
    });
  }, [awards?.seq]);

  useEffect(() => {
    const ends = [...shown.cards.values(), ...shown.banners].map((c) => c.until);
    if (ends.length === 0) return;
    const timer = setTimeout(
      () => {
        const now = Date.now();
        setShown((current) => ({
          cards: new Map([...current.cards].filter(([, c]) => c.until > now)),
          banners: current.banners.filter((b) => b.until > now),
        }));
      },
      Math.max(0, Math.min(...ends) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [shown]);

  const cards = useMemo(
    () => new Map([...shown.cards].map(([id, c]) => [id, c.badge])),
    [shown.cards],
  );
  const banners = useMemo(() => shown.banners.map((b) => b.value), [shown.banners]);
  return { cards, banners };
}
