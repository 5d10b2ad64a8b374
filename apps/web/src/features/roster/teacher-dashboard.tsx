import type { StudentDto } from '@classbeam/contracts';
import { presentCountLabel } from '@classbeam/domain';
import { type ReactNode, Suspense, useState } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { ClassmateInitials } from '../../ui/avatar';
import { LinkIcon } from '../../ui/classroom-icons';
import { UsersIcon } from '../../ui/icons';
import { DisplayLinksDialog } from './lazy-dialogs';
import { StudentsPanel } from './students-panel';
import { SyncStatus } from './sync-status';
import './teacher-dashboard.css';

interface TeacherDashboardProps {
  classId: number;
  /** The lesson's cards (class progress, timer), from their own feature; app/ passes them in. */
  lesson?: ReactNode;
  /** The Group Manager card, from its own feature. */
  groups?: ReactNode;
  /** The classroom cards (volume, controls, settings), after the roster. */
  classroom?: ReactNode;
  /** Header actions from other features (End Class Assessment). */
  headerActions?: ReactNode;
  /** What sits above the lesson cards (the 'Class Complete!' panel). */
  top?: ReactNode;
  /** Passed to the students card: its extra actions and the per-student assessment. */
  studentActions?: ReactNode;
  assess?: (student: StudentDto, onClose: () => void) => ReactNode;
}

/** The teacher's phone view: who is here, the lesson, the roster, and the way onto the display. */
export function TeacherDashboard({
  classId,
  lesson,
  groups,
  classroom,
  headerActions,
  top,
  studentActions,
  assess,
}: TeacherDashboardProps) {
  const students = useClassLive((s) => s.students);
  const loaded = useClassLive((s) => s.loaded);
  const [linksOpen, setLinksOpen] = useState(false);

  return (
    // The roster, its dialogs and the assessment cards: every avatar here knows the class.
    <ClassmateInitials students={students}>
      <div className="dashboard">
        <div className="dashboard-bar">
          <div className="dashboard-status">
            {loaded && (
              <p className="present-count">
                <UsersIcon size={18} />
                {presentCountLabel(students)}
              </p>
            )}
            <SyncStatus />
          </div>
          <div className="dashboard-actions">
            {headerActions}
            <button type="button" className="btn" onClick={() => setLinksOpen(true)}>
              <LinkIcon size={18} />
              Display link
            </button>
          </div>
        </div>
        {top}
        {lesson}
        {groups}
        <StudentsPanel classId={classId} actions={studentActions} assess={assess} />
        {classroom}
        {linksOpen && (
          <Suspense fallback={null}>
            <DisplayLinksDialog classId={classId} onClose={() => setLinksOpen(false)} />
          </Suspense>
        )}
      </div>
    </ClassmateInitials>
  );
}
