import type { SkillDto } from '@classbeam/contracts';
import type { AwardFor } from '../../lib/award-picker';
import type { Intent } from '../../lib/live/outbox';
import { tapUndoable } from '../../lib/live/undo';
import { awardTitle } from './award-words';

/** The operation an award is: the skill's weight as shown on its button, and its id. */
export function awardIntent(target: AwardFor, skill: Pick<SkillDto, 'id' | 'weight'>): Intent {
  const given = { delta: skill.weight, skillId: skill.id };
  if (target.kind === 'student') return { kind: 'points', studentId: target.studentId, ...given };
  if (target.kind === 'group') return { kind: 'group-points', groupId: target.groupId, ...given };
  return { kind: 'class-points', ...given };
}

/**
 * Gives a skill's points to the picker's target: on screen at once, through the outbox like
 * any tap (never merged with another), with Undo in the message that names the skill.
 */
export function giveAward(target: AwardFor, skill: SkillDto): void {
  tapUndoable(awardIntent(target, skill), awardTitle(target, skill));
}
