import type { SkillDto } from '@classbeam/contracts';
import { kindOf } from './skill-kinds';

/**
 * The class's order after moving a skill one place up or down among the skills the teacher
 * sees beside it (same kind, same archived state): it swaps places with that neighbour in
 * the whole list, so the other sections keep their order. Null when it is already at the end.
 */
export function moved(skills: readonly SkillDto[], id: number, step: -1 | 1): number[] | null {
  const ordered = [...skills].sort((a, b) => a.position - b.position || a.id - b.id);
  const skill = ordered.find((s) => s.id === id);
  if (!skill) return null;
  const peers = ordered.filter(
    (s) => kindOf(s.weight) === kindOf(skill.weight) && s.archived === skill.archived,
  );
  const neighbour = peers[peers.indexOf(skill) + step];
  if (!neighbour) return null;
  const ids = ordered.map((s) => s.id);
  const a = ids.indexOf(skill.id);
  const b = ids.indexOf(neighbour.id);
  [ids[a], ids[b]] = [neighbour.id, skill.id];
  return ids;
}

/** The skills with the positions an order gives them (shown before the server answers). */
export const withOrder = (skills: readonly SkillDto[], ids: readonly number[]): SkillDto[] =>
  skills.map((s) => ({ ...s, position: ids.indexOf(s.id) }));
