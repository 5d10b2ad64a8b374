import type { StudentDto } from '@classbeam/contracts';
import { STUDENT_NOTES_MAX } from '@classbeam/contracts/constants';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { openAwardPicker } from '../../lib/award-picker';
import { studentReportPath } from '../../lib/report-paths';
import { Avatar } from '../../ui/avatar';
import { CameraIcon, PencilIcon, ReportIcon, StarIcon } from '../../ui/classroom-icons';
import { Dialog } from '../../ui/dialog';
import { DialogBody } from '../../ui/dialog-parts';
import { ListIcon, TrashIcon } from '../../ui/icons';
import { AttendanceToggle } from './attendance-toggle';
import { GoalButton } from './goal-button';
import { saveNote } from './note-editor';
import { PointStepper } from './point-stepper';
import type { RowDialog } from './student-row';
import './student-row.css';
import './student-sheet.css';

interface StudentSheetProps {
  student: StudentDto;
  /** Opens one of the student's dialogs in the sheet's place; closing it comes back here. */
  onOpen: (dialog: RowDialog, student: StudentDto) => void;
  canAssess: boolean;
  /** The student's history can be opened (the app gives the dialog). */
  canShowHistory?: boolean;
  onClose: () => void;
}

/**
 * Everything about one student on one sheet: picture, points, attendance, goal, a note of
 * several lines, the date of birth's state, and Edit, Assess and Delete. The note is saved
 * when the teacher leaves it or closes the sheet, the way the row's note is.
 */
export function StudentSheet({
  student,
  onOpen,
  canAssess,
  canShowHistory = false,
  onClose,
}: StudentSheetProps) {
  const { t } = useLingui();
  const { id, name, points, row } = student;
  const meta = [
    row !== null ? t`Row ${row}` : t`No row`,
    student.hasBirthDate ? t`Birth date set` : t`No birth date`,
  ].join(' · ');

  return (
    <Dialog
      open
      title={name}
      description={meta}
      icon={<Avatar name={name} src={student.avatarUrl} size={44} />}
      className="student-sheet"
      onClose={onClose}
    >
      <DialogBody>
        <PointStepper studentId={id} name={name} className="sheet-points">
          <p className={`sheet-points-value${points < 0 ? ' points-negative' : ''}`}>
            {/* "5 points": the number large, its word small (a plural: # is the locale's number). */}
            <Trans>
              <Plural
                value={points}
                one={
                  <span>
                    #<span className="sheet-points-unit"> point</span>
                  </span>
                }
                other={
                  <span>
                    #<span className="sheet-points-unit"> points</span>
                  </span>
                }
              />
            </Trans>
          </p>
        </PointStepper>
        <button
          type="button"
          className="btn sheet-skill"
          onClick={() => openAwardPicker({ kind: 'student', studentId: id, name })}
        >
          <StarIcon size={18} />
          <Trans>Give a skill</Trans>
        </button>

        <AttendanceToggle id={id} name={name} status={student.attendanceStatus} />

        <GoalButton student={student} onOpen={() => onOpen('goal', student)} />

        <SheetNote student={student} />

        <div className="sheet-actions">
          <button type="button" className="btn" onClick={() => onOpen('photo', student)}>
            <CameraIcon size={18} />
            <Trans>Photo</Trans>
          </button>
          <button type="button" className="btn" onClick={() => onOpen('edit', student)}>
            <PencilIcon size={18} />
            <Trans>Edit</Trans>
          </button>
          {canAssess && (
            <button type="button" className="btn" onClick={() => onOpen('assess', student)}>
              <Trans>Assess</Trans>
            </button>
          )}
          {canShowHistory && (
            <button type="button" className="btn" onClick={() => onOpen('history', student)}>
              <ListIcon size={18} />
              <Trans>History</Trans>
            </button>
          )}
          <Link className="btn" to={studentReportPath(student.classId, id)}>
            <ReportIcon size={18} />
            <Trans>Report</Trans>
          </Link>
          <button
            type="button"
            className="btn btn-ghost sheet-delete"
            onClick={() => onOpen('delete', student)}
          >
            <TrashIcon size={18} />
            <Trans>Delete</Trans>
          </button>
        </div>
      </DialogBody>
    </Dialog>
  );
}

/** A note of several lines. Leaving the field saves it; so does closing the sheet. */
function SheetNote({ student }: { student: StudentDto }) {
  const { t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState(student.notes);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const saved = useRef(student.notes);
  const latest = useRef(draft);
  latest.current = draft;

  // Changed on another device while this sheet is open and untouched here: show the new note.
  useEffect(() => {
    if (latest.current.trim() === saved.current) {
      saved.current = student.notes;
      setDraft(student.notes);
    }
  }, [student.notes]);

  const save = async () => {
    const next = latest.current.trim();
    if (next === saved.current) return;
    saved.current = next;
    setState('saving');
    setState((await saveNote(student.id, next)) ? 'saved' : 'idle');
  };

  // Closing the sheet (Escape, the close button, a tap outside) keeps what was typed.
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => () => void saveRef.current(), []);

  return (
    <div className="sheet-note">
      <div className="sheet-note-head">
        <label className="field-label" htmlFor={id}>
          <Trans>Notes</Trans>
        </label>
        <span className="sheet-note-state" role="status">
          {state === 'saving' ? t`Saving…` : state === 'saved' ? t`Saved` : ''}
        </span>
      </div>
      <textarea
        id={id}
        className="input sheet-note-input"
        rows={4}
        maxLength={STUDENT_NOTES_MAX}
        placeholder={t`Tap to add notes...`}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          setState('idle');
        }}
        onBlur={() => void save()}
      />
    </div>
  );
}
