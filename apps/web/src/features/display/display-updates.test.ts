import type { ClassRun } from '@classbeam/contracts';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { NO_RUN } from '../../lib/live/run-mirror';
import { initialDisplay, useDisplayStore } from './display-store';
import { whenBoardIsFree } from './display-updates';

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

/** A page's full screen as the board sees it: an element while full, null when not. */
function screenOf(full: boolean) {
  const screen = Object.assign(new EventTarget(), {
    fullscreenElement: full ? ({} as Element) : null,
  });
  const set = (on: boolean) => {
    screen.fullscreenElement = on ? ({} as Element) : null;
    screen.dispatchEvent(new Event('fullscreenchange'));
  };
  return { screen, set };
}

const show = (held: ClassRun | null, version: number) =>
  useDisplayStore.setState({ runMirror: { ...NO_RUN, run: held, version } });

describe('a new version on the board', () => {
  afterEach(() => useDisplayStore.setState(initialDisplay()));

  test('with no lesson on, it reloads at once', () => {
    show(run('ready'), 1);
    const reload = vi.fn();
    whenBoardIsFree(reload, screenOf(false).screen);
    expect(reload).toHaveBeenCalledOnce();
  });

  test('during an activity, its free time and a countdown it waits; once they end, it reloads once', () => {
    show(run('activity'), 1);
    const reload = vi.fn();
    whenBoardIsFree(reload, screenOf(false).screen);
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

  test('a browser without full screen at all (no fullscreenElement) reloads as any other', () => {
    show(run('ready'), 1);
    const reload = vi.fn();
    const noFullScreen = Object.assign(new EventTarget(), {
      fullscreenElement: undefined as unknown as Element | null,
    });
    whenBoardIsFree(reload, noFullScreen);
    expect(reload).toHaveBeenCalledOnce();
  });

  test('in full screen it waits (a reload would leave it), also after the lesson; out of it, it reloads once', () => {
    const { screen, set } = screenOf(true);
    show(run('ready'), 1);
    const reload = vi.fn();
    whenBoardIsFree(reload, screen);
    expect(reload).not.toHaveBeenCalled();
    show(run('activity'), 2);
    show(run('complete'), 3);
    expect(reload).not.toHaveBeenCalled();

    // Full screen left during the next lesson: it still waits for the lesson's end.
    show(run('activity'), 4);
    set(false);
    expect(reload).not.toHaveBeenCalled();
    show(run('complete'), 5);
    expect(reload).toHaveBeenCalledOnce();
    set(true);
    set(false);
    expect(reload).toHaveBeenCalledOnce();
  });
});
