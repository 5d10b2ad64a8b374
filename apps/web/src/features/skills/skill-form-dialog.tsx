import type { SkillDto, SkillIcon as SkillIconKey, SkillInput } from '@classbeam/contracts';
import { SKILL_ICONS, SKILL_NAME_MAX, SKILL_WEIGHT_MAX } from '@classbeam/contracts/constants';
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

const ICON_NAMES: Record<SkillIconKey, string> = {
  heart: 'Heart',
  target: 'Target',
  hand: 'Raised hand',
  mountain: 'Mountain',
  team: 'Team',
  bolt: 'Lightning',
  star: 'Star',
  book: 'Book',
  lightbulb: 'Light bulb',
  speech: 'Speech bubble',
  clock: 'Clock',
  backpack: 'Backpack',
  warning: 'Warning sign',
  frown: 'Frown',
  pencil: 'Pencil',
  trophy: 'Trophy',
};

/** +5 down to -5, the reminder (0) between the positive and the needs-work points. */
const WEIGHTS = Array.from({ length: SKILL_WEIGHT_MAX * 2 + 1 }, (_, i) => SKILL_WEIGHT_MAX - i);
const weightLabel = (w: number) =>
  w === 0 ? 'Reminder (0 points)' : `${pointsText(w)} ${Math.abs(w) === 1 ? 'point' : 'points'}`;

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
  const [name, setName] = useState(skill?.name ?? '');
  const [icon, setIcon] = useState<SkillIconKey>(skill?.icon ?? 'star');
  const [weight, setWeight] = useState(skill?.weight ?? startWeight);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const weightId = useId();
  const valid = name.trim().length > 0;

  async function archive() {
    if (!skill || pending) return;
    setPending(true);
    setFailed(null);
    try {
      useClassLive.setState({ skills: await editSkill(classId, skill.id, { archived: true }) });
      toast({
        title: `${skill.name} archived`,
        description: 'It is out of the picker; the history keeps it. Bring it back under Archived.',
        variant: 'success',
      });
      onClose();
    } catch (error) {
      console.warn('Skill not archived', error);
      setFailed(refusal(error, 'The skill was not archived. Check the connection and try again.'));
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
      setFailed(refusal(error, 'The skill was not saved. Check the connection and try again.'));
      setPending(false);
    }
  }

  return (
    <Dialog
      open
      title={skill ? `Edit ${skill.name}` : 'New skill'}
      description="What points are given for: its name, its picture and how many points."
      icon={skill ? <PencilIcon size={22} /> : <PlusIcon size={22} />}
      onClose={onClose}
    >
      <form className="skill-form" onSubmit={onSubmit}>
        <TextField
          label="Name"
          autoFocus
          maxLength={SKILL_NAME_MAX}
          placeholder="e.g. Kindness"
          value={name}
          onChange={setName}
          hint={
            skill && name.trim() !== skill.name
              ? 'The new name shows in past history and reports too. To keep the old one there, archive this skill and add a new one.'
              : undefined
          }
        />
        <fieldset className="skill-icon-field">
          <legend className="field-label">Icon</legend>
          <div className="skill-icon-choices">
            {SKILL_ICONS.map((key) => (
              <label key={key} className="skill-icon-choice">
                <input
                  type="radio"
                  name="skill-icon"
                  value={key}
                  checked={icon === key}
                  onChange={() => setIcon(key)}
                  aria-label={ICON_NAMES[key]}
                />
                <SkillIcon icon={key} size={24} />
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <div className="field-label-row">
            <label className="field-label" htmlFor={weightId}>
              Points
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
            Archive this skill
          </button>
        )}
        {failed && <FormAlert>{failed}</FormAlert>}
        <DialogActions>
          <button type="button" className="btn" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!valid || pending}>
            {skill ? 'Save' : 'Add skill'}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
