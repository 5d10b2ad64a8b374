import type { ClassRun, ClientRunCommand } from '@classbeam/contracts';
import { classInProgress, isLastActivity, settle, transition } from '@classbeam/domain';
import { t } from '@lingui/core/macro';

/*
 * Which controls a screen offers, read from the domain's own rules: a button is enabled only
 * for a command the server would accept at this moment. The server still decides.
 */
const allowed = (run: ClassRun, command: ClientRunCommand, now: number) =>
  transition(run, command, now).ok;

export interface TrackerControls {
  /** Start Class, or Resume while the class is paused (the label in the active language). */
  start: { label: string; command: ClientRunCommand; enabled: boolean };
  pause: boolean;
  next: boolean;
  finish: boolean;
  reset: boolean;
  /** Mid-class free time: use what was earned, or go back to the activity. */
  freeTime: { label: string; enabled: boolean } | null;
}

export function trackerControls(run: ClassRun, now: number): TrackerControls {
  const settled = settle(run, now);
  const paused = classInProgress(settled) && !settled.running;
  const start: ClientRunCommand = paused ? { type: 'resume' } : { type: 'start' };
  return {
    start: {
      label: paused ? t`Resume` : t`Start Class`,
      command: start,
      enabled: allowed(run, start, now),
    },
    pause: allowed(run, { type: 'pause' }, now),
    next: allowed(run, { type: 'next' }, now),
    finish: allowed(run, { type: 'finish' }, now),
    reset: allowed(run, { type: 'reset' }, now),
    freeTime: freeTimeControl(settled, now),
  };
}

/** Only during an activity: in the final free time, Pause and Resume already hold it. */
function freeTimeControl(settled: ClassRun, now: number): TrackerControls['freeTime'] {
  if (settled.phase !== 'activity') return null;
  const enabled = allowed(settled, { type: 'toggle-free-time' }, now);
  if (settled.freeTimeStartedAt !== null) return { label: t`End Free Time`, enabled };
  if (settled.freeTimeMs > 0) return { label: t`Use Free Time`, enabled };
  return null;
}

export interface BarControls {
  undo: boolean;
  next: boolean;
  /** Finish Class shows on the last activity only (spec 2). */
  finish: boolean;
}

export function barControls(run: ClassRun, now: number): BarControls {
  return {
    undo: allowed(run, { type: 'undo' }, now),
    next: allowed(run, { type: 'next' }, now),
    finish: isLastActivity(settle(run, now)) && allowed(run, { type: 'finish' }, now),
  };
}

export interface TimerControls {
  /** CT7: every timer control is off while the class schedule runs. */
  locked: boolean;
  start: boolean;
  pause: boolean;
  resume: boolean;
  stop: boolean;
}

export function timerControls(run: ClassRun, now: number): TimerControls {
  const settled = settle(run, now);
  const { status } = settled.timer;
  return {
    locked: classInProgress(settled) && settled.running,
    start: allowed(run, { type: 'timer-start', minutes: 1 }, now),
    pause: allowed(run, { type: 'timer-pause' }, now),
    resume: allowed(run, { type: 'timer-resume' }, now),
    // Stopping an idle or stopped timer would change nothing anyone can see.
    stop:
      (status === 'running' || status === 'paused') && allowed(run, { type: 'timer-stop' }, now),
  };
}

/** A command a key asks for, if the server would take it now. */
export const keyAllowed = allowed;
