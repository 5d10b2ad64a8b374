import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useAwardPicker } from '../../lib/award-picker';
import { useClassLive } from '../../lib/live/class-store';
import { StarIcon } from '../../ui/classroom-icons';
import { markSkillTipSeen, skillTipSeen } from './skill-tip-seen';
import './skill-tip.css';

/**
 * Says once where the skills are: a student's points. Gone for good with Got it, or as soon as
 * the teacher opens the picker for a student (the tip has done its work). Loaded on its own,
 * after the dashboard, and draws nothing once seen or while the class has no skills to give.
 */
export default function SkillTip() {
  const { t } = useLingui();
  const [seen, setSeen] = useState(skillTipSeen);
  // The class's own first praise names the example (a class may have renamed the defaults).
  const example = useClassLive(
    (s) => s.skills.find((skill) => !skill.archived && skill.weight > 0)?.name ?? null,
  );
  const hasSkills = useClassLive((s) => s.skills.some((skill) => !skill.archived));
  const opened = useAwardPicker((s) => s.target?.kind === 'student');
  useEffect(() => {
    if (!opened || seen) return;
    markSkillTipSeen();
    setSeen(true);
  }, [opened, seen]);
  if (seen || !hasSkills) return null;
  return (
    <aside className="skill-tip" aria-label={t`Tip`}>
      <span className="skill-tip-mark" aria-hidden="true">
        <StarIcon size={16} />
      </span>
      <p className="skill-tip-text">
        {example
          ? t`Tap a student’s points to give a skill, like ${example}.`
          : t`Tap a student’s points to give a skill.`}
      </p>
      <button
        type="button"
        className="btn skill-tip-done"
        onClick={() => {
          markSkillTipSeen();
          setSeen(true);
        }}
      >
        <Trans>Got it</Trans>
      </button>
    </aside>
  );
}
