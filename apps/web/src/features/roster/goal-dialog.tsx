import type { StudentDto } from '@classbeam/contracts';
import { PRESET_GOALS, STUDENT_GOAL_MAX } from '@classbeam/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { goalText } from '../../lib/goal-labels';
import { studentSaved } from '../../lib/live/class-sync';
import { TargetIcon } from '../../ui/classroom-icons';
import { Dialog } from '../../ui/dialog';
import { DialogActions, FormAlert } from '../../ui/dialog-parts';
import { Field } from '../../ui/field';
import { updateStudent } from './students-api';
import './goal-dialog.css';

const isPreset = (goal: string) => (PRESET_GOALS as readonly string[]).includes(goal);

interface GoalDialogProps {
  student: StudentDto;
  onClose: () => void;
}

/** One of the spec's preset goals, or the teacher's own words. */
export function GoalDialog({ student, onClose }: GoalDialogProps) {
  const { t } = useLingui();
  const name = student.name;
  const [preset, setPreset] = useState(isPreset(student.goal) ? student.goal : '');
  const [custom, setCustom] = useState(isPreset(student.goal) ? '' : student.goal);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const goal = (preset || custom).trim();

  async function save(next: string) {
    setPending(true);
    setFailed(false);
    try {
      studentSaved(await updateStudent(student.id, { goal: next }));
      onClose();
    } catch (error) {
      console.error('Goal save failed', error);
      setFailed(true);
      setPending(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!pending) void save(goal);
  }

  return (
    <Dialog
      open
      title={t`Learning Goal for ${name}`}
      description={t`Pick a goal or write your own.`}
      icon={<TargetIcon size={22} />}
      onClose={onClose}
    >
      <form className="goal-form" onSubmit={onSubmit}>
        <fieldset className="goal-presets">
          <legend className="field-label">
            <Trans>Preset goals</Trans>
          </legend>
          {PRESET_GOALS.map((each) => (
            <button
              key={each}
              type="button"
              className="goal-chip"
              aria-pressed={preset === each}
              onClick={() => {
                setPreset(preset === each ? '' : each);
                setCustom('');
              }}
            >
              {goalText(each, t)}
            </button>
          ))}
        </fieldset>
        <Field label={t`Custom goal`} optional>
          {(control) => (
            <input
              {...control}
              className="input"
              maxLength={STUDENT_GOAL_MAX}
              placeholder={t`e.g. Raise a hand before speaking`}
              value={custom}
              onChange={(e) => {
                setCustom(e.target.value);
                if (e.target.value) setPreset('');
              }}
            />
          )}
        </Field>
        {failed && (
          <FormAlert>
            <Trans>The goal was not saved. Check your connection and try again.</Trans>
          </FormAlert>
        )}
        <DialogActions>
          {student.goal && (
            <button
              type="button"
              className="btn btn-ghost goal-clear"
              onClick={() => void save('')}
              disabled={pending}
            >
              <Trans>Remove goal</Trans>
            </button>
          )}
          <button type="button" className="btn" onClick={onClose} disabled={pending}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={pending || goal === student.goal}
          >
            {pending ? t`Saving…` : t`Save Goal`}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
