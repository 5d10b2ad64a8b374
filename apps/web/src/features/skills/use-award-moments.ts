import type { SkillDto } from '@classbeam/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { HeardAwards } from '../../lib/live/class-extras';
import type { AwardBadgeData } from '../../ui/award-badge';
import { AWARD_MOMENT_MS, type AwardBanner, awardMoments } from './award-moments';

interface Shown {
  cards: Map<number, { badge: AwardBadgeData; until: number }>;
  banner: { value: AwardBanner; until: number } | null;
}

const NOTHING: Shown = { cards: new Map(), banner: null };

/**
 * The board's award moments: each award's skill shows for AWARD_MOMENT_MS from when this
 * board heard it, a student's on their card (several cards at once when several students got
 * one), a group's or the class's in the banner (the latest one). Nothing ticks: one timer
 * clears what is due next.
 */
export function useAwardMoments(
  awards: HeardAwards | null,
  skills: readonly SkillDto[],
  groups: readonly { id: number; name: string }[],
): { cards: ReadonlyMap<number, AwardBadgeData>; banner: AwardBanner | null } {
  const [shown, setShown] = useState<Shown>(NOTHING);
  // Awards heard before this board was shown are not news.
  const seen = useRef(awards?.seq ?? 0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new award (its seq) starts a moment; skills or groups changing later do not
  useEffect(() => {
    if (!awards || awards.seq <= seen.current) return;
    seen.current = awards.seq;
    const moments = awardMoments(awards.notes, awards.seq, skills, groups);
    if (moments.cards.length === 0 && !moments.banner) return;
    const until = Date.now() + AWARD_MOMENT_MS;
    setShown((before) => {
      const cards = new Map(before.cards);
      for (const [id, badge] of moments.cards) cards.set(id, { badge, until });
      const banner = moments.banner ? { value: moments.banner, until } : before.banner;
      return { cards, banner };
    });
  }, [awards?.seq]);

  useEffect(() => {
    const ends = [...shown.cards.values()].map((c) => c.until);
    if (shown.banner) ends.push(shown.banner.until);
    if (ends.length === 0) return;
    const timer = setTimeout(
      () => {
        const now = Date.now();
        setShown((current) => ({
          cards: new Map([...current.cards].filter(([, c]) => c.until > now)),
          banner: current.banner && current.banner.until > now ? current.banner : null,
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
  return { cards, banner: shown.banner?.value ?? null };
}
