import {
  ADVANCE_BACK_MS,
  ADVANCE_FORWARD_MS,
  type AxisKey,
  afterComplete,
  axesFor,
  CLOSE_RESET_MS,
  isComplete,
  SCORES,
  type Scores,
} from '@classbeam/domain';
import { plural, t as tGlobal } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Avatar } from '../../ui/avatar';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-parts';
import { CheckCircleIcon } from '../../ui/icons';
import { toast } from '../../ui/toast-store';
import { localAxes } from './labels';
import { RadarInput } from './radar';
import { focusAxisAt, focusedAxis, ScorePicker } from './score-picker';
import './assessment-dialog.css';
import { goalText } from '../../lib/goal-labels';

export interface AssessedStudent {
  id: number;
  name: string;
  avatarUrl: string | null;
  goal: string;
}

type SaveState = 'saving' | 'saved' | 'failed';

interface AssessmentDialogProps {
  title: string;
  students: readonly AssessedStudent[];
  /** Scores already given today (an overwrite starts from them). */
  initial?: Readonly<Record<number, Scores>>;
  /** Stores one student's complete scores; a rejection leaves them marked 'Not saved'. */
  save: (student: AssessedStudent, scores: Scores) => Promise<void>;
  /** After Confirm, once every complete student is saved. */
  onFinished: (saved: number) => void;
  /** After the close button (or Escape), once the close has played out. */
  onClose: () => void;
  /** The confirmation's question. */
  confirmTitle?: string;
  /** Under the title, instead of 'Student X of N' (a student rating themselves). */
  lead?: string;
  /** The confirmation's sentence when everyone is rated (instead of 'All N students...'). */
  confirmText?: string;
  /**
   * Save each student as soon as complete (the teacher's walk: nothing is lost if the dialog
   * is closed), or only on Confirm (a student's own: the save ends their turn).
   */
  autosave?: boolean;
  /** What a failed save says (the teacher's words by default). */
  failedText?: (names: string) => string;
}

/** Where a score came from: a number key is kept if it comes while the dialog moves on. */
export type ScoreSource = 'key' | 'pointer';

/** Wait before a complete student's scores are saved: a second tap right after is one save. */
const SAVE_SETTLE_MS = 400;

/**
 * The end-of-class walk (spec sections 2 and 4): one student at a time, 'Student X of N', a
 * progress bar, the radar and its radio groups. A student who becomes complete is saved and
 * the dialog moves on by itself (500 ms forward, 150 ms back); after the last it asks
 * 'Finish Assessment?'. Nothing complete is lost: each student is saved as soon as complete.
 */
export function AssessmentDialog({
  title,
  students,
  initial = {},
  save,
  onFinished,
  onClose,
  confirmTitle,
  lead,
  confirmText,
  autosave = true,
  failedText,
}: AssessmentDialogProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(0);
  const [scores, setScores] = useState<Record<number, Scores>>(() => ({ ...initial }));
  const [saves, setSaves] = useState<Record<number, SaveState>>({});
  const [motion, setMotion] = useState<'forward' | 'back' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const moving = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef(new Map<number, Promise<boolean>>());
  /** Students changed since their last save went out (or whose save failed). */
  const dirty = useRef(new Set<number>());
  /** True from a student's completion until the next one shows (500 ms, or 150 ms back). */
  const advancing = useRef(false);
  /** Number keys typed while the dialog moved on: they belong to the next student, in order. */
  const queued = useRef<number[]>([]);
  const latest = useRef(scores);
  latest.current = scores;

  const count = students.length;
  const student = students[Math.min(index, count - 1)];
  const hasGoal = Boolean(student?.goal);
  const axes = localAxes(i18n, axesFor(hasGoal));
  const current = student ? (scores[student.id] ?? {}) : {};
  const completeCount = students.filter((s) =>
    isComplete(scores[s.id] ?? {}, Boolean(s.goal)),
  ).length;

  const store = useCallback(
    (target: AssessedStudent): Promise<boolean> => {
      timers.current.delete(target.id);
      const given = latest.current[target.id] ?? {};
      if (!isComplete(given, Boolean(target.goal))) return Promise.resolve(true);
      dirty.current.delete(target.id);
      setSaves((s) => ({ ...s, [target.id]: 'saving' }));
      const run = save(target, given).then(
        () => {
          // A newer change may have been made while this one was on its way.
          if (latest.current[target.id] === given)
            setSaves((s) => ({ ...s, [target.id]: 'saved' }));
          return true;
        },
        (error: unknown) => {
          console.warn('Assessment not saved', error);
          if (latest.current[target.id] === given) dirty.current.add(target.id);
          setSaves((s) => ({ ...s, [target.id]: 'failed' }));
          return false;
        },
      );
      pending.current.set(target.id, run);
      return run;
    },
    [save],
  );

  /** Saves every student whose last change has not gone yet (or failed), and waits for all. */
  const flush = useCallback(async (): Promise<boolean> => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
    for (const target of students) if (dirty.current.has(target.id)) void store(target);
    const results = await Promise.all(pending.current.values());
    return results.every(Boolean);
  }, [store, students]);

  useEffect(
    () => () => {
      for (const timer of timers.current.values()) clearTimeout(timer);
      if (moving.current) clearTimeout(moving.current);
    },
    [],
  );

  // A new student on screen: keys typed during the move land on their axes, in order, and the
  // keyboard goes on from the next axis (the first, if none were typed).
  const keyRef = useRef<(score: number) => void>(() => {});
  const replayRef = useRef<() => void>(() => {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `index` is the signal.
  useEffect(() => {
    if (motion === null && !confirming) replayRef.current();
  }, [index, motion, confirming]);

  // Number keys 1-5 are the dialog's, wherever the focus is (a student appearing takes the old
  // one's focus with it): one key per axis, the focused axis first, then the next unrated one.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const score = Number(event.key);
      if (!SCORES.includes(score)) return;
      event.preventDefault();
      // A held key is one score, not one for every following student.
      if (event.repeat) return;
      keyRef.current(score);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const go = (to: number, direction: 'forward' | 'back') => {
    if (moving.current) clearTimeout(moving.current);
    // Keys typed for the student ahead do not follow the teacher back.
    if (direction === 'back') queued.current = [];
    advancing.current = true;
    setMotion(direction);
    moving.current = setTimeout(
      () => {
        moving.current = null;
        // `advancing` stays up until the new student is on screen (the replay below): a key
        // typed before that render belongs to the new student too.
        setIndex(to);
        setMotion(null);
      },
      direction === 'forward' ? ADVANCE_FORWARD_MS : ADVANCE_BACK_MS,
    );
  };

  const onScore = (axis: AxisKey, score: number, source: ScoreSource = 'pointer') => {
    if (!student || confirming) return;
    if (advancing.current) {
      if (source === 'key') queued.current.push(score);
      return;
    }
    // The newest scores, not this render's: keys can come faster than renders.
    const before = latest.current[student.id] ?? {};
    const after = { ...before, [axis]: score };
    const next = { ...latest.current, [student.id]: after };
    latest.current = next;
    setScores(next);
    dirty.current.add(student.id);
    if (!isComplete(after, hasGoal)) return;
    if (autosave) {
      const old = timers.current.get(student.id);
      if (old) clearTimeout(old);
      const target = student;
      timers.current.set(
        student.id,
        setTimeout(() => void store(target), SAVE_SETTLE_MS),
      );
    }
    // Moves on only when this score completed the student, not on a change to a finished one.
    if (isComplete(before, hasGoal)) return;
    const step = afterComplete(index, count);
    if (step.kind === 'next') go(step.index, 'forward');
    // The last student: no one to move to, so a correction in these 500 ms is still theirs.
    else
      moving.current = setTimeout(() => {
        moving.current = null;
        setConfirming(true);
      }, ADVANCE_FORWARD_MS);
  };
  replayRef.current = () => {
    advancing.current = false;
    const keys = queued.current.splice(0);
    const here = keys.slice(0, axes.length);
    // Beyond this student's axes: the next student's, kept for after this one completes.
    queued.current = keys.slice(axes.length);
    for (const [i, score] of here.entries()) {
      const axis = axes[i];
      if (axis) onScore(axis.key, score, 'key');
    }
    if (here.length < axes.length) focusAxisAt(bodyRef.current, here.length);
  };
  keyRef.current = (score: number) => {
    if (confirming || !open) return;
    if (advancing.current) {
      queued.current.push(score);
      return;
    }
    const given = latest.current[student?.id ?? -1] ?? {};
    const at =
      focusedAxis() ??
      Math.max(
        0,
        axes.findIndex((axis) => (given[axis.key] ?? 0) === 0),
      );
    const axis = axes[at];
    if (!axis) return;
    onScore(axis.key, score, 'key');
    if (!advancing.current && at + 1 < axes.length) focusAxisAt(bodyRef.current, at + 1);
  };

  const close = () => {
    if (!open) return;
    if (autosave)
      void flush().then((ok) => {
        if (ok) return;
        const names = students
          .filter((s) => dirty.current.has(s.id))
          .map((s) => s.name)
          .join(', ');
        // Closed by now: the global i18n, in the language the page has when the save fails.
        toast({
          title: tGlobal`Not saved`,
          description: tGlobal`${names}: use Assess on the row to rate again.`,
          variant: 'destructive',
        });
      });
    setOpen(false);
    // The spec's reset after closing: the dialog's state goes with its owner, 300 ms on.
    setTimeout(onClose, CLOSE_RESET_MS);
  };

  const confirm = async () => {
    setFinishing(true);
    const ok = await flush();
    setFinishing(false);
    if (!ok) {
      setConfirming(false);
      return;
    }
    setConfirming(false);
    setOpen(false);
    const saved = students.filter((s) =>
      isComplete(latest.current[s.id] ?? {}, Boolean(s.goal)),
    ).length;
    setTimeout(() => onFinished(saved), CLOSE_RESET_MS);
  };

  if (!student) return null;
  const saveState = saves[student.id];
  const failed = students.filter((s) => saves[s.id] === 'failed');
  const failedNames = failed.map((s) => s.name).join(', ');
  const position = index + 1;
  const goal = student.goal ? goalText(student.goal, t) : student.goal;
  const done = completeCount;
  const allDone =
    confirmText ??
    plural(count, { one: 'All # student is assessed.', other: 'All # students are assessed.' });
  const someDone = plural(count, {
    one: `${done} of # students are assessed. The others are left as they were.`,
    other: `${done} of # students are assessed. The others are left as they were.`,
  });

  return (
    <>
      <Dialog
        open={open}
        title={title}
        description={lead ?? t`Student ${position} of ${count}`}
        onClose={close}
        className="assessment-dialog"
      >
        <div
          className="assessment-progress"
          role="progressbar"
          aria-label={t`Students assessed`}
          aria-valuemin={0}
          aria-valuemax={count}
          aria-valuenow={completeCount}
        >
          <span style={{ width: `${(completeCount / count) * 100}%` }} />
        </div>
        <div
          ref={bodyRef}
          className={`assessment-body${motion ? ` assessment-moving-${motion}` : ''}`}
          key={student.id}
        >
          <div className="assessment-student">
            <Avatar name={student.name} src={student.avatarUrl} size={64} />
            <div>
              <h3 className="assessment-name">{student.name}</h3>
              {goal && (
                <p className="assessment-goal">
                  <Trans>Goal: {goal}</Trans>
                </p>
              )}
              <p
                className={`assessment-saved${saveState ? ` saved-${saveState}` : ''}`}
                role="status"
              >
                {saveState === 'saved' && (
                  <>
                    <CheckCircleIcon size={14} /> <Trans>Saved</Trans>
                  </>
                )}
                {saveState === 'saving' && t`Saving…`}
                {saveState === 'failed' && t`Not saved yet`}
              </p>
            </div>
          </div>
          <div className="assessment-inputs">
            <RadarInput axes={axes} scores={current} onScore={onScore} />
            <ScorePicker
              axes={axes}
              scores={current}
              onScore={onScore}
              name={`student-${student.id}`}
            />
          </div>
        </div>
        {failed.length > 0 && (
          <p className="assessment-failed" role="alert">
            {failedText
              ? failedText(failedNames)
              : t`Not saved: ${failedNames}. They are kept here; Finish Assessment tries again.`}
          </p>
        )}
        <div className="assessment-nav">
          {count > 1 && (
            <>
              <button
                type="button"
                className="btn"
                disabled={index === 0 || motion !== null}
                onClick={() => go(index - 1, 'back')}
              >
                <Trans>Previous</Trans>
              </button>
              <button
                type="button"
                className="btn"
                disabled={index >= count - 1 || motion !== null}
                onClick={() => go(index + 1, 'forward')}
              >
                <Trans>Next</Trans>
              </button>
            </>
          )}
          <button type="button" className="btn btn-primary" onClick={() => setConfirming(true)}>
            <Trans>Finish Assessment</Trans>
          </button>
        </div>
      </Dialog>
      <Dialog
        open={open && confirming}
        title={confirmTitle ?? t`Finish Assessment?`}
        description={completeCount === count ? allDone : someDone}
        onClose={() => setConfirming(false)}
      >
        <DialogActions>
          <button type="button" className="btn" onClick={() => setConfirming(false)}>
            <Trans>Go Back</Trans>
          </button>
          <button
            type="button"
            className="btn btn-primary"
            data-autofocus
            disabled={finishing}
            onClick={() => void confirm()}
          >
            {finishing ? t`Saving…` : t`Confirm`}
          </button>
        </DialogActions>
      </Dialog>
    </>
  );
}
