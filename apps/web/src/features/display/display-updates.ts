import { UPDATE_CHECK_MS, watchForNewVersion } from '../../lib/service-worker';
import { useDisplayStore } from './display-store';

/** A lesson is on while an activity or its free time runs, or the timer counts down. */
export function lessonRunning(): boolean {
  const run = useDisplayStore.getState().runMirror.run;
  if (!run) return false;
  return run.phase === 'activity' || run.phase === 'free-time' || run.timer.status === 'running';
}

/**
 * The display updates itself between lessons (decision 0180): nobody stands at a projector to
 * answer "Update available". When a new version has installed while the board is open, the
 * board reloads into it at once if no lesson is running, else the moment the lesson ends. The
 * board's own page always comes from the server, so the reload brings its new code; the
 * waiting worker is left for the teacher's devices to take on. A version already waiting when
 * the page opened is the one it runs: no reload for it.
 */
export function followNewVersions(checkEveryMs = UPDATE_CHECK_MS): void {
  let heard = false;
  void watchForNewVersion(
    () => {
      if (heard) return;
      heard = true;
      whenNoLesson(() => window.location.reload());
    },
    { checkEveryMs, waitingAtStart: false },
  );
}

/** Runs `act` now if no lesson is on the board, else once, the moment the lesson ends. */
export function whenNoLesson(act: () => void): void {
  if (!lessonRunning()) {
    act();
    return;
  }
  const stop = useDisplayStore.subscribe(() => {
    if (lessonRunning()) return;
    stop();
    act();
  });
}
