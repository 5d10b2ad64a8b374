import type { AttendanceStatus } from '@classbeam/contracts';
import { tapUndoable } from '../../lib/live/undo';
import './attendance-toggle.css';

const OPTIONS: { status: AttendanceStatus; label: string }[] = [
  { status: 'present', label: 'Present' },
  { status: 'absent', label: 'Absent' },
  { status: 'late', label: 'Late' },
];

/** Any status to any other in one tap; shown at once, sent as an operation. */
export function AttendanceToggle({
  id,
  name,
  status,
}: {
  id: number;
  name: string;
  status: AttendanceStatus;
}) {
  return (
    <fieldset className="attendance">
      <legend className="visually-hidden">Attendance for {name}</legend>
      {OPTIONS.map((option) => (
        <button
          key={option.status}
          type="button"
          className={`attendance-btn attendance-${option.status}`}
          aria-pressed={status === option.status}
          onClick={() => {
            if (status !== option.status)
              tapUndoable(
                { kind: 'attendance', studentId: id, status: option.status },
                `${name} marked ${option.label}`,
              );
          }}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

/** Roll call's order: a tap marks the absent, a second the one who arrives late after all. */
const NEXT: Record<AttendanceStatus, AttendanceStatus> = {
  present: 'absent',
  absent: 'late',
  late: 'present',
};
const WORD: Record<AttendanceStatus, string> = {
  present: 'Present',
  absent: 'Absent',
  late: 'Late',
};

/**
 * The phone's attendance: one button showing the status, a tap moving it on (Present, Absent,
 * Late, Present). Three buttons would not fit beside the points on one line; the sheet has them.
 */
export function AttendanceCycle({
  id,
  name,
  status,
}: {
  id: number;
  name: string;
  status: AttendanceStatus;
}) {
  const next = NEXT[status];
  return (
    <button
      type="button"
      className={`attendance-cycle cycle-${status}`}
      aria-label={`Attendance for ${name}: ${WORD[status]}. Tap for ${WORD[next]}`}
      onClick={() =>
        tapUndoable(
          { kind: 'attendance', studentId: id, status: next },
          `${name} marked ${WORD[next]}`,
        )
      }
    >
      {WORD[status]}
    </button>
  );
}
