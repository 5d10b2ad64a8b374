import { Trans, useLingui } from '@lingui/react/macro';
import { openAwardPicker } from '../../lib/award-picker';
import { tapUndoable } from '../../lib/live/undo';
import { ResetIcon, StarIcon } from '../../ui/classroom-icons';

/**
 * Whole-class points, and a skill for the whole class (the picker). Reset to 5 sits apart at
 * the far end, not beside All -1, so a thumb aiming for one cannot land on the other.
 */
export function BulkBar() {
  const { t } = useLingui();
  return (
    <fieldset className="bulk-bar">
      <legend className="bulk-label">
        <Trans>Whole class</Trans>
      </legend>
      <button
        type="button"
        className="btn bulk-plus"
        onClick={() =>
          tapUndoable({ kind: 'class-points', delta: 1 }, t`All +1 (students who are here)`)
        }
      >
        <Trans>All +1</Trans>
      </button>
      <button
        type="button"
        className="btn bulk-minus"
        onClick={() =>
          tapUndoable({ kind: 'class-points', delta: -1 }, t`All -1 (students who are here)`)
        }
      >
        <Trans>All -1</Trans>
      </button>
      <button
        type="button"
        className="btn bulk-skill"
        aria-label={t`Give the whole class a skill`}
        onClick={() => openAwardPicker({ kind: 'class' })}
      >
        <StarIcon size={17} />
        <Trans>Skill</Trans>
      </button>
      <button
        type="button"
        className="btn bulk-reset"
        onClick={() => tapUndoable({ kind: 'reset-points' }, t`Points reset to 5`)}
      >
        <ResetIcon size={17} />
        <Trans>Reset to 5</Trans>
      </button>
    </fieldset>
  );
}
