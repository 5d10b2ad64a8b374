import type { StudentDto } from '@classbeam/contracts';
import { TargetIcon } from '../../ui/classroom-icons';

/** A student's learning goal as a chip ('Set goal' while there is none); a tap edits it. */
export function GoalButton({ student, onOpen }: { student: StudentDto; onOpen: () => void }) {
  return (
    <button
      type="button"
      className={`goal-view${student.goal ? '' : ' goal-empty'}`}
      onClick={onOpen}
    >
      <TargetIcon size={16} />
      <span className="visually-hidden">Learning Goal for {student.name}: </span>
      <span className="goal-text">{student.goal || 'Set goal'}</span>
    </button>
  );
}
