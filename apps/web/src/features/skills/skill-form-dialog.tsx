import type { SkillDto, SkillIcon as SkillIconKey, SkillInput } from '@classbeam/contracts';
import { SKILL_ICONS, SKILL_NAME_MAX, SKILL_WEIGHT_MAX } from '@classbeam/contracts/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { PencilIcon } from '../../ui/classroom-icons';
import { Dialog } from '../../ui/dialog';
import { DialogActions, FormAlert } from '../../ui/dialog-parts';
import { TextField } from '../../ui/field';
import { PlusIcon } from '../../ui/icons';
import { SkillIcon } from '../../ui/skill-icon';
import { toast } from '../../ui/toast-store';
import { pointsText } from './award-words';
import { refusal } from './skill-errors';
import { addSkill, editSkill } from './skills-api';
import './skills-card.css';

const ICON_NAMES: Record<SkillIconKey, MessageDescriptor> = {
  heart: msg`Heart`,
  target: msg`Target`,
  hand: msg`Raised hand`,
  mountain: msg`Mountain`,
  team: msg`Team`,
  bolt: msg`Lightning`,
  star: msg`Star`,
  book: msg`Book`,
  lightbulb: msg`Light bulb`,
  speech: msg`Speech bubble`,
  clock: msg`Clock`,
  backpack: msg`Backpack`,
  warning: msg`Warning sign`,
  frown: msg`Frown`,
  pencil: msg`Pencil`,
  trophy: msg`Trophy`,
};

/** +5 down to -5, the reminder (0) between the positive and the needs-work points. */
const WEIGHTS = Array.from({ length: SKILL_WEIGHT_MAX * 2 + 1 }, (_, i) => SKILL_WEIGHT_MAX - i);
/** "+2 points", "-1 point": the count is the points' size, the sign its direction. */
function weightLabel(w: number): string {
  if (w === 0) return translate`Reminder (0 points)`;
  const points = pointsText(w);
  const size = Math.abs(w);
  return plural(size, { one: `${points} point`, other: `${points} points` });
}

interface SkillFormDialogProps {
  classId: number;
  /** The skill to edit; without it, a new one. */
  skill?: SkillDto;
  /** A new skill's kind to start from (the section its Add was pressed in). */
  startWeight?: number;
  onClose: () => void;
}

/** A skill's name, icon and points: a new one, or one the teacher edits. */
export function SkillFormDialog({
  classId,
  skill,
  startWeight = 1,
  onClose,
}: SkillFormDialogProps) {
  const { t } = useLingui();
  const [name, setName] = useState(skill?.name ?? '');
  const [icon, setIcon] = useState<SkillIconKey>(skill?.icon ?? 'star');
  const [weight, setWeight] = useState(skill?.weight ?? startWeight);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const weightId = useId();
  const valid = name.trim().length > 0;
  const skillName = skill?.name ?? '';

  async function archive() {
    if (!skill || pending) return;
    setPending(true);
    setFailed(null);
    try {
      useClassLive.setState({ skills: await editSkill(classId, skill.id, { archived: true }) });
      toast({
        title: t`${skillName} archived`,
        description: t`It is out of the picker; the history keeps it. Bring it back under Archived.`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      console.warn('Skill not archived', error);
      setFailed(refusal(error, t`The skill was not archived. Check the connection and try again.`));
      setPending(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid || pending) return;
    const input: SkillInput = { name: name.trim(), icon, weight };
    const changed = skill
      ? Object.fromEntries(
          Object.entries(input).filter(([key, value]) => skill[key as keyof SkillInput] !== value),
        )
      : input;
    if (skill && Object.keys(changed).length === 0) return onClose();
    setPending(true);
    setFailed(null);
    try {
      const skills = skill
        ? await editSkill(classId, skill.id, changed)
        : await addSkill(classId, input);
      useClassLive.setState({ skills });
      onClose();
    } catch (error) {
      console.warn('Skill not saved', error);
      setFailed(refusal(error, t`The skill was not saved. Check the connection and try again.`));
      setPending(false);
    }
  }

  return (
    <Dialog
      open
      title={skill ? t`Edit ${skillName}` : t`New skill`}
      description={t`What points are given for: its name, its picture and how many points.`}
      icon={skill ? <PencilIcon size={22} /> : <PlusIcon size={22} />}
      onClose={onClose}
    >
      <form className="skill-form" onSubmit={onSubmit}>
        <TextField
          label={t`Name`}
          autoFocus
          maxLength={SKILL_NAME_MAX}
          placeholder={t`e.g. Kindness`}
          value={name}
          onChange={setName}
          hint={
            skill && name.trim() !== skill.name
              ? t`The new name shows in past history and reports too. To keep the old one there, archive this skill and add a new one.`
              : undefined
          }
        />
        <fieldset className="skill-icon-field">
          <legend className="field-label">
            <Trans>Icon</Trans>
          </legend>
          <div className="skill-icon-choices">
            {SKILL_ICONS.map((key) => (
              <label key={key} className="skill-icon-choice">
                <input
                  type="radio"
                  name="skill-icon"
                  value={key}
                  checked={icon === key}
                  onChange={() => setIcon(key)}
                  aria-label={t(ICON_NAMES[key])}
                />
                <SkillIcon icon={key} size={24} />
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <div className="field-label-row">
            <label className="field-label" htmlFor={weightId}>
              <Trans>Points</Trans>
            </label>
          </div>
          <select
            id={weightId}
            className="input"
            value={weight}
            onChange={(e) => setWeight(Number(e.target.value))}
          >
            {WEIGHTS.map((w) => (
              <option key={w} value={w}>
                {weightLabel(w)}
              </option>
            ))}
          </select>
        </div>
        {skill && !skill.archived && (
          <button
            type="button"
            className="btn btn-ghost skill-archive"
            disabled={pending}
            onClick={() => void archive()}
          >
            <Trans>Archive this skill</Trans>
          </button>
        )}
        {failed && <FormAlert>{failed}</FormAlert>}
        <DialogActions>
          <button type="button" className="btn" onClick={onClose} disabled={pending}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary" disabled={!valid || pending}>
            {skill ? t`Save` : t`Add skill`}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
