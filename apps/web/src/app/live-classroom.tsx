import type { ClassDto } from '@classbeam/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ClassConfigActions } from '../features/class-configs/class-config-actions';
import { fetchClass } from '../features/classes/classes-api';
import { Classroom } from '../features/classroom/classroom';
import { StudentHistoryDialog } from '../features/history/lazy-dialogs';
import { TimelineButton } from '../features/history/timeline-button';
import { SyncStatus } from '../features/roster/sync-status';
import { TeacherDashboard } from '../features/roster/teacher-dashboard';
import { RosterCsvActions } from '../features/roster-csv/roster-csv-actions';
import { SkillPickerHost } from '../features/skills/skill-picker-host';
import { useClassLive } from '../lib/live/class-store';
import { openClass } from '../lib/live/class-sync';
import { useLiveResource } from '../lib/live/live-resource';
import { ReportIcon } from '../ui/classroom-icons';
import { LinkBrokenIcon } from '../ui/icons';
import { LoadingScreen } from '../ui/loading-screen';
import {
  AssessmentCards,
  AssessmentHeaderActions,
  AssessmentStudentActions,
  ClassCompletePanel,
  LockoutAlerts,
  useAssessStudent,
} from './assessment-slots';
import { ClassroomAccount } from './classroom-account';
import {
  ClassroomPanels,
  GroupManager,
  RunPanels,
  TeacherMoments,
  TeacherScoreboard,
} from './lazy-parts';
import { TEACHER_LIVE_AREAS } from './teacher-live-areas';

interface LiveClassroomProps {
  cls: ClassDto;
  onChangeClass: () => void;
}

/**
 * The classroom with its live connection. The connection belongs to the route, not to a
 * view, so switching between dashboard and scoreboard keeps the socket and the outbox.
 */
export function LiveClassroom({ cls: opened, onChangeClass }: LiveClassroomProps) {
  const { t } = useLingui();
  // Edited on another device (or this one): the header shows the class as it is now.
  const fresh = useLiveResource(
    opened.id,
    ['class'],
    // Gone (deleted meanwhile): the header keeps what it had; the class:deleted screen follows.
    () => fetchClass(opened.id).then((c) => c ?? Promise.reject(new Error('The class is gone'))),
    { initial: opened, what: 'The class' },
  );
  const cls = fresh.data ?? opened;
  const saved = useCallback((dto: ClassDto) => fresh.update(() => dto), [fresh.update]);
  // The store may still hold the previous class for the render before the effect opens this one.
  const gone = useClassLive((s) => s.gone && s.classId === cls.id);
  const assess = useAssessStudent(cls.id);
  useEffect(() => openClass(cls.id, TEACHER_LIVE_AREAS), [cls.id]);

  if (gone) {
    return (
      <div className="page-state" role="alert">
        <div className="page-state-inner">
          <span className="message-icon">
            <LinkBrokenIcon size={32} />
          </span>
          <h1 className="message-title">
            <Trans>This class is no longer here</Trans>
          </h1>
          <p className="message-text">
            <Trans>It was deleted, perhaps on another device.</Trans>
          </p>
          <div className="message-actions">
            <Link to="/" className="btn btn-primary">
              <Trans>Change Class</Trans>
            </Link>
          </div>
        </div>
      </div>
    );
  }

  return (
    <>
      <LockoutAlerts />
      <SkillPickerHost />
      <Classroom
        cls={cls}
        onChangeClass={onChangeClass}
        status={<SyncStatus />}
        moments={
          <Suspense fallback={null}>
            <TeacherMoments />
          </Suspense>
        }
        dashboard={
          <TeacherDashboard
            classId={cls.id}
            lesson={
              <Suspense fallback={null}>
                <RunPanels classId={cls.id} />
              </Suspense>
            }
            groups={
              <Suspense fallback={null}>
                <GroupManager classId={cls.id} />
              </Suspense>
            }
            classroom={
              // Lazy: the dashboard gives it the Suspense boundary (on a phone, the More tab's).
              <>
                <ClassroomPanels cls={cls} onClassSaved={saved} />
                <AssessmentCards classId={cls.id} />
              </>
            }
            headerActions={
              <>
                <Link to={`/classroom/${cls.id}/reports`} className="btn">
                  <ReportIcon size={18} />
                  <Trans>Reports</Trans>
                </Link>
                <RosterCsvActions classId={cls.id} />
                <ClassConfigActions classId={cls.id} />
              </>
            }
            lessonActions={
              <>
                <AssessmentHeaderActions classId={cls.id} />
                <TimelineButton classId={cls.id} />
              </>
            }
            account={<ClassroomAccount onChangeClass={onChangeClass} />}
            top={<ClassCompletePanel classId={cls.id} />}
            studentActions={<AssessmentStudentActions classId={cls.id} />}
            assess={assess}
            history={(student, onClose) => (
              <StudentHistoryDialog classId={cls.id} student={student} onClose={onClose} />
            )}
          />
        }
        scoreboard={
          <Suspense fallback={<LoadingScreen text={t`Loading student scoreboard...`} board />}>
            <TeacherScoreboard title={cls.name} />
          </Suspense>
        }
      />
    </>
  );
}
