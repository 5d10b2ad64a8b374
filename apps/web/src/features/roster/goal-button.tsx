import type { StudentDto } from '@classbeam/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { goalText } from '../../lib/goal-labels';
import { TargetIcon } from '../../ui/classroom-icons';

/** A student's learning goal as a chip ('Set goal' while there is none); a tap edits it. */
export function GoalButton({ student, onOpen }: { student: StudentDto; onOpen: () => void }) {
  const { t } = useLingui();
  const name = student.name;
  return (
    <button
      type="button"
      className={`goal-view${student.goal ? '' : ' goal-empty'}`}
      onClick={onOpen}
    >
      <TargetIcon size={16} />
      <span className="visually-hidden">
        <Trans>Learning Goal for {name}:</Trans>{' '}
      </span>
      <span className="goal-text">{student.goal ? goalText(student.goal, t) : t`Set goal`}</span>
    </button>
  );
}
