import type { AwardNote, SkillDto } from '@classbeam/contracts';
import { plural, t } from '@lingui/core/macro';
import type { AwardBadgeData } from '../../ui/award-badge';
import { pointsText } from './award-words';
import { kindOf } from './skill-kinds';

/** How long a board names the skill of an award: long enough to read, short enough to clear. */
export const AWARD_MOMENT_MS = 4000;

/** An award in the board's banner: who got it, and the skill with its points. */
export interface AwardBanner {
  seq: number;
  /** "Leo Brown", "3 students", "Owls" or "Whole class". */
  who: string;
  badge: AwardBadgeData;
}

export interface AwardMoments {
  /** Per student, the skill of an award given to them alone. */
  cards: [number, AwardBadgeData][];
  /** Every award the change brought, in the order given. */
  banners: AwardBanner[];
}

/** Who an award went to, as the room reads it. */
function whoGot(
  note: AwardNote,
  names: ReadonlyMap<number, string>,
  groups: readonly { id: number; name: string }[],
): string {
  if (note.target === 'class') return t`Whole class`;
  if (note.target === 'group') return groups.find((g) => g.id === note.groupId)?.name ?? t`A group`;
  const [only] = note.studentIds;
  if (note.studentIds.length === 1 && only !== undefined) return names.get(only) ?? t`A student`;
  const students = note.studentIds.length;
  return plural(students, { one: '# student', other: '# students' });
}

/**
 * What a board shows of the awards one `students:changed` brought (decisions 0159, 0163): a
 * student's award on their card, and in the banner naming who got it ("Leo Brown · Helping
 * others +1"), a group's or the class's in the banner. Praise is said out loud, a telling-off
 * quietly: a needs-work point or a reminder to one student is never named in the banner, only
 * marked on their card, and not even that on a board that shows no points (`pointsShown`
 * false: the class total, or no points). Only awards with a skill: a plain +1 / -1 keeps the
 * board's usual look (the points change, nothing more). `seq` is the heard awards' number, so
 * each award's moment is told apart from the one before.
 */
export function awardMoments(
  notes: readonly AwardNote[],
  seq: number,
  skills: readonly SkillDto[],
  groups: readonly { id: number; name: string }[],
  names: ReadonlyMap<number, string> = new Map(),
  pointsShown = true,
): AwardMoments {
  const byId = new Map(skills.map((s) => [s.id, s]));
  const cards: [number, AwardBadgeData][] = [];
  const banners: AwardBanner[] = [];
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
    const quiet = note.target === 'student' && badge.kind !== 'positive';
    if (note.target === 'student' && (!quiet || pointsShown))
      for (const id of note.studentIds) cards.push([id, badge]);
    if (!quiet) banners.push({ seq: badge.seq, who: whoGot(note, names, groups), badge });
  });
  return { cards, banners };
}
