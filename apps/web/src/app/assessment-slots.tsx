import type { StudentDto } from '@classbeam/contracts';
import { classComplete } from '@classbeam/domain';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { withMessages } from '../lib/i18n/with-messages';
import { selectPrefs, selectRun, useClassLive } from '../lib/live/class-store';
import { toast } from '../ui/toast-store';

/*
 * Step 6 on the teacher's dashboard: End Class Assessment in the header, Copy Student
 * Assessment Link, Birth dates (Step 10) and Assess per student in the roster, the self-assessment card (or the
 * 'Class Complete!' panel at the end) and the results. The cards load with their own chunk.
 */
const EndClassAssessment = lazy(() =>
  withMessages(import('../features/assessment/teacher-assessment'), [
    'assessment.later',
    'ui',
  ]).then((m) => ({
    default: m.EndClassAssessment,
  })),
);
const AssessStudentDialog = lazy(() =>
  withMessages(import('../features/assessment/teacher-assessment'), [
    'assessment.later',
    'ui',
  ]).then((m) => ({
    default: m.AssessStudentDialog,
  })),
);
const CopyAssessmentLink = lazy(() =>
  withMessages(import('../features/assessment/copy-link-button'), ['assessment.later']).then(
    (m) => ({
      default: m.CopyAssessmentLink,
    }),
  ),
);
// Its own chunk too: the dashboard's first load is at its budget (F4), and the card's head
// can take the button a moment after the roster.
const BirthDatesButton = lazy(() =>
  withMessages(import('../features/birth-dates/birth-dates-button'), ['birth-dates']).then((m) => ({
    default: m.BirthDatesButton,
  })),
);
const SelfAssessmentCard = lazy(() =>
  withMessages(import('../features/assessment/self-assessment-card'), [
    'assessment.later',
    'ui',
  ]).then((m) => ({
    default: m.SelfAssessmentCard,
  })),
);
const AssessmentResults = lazy(() =>
  withMessages(import('../features/assessment/assessment-results'), [
    'assessment.later',
    'ui',
  ]).then((m) => ({
    default: m.AssessmentResults,
  })),
);

export function AssessmentHeaderActions({ classId }: { classId: number }) {
  const prefs = useClassLive(selectPrefs);
  if (!prefs?.teacherAssessmentEnabled) return null;
  return (
    <Suspense
      fallback={
        <button type="button" className="btn btn-primary" disabled>
          <Trans>End Class Assessment</Trans>
        </button>
      }
    >
      <EndClassAssessment classId={classId} />
    </Suspense>
  );
}

/**
 * The students card's self-assessment actions: Copy Student Assessment Link while student
 * assessment is on, and Birth dates, the whole-class table of the dates students sign in with.
 */
export function AssessmentStudentActions({ classId }: { classId: number }) {
  const prefs = useClassLive(selectPrefs);
  return (
    <>
      {prefs?.studentAssessmentEnabled && (
        <Suspense fallback={null}>
          <CopyAssessmentLink classId={classId} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <BirthDatesButton classId={classId} />
      </Suspense>
    </>
  );
}

/** Per-student assessment from the row, while the teacher rates students. */
export function useAssessStudent(classId: number) {
  const enabled = useClassLive((s) => s.prefs?.value.teacherAssessmentEnabled ?? false);
  if (!enabled) return undefined;
  return (student: StudentDto, onClose: () => void) => (
    <Suspense fallback={null}>
      <AssessStudentDialog classId={classId} student={student} onClose={onClose} />
    </Suspense>
  );
}

/**
 * Tells the teacher when a student is locked out on the self-assessment page. Mounted with the
 * classroom itself, not with a card: the phone shows one tab at a time and the teacher may be
 * on the scoreboard view, and the news must reach them wherever they are.
 */
export function LockoutAlerts() {
  useLockoutAlerts();
  return null;
}

function useLockoutAlerts() {
  const locked = useClassLive((s) => s.selfAssessment?.lockedStudentIds);
  const seen = useRef<readonly number[] | null>(null);
  useEffect(() => {
    if (!locked) return;
    const before = seen.current;
    seen.current = locked;
    // The first view is what was already so; only new lockouts are news.
    if (before === null) return;
    const fresh = locked.filter((id) => !before.includes(id));
    if (fresh.length === 0) return;
    const { students } = useClassLive.getState();
    const names = fresh
      .map((id) => students.find((s) => s.id === id)?.name ?? t`A student`)
      .join(', ');
    toast({
      title: t`${names} locked out`,
      description: t`3 wrong dates of birth on the self-assessment page. Unlock them on the dashboard.`,
      variant: 'warning',
    });
  }, [locked]);
}

/** 'Class Complete!' above the lesson, at the end of the class (spec section 2). */
export function ClassCompletePanel({ classId }: { classId: number }) {
  const run = useClassLive(selectRun);
  const enabled = useClassLive((s) => s.prefs?.value.studentAssessmentEnabled ?? false);
  const view = useClassLive((s) => s.selfAssessment);
  if (!run || !view || !enabled || !classComplete(run)) return null;
  return (
    <Suspense fallback={null}>
      <SelfAssessmentCard classId={classId} view={view} complete />
    </Suspense>
  );
}

/** The self-assessment card (outside the end of class) and the results, with the classroom cards. */
export function AssessmentCards({ classId }: { classId: number }) {
  const run = useClassLive(selectRun);
  const prefs = useClassLive(selectPrefs);
  const view = useClassLive((s) => s.selfAssessment);
  if (!prefs) return null;
  const complete = run !== null && classComplete(run);
  return (
    <Suspense fallback={null}>
      {prefs.studentAssessmentEnabled && view && !complete && (
        <SelfAssessmentCard classId={classId} view={view} />
      )}
      <AssessmentResults classId={classId} />
    </Suspense>
  );
}
