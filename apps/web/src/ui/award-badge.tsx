import type { SkillIcon as SkillIconKey, SkillKind } from '@classbeam/contracts';
import { SkillIcon } from './skill-icon';
import './award-badge.css';

/** An award as a board shows it for a moment: the skill's icon, its name and the points. */
export interface AwardBadgeData {
  /** Tells two awards apart (the moment starts again for a new one). */
  seq: number;
  icon: SkillIconKey;
  name: string;
  /** "+2", "-1", or '' for a reminder. */
  points: string;
  kind: SkillKind;
}

/**
 * The skill of an award, named with its points: on the student's own card for a moment
 * (features/scoreboard) and in the banner of a group's or the class's award (features/skills).
 */
export function AwardBadge({ badge, className }: { badge: AwardBadgeData; className?: string }) {
  return (
    <span className={`award-badge award-${badge.kind}${className ? ` ${className}` : ''}`}>
      <SkillIcon icon={badge.icon} className="award-badge-icon" />
      <span className="award-badge-name">{badge.name}</span>
      {badge.points && <span className="award-badge-points">{badge.points}</span>}
    </span>
  );
}
