import type { AttendanceStatus } from '@classbeam/contracts';
import { tap } from '../../lib/live/class-sync';
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
              tap({ kind: 'attendance', studentId: id, status: option.status });
          }}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
