import type { ClassRun } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import {
  activityLeftMs,
  activityProgress,
  almostDone,
  classLeftMs,
  currentActivityName,
  freeTimeBanner,
  freeTimeLeftMs,
  initialRun,
  nextActivityName,
  nextWakeAt,
  type RunCommand,
  settle,
  timerBand,
  timerLeftMs,
  timesUp,
  transition,
} from './class-run';
import { seededRandom } from './random-pick';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);
const SHORT = [
  { name: 'Warm-up', duration: 5 },
  { name: 'Lesson', duration: 10 },
  { name: 'Game', duration: 5 },
];

/** Applies a command that must be accepted, returning the new run. */
function run(state: ClassRun, command: RunCommand, now: number): ClassRun {
  const result = transition(state, command, now);
  if (!result.ok) throw new Error(`refused ${command.type}: ${result.reason}`);
  return result.run;
}

const started = (at = T0) => run(initialRun(SHORT), { type: 'start' }, at);

describe('class run', () => {
  it('CR1 Start Class resets points and tally (attendance stays), index 0, running from now, free time 0', () => {
    const before = {
      ...initialRun(SHORT),
      phase: 'complete' as const,
      index: 2,
      freeTimeMs: 4 * MIN,
    };
    const result = transition(before, { type: 'start' }, T0);
    expect(result).toMatchObject({
      ok: true,
      effects: ['reset-points', 'reset-volume-tally'],
      run: { phase: 'activity', index: 0, running: true, activityStartedAt: T0, freeTimeMs: 0 },
    });
    expect(transition(started(), { type: 'start' }, T0 + 1).ok).toBe(false);
  });

  it('CR2 a late look catches up every step at its own time', () => {
    const late = settle(started(), T0 + 17 * MIN);
    expect(late).toMatchObject({ index: 2, activityStartedAt: T0 + 15 * MIN });
    expect(activityLeftMs(late, T0 + 17 * MIN)).toBe(3 * MIN);
  });

  it('CR3 the next activity starts exactly when the current one runs out', () => {
    const s = started();
    expect(settle(s, T0 + 5 * MIN - 1).index).toBe(0);
    const next = settle(s, T0 + 5 * MIN + 700);
    expect(next).toMatchObject({ index: 1, activityStartedAt: T0 + 5 * MIN });
    expect(currentActivityName(next)).toBe('Lesson');
  });

  it('CR4 after the last activity, free time runs for the rounded-up minutes', () => {
    // Skip the first activity 90 s in: 3.5 minutes earned, rounded up to 4 at the end.
    const skipped = run(started(), { type: 'next' }, T0 + 1.5 * MIN);
    expect(skipped.freeTimeMs).toBe(3.5 * MIN);
    const end = T0 + 1.5 * MIN + 15 * MIN;
    const free = settle(skipped, end + 1000);
    expect(free).toMatchObject({ phase: 'free-time', freeTimeMs: 4 * MIN, freeTimeStartedAt: end });
    expect(currentActivityName(free)).toBe('Free Time');
    expect(nextActivityName(free)).toBe('Class Complete');
    expect(activityLeftMs(free, end + 1000)).toBe(4 * MIN - 1000);
  });

  it('CR5 without free time the class completes after the last activity', () => {
    const done = settle(started(), T0 + 20 * MIN);
    expect(done).toMatchObject({ phase: 'complete', running: false, index: 2 });
    expect(currentActivityName(done)).toBe('Class Complete');
    expect(nextWakeAt(done)).toBeNull();
  });

  it('CR6 the class completes when the final free time runs out', () => {
    const skipped = run(started(), { type: 'next' }, T0 + 3 * MIN); // 2 minutes earned
    const end = T0 + 3 * MIN + 15 * MIN;
    expect(settle(skipped, end + 2 * MIN - 1).phase).toBe('free-time');
    expect(settle(skipped, end + 2 * MIN)).toMatchObject({
      phase: 'complete',
      running: false,
      freeTimeMs: 0,
    });
  });

  it('CR7 Next Activity adds the unused minutes to free time and starts the next one now', () => {
    const s = run(started(), { type: 'next' }, T0 + 2 * MIN);
    expect(s).toMatchObject({
      index: 1,
      running: true,
      activityStartedAt: T0 + 2 * MIN,
      freeTimeMs: 3 * MIN,
    });
    // Paused 2 minutes into Lesson: its 8 unused minutes still count (the pause does not).
    const paused = run(s, { type: 'pause' }, T0 + 4 * MIN);
    const skippedWhilePaused = run(paused, { type: 'next' }, T0 + 9 * MIN);
    expect(skippedWhilePaused).toMatchObject({ index: 2, freeTimeMs: 11 * MIN });
    const resumed = run(skippedWhilePaused, { type: 'resume' }, T0 + 9 * MIN);
    const last = run(resumed, { type: 'next' }, T0 + 10 * MIN);
    expect(last).toMatchObject({ phase: 'free-time', freeTimeMs: 15 * MIN });
    expect(run(last, { type: 'next' }, T0 + 11 * MIN).phase).toBe('complete');
  });

  it('CR8 Undo goes back, restarts that activity and takes its minutes off free time, not below 0', () => {
    const s = run(started(), { type: 'next' }, T0 + 1 * MIN); // 4 minutes earned
    const back = run(s, { type: 'undo' }, T0 + 2 * MIN);
    expect(back).toMatchObject({ index: 0, activityStartedAt: T0 + 2 * MIN, freeTimeMs: 0 });
    expect(transition(back, { type: 'undo' }, T0 + 3 * MIN).ok).toBe(false);
    const twoSkips = run(run(started(), { type: 'next' }, T0), { type: 'next' }, T0); // 15 earned
    expect(run(twoSkips, { type: 'undo' }, T0 + MIN)).toMatchObject({
      index: 1,
      freeTimeMs: 5 * MIN,
    });
    const free = run(twoSkips, { type: 'next' }, T0); // 20 earned, final free time
    expect(run(free, { type: 'undo' }, T0 + MIN)).toMatchObject({
      phase: 'activity',
      index: 2,
      freeTimeMs: 14 * MIN,
    });
  });

  it('CR9 Pause freezes the activity clock', () => {
    const paused = run(started(), { type: 'pause' }, T0 + 2 * MIN);
    expect(paused).toMatchObject({ running: false, activityStartedAt: null, elapsedMs: 2 * MIN });
    expect(activityLeftMs(paused, T0 + 60 * MIN)).toBe(3 * MIN);
    expect(settle(paused, T0 + 60 * MIN)).toBe(paused);
    expect(transition(paused, { type: 'pause' }, T0 + 3 * MIN).ok).toBe(false);
  });

  it('CR10 Resume continues from where the pause stopped', () => {
    const paused = run(started(), { type: 'pause' }, T0 + 2 * MIN);
    const resumed = run(paused, { type: 'resume' }, T0 + 30 * MIN);
    expect(activityLeftMs(resumed, T0 + 30 * MIN)).toBe(3 * MIN);
    expect(nextWakeAt(resumed)).toBe(T0 + 33 * MIN);
    expect(transition(resumed, { type: 'resume' }, T0 + 31 * MIN).ok).toBe(false);
  });

  it('CR11 Finish Class jumps to the last activity, complete and not running', () => {
    const done = run(started(), { type: 'finish' }, T0 + MIN);
    expect(done).toMatchObject({ phase: 'complete', index: 2, running: false });
    expect(transition(initialRun(SHORT), { type: 'finish' }, T0).ok).toBe(false);
  });

  it('CR12 Reset returns to the first activity, not running, and resets points and attendance', () => {
    const result = transition(
      run(started(), { type: 'next' }, T0 + MIN),
      { type: 'reset' },
      T0 + 2 * MIN,
    );
    expect(result).toMatchObject({
      ok: true,
      effects: ['reset-points', 'reset-attendance'],
      run: { phase: 'ready', index: 0, running: false, elapsedMs: 0, freeTimeMs: 0 },
    });
    if (result.ok) expect(currentActivityName(result.run)).toBe('Warm-up');
  });

  it('CR13 free time used mid-class stops the activity clock and gives back what is left', () => {
    const earned = run(started(), { type: 'next' }, T0 + MIN); // 4 earned, Lesson from T0+1
    expect(transition(initialRun(SHORT), { type: 'toggle-free-time' }, T0).ok).toBe(false);
    const using = run(earned, { type: 'toggle-free-time' }, T0 + 3 * MIN); // 2 min into Lesson
    expect(freeTimeBanner(using)).toBe('active');
    expect(activityLeftMs(using, T0 + 4 * MIN)).toBe(8 * MIN);
    const back = run(using, { type: 'toggle-free-time' }, T0 + 4 * MIN);
    expect(back).toMatchObject({ freeTimeMs: 3 * MIN, activityStartedAt: T0 + 2 * MIN });
    expect(freeTimeBanner(back)).toBe('earned');
    // Using it all: the activity carries on by itself when the free time runs out.
    const again = run(back, { type: 'toggle-free-time' }, T0 + 5 * MIN);
    const after = settle(again, T0 + 9 * MIN);
    expect(after).toMatchObject({
      freeTimeMs: 0,
      freeTimeStartedAt: null,
      activityStartedAt: T0 + 5 * MIN,
    });
    expect(activityLeftMs(after, T0 + 9 * MIN)).toBe(6 * MIN);
    expect(transition(started(), { type: 'toggle-free-time' }, T0 + MIN).ok).toBe(false);
  });

  it('CR14 the final free time pauses and resumes with the toggle', () => {
    const free = run(run(started(), { type: 'finish' }, T0), { type: 'start' }, T0);
    const skipped = run(
      run(run(free, { type: 'next' }, T0), { type: 'next' }, T0),
      { type: 'next' },
      T0,
    );
    expect(skipped.phase).toBe('free-time');
    const held = run(skipped, { type: 'toggle-free-time' }, T0 + 5 * MIN);
    expect(held).toMatchObject({ running: false, freeTimeMs: 15 * MIN });
    expect(freeTimeLeftMs(held, T0 + 50 * MIN)).toBe(15 * MIN);
    const resumed = run(held, { type: 'toggle-free-time' }, T0 + 50 * MIN);
    expect(nextWakeAt(resumed)).toBe(T0 + 65 * MIN);
  });

  it('CR15 names: the activity, the next or none on the last, Free Time and Class Complete', () => {
    const s = started();
    expect([currentActivityName(s), nextActivityName(s)]).toEqual(['Warm-up', 'Lesson']);
    const last = settle(s, T0 + 16 * MIN);
    expect([currentActivityName(last), nextActivityName(last)]).toEqual(['Game', null]);
  });

  it('CR16 the schedule cannot be edited while the class is in progress', () => {
    const schedule = [{ name: 'Only', duration: 7 }];
    expect(transition(started(), { type: 'set-schedule', schedule }, T0).ok).toBe(false);
    const paused = run(started(), { type: 'pause' }, T0 + MIN);
    expect(transition(paused, { type: 'set-schedule', schedule }, T0 + MIN).ok).toBe(false);
    expect(run(initialRun(SHORT), { type: 'set-schedule', schedule }, T0)).toMatchObject({
      schedule,
      index: 0,
    });
    const done = run(started(), { type: 'finish' }, T0);
    expect(run(done, { type: 'set-schedule', schedule }, T0).index).toBe(0);
  });

  it('CR17 a refused command changes nothing', () => {
    const s = started();
    const result = transition(s, { type: 'resume' }, T0 + 99 * MIN);
    expect(result).toEqual({ ok: false, reason: 'The class is not paused.' });
  });

  it('CR18 rev rises by exactly one per change and not at all otherwise', () => {
    const s = started();
    expect(s.rev).toBe(1);
    expect(transition(s, { type: 'tick' }, T0 + MIN)).toMatchObject({ changed: false, run: s });
    expect(run(s, { type: 'tick' }, T0 + 6 * MIN).rev).toBe(2);
  });

  it('CR19 one wake-up: the earliest of the activity end, the free time end and the countdown end', () => {
    expect(nextWakeAt(initialRun(SHORT))).toBeNull();
    const timer = run(initialRun(SHORT), { type: 'timer-start', minutes: 1 }, T0);
    expect(nextWakeAt(timer)).toBe(T0 + MIN);
    expect(nextWakeAt(started())).toBe(T0 + 5 * MIN);
    const using = run(
      run(started(), { type: 'next' }, T0 + 4 * MIN),
      { type: 'toggle-free-time' },
      T0 + 4 * MIN,
    );
    expect(nextWakeAt(using)).toBe(T0 + 5 * MIN);
  });

  it('CR20 time left in the activity and in the class', () => {
    const s = started();
    expect(classLeftMs(initialRun(SHORT), T0)).toBe(20 * MIN);
    expect(activityLeftMs(s, T0 + 2 * MIN)).toBe(3 * MIN);
    expect(classLeftMs(s, T0 + 2 * MIN)).toBe(18 * MIN);
    expect(activityLeftMs(s, T0 + 99 * MIN)).toBe(0);
  });

  it('CR21 Almost Done from 80% of the activity', () => {
    const s = started();
    expect(almostDone(s, T0 + 4 * MIN - 1)).toBe(false);
    expect(almostDone(s, T0 + 4 * MIN)).toBe(true);
    expect(activityProgress(s, T0 + 2.5 * MIN)).toBe(0.5);
  });

  it('CR22 Pause during free time in use, then Resume, carries on with the free time where it stopped', () => {
    const earned = run(started(), { type: 'next' }, T0 + MIN); // 4 earned, Lesson from T0+1
    const using = run(earned, { type: 'toggle-free-time' }, T0 + 2 * MIN); // 1 min into Lesson
    const paused = run(using, { type: 'pause' }, T0 + 3 * MIN); // 1 min of free time used
    // Paused: still 'Free Time Active', 3:00 left, and Lesson still on hold at 9:00 left.
    expect(paused.running).toBe(false);
    expect(freeTimeBanner(paused)).toBe('active');
    expect(freeTimeLeftMs(paused, T0 + 30 * MIN)).toBe(3 * MIN);
    expect(activityLeftMs(paused, T0 + 30 * MIN)).toBe(9 * MIN);
    expect(settle(paused, T0 + 60 * MIN)).toBe(paused);
    expect(transition(paused, { type: 'toggle-free-time' }, T0 + 4 * MIN).ok).toBe(false);

    const resumed = run(paused, { type: 'resume' }, T0 + 30 * MIN);
    expect(freeTimeBanner(resumed)).toBe('active');
    expect(freeTimeLeftMs(resumed, T0 + 31 * MIN)).toBe(2 * MIN);
    expect(activityLeftMs(resumed, T0 + 31 * MIN)).toBe(9 * MIN);
    expect(nextWakeAt(resumed)).toBe(T0 + 33 * MIN);
    // The free time runs out 3 minutes after Resume and Lesson carries on from 9:00 left.
    const after = settle(resumed, T0 + 35 * MIN);
    expect(freeTimeBanner(after)).toBeNull();
    expect(activityLeftMs(after, T0 + 35 * MIN)).toBe(7 * MIN);

    // Ending the free time is still the toggle, once the class runs again.
    const back = run(resumed, { type: 'toggle-free-time' }, T0 + 31 * MIN);
    expect(freeTimeBanner(back)).toBe('earned');
    expect(freeTimeLeftMs(back, T0 + 40 * MIN)).toBe(2 * MIN);
  });

  it('CR23 Next Activity and Undo while paused keep the class paused', () => {
    const paused = run(started(), { type: 'pause' }, T0 + 2 * MIN); // Warm-up 2 min in
    const skipped = run(paused, { type: 'next' }, T0 + 4 * MIN);
    // Lesson waits at its full 10 minutes, however long the pause goes on; 3 minutes earned.
    expect(skipped).toMatchObject({ index: 1, running: false, freeTimeMs: 3 * MIN });
    expect(currentActivityName(skipped)).toBe('Lesson');
    expect(activityLeftMs(skipped, T0 + 20 * MIN)).toBe(10 * MIN);
    expect(nextWakeAt(skipped)).toBeNull();
    const resumed = run(skipped, { type: 'resume' }, T0 + 20 * MIN);
    expect(activityLeftMs(resumed, T0 + 21 * MIN)).toBe(9 * MIN);

    // Undo while paused: Warm-up again, from its start, still paused; 5 minutes off free time.
    const back = run(skipped, { type: 'undo' }, T0 + 5 * MIN);
    expect(back).toMatchObject({ index: 0, running: false, freeTimeMs: 0 });
    expect(activityLeftMs(back, T0 + 9 * MIN)).toBe(5 * MIN);
    expect(nextWakeAt(back)).toBeNull();

    // Skipping the last activity while paused: the final free time waits, frozen, for Resume.
    const onGame = run(run(started(), { type: 'next' }, T0), { type: 'next' }, T0); // 15 earned
    const pausedOnGame = run(onGame, { type: 'pause' }, T0 + MIN);
    const free = run(pausedOnGame, { type: 'next' }, T0 + 2 * MIN); // 4 more earned
    expect(free).toMatchObject({ phase: 'free-time', running: false });
    expect(activityLeftMs(free, T0 + 10 * MIN)).toBe(19 * MIN);
    expect(nextWakeAt(free)).toBeNull();
    expect(nextWakeAt(run(free, { type: 'resume' }, T0 + 10 * MIN))).toBe(T0 + 29 * MIN);
    // Undo from the paused final free time: Game again, from its start, still paused.
    const game = run(free, { type: 'undo' }, T0 + 3 * MIN);
    expect(game).toMatchObject({
      phase: 'activity',
      index: 2,
      running: false,
      freeTimeMs: 14 * MIN,
    });
    expect(activityLeftMs(game, T0 + 30 * MIN)).toBe(5 * MIN);

    // Paused during free time in use: Next ends the free time's use, the next activity waits.
    const using = run(
      run(started(), { type: 'next' }, T0 + MIN),
      { type: 'toggle-free-time' },
      T0 + 2 * MIN,
    );
    const pausedUsing = run(using, { type: 'pause' }, T0 + 3 * MIN); // 3 of 4 left, Lesson 1 in
    const onToGame = run(pausedUsing, { type: 'next' }, T0 + 4 * MIN);
    expect(onToGame).toMatchObject({ index: 2, running: false, freeTimeMs: 12 * MIN });
    expect(freeTimeBanner(onToGame)).toBe('earned');
    expect(activityLeftMs(onToGame, T0 + 9 * MIN)).toBe(5 * MIN);
  });

  it('CR24 Total Class counts the free time still to play, so it runs down without a jump', () => {
    // Warm-up skipped 90 s in: 3.5 minutes earned, played as 4 after the last activity.
    const skipped = run(started(), { type: 'next' }, T0 + 1.5 * MIN);
    expect(classLeftMs(skipped, T0 + 2 * MIN)).toBe((9.5 + 5 + 4) * MIN);
    const gameEnds = T0 + 16.5 * MIN;
    // On Game with 52 s left the board reads 4:52, then 3:59 a second into the free time.
    expect(classLeftMs(settle(skipped, gameEnds - 52_000), gameEnds - 52_000)).toBe(
      4 * MIN + 52_000,
    );
    expect(classLeftMs(settle(skipped, gameEnds + 1000), gameEnds + 1000)).toBe(4 * MIN - 1000);

    // Free time in use mid-class: the activity waits, Total Class keeps counting down.
    const using = run(skipped, { type: 'toggle-free-time' }, T0 + 2 * MIN); // Lesson 0.5 in
    expect(classLeftMs(using, T0 + 2 * MIN)).toBe((9.5 + 5 + 3.5) * MIN);
    expect(classLeftMs(using, T0 + 3 * MIN)).toBe((9.5 + 5 + 2.5) * MIN);
    // When it runs out, Lesson carries on and so does Total Class.
    expect(classLeftMs(settle(using, T0 + 7 * MIN), T0 + 7 * MIN)).toBe((8 + 5) * MIN);
    // Paused, it stands still.
    const paused = run(using, { type: 'pause' }, T0 + 3 * MIN);
    expect(classLeftMs(paused, T0 + 50 * MIN)).toBe((9.5 + 5 + 2.5) * MIN);
    expect(classLeftMs(run(skipped, { type: 'finish' }, T0 + 3 * MIN), T0 + 3 * MIN)).toBe(0);
  });
});

describe('countdown timer', () => {
  it('CT1 a class starts with an idle 3-minute timer', () => {
    expect(initialRun().timer).toEqual({
      status: 'idle',
      minutes: 3,
      endsAt: null,
      remainingMs: 3 * MIN,
      endedAt: null,
    });
  });

  it('CT2 start runs it with a duration and a start time', () => {
    const t = run(initialRun(), { type: 'timer-start', minutes: 5 }, T0).timer;
    expect(t).toMatchObject({ status: 'running', minutes: 5, endsAt: T0 + 5 * MIN });
    expect(timerLeftMs(t, T0 + MIN)).toBe(4 * MIN);
  });

  it('CT3 pause keeps the time left and resume continues from it', () => {
    const on = run(initialRun(), { type: 'timer-start', minutes: 5 }, T0);
    const paused = run(on, { type: 'timer-pause' }, T0 + MIN);
    expect(timerLeftMs(paused.timer, T0 + 30 * MIN)).toBe(4 * MIN);
    const again = run(paused, { type: 'timer-resume' }, T0 + 30 * MIN);
    expect(again.timer.endsAt).toBe(T0 + 34 * MIN);
  });

  it('CT4 stop leaves duration 0 and no start time', () => {
    const on = run(initialRun(), { type: 'timer-start', minutes: 5 }, T0);
    expect(run(on, { type: 'timer-stop' }, T0 + 1).timer).toMatchObject({
      status: 'stopped',
      minutes: 0,
      endsAt: null,
    });
  });

  it('CT5 it stops by itself at 0', () => {
    const on = run(initialRun(), { type: 'timer-start', minutes: 1 }, T0);
    expect(settle(on, T0 + MIN).timer.status).toBe('stopped');
    expect(settle(on, T0 + MIN - 1).timer.status).toBe('running');
  });

  it('CT6 red under 60 s, amber under 180 s, green otherwise', () => {
    expect([59_999, 60_000, 179_999, 180_000].map(timerBand)).toEqual([
      'red',
      'amber',
      'amber',
      'green',
    ]);
  });

  it('CT7 the timer is locked while the class schedule runs', () => {
    expect(transition(started(), { type: 'timer-start', minutes: 1 }, T0).ok).toBe(false);
    const paused = run(started(), { type: 'pause' }, T0);
    expect(transition(paused, { type: 'timer-start', minutes: 1 }, T0).ok).toBe(true);
  });

  it('CT8 Start Class stops a countdown', () => {
    const on = run(initialRun(SHORT), { type: 'timer-start', minutes: 5 }, T0);
    expect(run(on, { type: 'start' }, T0 + 1).timer.status).toBe('stopped');
  });

  it('CT9 Resume stops a countdown started while the class was paused', () => {
    const paused = run(started(), { type: 'pause' }, T0 + MIN);
    const counting = run(paused, { type: 'timer-start', minutes: 60 }, T0 + 2 * MIN);
    const resumed = run(counting, { type: 'resume' }, T0 + 3 * MIN);
    expect(resumed.timer).toEqual({
      status: 'stopped',
      minutes: 0,
      endsAt: null,
      remainingMs: 0,
      endedAt: null,
    });
    expect(nextWakeAt(resumed)).toBe(T0 + 7 * MIN); // only Warm-up's end: no countdown left
    // A countdown paused during the pause stops too.
    const held = run(counting, { type: 'timer-pause' }, T0 + 3 * MIN);
    expect(run(held, { type: 'resume' }, T0 + 4 * MIN).timer.status).toBe('stopped');
    // And so does one started while the final free time was held (CR14), when it goes on.
    const free = run(
      run(run(started(), { type: 'next' }, T0), { type: 'next' }, T0),
      { type: 'next' },
      T0,
    );
    const freeHeld = run(free, { type: 'toggle-free-time' }, T0 + MIN);
    const freeCounting = run(freeHeld, { type: 'timer-start', minutes: 5 }, T0 + MIN);
    expect(run(freeCounting, { type: 'toggle-free-time' }, T0 + 2 * MIN).timer.status).toBe(
      'stopped',
    );
    // An idle countdown is left as it is.
    expect(run(paused, { type: 'resume' }, T0 + 2 * MIN).timer).toEqual(paused.timer);
  });

  it("CT10 reaching 0 by itself is remembered, and shows Time's up for 30 s from that moment", () => {
    const on = run(initialRun(), { type: 'timer-start', minutes: 1 }, T0);
    expect(timesUp(settle(on, T0 + MIN - 1).timer, T0 + MIN - 1)).toBe(false);
    // A late wake-up (or a device settling on its own) lands on the same moment.
    const ended = settle(on, T0 + MIN + 5000).timer;
    expect(ended).toMatchObject({ status: 'stopped', minutes: 0, endsAt: null, endedAt: T0 + MIN });
    expect(timesUp(ended, T0 + MIN)).toBe(true);
    expect(timesUp(ended, T0 + MIN + 29_999)).toBe(true);
    // A device opened after that shows nothing stale.
    expect(timesUp(ended, T0 + MIN + 30_000)).toBe(false);
    // A device whose clock is a moment behind the server's still shows what has ended.
    expect(timesUp(ended, T0 + MIN - 300)).toBe(true);
    // Stopped by hand, paused or never started: no Time's up.
    expect(run(on, { type: 'timer-stop' }, T0 + 1).timer.endedAt).toBeNull();
    expect(run(on, { type: 'timer-pause' }, T0 + 1).timer.endedAt).toBeNull();
    expect(initialRun().timer.endedAt).toBeNull();
  });

  it("CT11 Time's up goes on every device when dismissed, restarted, stopped, or the class starts", () => {
    const on = run(initialRun(SHORT), { type: 'timer-start', minutes: 1 }, T0);
    const at = T0 + MIN + 1000;
    const dismissed = run(on, { type: 'timer-dismiss' }, at);
    expect(dismissed.timer.endedAt).toBeNull();
    expect(dismissed.rev).toBe(on.rev + 1);
    // Nothing to dismiss twice (or before 0): refused, so a second device's tap changes nothing.
    expect(transition(dismissed, { type: 'timer-dismiss' }, at).ok).toBe(false);
    expect(transition(on, { type: 'timer-dismiss' }, T0 + 1).ok).toBe(false);
    expect(run(on, { type: 'timer-start', minutes: 3 }, at).timer.endedAt).toBeNull();
    expect(run(on, { type: 'timer-stop' }, at).timer.endedAt).toBeNull();
    expect(run(on, { type: 'start' }, at).timer.endedAt).toBeNull();
    // While the class is paused a countdown may run out; Resume then clears it (CT9).
    const paused = run(started(), { type: 'pause' }, T0);
    const counting = run(paused, { type: 'timer-start', minutes: 1 }, T0);
    expect(run(counting, { type: 'resume' }, T0 + 2 * MIN).timer.endedAt).toBeNull();
  });
});

describe('random walk of commands and clock jumps', () => {
  const commands: RunCommand[] = [
    { type: 'start' },
    { type: 'pause' },
    { type: 'resume' },
    { type: 'next' },
    { type: 'undo' },
    { type: 'finish' },
    { type: 'reset' },
    { type: 'toggle-free-time' },
    { type: 'timer-start', minutes: 2 },
    { type: 'timer-pause' },
    { type: 'timer-resume' },
    { type: 'timer-stop' },
    { type: 'timer-dismiss' },
    {
      type: 'set-schedule',
      schedule: [
        { name: 'A', duration: 1 },
        { name: 'B', duration: 3 },
      ],
    },
    { type: 'set-schedule', schedule: SHORT },
    { type: 'tick' },
  ];

  /** The invariants of SPEC.md, as the names of those broken (plain checks: 30,000 runs). */
  function broken(s: ClassRun, now: number): string[] {
    const out: string[] = [];
    if (s.index < 0 || s.index >= s.schedule.length) out.push('index in range');
    if (s.freeTimeMs < 0) out.push('free time never negative');
    if (activityLeftMs(s, now) < 0) out.push('time left never negative');
    if (classLeftMs(s, now) < activityLeftMs(s, now)) out.push('class time covers the activity');
    const wake = nextWakeAt(s);
    if (wake !== null && wake <= now) out.push('no wake-up overdue after settling');
    if ((s.phase === 'ready' || s.phase === 'complete') && s.running)
      out.push('ready and complete never run');
    if (
      s.phase === 'activity' &&
      s.running &&
      (s.activityStartedAt === null) === (s.freeTimeStartedAt === null)
    )
      out.push('exactly one clock flows');
    if (
      (s.phase === 'activity' || s.phase === 'free-time') &&
      s.running &&
      (s.timer.status === 'running' || s.timer.status === 'paused')
    )
      out.push('no countdown runs beside the running schedule');
    if (s.timer.endedAt !== null && s.timer.status !== 'stopped')
      out.push("Time's up only from a countdown that stopped at 0");
    if (
      (s.phase === 'activity' || s.phase === 'free-time') &&
      s.running &&
      s.timer.endedAt !== null
    )
      out.push("no Time's up beside the running schedule");
    out.push(...pauseResumeBroken(s, now), ...totalClassBroken(s, now));
    return out;
  }

  /** The run as of `now`: a free-time clock is restated as what is left, counted from now. */
  const restated = (s: ClassRun, now: number): ClassRun =>
    s.freeTimeStartedAt === null
      ? { ...s, rev: 0 }
      : { ...s, rev: 0, freeTimeMs: freeTimeLeftMs(s, now), freeTimeStartedAt: now };

  /** Pause then Resume at the same instant leaves the run as it was (apart from rev). */
  function pauseResumeBroken(s: ClassRun, now: number): string[] {
    const paused = transition(s, { type: 'pause' }, now);
    if (!paused.ok) return [];
    const resumed = transition(paused.run, { type: 'resume' }, now);
    if (!resumed.ok) return ['a paused class resumes'];
    return JSON.stringify(restated(resumed.run, now)) === JSON.stringify(restated(s, now))
      ? []
      : ['pause then resume leaves the run as it was'];
  }

  /** With no command, Total Class falls one for one with the clock while the class runs. */
  function totalClassBroken(s: ClassRun, now: number): string[] {
    const flowing = (s.phase === 'activity' || s.phase === 'free-time') && s.running;
    const left = classLeftMs(s, now);
    for (const later of [1000, 7 * MIN, 45 * MIN]) {
      const expected = flowing ? Math.max(0, left - later) : left;
      if (classLeftMs(settle(s, now + later), now + later) !== expected)
        return ['Total Class counts down with the clock, never jumps'];
    }
    return [];
  }

  it('keeps every invariant over 200 walks of 150 steps', () => {
    const failures: string[] = [];
    for (let seed = 1; seed <= 200; seed += 1) {
      const random = seededRandom(seed);
      let state = initialRun(SHORT);
      let now = T0;
      for (let step = 0; step < 150; step += 1) {
        // Mostly seconds apart, sometimes a jump of many minutes (a sleeping device, a restart).
        now += random() < 0.15 ? Math.floor(random() * 40 * MIN) : Math.floor(random() * 90_000);
        const command = commands[Math.floor(random() * commands.length)] as RunCommand;
        const result = transition(state, command, now);
        const where = `seed ${seed} step ${step} ${command.type}`;
        if (!result.ok) {
          if (JSON.stringify(transition(state, command, now)) !== JSON.stringify(result))
            failures.push(`${where}: a refusal is not repeatable`);
          continue;
        }
        if (result.run.rev !== (result.changed ? state.rev + 1 : state.rev))
          failures.push(`${where}: rev rises by one per change`);
        state = result.run;
        for (const name of broken(settle(state, now), now)) failures.push(`${where}: ${name}`);
      }
    }
    expect(failures).toEqual([]);
  }, 30_000);
});
