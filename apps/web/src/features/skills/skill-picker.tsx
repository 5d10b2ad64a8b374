import type { SkillDto } from '@classbeam/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type AwardFor, closeAwardPicker } from '../../lib/award-picker';
import { Dialog } from '../../ui/dialog';
import { DialogBody } from '../../ui/dialog-parts';
import { SkillIcon } from '../../ui/skill-icon';
import { pointsText, targetName } from './award-words';
import { giveAward } from './give-award';
import { KIND_SECTIONS, kindOf, ofKind } from './skill-kinds';
import './skill-kinds.css';
import './skill-picker.css';

interface SkillPickerProps {
  target: AwardFor;
  /** The class's skills; archived ones are not offered. */
  skills: readonly SkillDto[];
  onClose?: () => void;
}

const DESCRIPTION: Record<AwardFor['kind'], MessageDescriptor> = {
  student: msg`Tap what it is for: the points are given at once, with Undo.`,
  group: msg`For every member who is here. Tap what it is for: the points are given at once.`,
  class: msg`For every student who is here. Tap what it is for: the points are given at once.`,
};

/**
 * One more tap after the quick +1 / -1: the class's skills as big buttons (icon, name,
 * points), positive first, then needs work and reminders. A tap gives the award to the
 * student, group or class the picker was opened for, and closes it.
 */
export function SkillPicker({ target, skills, onClose = closeAwardPicker }: SkillPickerProps) {
  const { t } = useLingui();
  const offered = skills.filter((s) => !s.archived);
  const give = (skill: SkillDto) => {
    onClose();
    giveAward(target, skill);
  };
  return (
    <Dialog
      open
      title={targetName(target)}
      description={t(DESCRIPTION[target.kind])}
      icon={<SkillIcon icon="star" size={22} />}
      className="skill-picker"
      onClose={onClose}
    >
      <DialogBody>
        {offered.length === 0 && (
          <p className="skill-picker-empty">
            <Trans>No skills to give yet. Add them under Skills in the class settings.</Trans>
          </p>
        )}
        {KIND_SECTIONS.map((section) => {
          const { kind } = section;
          const title = t(section.title);
          const list = ofKind(offered, kind);
          if (list.length === 0) return null;
          return (
            <section key={kind} className="skill-picker-section" aria-label={title}>
              <h3 className="skill-picker-title">{title}</h3>
              <ul className="skill-picker-grid">
                {list.map((skill) => (
                  <li key={skill.id}>
                    <button
                      type="button"
                      className={`skill-tile skill-${kindOf(skill.weight)}`}
                      onClick={() => give(skill)}
                    >
                      <span className="skill-tile-icon">
                        <SkillIcon icon={skill.icon} size={20} />
                      </span>
                      <span className="skill-tile-name">{skill.name}</span>
                      <span className="skill-tile-points">
                        {skill.weight === 0 ? t`Reminder` : pointsText(skill.weight)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </DialogBody>
    </Dialog>
  );
}
