import type { StudentDto } from '@classbeam/contracts';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { openAwardPicker } from '../../lib/award-picker';
import { formatNumber } from '../../lib/i18n/format';
import { usePhone } from '../../lib/use-media';
import { Avatar } from '../../ui/avatar';
import { PencilIcon, StarIcon } from '../../ui/classroom-icons';
import { TrashIcon } from '../../ui/icons';
import { AttendanceCycle, AttendanceToggle, STATUS_WORD } from './attendance-toggle';
import { GoalButton } from './goal-button';
import { NoteEditor } from './note-editor';
import { PointStepper } from './point-stepper';
import './student-row.css';

export type RowDialog = 'photo' | 'goal' | 'delete' | 'edit' | 'assess' | 'history';

interface StudentRowProps {
  student: StudentDto;
  onOpen: (dialog: RowDialog | 'sheet', student: StudentDto) => void;
  /** The teacher rates students (teacherAssessmentEnabled): the row offers Assess. */
  canAssess?: boolean;
}

/**
 * One student. On a phone one line holds what a thumb needs in a lesson (who, attendance,
 * -1, points, +1) and the rest is in the student's sheet, which the name opens. Wider
 * screens show attendance, goal, note and the tools in the row too. Memoised: a tap
 * re-renders one row, not 30.
 */
export const StudentRow = memo(function StudentRow({
  student,
  onOpen,
  canAssess,
}: StudentRowProps) {
  const { id, name, points, attendanceStatus: status } = student;
  const phone = usePhone();
  const { t } = useLingui();
  const row = student.row;
  // A phone's row is one line beside the attendance: the row only (the sheet says the rest).
  const meta = [
    row !== null ? t`Row ${row}` : null,
    student.hasBirthDate && !phone ? t`Birth date set` : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <li className={`student-row student-${status}`}>
      {/* Named by its words, not an aria-label: the initials drawn in the picture are a picture
          of the student, not the button's label (an aria-label not holding them is axe's
          label-content-name-mismatch, which reads drawn text even when aria-hidden). */}
      <button
        type="button"
        className="row-avatar"
        onClick={() => onOpen(phone ? 'sheet' : 'photo', student)}
      >
        <span className="visually-hidden">
          {phone ? t`More about ${name}` : t`Take Photo for ${name}`}
        </span>
        <Avatar name={name} src={student.avatarUrl} size={phone ? 40 : 52} />
        <span className={`attendance-dot dot-${status}`} aria-hidden="true" />
      </button>

      <div className="row-who">
        <button
          type="button"
          className="row-name"
          aria-label={t`More about ${name}`}
          onClick={() => onOpen('sheet', student)}
        >
          {name}
        </button>
        <AttendanceCycle id={id} name={name} status={status} />
        {/* Without a row the meta line would be empty and lift the name off the avatar's
            centre; the attendance word stays for screen readers either way. */}
        <p className={meta ? 'row-meta' : 'visually-hidden'}>
          <span className="visually-hidden">{t(STATUS_WORD[status])}. </span>
          {meta}
        </p>
      </div>

      <PointStepper studentId={id} name={name} className="row-points">
        {/* One more tap than +1: the points open the skill picker (decisions 0158, 0163). */}
        <button
          type="button"
          className={`points-value points-skill${points < 0 ? ' points-negative' : ''}`}
          onClick={() => openAwardPicker({ kind: 'student', studentId: id, name })}
        >
          {/* "5 points" for screen readers (a plural), first so the button's text still starts
              with the number; the number drawn is the locale's, and hidden from them. */}
          <span className="visually-hidden">
            <Plural value={points} one="# point" other="# points" />
          </span>
          <span aria-hidden="true">{formatNumber(points)}</span>
          <span className="visually-hidden">
            . <Trans>Give {name} a skill</Trans>
          </span>
          <span className="points-skill-mark" aria-hidden="true">
            <StarIcon size={12} />
          </span>
        </button>
      </PointStepper>

      <div className="row-controls">
        <AttendanceToggle id={id} name={name} status={status} />
        <span className="row-tools">
          <button
            type="button"
            className="btn btn-icon btn-ghost row-edit"
            aria-label={t`Edit ${name}`}
            onClick={() => onOpen('edit', student)}
          >
            <PencilIcon size={18} />
          </button>
          <button
            type="button"
            className="btn btn-icon btn-ghost row-delete"
            aria-label={t`Delete ${name}`}
            onClick={() => onOpen('delete', student)}
          >
            <TrashIcon size={19} />
          </button>
        </span>
      </div>

      <div className="row-details">
        <GoalButton student={student} onOpen={() => onOpen('goal', student)} />
        <div className="row-note">
          <NoteEditor student={student} />
        </div>
        {canAssess && (
          <button
            type="button"
            className="btn btn-ghost row-assess"
            aria-label={t`Assess ${name}`}
            onClick={() => onOpen('assess', student)}
          >
            <Trans>Assess</Trans>
          </button>
        )}
      </div>
    </li>
  );
});
