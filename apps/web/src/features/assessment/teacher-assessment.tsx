import type { AssessmentEntry, StudentDto } from '@classbeam/contracts';
import {
  assessable,
  assessmentScores,
  byName,
  classComplete,
  classInProgress,
  rosterOrder,
  type Scores,
  toDateString,
} from '@classbeam/domain';
import { plural, t as tGlobal } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { withMessages } from '../../lib/i18n/with-messages';
import { selectRun, useClassLive } from '../../lib/live/class-store';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-parts';
import { ExplainedButton } from '../../ui/explained-button';
import { toast } from '../../ui/toast-store';
import { assessmentsOn, saveTeacherAssessment } from './assessment-api';
import type { AssessedStudent } from './assessment-dialog';

const AssessmentDialog = lazy(() =>
  withMessages(import('./assessment-dialog'), ['assessment.later', 'lib', 'ui']).then((m) => ({
    default: m.AssessmentDialog,
  })),
);

const scoresOf = (entry: AssessmentEntry): Scores => ({
  understanding: entry.understanding,
  behavior: entry.behavior,
  growth: entry.growth,
  goalProgress: entry.goalProgress ?? 0,
});

function saver(classId: number, date: string) {
  return (student: AssessedStudent, scores: Scores) =>
    saveTeacherAssessment(classId, student.id, {
      date,
      ...assessmentScores(scores, Boolean(student.goal)),
    }).then(() => undefined);
}

function finished(saved: number) {
  toast({
    title: tGlobal`Assessment saved`,
    description: plural(saved, { one: '# student assessed.', other: '# students assessed.' }),
    variant: 'success',
  });
}

/** The walk takes the room as it is when it starts: a student marked absent meanwhile stays. */
type Step =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'overwrite'; date: string; existing: number; students: AssessedStudent[] }
  | { kind: 'assessing'; date: string; students: AssessedStudent[] };

/**
 * End Class Assessment (dashboard header): disabled with no students or while the class is
 * not in progress (spec). Before the walk it asks whether today already has the teacher's
 * assessments; a failing check is logged and the walk opens anyway (spec section 8).
 */
export function EndClassAssessment({ classId }: { classId: number }) {
  const { t } = useLingui();
  const students = useClassLive((s) => s.students);
  const run = useClassLive(selectRun);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const inRoom = assessable(rosterOrder(students));
  // While the class runs and once it is complete: the end of the lesson is when it is used.
  const lessonTime = run !== null && (classInProgress(run) || classComplete(run));
  const why =
    students.length === 0
      ? t`Add students to assess them.`
      : inRoom.length === 0
        ? t`Everyone is marked absent.`
        : !lessonTime
          ? t`Opens once the class starts, and stays open at Class Complete. Assess in a student’s sheet works any time.`
          : undefined;

  const existing = step.kind === 'overwrite' ? step.existing : 0;

  const start = async () => {
    const date = toDateString(new Date());
    // By name, as the phone lists them: the teacher goes down the class in the order they know.
    const walk = [...inRoom].sort(byName);
    setStep({ kind: 'checking' });
    try {
      const existing = await assessmentsOn(classId, date);
      setStep(
        existing.length > 0
          ? { kind: 'overwrite', date, existing: existing.length, students: walk }
          : { kind: 'assessing', date, students: walk },
      );
    } catch (error) {
      console.warn('Could not check for existing assessments', error);
      setStep({ kind: 'assessing', date, students: walk });
    }
  };

  return (
    <>
      <ExplainedButton
        className="btn btn-primary"
        reason={why}
        disabled={step.kind === 'checking'}
        onClick={() => void start()}
      >
        <Trans>End Class Assessment</Trans>
      </ExplainedButton>
      <Dialog
        open={step.kind === 'overwrite'}
        title={t`Overwrite Existing Assessment`}
        description={
          step.kind === 'overwrite'
            ? plural(existing, {
                one: '# student already has an assessment from you today. Each student you rate again gets the new one; the others keep theirs.',
                other:
                  '# students already have an assessment from you today. Each student you rate again gets the new one; the others keep theirs.',
              })
            : undefined
        }
        onClose={() => setStep({ kind: 'idle' })}
      >
        <DialogActions>
          <button type="button" className="btn" onClick={() => setStep({ kind: 'idle' })}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="btn btn-primary"
            data-autofocus
            onClick={() =>
              step.kind === 'overwrite' &&
              setStep({ kind: 'assessing', date: step.date, students: step.students })
            }
          >
            <Trans>Overwrite</Trans>
          </button>
        </DialogActions>
      </Dialog>
      {step.kind === 'assessing' && step.students.length > 0 && (
        <Suspense fallback={null}>
          <AssessmentDialog
            title={t`End Class Assessment`}
            students={step.students}
            save={saver(classId, step.date)}
            onFinished={(saved) => {
              setStep({ kind: 'idle' });
              finished(saved);
            }}
            onClose={() => setStep({ kind: 'idle' })}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * One student's assessment from their row: today's scores (if any) come in, so it is an edit
 * of today's, without the overwrite prompt.
 */
export function AssessStudentDialog({
  classId,
  student,
  onClose,
}: {
  classId: number;
  student: StudentDto;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [initial, setInitial] = useState<Record<number, Scores> | null>(null);
  const [date] = useState(() => toDateString(new Date()));
  const studentId = student.id;
  useEffect(() => {
    let live = true;
    assessmentsOn(classId, date).then(
      (entries) => {
        const mine = entries.find((e) => e.studentId === studentId);
        if (live) setInitial(mine ? { [studentId]: scoresOf(mine) } : {});
      },
      (error: unknown) => {
        console.warn('Could not read today’s assessment', error);
        if (live) setInitial({});
      },
    );
    return () => {
      live = false;
    };
  }, [classId, date, studentId]);
  if (initial === null) return null;
  const name = student.name;
  return (
    <Suspense fallback={null}>
      <AssessmentDialog
        title={t`Assess ${name}`}
        lead={t`Today's assessment; saved as soon as every skill has a score.`}
        confirmText={t`${name} is assessed.`}
        students={[student]}
        initial={initial}
        save={saver(classId, date)}
        onFinished={(saved) => {
          onClose();
          finished(saved);
        }}
        onClose={onClose}
      />
    </Suspense>
  );
}
