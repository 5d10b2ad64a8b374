import type { SkillDto } from '@classbeam/contracts';
import { t } from '@lingui/core/macro';
import type { AwardFor } from '../../lib/award-picker';

/** A skill's points as the buttons and boards write them: "+2", "-1"; a reminder has none. */
export const pointsText = (weight: number): string =>
  weight > 0 ? `+${weight}` : weight < 0 ? `${weight}` : '';

/** "Helping others +1"; a reminder is its name alone. */
export const awardText = (name: string, weight: number): string =>
  weight === 0 ? name : `${name} ${pointsText(weight)}`;

/** Who an award goes to, in the words of its Undo message. */
export const targetName = (target: AwardFor): string =>
  target.kind === 'class' ? t`Whole class` : target.name;

/** The Undo message of an award: "Ada: Helping others +1". */
export function awardTitle(target: AwardFor, skill: Pick<SkillDto, 'name' | 'weight'>): string {
  const award = awardText(skill.name, skill.weight);
  if (target.kind === 'class') return t`Whole class: ${award}`;
  const name = target.name;
  return t`${name}: ${award}`;
}
