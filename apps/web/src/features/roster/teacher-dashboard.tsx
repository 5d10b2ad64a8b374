import type { StudentDto } from '@classbeam/contracts';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, Suspense, useState } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { usePhone } from '../../lib/use-media';
import { ClassmateInitials } from '../../ui/avatar';
import { LinkIcon } from '../../ui/classroom-icons';
import { DisplayLinksDialog } from './lazy-dialogs';
import { PhoneTabs, type Tab, useStoredTab } from './phone-tabs';
import { PresentCount } from './present-count';
import { StudentsPanel } from './students-panel';
import { SyncStatus } from './sync-status';
import './teacher-dashboard.css';

interface TeacherDashboardProps {
  classId: number;
  /** The lesson's cards (class progress, timer), from their own feature; app/ passes them in. */
  lesson?: ReactNode;
  /** The Group Manager card, from its own feature. */
  groups?: ReactNode;
  /** The classroom cards (volume, controls, settings), after the roster; may suspend (lazy). */
  classroom?: ReactNode;
  /** The lesson's own header action (End Class Assessment): on a phone, on the Lesson tab. */
  lessonActions?: ReactNode;
  /** The class's header actions (CSV, saved classes): on a phone, on the More tab. */
  headerActions?: ReactNode;
  /** What sits above the lesson cards (the 'Class Complete!' panel). */
  top?: ReactNode;
  /** The phone's More tab ends with these (Change Class, Sign Out). */
  account?: ReactNode;
  /** Passed to the students card: its extra actions and the per-student assessment. */
  studentActions?: ReactNode;
  assess?: (student: StudentDto, onClose: () => void) => ReactNode;
  /** A student's history, opened from their sheet. */
  history?: (student: StudentDto, onClose: () => void) => ReactNode;
}

/**
 * The teacher's view of the class. On a laptop or tablet, one page of cards: the lesson, the
 * groups, the roster, the classroom. On a phone it is a remote: the students first, and the
 * lesson, groups and everything else one tap away on a bar at the bottom.
 */
export function TeacherDashboard(props: TeacherDashboardProps) {
  const students = useClassLive((s) => s.students);
  const phone = usePhone();
  const [linksOpen, setLinksOpen] = useState(false);
  const linkButton = (
    <button type="button" className="btn" onClick={() => setLinksOpen(true)}>
      <LinkIcon size={18} />
      {/* The button's own message: a language may need a shorter word than the dialog's title. */}
      <Trans context="dashboard button">Display link</Trans>
    </button>
  );

  return (
    // The roster, its dialogs and the assessment cards: every avatar here knows the class.
    <ClassmateInitials students={students}>
      {phone ? (
        <PhoneDashboard {...props} linkButton={linkButton} />
      ) : (
        <div className="dashboard">
          <DashboardBar>
            <div className="dashboard-actions">
              {props.headerActions}
              {props.lessonActions}
              {linkButton}
            </div>
          </DashboardBar>
          {props.top}
          {props.lesson}
          {props.groups}
          <StudentsPanel
            classId={props.classId}
            actions={props.studentActions}
            assess={props.assess}
            history={props.history}
          />
          <Suspense fallback={null}>{props.classroom}</Suspense>
        </div>
      )}
      {linksOpen && (
        <Suspense fallback={null}>
          <DisplayLinksDialog classId={props.classId} onClose={() => setLinksOpen(false)} />
        </Suspense>
      )}
    </ClassmateInitials>
  );
}

/** Who is here and whether every tap has reached the server: at the top of the page. */
function DashboardBar({ children }: { children?: ReactNode }) {
  return (
    <div className="dashboard-bar">
      <div className="dashboard-status">
        <PresentCount />
        <SyncStatus />
      </div>
      {children}
    </div>
  );
}

function PhoneDashboard({
  classId,
  lesson,
  groups,
  classroom,
  lessonActions,
  headerActions,
  top,
  account,
  studentActions,
  assess,
  history,
  linkButton,
}: TeacherDashboardProps & { linkButton: ReactNode }) {
  const [tab, setTab] = useStoredTab(classId);
  const panels: Record<Tab, ReactNode> = {
    // The head line has no room for more actions: Copy Student Assessment Link is on More.
    students: <StudentsPanel classId={classId} assess={assess} history={history} fill />,
    lesson: (
      <>
        {lessonActions && <div className="dashboard-actions">{lessonActions}</div>}
        {top}
        {lesson}
      </>
    ),
    groups,
    // One boundary for the whole tab: it shows once the classroom cards' code is in, so Change
    // Class and Sign Out at its end do not move down under a finger as the cards arrive.
    more: (
      <Suspense fallback={null}>
        <div className="dashboard-actions">
          {linkButton}
          {headerActions}
          {studentActions}
        </div>
        {classroom}
        {account && <div className="dashboard-account">{account}</div>}
      </Suspense>
    ),
  };
  return (
    <div className="dashboard dashboard-phone">
      <PhoneTabs tab={tab} onTab={setTab}>
        {panels[tab]}
      </PhoneTabs>
    </div>
  );
}
