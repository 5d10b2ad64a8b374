import type { ClassRun } from '@classbeam/contracts';
import {
  activityProgress,
  almostDone,
  freeTimeBanner,
  freeTimeLeftMs,
  settle,
} from '@classbeam/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { selectRun, useClassLive } from '../../lib/live/class-store';
import { ResetIcon } from '../../ui/classroom-icons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FlagIcon, PauseIcon, PlayIcon, SkipIcon, SparkIcon } from '../../ui/lesson-icons';
import { trackerControls } from './run-controls';
import { formatClock, formatFreeMinutes } from './run-format';
import { RunHeadline } from './run-headline';
import { ScheduleSection } from './schedule-section';
import { sendRunCommand } from './send-run-command';
import { useServerNow } from './use-server-now';
import './run-tracker.css';

type Status = { label: MessageDescriptor; tone: 'idle' | 'live' | 'paused' | 'free' | 'done' };

function status(run: ClassRun): Status {
  if (run.phase === 'ready') return { label: msg`Ready`, tone: 'idle' };
  if (run.phase === 'complete') return { label: msg`Class Complete`, tone: 'done' };
  if (!run.running) return { label: msg`Paused`, tone: 'paused' };
  if (freeTimeBanner(run) === 'active') return { label: msg`Free Time`, tone: 'free' };
  return { label: msg`Running`, tone: 'live' };
}

/**
 * The class's schedule, a card of its own under Class Progress: on a phone the timer and Random
 * Student come before it, a thumb's reach from the lesson's controls.
 */
export function ScheduleCard({ classId }: { classId: number }) {
  const run = useClassLive(selectRun);
  const now = useServerNow(run);
  if (!run) return null;
  return (
    <div className="run-panel run-schedule-card">
      <ScheduleSection classId={classId} run={settle(run, now)} />
    </div>
  );
}

/** The Class progress tracker card: where the lesson is, and the controls that move it. */
export function RunTracker() {
  const { t } = useLingui();
  const run = useClassLive(selectRun);
  const titleId = useId();
  const now = useServerNow(run);
  const settled = run && settle(run, now);
  const pill = settled && status(settled);
  return (
    <section className="run-panel run-tracker" aria-labelledby={titleId}>
      <header className="run-panel-head">
        <h2 id={titleId} className="run-panel-title">
          <Trans>Class Progress</Trans>
        </h2>
        {pill && <span className={`run-status run-status-${pill.tone}`}>{t(pill.label)}</span>}
      </header>
      {run && settled ? (
        <TrackerBody run={run} settled={settled} now={now} />
      ) : (
        <p className="run-loading loading-text" role="status">
          <Trans>Loading the schedule…</Trans>
        </p>
      )}
    </section>
  );
}

interface TrackerBodyProps {
  run: ClassRun;
  /** The run as it stands at `now` (automatic steps applied). */
  settled: ClassRun;
  now: number;
}

/**
 * What a tap on Reset or Finish Class would lose, asked first (decision 0151): the lesson's
 * place in the schedule, its time and its free time cannot be undone; points and attendance
 * can, from the message after Reset.
 */
type Asking = 'reset' | 'finish' | null;

function TrackerBody({ run, settled, now }: TrackerBodyProps) {
  const { t } = useLingui();
  const controls = trackerControls(run, now);
  const [asking, setAsking] = useState<Asking>(null);
  const midLesson = settled.phase === 'activity';
  const activitiesLeft = midLesson ? settled.schedule.length - settled.index - 1 : 0;
  const progress = activityProgress(settled, now);
  const late = almostDone(settled, now);
  const earned = settled.phase === 'activity' ? freeTimeLeftMs(settled, now) : 0;
  const activityNumber = settled.index + 1;
  const activityCount = settled.schedule.length;
  const position =
    settled.phase === 'activity' || settled.phase === 'ready'
      ? t`Activity ${activityNumber} of ${activityCount}`
      : null;
  const earnedClock = formatClock(earned);
  const earnedMinutes = formatFreeMinutes(earned);

  return (
    <div className="run-body">
      <div className="run-now">
        <RunHeadline settled={settled} now={now} label={position ?? t`Now`} prefix="run" />
      </div>

      <div className={`run-meter-row${late ? ' run-meter-late' : ''}`}>
        <div
          className="run-meter"
          role="progressbar"
          aria-label={t`Activity progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
        >
          <span className="run-meter-fill" style={{ width: `${progress * 100}%` }} />
        </div>
        {late && <span className="run-almost">{t`Almost Done`}</span>}
      </div>

      {earned > 0 && (
        <p className="run-free">
          <SparkIcon size={16} />
          {freeTimeBanner(settled) === 'active'
            ? t`Free time: ${earnedClock} left`
            : t`Free time earned: ${earnedMinutes}`}
        </p>
      )}

      <div className="run-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!controls.start.enabled}
          onClick={() => void sendRunCommand(controls.start.command)}
        >
          <PlayIcon size={18} />
          {controls.start.label}
        </button>
        <button
          type="button"
          className="btn"
          disabled={!controls.pause}
          onClick={() => void sendRunCommand({ type: 'pause' })}
        >
          <PauseIcon size={18} />
          <Trans>Pause</Trans>
        </button>
        <button
          type="button"
          className="btn"
          disabled={!controls.next}
          onClick={() => void sendRunCommand({ type: 'next' })}
        >
          <SkipIcon size={18} />
          <Trans>Next Activity</Trans>
        </button>
        <button
          type="button"
          className="btn"
          disabled={!controls.finish}
          onClick={() =>
            activitiesLeft > 0 ? setAsking('finish') : void sendRunCommand({ type: 'finish' })
          }
        >
          <FlagIcon size={18} />
          <Trans>Finish Class</Trans>
        </button>
        {controls.freeTime && (
          <button
            type="button"
            className="btn run-free-toggle"
            disabled={!controls.freeTime.enabled}
            onClick={() => void sendRunCommand({ type: 'toggle-free-time' })}
          >
            <SparkIcon size={18} />
            {controls.freeTime.label}
          </button>
        )}
        <button
          type="button"
          className="btn run-reset"
          disabled={!controls.reset}
          onClick={() => setAsking('reset')}
        >
          <ResetIcon size={18} />
          <Trans>Reset</Trans>
        </button>
      </div>
      <p className="run-hint">
        <Trans>
          Start Class sets points back to 5 and keeps attendance; Reset also marks everyone present
          and takes the lesson back to its first activity. Undo gives back the points and the
          attendance, from the message that follows.
        </Trans>
      </p>
      {asking === 'reset' && (
        <ConfirmDialog
          title={t`Reset the class?`}
          description={
            midLesson
              ? t`The lesson goes back to its first activity, stopped, and its free time is lost. Points go back to 5 and everyone is marked present; Undo in the message after gives those back, not the lesson.`
              : t`Points go back to 5, everyone is marked present and the schedule starts again from its first activity. Undo in the message after gives back the points and the attendance.`
          }
          confirmLabel={t`Reset`}
          tone="danger"
          icon={<ResetIcon size={22} />}
          onConfirm={() => sendRunCommand({ type: 'reset' })}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'finish' && (
        <ConfirmDialog
          title={t`Finish the class now?`}
          description={
            // Asked while a Next tapped just before was on its way: by its answer, none are left.
            activitiesLeft > 0
              ? plural(activitiesLeft, {
                  one: '# activity is still to come. Finishing ends the lesson for every screen; it cannot be undone.',
                  other:
                    '# activities are still to come. Finishing ends the lesson for every screen; it cannot be undone.',
                })
              : t`This is the last activity. Finishing ends the lesson for every screen; it cannot be undone.`
          }
          confirmLabel={t`Finish Class`}
          icon={<FlagIcon size={22} />}
          onConfirm={() => sendRunCommand({ type: 'finish' })}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
