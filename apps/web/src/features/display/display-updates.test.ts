import type { ClassRun } from '@classbeam/contracts';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { NO_RUN } from '../../lib/live/run-mirror';
import { initialDisplay, useDisplayStore } from './display-store';
import { whenNoLesson } from './display-updates';

/* The board updates itself between lessons (decision 0180), never in front of the class. */

const run = (phase: ClassRun['phase'], timer: ClassRun['timer']['status'] = 'idle'): ClassRun => ({
  schedule: [{ name: 'Reading', duration: 10 }] as ClassRun['schedule'],
  phase,
  index: 0,
  running: phase === 'activity' || phase === 'free-time',
  activityStartedAt: null,
  elapsedMs: 0,
  freeTimeMs: 0,
  freeTimeStartedAt: null,
  timer: { status: timer, minutes: 5, endsAt: null, remainingMs: 300_000, endedAt: null },
  rev: 1,
});

const show = (held: ClassRun | null, version: number) =>
  useDisplayStore.setState({ runMirror: { ...NO_RUN, run: held, version } });

describe('a new version on the board', () => {
  afterEach(() => useDisplayStore.setState(initialDisplay()));

  test('with no lesson on, it reloads at once', () => {
    show(run('ready'), 1);
    const reload = vi.fn();
    whenNoLesson(reload);
    expect(reload).toHaveBeenCalledOnce();
  });

  test('during an activity, its free time and a countdown it waits; once they end, it reloads once', () => {
    show(run('activity'), 1);
    const reload = vi.fn();
    whenNoLesson(reload);
    expect(reload).not.toHaveBeenCalled();

    show(run('free-time'), 2);
    show(run('complete', 'running'), 3);
    expect(reload).not.toHaveBeenCalled();

    show(run('complete'), 4);
    expect(reload).toHaveBeenCalledOnce();
    // A next lesson, and its end, do not reload it again.
    show(run('activity'), 5);
    show(run('complete'), 6);
    expect(reload).toHaveBeenCalledOnce();
  });
});
