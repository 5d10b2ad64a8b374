import type { ClientRunCommand, CountdownTimer } from '@classbeam/contracts';
import {
  TIMER_CUSTOM_MAX,
  TIMER_CUSTOM_MIN,
  TIMER_DEFAULT_MINUTES,
  TIMER_PRESETS_MINUTES,
} from '@classbeam/contracts/constants';
import { settle, timerBand, timerLeftMs } from '@classbeam/domain';
import { type FormEvent, useId, useState } from 'react';
import { selectRun, useClassLive } from '../../lib/live/class-store';
import { runCommand } from '../../lib/live/class-sync';
import { DiceIcon, PauseIcon, PlayIcon, StopIcon } from '../../ui/classroom-icons';
import { timerControls } from './run-controls';
import { formatClock } from './run-format';
import { clampTimerMinutes, randomTimerMinutes } from './schedule-input';
import { useServerNow } from './use-server-now';
import './timer-panel.css';

const STATUS: Record<CountdownTimer['status'], string> = {
  idle: 'Ready',
  running: 'Running',
  paused: 'Paused',
  stopped: 'Stopped',
};

const send = (command: ClientRunCommand) => void runCommand(command);

/** The countdown timer (spec 4): presets, custom and random minutes; locked while the class runs. */
export function TimerPanel() {
  const run = useClassLive(selectRun);
  const now = useServerNow(run);
  const titleId = useId();
  const [custom, setCustom] = useState(String(TIMER_DEFAULT_MINUTES));

  if (!run) return null;
  const { timer } = settle(run, now);
  const left = timerLeftMs(timer, now);
  const counting = timer.status === 'running' || timer.status === 'paused';
  const band = counting ? timerBand(left) : 'idle';
  const fraction =
    timer.status === 'idle' ? 1 : timer.minutes > 0 ? left / (timer.minutes * 60_000) : 0;
  const controls = timerControls(run, now);

  function startCustom(event: FormEvent) {
    event.preventDefault();
    const minutes = clampTimerMinutes(custom);
    setCustom(String(minutes));
    send({ type: 'timer-start', minutes });
  }

  return (
    <section className="run-panel timer-panel" aria-labelledby={titleId}>
      <header className="run-panel-head">
        <h2 id={titleId} className="run-panel-title">
          Timer
        </h2>
        <span className={`run-status run-status-${counting ? timer.status : 'idle'}`}>
          {STATUS[timer.status]}
        </span>
      </header>
      <div className="timer-body">
        <p className={`timer-left timer-left-${band}`} data-testid="timer-time-left">
          {formatClock(left)}
        </p>
        <div
          className={`timer-track timer-track-${band}`}
          role="progressbar"
          aria-label="Time left on the timer"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(fraction * 100)}
        >
          <span className="timer-fill" style={{ width: `${fraction * 100}%` }} />
        </div>
        {controls.locked && (
          <p className="run-hint">The timer is locked while the class schedule runs.</p>
        )}
        <fieldset className="timer-controls" disabled={controls.locked}>
          <legend className="visually-hidden">Timer controls</legend>
          <div className="timer-presets">
            {TIMER_PRESETS_MINUTES.map((minutes) => (
              <button
                key={minutes}
                type="button"
                className="btn"
                disabled={!controls.start}
                onClick={() => send({ type: 'timer-start', minutes })}
              >
                {minutes} min
              </button>
            ))}
            <button
              type="button"
              className="btn"
              disabled={!controls.start}
              onClick={() => send({ type: 'timer-start', minutes: randomTimerMinutes() })}
            >
              <DiceIcon size={18} />
              Random
            </button>
          </div>
          <form className="timer-custom" onSubmit={startCustom}>
            <label className="field-label" htmlFor={`${titleId}-minutes`}>
              Custom minutes
            </label>
            <input
              id={`${titleId}-minutes`}
              className="input timer-minutes"
              type="number"
              inputMode="numeric"
              min={TIMER_CUSTOM_MIN}
              max={TIMER_CUSTOM_MAX}
              step={1}
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
              onBlur={() => setCustom(String(clampTimerMinutes(custom)))}
            />
            <button type="submit" className="btn btn-primary" disabled={!controls.start}>
              <PlayIcon size={18} />
              Start Timer
            </button>
          </form>
          {counting && (
            <div className="timer-actions">
              {timer.status === 'paused' ? (
                <button
                  type="button"
                  className="btn"
                  disabled={!controls.resume}
                  onClick={() => send({ type: 'timer-resume' })}
                >
                  <PlayIcon size={18} />
                  Resume Timer
                </button>
              ) : (
                <button
                  type="button"
                  className="btn"
                  disabled={!controls.pause}
                  onClick={() => send({ type: 'timer-pause' })}
                >
                  <PauseIcon size={18} />
                  Pause Timer
                </button>
              )}
              <button
                type="button"
                className="btn"
                disabled={!controls.stop}
                onClick={() => send({ type: 'timer-stop' })}
              >
                <StopIcon size={18} />
                Stop Timer
              </button>
            </div>
          )}
        </fieldset>
      </div>
    </section>
  );
}
