import type { CountdownTimer } from '@classbeam/contracts';
import {
  TIMER_CUSTOM_MAX,
  TIMER_CUSTOM_MIN,
  TIMER_DEFAULT_MINUTES,
  TIMER_PRESETS_MINUTES,
} from '@classbeam/contracts/constants';
import { settle, timerBand, timerLeftMs } from '@classbeam/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { selectRun, useClassLive } from '../../lib/live/class-store';
import { DiceIcon, PauseIcon, PlayIcon, StopIcon } from '../../ui/lesson-icons';
import { Switch } from '../../ui/switch';
import { setDeviceSound, useDeviceSound } from './device-sound';
import { timerControls } from './run-controls';
import { formatClock, formatMinutes } from './run-format';
import { clampTimerMinutes, randomTimerMinutes } from './schedule-input';
import { sendRunCommand } from './send-run-command';
import { useServerNow } from './use-server-now';
import { useTimesUp } from './use-times-up';
import './timer-panel.css';

const STATUS: Record<CountdownTimer['status'], MessageDescriptor> = {
  idle: msg`Ready`,
  running: msg`Running`,
  paused: msg`Paused`,
  stopped: msg`Stopped`,
};

interface TimerPanelProps {
  /** The class's "chime on the board" switch (app/ wires it to the class's settings). */
  boardSound?: { on: boolean; onChange: (on: boolean) => void };
}

/**
 * The countdown timer (spec 4) as one control (docs/decisions/0145): a preset, Random or Start
 * with the minutes starts it at once; while it counts, only Pause/Resume and Stop are offered,
 * so nothing restarts it with other minutes by accident. Locked while the class runs (CT7).
 */
export function TimerPanel({ boardSound }: TimerPanelProps) {
  const { t } = useLingui();
  const run = useClassLive(selectRun);
  const now = useServerNow(run);
  const endedAt = useTimesUp(run, false);
  const deviceSound = useDeviceSound((s) => s.on);
  const titleId = useId();
  const [custom, setCustom] = useState(String(TIMER_DEFAULT_MINUTES));
  const [starting, setStarting] = useState(false);

  if (!run) return null;
  const { timer } = settle(run, now);
  const left = timerLeftMs(timer, now);
  const counting = timer.status === 'running' || timer.status === 'paused';
  const band = counting ? timerBand(left) : 'idle';
  const fraction =
    timer.status === 'idle' ? 1 : timer.minutes > 0 ? left / (timer.minutes * 60_000) : 0;
  const controls = timerControls(run, now);
  const up = endedAt !== null;
  const timerMinutes = timer.minutes;

  async function start(minutes: number) {
    setCustom(String(minutes));
    // Until the answer: a second start (another preset, Start) would restart it.
    setStarting(true);
    try {
      await sendRunCommand({ type: 'timer-start', minutes });
    } finally {
      setStarting(false);
    }
  }

  function startCustom(event: FormEvent) {
    event.preventDefault();
    void start(clampTimerMinutes(custom));
  }

  return (
    <section className="run-panel timer-panel" aria-labelledby={titleId}>
      <header className="run-panel-head">
        <h2 id={titleId} className="run-panel-title">
          <Trans>Timer</Trans>
        </h2>
        <span className={`run-status run-status-${up ? 'up' : counting ? timer.status : 'idle'}`}>
          {up ? t`Time’s up` : t(STATUS[timer.status])}
        </span>
      </header>
      <div className="timer-body">
        <p className={`timer-left timer-left-${up ? 'red' : band}`} data-testid="timer-time-left">
          {formatClock(left)}
        </p>
        <div
          className={`timer-track timer-track-${band}`}
          role="progressbar"
          aria-label={t`Time left on the timer`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(fraction * 100)}
        >
          <span className="timer-fill" style={{ width: `${fraction * 100}%` }} />
        </div>
        {controls.locked && (
          <p className="run-hint">
            <Trans>The timer is locked while the class schedule runs.</Trans>
          </p>
        )}
        {counting ? (
          <div className="timer-controls">
            <div className="timer-actions">
              {timer.status === 'paused' ? (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={!controls.resume}
                  onClick={() => void sendRunCommand({ type: 'timer-resume' })}
                >
                  <PlayIcon size={18} />
                  <Trans>Resume Timer</Trans>
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={!controls.pause}
                  onClick={() => void sendRunCommand({ type: 'timer-pause' })}
                >
                  <PauseIcon size={18} />
                  <Trans>Pause Timer</Trans>
                </button>
              )}
              <button
                type="button"
                className="btn"
                disabled={!controls.stop}
                onClick={() => void sendRunCommand({ type: 'timer-stop' })}
              >
                <StopIcon size={18} />
                <Trans>Stop Timer</Trans>
              </button>
            </div>
            <p className="run-hint">
              <Plural
                value={timerMinutes}
                one="A #-minute timer. Stop it to start another."
                other="A #-minute timer. Stop it to start another."
              />
            </p>
          </div>
        ) : (
          <fieldset className="timer-controls" disabled={controls.locked || starting}>
            <legend className="timer-start-label">
              <Trans>Start a timer</Trans>
            </legend>
            <div className="timer-presets">
              {TIMER_PRESETS_MINUTES.map((minutes) => (
                <button
                  key={minutes}
                  type="button"
                  className="btn"
                  aria-label={plural(minutes, {
                    one: 'Start a #-minute timer',
                    other: 'Start a #-minute timer',
                  })}
                  disabled={!controls.start}
                  onClick={() => void start(minutes)}
                >
                  <PlayIcon size={16} />
                  {formatMinutes(minutes)}
                </button>
              ))}
              <button
                type="button"
                className="btn"
                aria-label={t`Start a timer of 1 to 10 random minutes`}
                disabled={!controls.start}
                onClick={() => void start(randomTimerMinutes())}
              >
                <DiceIcon size={18} />
                <Trans>Random</Trans>
              </button>
            </div>
            <form className="timer-custom" onSubmit={startCustom}>
              <label className="field-label" htmlFor={`${titleId}-minutes`}>
                <Trans>Custom minutes</Trans>
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
                <Trans>Start Timer</Trans>
              </button>
            </form>
          </fieldset>
        )}
        <div className="timer-sound">
          <p className="timer-start-label">
            <Trans>Chime at Time’s up</Trans>
          </p>
          <Switch
            label={t`On this device`}
            hint={t`Off until you switch it on, so a phone stays quiet in a pocket.`}
            checked={deviceSound}
            onChange={setDeviceSound}
          />
          {boardSound && (
            <Switch
              label={t`On the board`}
              hint={t`The classroom display and the Student Scoreboard view.`}
              checked={boardSound.on}
              onChange={boardSound.onChange}
            />
          )}
        </div>
      </div>
    </section>
  );
}
