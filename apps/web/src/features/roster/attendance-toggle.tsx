import type { AttendanceStatus } from '@classbeam/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { tapUndoable } from '../../lib/live/undo';
import './attendance-toggle.css';

/** The status as a word: a button's label, the row's hidden status. */
export const STATUS_WORD: Record<AttendanceStatus, MessageDescriptor> = {
  present: msg`Present`,
  absent: msg`Absent`,
  late: msg`Late`,
};

const STATUSES: AttendanceStatus[] = ['present', 'absent', 'late'];

/** What the Undo toast says: one sentence per status (word order and agreement differ). */
function marked(name: string, status: AttendanceStatus): MessageDescriptor {
  switch (status) {
    case 'present':
      return msg`${name} marked Present`;
    case 'absent':
      return msg`${name} marked Absent`;
    case 'late':
      return msg`${name} marked Late`;
  }
}

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
  const { t } = useLingui();
  return (
    <fieldset className="attendance">
      <legend className="visually-hidden">
        <Trans>Attendance for {name}</Trans>
      </legend>
      {STATUSES.map((option) => (
        <button
          key={option}
          type="button"
          className={`attendance-btn attendance-${option}`}
          aria-pressed={status === option}
          onClick={() => {
            if (status !== option)
              tapUndoable(
                { kind: 'attendance', studentId: id, status: option },
                t(marked(name, option)),
              );
          }}
        >
          {t(STATUS_WORD[option])}
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
  const { t } = useLingui();
  const next = NEXT[status];
  const now = t(STATUS_WORD[status]);
  const then = t(STATUS_WORD[next]);
  return (
    <button
      type="button"
      className={`attendance-cycle cycle-${status}`}
      aria-label={t`Attendance for ${name}: ${now}. Tap for ${then}`}
      onClick={() =>
        tapUndoable({ kind: 'attendance', studentId: id, status: next }, t(marked(name, next)))
      }
    >
      {now}
    </button>
  );
}
