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
 * board reloads into it at once if it is free (whenBoardIsFree), else the moment it is. The
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
      whenBoardIsFree(() => window.location.reload());
    },
    { checkEveryMs, waitingAtStart: false },
  );
}

/** The part of the page that says whether the board is in full screen. */
type Screen = Pick<Document, 'fullscreenElement' | 'addEventListener' | 'removeEventListener'>;

/**
 * Runs `act` now if the board is free, else once, the moment it is. Free: no lesson on it, and
 * not in full screen. A reload leaves full screen and only a tap at the board brings it back,
 * so a board in full screen takes its new version when it leaves full screen (at the end of
 * the day) or is next opened; a browser in kiosk mode has no full screen to lose.
 */
export function whenBoardIsFree(act: () => void, screen: Screen = document): void {
  // Not `=== null`: a browser without the full-screen API (a TV's, an older Safari's) has no
  // fullscreenElement at all, and its board must still take new versions.
  const free = () => !lessonRunning() && !screen.fullscreenElement;
  if (free()) {
    act();
    return;
  }
  const check = () => {
    if (!free()) return;
    stop();
    screen.removeEventListener('fullscreenchange', check);
    act();
  };
  const stop = useDisplayStore.subscribe(check);
  screen.addEventListener('fullscreenchange', check);
}
