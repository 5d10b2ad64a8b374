import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { Avatar, ClassmateInitials } from '../../ui/avatar';
import { CloseIcon } from '../../ui/icons';
import { usePickMoment } from './use-pick-moment';
import './pick-sheet.css';

/**
 * The pick on a teacher's phone or laptop, whatever part of the dashboard is open: the names
 * cycling, then the one picked, large, for the spec's 5 s, so the teacher sees who without
 * looking up at the board. Close hides it here only.
 */
export function PickSheet() {
  const { t } = useLingui();
  const pick = useClassLive((s) => s.pick);
  const students = useClassLive((s) => s.students);
  const moment = usePickMoment(pick);
  const [closed, setClosed] = useState<number | null>(null);
  const student = moment ? students.find((s) => s.id === moment.studentId) : undefined;
  if (!pick || !moment || !student || closed === pick.startsAt) return null;
  const studentName = student.name;
  return (
    <section className="pick-sheet" aria-label={t`Random Student`} data-testid="pick-sheet">
      <ClassmateInitials students={students}>
        <Avatar
          name={student.name}
          src={student.avatarUrl}
          size={72}
          className={`pick-sheet-photo${moment.chosen ? '' : ' pick-sheet-photo-cycling'}`}
        />
      </ClassmateInitials>
      <div className="pick-sheet-text">
        <p className="pick-sheet-label">{moment.chosen ? t`Random Student` : t`Picking…`}</p>
        <p className={`pick-sheet-name${moment.chosen ? ' pick-sheet-name-chosen' : ''}`}>
          {student.name}
        </p>
      </div>
      <button
        type="button"
        className="btn btn-ghost pick-sheet-close"
        aria-label={t`Close`}
        onClick={() => setClosed(pick.startsAt)}
      >
        <CloseIcon size={20} />
      </button>
      <p className="visually-hidden" aria-live="polite">
        {moment.chosen ? t`Random student: ${studentName}` : ''}
      </p>
    </section>
  );
}
