import type { AwardNote, SkillDto } from '@classbeam/contracts';
import type { AwardBadgeData } from '../../ui/award-badge';
import { pointsText } from './award-words';
import { kindOf } from './skill-kinds';

/** How long a board names the skill of an award: long enough to read, short enough to clear. */
export const AWARD_MOMENT_MS = 4000;

/** A group's or the whole class's award, across the top of the board. */
export interface AwardBanner {
  seq: number;
  /** "Owls" or "Whole class". */
  who: string;
  badge: AwardBadgeData;
}

export interface AwardMoments {
  /** Per student, the skill of an award given to them alone. */
  cards: [number, AwardBadgeData][];
  /** The latest award to a group or the class, if the change brought one. */
  banner: AwardBanner | null;
}

/**
 * What a board shows of the awards one `students:changed` brought (decision 0159): a student's
 * award on their card, a group's or the class's in the banner. Only awards with a skill: a
 * plain +1 / -1 keeps the board's usual look (the points change, nothing more). `seq` is the
 * heard awards' number, so each award's moment is told apart from the one before.
 */
export function awardMoments(
  notes: readonly AwardNote[],
  seq: number,
  skills: readonly SkillDto[],
  groups: readonly { id: number; name: string }[],
): AwardMoments {
  const byId = new Map(skills.map((s) => [s.id, s]));
  const cards: [number, AwardBadgeData][] = [];
  let banner: AwardBanner | null = null;
  notes.forEach((note, i) => {
    const skill = note.skillId === null ? undefined : byId.get(note.skillId);
    if (!skill) return;
    const badge: AwardBadgeData = {
      seq: seq * 1000 + i,
      icon: skill.icon,
      name: skill.name,
      points: pointsText(note.delta),
      kind: kindOf(note.delta),
    };
    if (note.target === 'student') {
      for (const id of note.studentIds) cards.push([id, badge]);
      return;
    }
    const who =
      note.target === 'class'
        ? 'Whole class'
        : (groups.find((g) => g.id === note.groupId)?.name ?? 'A group');
    banner = { seq: badge.seq, who, badge };
  });
  return { cards, banner };
}
