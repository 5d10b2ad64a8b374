import type { KioskStudent, SessionLease } from '@classbeam/contracts';
import { assessmentScores, type Scores } from '@classbeam/domain/assessment';
import { byName } from '@classbeam/domain/roster-view';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { hasStatus } from '../../lib/api-client';
import { claimPageLanguage } from '../../lib/i18n/choice';
import { withMessages } from '../../lib/i18n/with-messages';
import { Avatar, ClassmateInitials } from '../../ui/avatar';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-parts';
import { AlertIcon, LinkBrokenIcon } from '../../ui/icons';
import { LogoMark } from '../../ui/logo';
import { toast } from '../../ui/toast-store';
import { keyFromHash } from './kiosk-api';
import { KIOSK_NOTICES } from './kiosk-notices';
import { useKiosk } from './use-kiosk';
import { useLease } from './use-lease';
import './kiosk.css';

/** Loaded while the student types their date of birth (budget F4 of the first load). */
const loadDialog = () =>
  withMessages(import('./assessment-dialog'), ['assessment.later', 'lib', 'ui']);
const AssessmentDialog = lazy(() => loadDialog().then((m) => ({ default: m.AssessmentDialog })));

/**
 * The date-of-birth check, with its picker: out of the first load too (F4), fetched as soon as
 * the page has drawn, so a child's first tap finds it in (and asked again on the tap, should
 * that fetch have failed).
 */
const loadVerify = () => withMessages(import('./verify-dialog'), ['assessment.later', 'ui']);
const VerifyDialog = lazy(() => loadVerify().then((m) => ({ default: m.VerifyDialog })));

function Message({ title, text, danger }: { title: string; text: string; danger?: boolean }) {
  return (
    <section className="self-card" aria-labelledby="self-message">
      <span className={`message-icon${danger ? ' message-icon-danger' : ''}`}>
        {danger ? <AlertIcon size={32} /> : <LinkBrokenIcon size={32} />}
      </span>
      <h2 id="self-message" className="message-title">
        {title}
      </h2>
      <p className="message-text">{text}</p>
    </section>
  );
}

const NO_STUDENTS: readonly KioskStudent[] = [];

/** `students`: the class on the page, so that classmates' initials are told apart. */
function Shell({
  children,
  students = NO_STUDENTS,
}: {
  children: ReactNode;
  students?: readonly KioskStudent[];
}) {
  return (
    <div className="self-page">
      <header className="self-header">
        <LogoMark size={40} />
        <h1 className="self-title">
          <Trans>Student Self-Assessment</Trans>
        </h1>
      </header>
      <main className="self-main" id="main">
        <ClassmateInitials students={students}>{children}</ClassmateInitials>
      </main>
      <footer className="self-footer">
        <Link to="/" className="btn">
          <Trans>Back to Dashboard</Trans>
        </Link>
      </footer>
    </div>
  );
}

/**
 * The students' page on a shared iPad (spec section 2): their pictures, the date of birth that
 * proves who picked one, then the full-size assessment. The link carries the class key in its
 * fragment; without it, or while the teacher has the page closed, no name or photo is shown.
 */
export function SelfAssessmentPage() {
  const { t } = useLingui();
  const { classId } = useParams();
  const { hash } = useLocation();
  const id = classId && /^[1-9]\d{0,9}$/.test(classId) ? Number(classId) : null;
  if (id === null)
    return (
      <Shell>
        <Message
          title={t`Invalid Class`}
          text={
            classId
              ? t`The class ID in this link is not valid.`
              : t`No class ID provided in the URL.`
          }
          danger
        />
      </Shell>
    );
  const key = keyFromHash(hash);
  if (key === null)
    return (
      <Shell>
        <Message
          title={t`This link is incomplete`}
          text={t`Ask your teacher for the class QR code.`}
        />
      </Shell>
    );
  return <Kiosk classId={id} classKey={key} />;
}

type Turn =
  | { kind: 'none' }
  /** A picture was tapped: the date of birth, or why not. */
  | { kind: 'verify'; student: KioskStudent }
  | { kind: 'notice'; title: string; text: string }
  | { kind: 'assessing'; lease: SessionLease; student: KioskStudent };

function Kiosk({ classId, classKey }: { classId: number; classKey: string }) {
  const { t } = useLingui();
  const { api, load, active, refresh } = useKiosk(classId, classKey);
  const [turn, setTurn] = useState<Turn>({ kind: 'none' });
  const lease = turn.kind === 'assessing' ? turn.lease : null;
  useLease(api, lease, () => {
    setTurn({ kind: 'notice', title: t`Your turn has ended`, text: t(KIOSK_NOTICES.sessionEnded) });
  });
  // The teacher closed the page (or switched it off, or made a new link), or opened it again:
  // whatever turn was on screen goes, so nothing of it waits to pop up later.
  const pageOpen = load.kind === 'ready' && load.page.state === 'open';
  // The iPad shows the class's language (null: its browser's), not a teacher's (0166).
  const language = load.kind === 'ready' ? load.page.language : undefined;
  useEffect(() => (language === undefined ? undefined : claimPageLanguage(language)), [language]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of `pageOpen` is the signal.
  useEffect(() => {
    setTurn({ kind: 'none' });
  }, [pageOpen]);
  // The check's code once the page is open, not in its first load (see loadVerify).
  useEffect(() => {
    if (pageOpen) void loadVerify().catch(() => undefined);
  }, [pageOpen]);

  if (load.kind === 'loading')
    return (
      <Shell>
        <div className="self-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <p className="loading-text">
            <Trans>Loading class...</Trans>
          </p>
        </div>
      </Shell>
    );
  if (load.kind === 'gone')
    return (
      <Shell>
        <Message
          title={t`This link no longer works`}
          text={t`Ask your teacher for the class QR code.`}
        />
      </Shell>
    );
  if (load.kind === 'unreachable')
    return (
      <Shell>
        <Message
          title={t`Cannot reach the class`}
          text={t`Check the connection; the page tries again.`}
          danger
        />
        <button type="button" className="btn" onClick={refresh}>
          <Trans>Try again</Trans>
        </button>
      </Shell>
    );
  const { page } = load;
  if (page.state !== 'open')
    return (
      <Shell>
        <Message
          title={
            page.state === 'closed' ? t`Self-assessment is not open` : t`Self-assessment is off`
          }
          text={
            page.state === 'closed'
              ? t(KIOSK_NOTICES.selfAssessmentClosed)
              : t(KIOSK_NOTICES.selfAssessmentDisabled)
          }
        />
      </Shell>
    );

  const blocked = active !== null && active.studentId !== lease?.studentId;

  /**
   * The student as the server has them now, when the page's copy says to send them to the
   * teacher: that copy may be a moment old (the teacher has just added the date of birth or
   * unlocked them, and the iPad has not heard yet), and a child must not be turned away for it.
   */
  const current = async (student: KioskStudent): Promise<KioskStudent> => {
    if (!student.locked && student.hasBirthDate) return student;
    try {
      const now = await api.state();
      refresh();
      return (now.state === 'open' && now.students.find((s) => s.id === student.id)) || student;
    } catch {
      return student;
    }
  };

  const pick = async (picked: KioskStudent) => {
    if (blocked) return;
    const student = await current(picked);
    if (student.locked)
      setTurn({ kind: 'notice', title: t`Ask your teacher`, text: t(KIOSK_NOTICES.studentLocked) });
    else if (!student.hasBirthDate)
      setTurn({ kind: 'notice', title: t`Ask your teacher`, text: t(KIOSK_NOTICES.noBirthDate) });
    else {
      void loadDialog();
      void loadVerify();
      setTurn({ kind: 'verify', student });
    }
  };

  const endTurn = () => {
    if (lease)
      api
        .end(lease.sessionId)
        .catch((error: unknown) => console.warn('Could not end the turn', error));
    setTurn({ kind: 'none' });
  };

  const save = async (_student: unknown, scores: Scores) => {
    if (!lease) throw new Error('No turn');
    try {
      await api.submit(lease.sessionId, assessmentScores(scores, Boolean(lease.goal)));
    } catch (error) {
      // The turn was ended (by the teacher, or the lease ran out): trying again cannot help.
      if (hasStatus(error, 410))
        setTurn({
          kind: 'notice',
          title: t`Your turn has ended`,
          text: t(KIOSK_NOTICES.sessionEnded),
        });
      throw error;
    }
  };

  return (
    <Shell students={page.students}>
      <div className="kiosk">
        <p className="kiosk-class">{page.className}</p>
        {blocked ? (
          <p className="kiosk-busy" role="alert">
            <AlertIcon size={22} />
            {t(KIOSK_NOTICES.anotherStudentInSession)}
          </p>
        ) : (
          <p className="kiosk-lead">
            <Trans>Tap your picture to start.</Trans>
          </p>
        )}
        {page.students.length === 0 ? (
          <p className="kiosk-lead">
            <Trans>No students in this class yet.</Trans>
          </p>
        ) : (
          <ul className={`kiosk-grid${blocked ? ' kiosk-grid-blocked' : ''}`}>
            {/* By name, as the teacher's list: a child finds their picture where they expect it. */}
            {[...page.students].sort(byName).map((student) => (
              <li key={student.id}>
                <button
                  type="button"
                  className="kiosk-student"
                  disabled={blocked}
                  onClick={() => void pick(student)}
                >
                  <Avatar name={student.name} src={student.avatarUrl} size={96} />
                  <span className="kiosk-name">{student.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {turn.kind === 'verify' && (
        <Suspense fallback={null}>
          <VerifyDialog
            api={api}
            // The page's latest copy: a tap right after a wrong date may come before the page
            // has read the tries left again, and the note must not show the old count.
            student={page.students.find((s) => s.id === turn.student.id) ?? turn.student}
            onVerified={(next) =>
              setTurn({ kind: 'assessing', lease: next, student: turn.student })
            }
            onClose={(reason, code) => {
              const title = code === 'session_active' ? t`Please wait` : t`Ask your teacher`;
              setTurn(reason ? { kind: 'notice', title, text: reason } : { kind: 'none' });
              // Read again whatever happened: a wrong date changed the tries the page shows next.
              refresh();
            }}
          />
        </Suspense>
      )}
      {turn.kind === 'notice' && (
        <Dialog
          open
          title={turn.title}
          description={turn.text}
          onClose={() => setTurn({ kind: 'none' })}
        >
          <DialogActions>
            <button
              type="button"
              className="btn btn-primary"
              data-autofocus
              onClick={() => setTurn({ kind: 'none' })}
            >
              <Trans>OK</Trans>
            </button>
          </DialogActions>
        </Dialog>
      )}
      {turn.kind === 'assessing' && (
        <Suspense fallback={null}>
          <AssessmentDialog
            key={turn.lease.sessionId}
            title={t`Self-Assessment`}
            students={[
              {
                id: turn.student.id,
                name: turn.student.name,
                avatarUrl: turn.student.avatarUrl,
                goal: turn.lease.goal,
              },
            ]}
            autosave={false}
            failedText={() => t`Not sent yet. Check the Wi-Fi, then tap Finish Assessment again.`}
            lead={t`How did today go for you? Tap a number for each.`}
            confirmText={t`Your answers go to your teacher.`}
            confirmTitle={t`Finish Assessment?`}
            save={save}
            onFinished={() => {
              // Back to the pictures with nothing of this student left on the screen.
              setTurn({ kind: 'none' });
              toast({
                title: t`Saved. Thank you!`,
                description: t`The next student can tap their picture.`,
                variant: 'success',
              });
            }}
            onClose={endTurn}
          />
        </Suspense>
      )}
    </Shell>
  );
}
