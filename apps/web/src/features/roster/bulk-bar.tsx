import { openAwardPicker } from '../../lib/award-picker';
import { tapUndoable } from '../../lib/live/undo';
import { ResetIcon, StarIcon } from '../../ui/classroom-icons';

/**
 * Whole-class points, and a skill for the whole class (the picker). Reset to 5 sits apart at
 * the far end, not beside All -1, so a thumb aiming for one cannot land on the other.
 */
export function BulkBar() {
  return (
    <fieldset className="bulk-bar">
      <legend className="bulk-label">Whole class</legend>
      <button
        type="button"
        className="btn bulk-plus"
        onClick={() =>
          tapUndoable({ kind: 'class-points', delta: 1 }, 'All +1 (students who are here)')
        }
      >
        All +1
      </button>
      <button
        type="button"
        className="btn bulk-minus"
        onClick={() =>
          tapUndoable({ kind: 'class-points', delta: -1 }, 'All -1 (students who are here)')
        }
      >
        All -1
      </button>
      <button
        type="button"
        className="btn bulk-skill"
        aria-label="Give the whole class a skill"
        onClick={() => openAwardPicker({ kind: 'class' })}
      >
        <StarIcon size={17} />
        Skill
      </button>
      <button
        type="button"
        className="btn bulk-reset"
        onClick={() => tapUndoable({ kind: 'reset-points' }, 'Points reset to 5')}
      >
        <ResetIcon size={17} />
        Reset to 5
      </button>
    </fieldset>
  );
}
