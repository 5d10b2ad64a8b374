import type { Activity, ClassRun, ClientRunCommand, CountdownTimer } from '@classbeam/contracts';
import {
  ALMOST_DONE_AT,
  DEFAULT_SCHEDULE,
  RUN_MESSAGES,
  TIMES_UP_SHOW_MS,
} from '@classbeam/contracts/constants';

/*
 * The class run of spec section 4 as a pure function of (state, command, now). Rule ids
 * (CR1..., CT1...) refer to the package's SPEC.md; the tests are named after them. Time is an
 * argument: nothing here reads a clock or sets a timer.
 */

export type RunCommand = ClientRunCommand | { type: 'tick' };

/** What a transition asks the caller to do besides storing the new run. */
export type RunEffect = 'reset-points' | 'reset-attendance' | 'reset-volume-tally';

export type Transition =
  | { ok: true; run: ClassRun; effects: RunEffect[]; changed: boolean }
  | { ok: false; reason: string };

const MINUTE = 60_000;

export const STOPPED_TIMER: CountdownTimer = {
  status: 'stopped',
  minutes: 0,
  endsAt: null,
  remainingMs: 0,
  endedAt: null,
};

export const initialTimer = (minutes: number): CountdownTimer => ({
  status: 'idle',
  minutes,
  endsAt: null,
  remainingMs: minutes * MINUTE,
  endedAt: null,
});

/** A run before its first activity: where a new class starts and where Reset returns. */
const READY = {
  phase: 'ready',
  index: 0,
  running: false,
  activityStartedAt: null,
  elapsedMs: 0,
  freeTimeMs: 0,
  freeTimeStartedAt: null,
} as const satisfies Partial<ClassRun>;

export function initialRun(schedule: readonly Activity[] = DEFAULT_SCHEDULE): ClassRun {
  return {
    ...READY,
    schedule: schedule.map((a) => ({ ...a })),
    timer: initialTimer(3),
    rev: 0,
  };
}

const durationMs = (run: ClassRun, index = run.index) =>
  (run.schedule[index]?.duration ?? 0) * MINUTE;
const lastIndex = (run: ClassRun) => run.schedule.length - 1;

/* ---------- selectors: what the screens show at a given server time ---------- */

/** Free time is counting down (mid-class use, or the free time after the last activity). */
export const freeTimeFlowing = (run: ClassRun) => run.running && run.freeTimeStartedAt !== null;

/**
 * Free time is in use: counting down, or (CR22) held by a pause mid-class, when its start
 * stays set as the mark and `freeTimeMs` holds what is left.
 */
const freeTimeInUse = (run: ClassRun) => run.freeTimeStartedAt !== null;

/** CR20: time spent in the current activity. */
export function activityElapsedMs(run: ClassRun, now: number): number {
  if (run.phase !== 'activity') return 0;
  const elapsed =
    run.activityStartedAt === null ? run.elapsedMs : Math.max(0, now - run.activityStartedAt);
  return Math.min(elapsed, durationMs(run));
}

/** Free time earned, or what is left of it while in use (frozen while paused, CR22). */
export function freeTimeLeftMs(run: ClassRun, now: number): number {
  if (!freeTimeFlowing(run) || run.freeTimeStartedAt === null) return run.freeTimeMs;
  return Math.max(0, run.freeTimeMs - Math.max(0, now - run.freeTimeStartedAt));
}

/** 'Current Task' time left: the activity's, or the free time's after the last activity. */
export function activityLeftMs(run: ClassRun, now: number): number {
  switch (run.phase) {
    case 'ready':
      return durationMs(run, 0);
    case 'activity':
      return durationMs(run) - activityElapsedMs(run, now);
    case 'free-time':
      return freeTimeLeftMs(run, now);
    case 'complete':
      return 0;
  }
}

/**
 * CR24: 'Total Class' time left, the time to Class Complete if nobody presses anything: this
 * activity's rest, every activity after it and the free time still to play. Earned free time
 * is played after the last activity rounded up to whole minutes (CR4); free time in use is
 * played now, so what is left of it counts as it is and runs down with the clock.
 */
export function classLeftMs(run: ClassRun, now: number): number {
  if (run.phase === 'complete') return 0;
  if (run.phase === 'free-time') return freeTimeLeftMs(run, now);
  const start = run.phase === 'ready' ? 0 : run.index + 1;
  let later = 0;
  for (let i = start; i < run.schedule.length; i += 1) later += durationMs(run, i);
  const free = freeTimeInUse(run)
    ? freeTimeLeftMs(run, now)
    : Math.ceil(run.freeTimeMs / MINUTE) * MINUTE;
  return (run.phase === 'ready' ? 0 : activityLeftMs(run, now)) + later + free;
}

/** Share of the current activity done, 0..1. */
export function activityProgress(run: ClassRun, now: number): number {
  const total = durationMs(run);
  return run.phase === 'activity' && total > 0 ? activityElapsedMs(run, now) / total : 0;
}

/** CR21: the progress bar turns red with 'Almost Done' from 80% of the activity. */
export const almostDone = (run: ClassRun, now: number) =>
  activityProgress(run, now) >= ALMOST_DONE_AT;

/** The current activity's name: the schedule's, or 'Free Time' / 'Class Complete'. */
export function currentActivityName(run: ClassRun): string {
  if (run.phase === 'free-time') return 'Free Time';
  if (run.phase === 'complete') return 'Class Complete';
  return run.schedule[run.index]?.name ?? '';
}

/** The next activity's name; null on the last one (screens say 'Final Activity'). */
export function nextActivityName(run: ClassRun): string | null {
  if (run.phase === 'free-time') return 'Class Complete';
  if (run.phase === 'complete') return null;
  return run.schedule[run.index + 1]?.name ?? null;
}

export const isLastActivity = (run: ClassRun) =>
  run.phase === 'activity' && run.index === lastIndex(run);

/** The banner: free time counting down now, or earned and waiting to be used. */
export function freeTimeBanner(run: ClassRun): 'active' | 'earned' | null {
  if (run.phase === 'free-time' || (run.phase === 'activity' && run.freeTimeStartedAt !== null))
    return 'active';
  if (run.phase === 'activity' && run.freeTimeMs > 0) return 'earned';
  return null;
}

export function timerLeftMs(timer: CountdownTimer, now: number): number {
  if (timer.status === 'running' && timer.endsAt !== null) return Math.max(0, timer.endsAt - now);
  return timer.status === 'stopped' ? 0 : timer.remainingMs;
}

/**
 * CT10: "Time's up" shows from the moment the countdown reached 0 by itself, for
 * TIMES_UP_SHOW_MS, unless dismissed (CT11). A device that opens later shows nothing stale; one
 * whose clock runs a little behind the server's still shows what the server says has ended.
 */
export function timesUp(timer: CountdownTimer, now: number): boolean {
  return timer.endedAt !== null && now - timer.endedAt < TIMES_UP_SHOW_MS;
}

/** CT6: red under 60 s, amber under 180 s, green otherwise. */
export function timerBand(leftMs: number): 'red' | 'amber' | 'green' {
  if (leftMs < 60_000) return 'red';
  if (leftMs < 180_000) return 'amber';
  return 'green';
}

/** The schedule is in progress: the timer is locked (CT7) and so is schedule editing (CR16). */
export const classInProgress = (run: ClassRun) =>
  run.phase === 'activity' || run.phase === 'free-time';

/** CR19: the one server time at which the run next changes by itself, or null. */
export function nextWakeAt(run: ClassRun): number | null {
  const times: number[] = [];
  if (run.timer.status === 'running' && run.timer.endsAt !== null) times.push(run.timer.endsAt);
  if (run.running) {
    if (run.freeTimeStartedAt !== null) times.push(run.freeTimeStartedAt + run.freeTimeMs);
    else if (run.phase === 'activity' && run.activityStartedAt !== null)
      times.push(run.activityStartedAt + durationMs(run));
  }
  return times.length > 0 ? Math.min(...times) : null;
}

/* ---------- steps ---------- */

/** The class is over: last index, not running, nothing counting. */
function complete(run: ClassRun): ClassRun {
  return {
    ...run,
    phase: 'complete',
    running: false,
    index: lastIndex(run),
    activityStartedAt: null,
    elapsedMs: 0,
    freeTimeStartedAt: null,
  };
}

/** A clock that starts at `at`, or (CR23) none yet while the class is paused. */
const startingAt = (run: ClassRun, at: number) => (run.running ? at : null);

/**
 * CR3-CR5: the current activity ended at `at` (its time ran out, or it was skipped). What
 * comes next starts at `at`, or, skipped while paused (CR23), waits frozen at its start.
 */
function endActivity(run: ClassRun, at: number): ClassRun {
  if (run.index < lastIndex(run)) {
    return {
      ...run,
      index: run.index + 1,
      activityStartedAt: startingAt(run, at),
      elapsedMs: 0,
      freeTimeStartedAt: null,
    };
  }
  if (run.freeTimeMs > 0) {
    return {
      ...run,
      phase: 'free-time',
      activityStartedAt: null,
      elapsedMs: 0,
      freeTimeMs: Math.ceil(run.freeTimeMs / MINUTE) * MINUTE,
      freeTimeStartedAt: startingAt(run, at),
    };
  }
  return { ...complete(run), freeTimeMs: 0 };
}

/** Stops free time counting down, keeping what is left; the activity stays frozen. */
function holdFreeTime(run: ClassRun, now: number): ClassRun {
  if (run.freeTimeStartedAt === null) return run;
  return { ...run, freeTimeMs: freeTimeLeftMs(run, now), freeTimeStartedAt: null };
}

/** Freezes the activity clock at what it shows now. */
function freezeActivity(run: ClassRun, now: number): ClassRun {
  if (run.activityStartedAt === null) return run;
  return { ...run, elapsedMs: activityElapsedMs(run, now), activityStartedAt: null };
}

/** The one step due at `at` (the earliest wake-up), applied exactly at that time. */
function dueStep(run: ClassRun, at: number): ClassRun {
  let next = run;
  if (next.timer.status === 'running' && next.timer.endsAt !== null && next.timer.endsAt <= at)
    next = { ...next, timer: { ...STOPPED_TIMER, endedAt: next.timer.endsAt } }; // CT5, CT10
  if (!next.running) return next;
  if (next.freeTimeStartedAt !== null) {
    const ends = next.freeTimeStartedAt + next.freeTimeMs;
    if (ends > at) return next;
    if (next.phase === 'free-time') return { ...complete(next), freeTimeMs: 0 }; // CR6
    // CR13: free time used up mid-class: the activity carries on from where it stopped.
    return {
      ...next,
      freeTimeMs: 0,
      freeTimeStartedAt: null,
      activityStartedAt: ends - next.elapsedMs,
      elapsedMs: 0,
    };
  }
  if (next.phase === 'activity' && next.activityStartedAt !== null) {
    const ends = next.activityStartedAt + durationMs(next);
    if (ends <= at) return endActivity(next, ends); // CR3
  }
  return next;
}

/** CR2: every automatic step due by `now`, each at its own time (a late wake-up catches up). */
export function settle(run: ClassRun, now: number): ClassRun {
  let current = run;
  for (let guard = 0; guard < 10_000; guard += 1) {
    const wake = nextWakeAt(current);
    if (wake === null || wake > now) return current;
    current = dueStep(current, wake);
  }
  return current;
}

const refuse = (reason: string): Transition => ({ ok: false, reason });

/**
 * CT8, CT9: a running or paused countdown stops when the schedule (re)starts; its controls
 * lock. CT11: a "Time's up" still showing goes too, since nothing could dismiss it then.
 */
function stopCountdown(timer: CountdownTimer): CountdownTimer {
  if (timer.status === 'running' || timer.status === 'paused') return STOPPED_TIMER;
  return timer.endedAt === null ? timer : { ...timer, endedAt: null };
}

const TIMER_LOCKED = RUN_MESSAGES.timerLocked;

/** The command itself, on a run already settled to `now`. */
function apply(run: ClassRun, command: RunCommand, now: number): Transition | ClassRun {
  const inProgress = classInProgress(run);
  // CT7: every countdown command is locked while the class schedule runs.
  if (command.type.startsWith('timer-') && inProgress && run.running) return refuse(TIMER_LOCKED);
  switch (command.type) {
    case 'tick':
      return run;
    case 'start': {
      if (inProgress) return refuse(RUN_MESSAGES.alreadyUnderWay);
      // CR1 (and CT8: a countdown started before the class is stopped, its controls lock).
      const timer = stopCountdown(run.timer);
      return {
        ok: true,
        run: {
          ...run,
          phase: 'activity',
          index: 0,
          running: true,
          activityStartedAt: now,
          elapsedMs: 0,
          freeTimeMs: 0,
          freeTimeStartedAt: null,
          timer,
        },
        // Step 10: attendance taken before the lesson starts is kept (the spec reset it too;
        // a teacher who takes the roll, then presses Start Class, lost it).
        effects: ['reset-points', 'reset-volume-tally'],
        changed: true,
      };
    }
    case 'pause': {
      // CR9; CR22: free time in use mid-class stays in use, frozen at what is left.
      if (!inProgress || !run.running) return refuse(RUN_MESSAGES.notRunning);
      const inUse = run.phase === 'activity' && freeTimeInUse(run);
      const frozen = freezeActivity(holdFreeTime(run, now), now);
      return { ...frozen, running: false, freeTimeStartedAt: inUse ? now : null };
    }
    case 'resume': {
      // CR10, CR22: the clock that the pause froze flows again; CT9: the countdown stops.
      if (!inProgress || run.running) return refuse(RUN_MESSAGES.notPaused);
      const resumed = { ...run, running: true, timer: stopCountdown(run.timer) };
      if (run.phase === 'free-time' || freeTimeInUse(run))
        return { ...resumed, freeTimeStartedAt: now };
      return { ...resumed, activityStartedAt: now - run.elapsedMs, elapsedMs: 0 };
    }
    case 'next': {
      if (run.phase === 'free-time') return { ...complete(run), freeTimeMs: 0 }; // CR7
      if (run.phase !== 'activity') return refuse(RUN_MESSAGES.notRunning);
      // CR7: the minutes not used go to free time; the next activity starts now (CR23:
      // or waits at its start while the class is paused).
      const held = freezeActivity(holdFreeTime(run, now), now);
      const unused = Math.max(0, durationMs(held) - held.elapsedMs);
      return endActivity({ ...held, freeTimeMs: held.freeTimeMs + unused }, now);
    }
    case 'undo': {
      // CR8: back one activity; its duration comes off free time, never below 0. It restarts
      // now, or (CR23) waits at its start while the class is paused.
      if (run.phase === 'free-time') {
        const held = holdFreeTime(run, now);
        return {
          ...held,
          phase: 'activity',
          activityStartedAt: startingAt(run, now),
          elapsedMs: 0,
          freeTimeMs: Math.max(0, held.freeTimeMs - durationMs(held)),
        };
      }
      if (run.phase !== 'activity' || run.index === 0)
        return refuse(RUN_MESSAGES.noEarlierActivity);
      const held = holdFreeTime(run, now);
      return {
        ...held,
        index: held.index - 1,
        activityStartedAt: startingAt(run, now),
        elapsedMs: 0,
        freeTimeMs: Math.max(0, held.freeTimeMs - durationMs(held, held.index - 1)),
      };
    }
    case 'finish': // CR11
      if (!inProgress) return refuse(RUN_MESSAGES.notUnderWay);
      return complete(holdFreeTime(run, now));
    case 'reset': // CR12
      return {
        ok: true,
        run: { ...run, ...READY },
        effects: ['reset-points', 'reset-attendance'],
        changed: true,
      };
    case 'toggle-free-time': {
      if (!inProgress) return refuse(RUN_MESSAGES.freeTimeOnlyWhileRunning);
      if (run.phase === 'free-time') {
        // CR14: the free time after the last activity pauses and resumes (CT9 on resume).
        return run.running
          ? { ...holdFreeTime(run, now), running: false }
          : { ...run, running: true, freeTimeStartedAt: now, timer: stopCountdown(run.timer) };
      }
      if (!run.running) return refuse(RUN_MESSAGES.paused);
      if (run.freeTimeStartedAt !== null) {
        // CR13: back to the activity: what is left is stored, the start shifted by what was used.
        const held = holdFreeTime(run, now);
        return { ...held, activityStartedAt: now - held.elapsedMs, elapsedMs: 0 };
      }
      if (run.freeTimeMs <= 0) return refuse(RUN_MESSAGES.noFreeTime);
      return { ...freezeActivity(run, now), freeTimeStartedAt: now }; // CR13
    }
    case 'set-schedule': {
      // CR16: the schedule cannot change under a class in progress.
      if (inProgress) return refuse(RUN_MESSAGES.scheduleLocked);
      const schedule = command.schedule.map((a) => ({ name: a.name, duration: a.duration }));
      return { ...run, schedule, index: run.phase === 'ready' ? 0 : schedule.length - 1 };
    }
    case 'timer-start': // CT2
      return {
        ...run,
        timer: {
          status: 'running',
          minutes: command.minutes,
          endsAt: now + command.minutes * MINUTE,
          remainingMs: 0,
          endedAt: null,
        },
      };
    case 'timer-pause': // CT3
      if (run.timer.status !== 'running') return refuse(RUN_MESSAGES.timerNotRunning);
      return {
        ...run,
        timer: {
          ...run.timer,
          status: 'paused',
          endsAt: null,
          remainingMs: timerLeftMs(run.timer, now),
        },
      };
    case 'timer-resume': // CT3
      if (run.timer.status !== 'paused') return refuse(RUN_MESSAGES.timerNotPaused);
      return {
        ...run,
        timer: {
          ...run.timer,
          status: 'running',
          endsAt: now + run.timer.remainingMs,
          remainingMs: 0,
        },
      };
    case 'timer-stop': // CT4
      return { ...run, timer: STOPPED_TIMER };
    case 'timer-dismiss': // CT11
      if (run.timer.endedAt === null) return refuse(RUN_MESSAGES.noTimesUp);
      return { ...run, timer: { ...run.timer, endedAt: null } };
  }
}

function sameRun(a: ClassRun, b: ClassRun): boolean {
  return JSON.stringify({ ...a, rev: 0 }) === JSON.stringify({ ...b, rev: 0 });
}

/**
 * The class run's one entry point: automatic steps due by `now` first (CR2), then the
 * command. A refused command changes nothing, not even the due steps (the caller's next
 * wake-up applies them). `rev` rises by one whenever the run changed (CR18).
 */
export function transition(run: ClassRun, command: RunCommand, now: number): Transition {
  const settled = settle(run, now);
  const outcome = apply(settled, command, now);
  const result: Transition =
    'ok' in outcome ? outcome : { ok: true, run: outcome, effects: [], changed: false };
  if (!result.ok) return result;
  const changed = result.changed || !sameRun(run, result.run);
  return {
    ok: true,
    run: changed ? { ...result.run, rev: run.rev + 1 } : run,
    effects: result.effects,
    changed,
  };
}

/* Where the class run meets the assessment (spec section 9): here, not in assessment.ts, so
 * the iPad's page, which needs the scores but not the run, does not load the run with them. */

/** The dashboard's 'Class Complete!' panel: the class is not running and on its last activity. */
export const classComplete = (run: ClassRun): boolean =>
  run.phase === 'complete' || (!run.running && isLastActivity(run));

/** The scoreboard's QR panel: the class is not running, or is at its last activity. */
export const selfAssessmentQrTime = (run: ClassRun): boolean =>
  !run.running || isLastActivity(run) || run.phase === 'complete';
