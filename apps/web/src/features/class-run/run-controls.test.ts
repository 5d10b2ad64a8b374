import type { ClassRun, ClientRunCommand } from '@classbeam/contracts';
import { initialRun, transition } from '@classbeam/domain';
import { describe, expect, it } from 'vitest';
import { barControls, timerControls, trackerControls } from './run-controls';

const MIN = 60_000;
const T0 = 1_700_000_000_000;
const schedule = [
  { name: 'Warm-up', duration: 5 },
  { name: 'Main Task', duration: 10 },
];

/** The run after these commands, each at its own time. */
function runAfter(...steps: [ClientRunCommand, number][]): ClassRun {
  let run = initialRun(schedule);
  for (const [command, at] of steps) {
    const result = transition(run, command, at);
    if (!result.ok) throw new Error(`${command.type} refused: ${result.reason}`);
    run = result.run;
  }
  return run;
}

describe('tracker buttons', () => {
  it('ready: only Start Class and Reset', () => {
    const c = trackerControls(initialRun(schedule), T0);
    expect(c.start).toMatchObject({ label: 'Start Class', enabled: true });
    expect([c.pause, c.next, c.finish, c.reset]).toEqual([false, false, false, true]);
    expect(c.freeTime).toBeNull();
  });

  it('running: Pause, Next Activity and Finish Class; Start Class is off', () => {
    const c = trackerControls(runAfter([{ type: 'start' }, T0]), T0 + MIN);
    expect(c.start).toMatchObject({ label: 'Start Class', enabled: false });
    expect([c.pause, c.next, c.finish, c.reset]).toEqual([true, true, true, true]);
  });

  it('paused: the start button reads Resume and sends resume; Pause is off', () => {
    const run = runAfter([{ type: 'start' }, T0], [{ type: 'pause' }, T0 + MIN]);
    const c = trackerControls(run, T0 + 2 * MIN);
    expect(c.start).toEqual({ label: 'Resume', command: { type: 'resume' }, enabled: true });
    expect(c.pause).toBe(false);
  });

  it('complete: Start Class again, nothing to pause, skip or finish', () => {
    const run = runAfter([{ type: 'start' }, T0], [{ type: 'finish' }, T0 + MIN]);
    const c = trackerControls(run, T0 + MIN);
    expect(c.start).toMatchObject({ label: 'Start Class', enabled: true });
    expect([c.pause, c.next, c.finish]).toEqual([false, false, false]);
  });

  it('reads the run at the given server time: a class whose time ran out is complete', () => {
    const c = trackerControls(runAfter([{ type: 'start' }, T0]), T0 + 16 * MIN);
    expect(c.start.enabled).toBe(true);
    expect(c.pause).toBe(false);
  });

  it('offers free time once some is earned, and the way back while it runs', () => {
    const skipped = runAfter([{ type: 'start' }, T0], [{ type: 'next' }, T0 + MIN]);
    expect(trackerControls(skipped, T0 + MIN).freeTime).toEqual({
      label: 'Use Free Time',
      enabled: true,
    });
    const using = runAfter(
      [{ type: 'start' }, T0],
      [{ type: 'next' }, T0 + MIN],
      [{ type: 'toggle-free-time' }, T0 + 2 * MIN],
    );
    expect(trackerControls(using, T0 + 2 * MIN).freeTime).toEqual({
      label: 'End Free Time',
      enabled: true,
    });
  });
});

describe('scoreboard bar buttons', () => {
  it('first activity: no Undo, Skip to Next Task, no Finish Class', () => {
    expect(barControls(runAfter([{ type: 'start' }, T0]), T0)).toEqual({
      undo: false,
      next: true,
      finish: false,
    });
  });

  it('last activity: Undo, Skip and Finish Class', () => {
    const run = runAfter([{ type: 'start' }, T0], [{ type: 'next' }, T0 + MIN]);
    expect(barControls(run, T0 + MIN)).toEqual({ undo: true, next: true, finish: true });
  });
});

describe('timer buttons (CT7: locked while the class schedule runs)', () => {
  it('idle before class: start only', () => {
    expect(timerControls(initialRun(schedule), T0)).toEqual({
      locked: false,
      start: true,
      pause: false,
      resume: false,
      stop: false,
    });
  });

  it('running countdown: pause and stop', () => {
    const run = runAfter([{ type: 'timer-start', minutes: 3 }, T0]);
    expect(timerControls(run, T0 + 1000)).toMatchObject({ start: true, pause: true, stop: true });
  });

  it('paused countdown: resume and stop', () => {
    const run = runAfter(
      [{ type: 'timer-start', minutes: 3 }, T0],
      [{ type: 'timer-pause' }, T0 + 1],
    );
    expect(timerControls(run, T0 + 2)).toMatchObject({ pause: false, resume: true, stop: true });
  });

  it('every control off while the class runs, back on while it is paused', () => {
    const running = runAfter([{ type: 'start' }, T0]);
    expect(timerControls(running, T0)).toEqual({
      locked: true,
      start: false,
      pause: false,
      resume: false,
      stop: false,
    });
    const paused = runAfter([{ type: 'start' }, T0], [{ type: 'pause' }, T0 + 1]);
    expect(timerControls(paused, T0 + 2)).toMatchObject({ locked: false, start: true });
  });
});
