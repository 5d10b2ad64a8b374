import type { SkillIcon as SkillIconKey } from '@classbeam/contracts';
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { domainText } from '../../lib/server-texts/server-text';
import { SkillIcon } from '../../ui/skill-icon';
import { pointsWord, signed, timeOf } from './history-format';

/**
 * What an award is called in a timeline: its skill, or "No skill" for a plain point (as the
 * reports and the CSV call it), or a reminder.
 */
export const skillLabel = (award: { skillName: string | null; delta: number }) =>
  award.skillName ?? (award.delta === 0 ? t`Reminder` : domainText('noSkill'));

/** An award for a screen reader: "+2 points for Teamwork", "+1 point (No skill)". */
export function awardWords(award: { skillName: string | null; delta: number }): string {
  const points = pointsWord(award.delta);
  // NO_SKILL: the domain's name of a plain point, translated where the domain's names are.
  const noSkill = domainText('noSkill');
  const skill = skillLabel(award);
  return award.skillName === null && award.delta !== 0
    ? t`${points} (${noSkill})`
    : t`${points} for ${skill}`;
}

/** An award as a toast names it: "+1 Helping others", "-1 point" (a plain one). */
export const awardShort = (award: { skillName: string | null; delta: number }) =>
  award.skillName === null && award.delta !== 0
    ? pointsWord(award.delta)
    : `${signed(award.delta)} ${skillLabel(award)}`;

/**
 * The start of an award's line in any timeline: its time, its points (green, red or grey) and
 * its skill with the skill's icon; `children` follow the skill's name (to whom it went).
 */
export function AwardHead({
  award,
  children,
}: {
  award: { at: string; delta: number; skillName: string | null; skillIcon: SkillIconKey | null };
  children?: ReactNode;
}) {
  const tone = award.delta > 0 ? 'plus' : award.delta < 0 ? 'minus' : 'zero';
  return (
    <>
      <time className="history-time" dateTime={award.at}>
        {timeOf(award.at)}
      </time>
      <span className={`history-delta history-delta-${tone}`}>{signed(award.delta)}</span>
      <span className="history-skill">
        {award.skillIcon && (
          <span className="history-skill-icon" aria-hidden="true">
            <SkillIcon icon={award.skillIcon} size={16} />
          </span>
        )}
        {skillLabel(award)}
        {children}
      </span>
    </>
  );
}
