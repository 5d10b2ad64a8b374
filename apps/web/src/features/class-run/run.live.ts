import { checkClock } from '../../lib/live/clock';
import type { LiveHandlers } from '../../lib/live/live-area';
import { receiveVersion } from '../../lib/live/mirror';
import { runFromEvent } from '../../lib/live/run-mirror';

/** The class run and the hand-set settings, on every board. */
export const runLive: LiveHandlers = {
  'run:changed': (event, live) => {
    checkClock(event.serverNow);
    live.keep((mirror) => receiveVersion(mirror, event.version), {
      runMirror: runFromEvent(live.get().runMirror, event),
    });
  },
  'settings:changed': (event, live) => {
    // A teacher's device keeps every setting, a display only the public ones (its board's call).
    live.takePrefs(event.prefs, event.version);
    live.keep((mirror) => receiveVersion(mirror, event.version));
  },
};
