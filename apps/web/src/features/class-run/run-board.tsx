import type { ClassRun } from '@classbeam/contracts';
import {
  activityProgress,
  almostDone,
  classInProgress,
  freeTimeBanner,
  freeTimeLeftMs,
  settle,
  timerBand,
  timerLeftMs,
} from '@classbeam/domain';
import { useLingui } from '@lingui/react/macro';
import { TimerIcon } from '../../ui/classroom-icons';
import { ArrowLeftIcon, ArrowRightIcon } from '../../ui/icons';
import { FlagIcon, SparkIcon } from '../../ui/lesson-icons';
import { RUN_BUTTONS_ATTR } from '../../ui/run-buttons';
import type { SendCommand } from './command-gate';
import { barControls, trackerControls } from './run-controls';
import { formatClock, formatFreeMinutes } from './run-format';
import { RunHeadline } from './run-headline';
import { useServerNow } from './use-server-now';
import { useTimesUp } from './use-times-up';
import './run-board.css';
import './free-banner.css';
import './compact-timer.css';

/*
 * The run as the scoreboard shows it, on the teacher's board and on a display link alike.
 * Without `onCommand` (the display) everything is read-only: no buttons at all. The teacher's
 * board passes `sendRunCommand`, so a double-click sends one command.
 */
interface BoardPartProps {
  run: ClassRun | null;
  onCommand?: SendCommand;
}

/** Enter and Space on these buttons press them, not the board's shortcuts (useRunKeys). */
const runButtons = { [RUN_BUTTONS_ATTR]: '' };

/** The bottom bar (spec 2), shown while the class is in progress. */
export function RunBar({ run, onCommand }: BoardPartProps) {
  const { t } = useLingui();
  const now = useServerNow(run);
  if (!run) return null;
  const settled = settle(run, now);
  if (!classInProgress(settled)) return null;
  const late = almostDone(settled, now);
  const controls = barControls(run, now);

  return (
    <section
      className={`run-bar${late ? ' run-bar-late' : ''}${onCommand ? ' run-bar-with-actions' : ''}`}
      aria-label={t`Class schedule`}
    >
      <div className="run-bar-progress" aria-hidden="true">
        <span style={{ width: `${activityProgress(settled, now) * 100}%` }} />
      </div>
      <div className="run-bar-inner">
        <RunHeadline
          settled={settled}
          now={now}
          prefix="run-bar"
          label={
            <>
              {!settled.running
                ? t`Paused`
                : settled.phase === 'activity' && freeTimeBanner(settled) === 'active'
                  ? t`On hold for free time`
                  : t`Now`}
              {late && <span className="run-bar-almost">{t`Almost Done`}</span>}
            </>
          }
        />
        {onCommand && (
          <div className="run-bar-actions" {...runButtons}>
            <button
              type="button"
              className="run-btn"
              aria-keyshortcuts="ArrowLeft"
              disabled={!controls.undo}
              onClick={() => void onCommand({ type: 'undo' })}
            >
              <ArrowLeftIcon size={22} />
              {t`Undo`}
            </button>
            <button
              type="button"
              className="run-btn run-btn-accent"
              aria-keyshortcuts="ArrowRight Enter"
              disabled={!controls.next}
              onClick={() => void onCommand({ type: 'next' })}
            >
              {t`Skip to Next Task`}
              <ArrowRightIcon size={22} />
            </button>
            {controls.finish && (
              <button
                type="button"
                className="run-btn"
                onClick={() => void onCommand({ type: 'finish' })}
              >
                <FlagIcon size={22} />
                {t`Finish Class`}
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

/** 'Free Time Earned' (the minutes) or 'Free Time Active' (the time left). */
export function FreeTimeBanner({ run, onCommand }: BoardPartProps) {
  const { t } = useLingui();
  const now = useServerNow(run);
  if (!run) return null;
  const settled = settle(run, now);
  const kind = freeTimeBanner(settled);
  if (!kind) return null;
  const left = freeTimeLeftMs(settled, now);
  const toggle = onCommand ? trackerControls(run, now).freeTime : null;
  const clock = formatClock(left);
  return (
    <div
      className={`free-banner free-banner-${kind}`}
      data-testid="free-time-banner"
      {...runButtons}
    >
      <SparkIcon size={30} />
      <div className="free-banner-text">
        <p className="free-banner-title">
          {kind === 'active' ? t`Free Time Active` : t`Free Time Earned`}
        </p>
        <p className="free-banner-time">
          {kind === 'active'
            ? settled.running
              ? t`${clock} left`
              : t`${clock} left · paused`
            : formatFreeMinutes(left)}
        </p>
      </div>
      {toggle && onCommand && (
        <button
          type="button"
          className="run-btn"
          aria-keyshortcuts="Space"
          disabled={!toggle.enabled}
          onClick={() => void onCommand({ type: 'toggle-free-time' })}
        >
          {toggle.label}
        </button>
      )}
    </div>
  );
}

/** The countdown in the scoreboard's header, while it runs or is paused, then Time's up (CT10). */
export function CompactTimer({ run }: { run: ClassRun | null }) {
  const { t } = useLingui();
  const now = useServerNow(run);
  const endedAt = useTimesUp(run, false);
  if (!run) return null;
  const { timer } = settle(run, now);
  if (endedAt !== null) {
    return (
      <p className="compact-timer compact-timer-red compact-timer-up">
        <TimerIcon size={26} />
        <span className="compact-timer-left">0:00</span>
        <span className="compact-timer-paused">{t`Time’s up`}</span>
      </p>
    );
  }
  if (timer.status !== 'running' && timer.status !== 'paused') return null;
  const left = timerLeftMs(timer, now);
  return (
    <p className={`compact-timer compact-timer-${timerBand(left)}`}>
      <TimerIcon size={26} />
      <span className="visually-hidden">{t`Timer:`} </span>
      <span className="compact-timer-left" data-testid="timer-time-left">
        {formatClock(left)}
      </span>
      {timer.status === 'paused' && <span className="compact-timer-paused">{t`Paused`}</span>}
    </p>
  );
}
