import type { LiveHandlers } from './live-area';
import { receiveStudentsChanged, receiveVersion, sequence } from './mirror';

/**
 * The class's own events, which every live board follows: points and attendance, the
 * roster, the class itself. The areas' events are in their own maps (features/<area>).
 */
export const classEvents: LiveHandlers = {
  'students:changed': (event, live) => live.keep((mirror) => receiveStudentsChanged(mirror, event)),
  'roster:changed': (event, live) => {
    // Lists the roster snapshot does not hold (hidden students) read themselves again.
    live.invalidate('roster');
    if (sequence(live.get().mirror.version, event.version) !== 'stale') live.resync();
  },
  'class:changed': (event, live) => {
    // A display's copy of the class (its name, the class key) is in its snapshot.
    if (live.role === 'display') return live.resync();
    live.invalidate('class');
    live.keep((mirror) => receiveVersion(mirror, event.version));
  },
  'class:deleted': (_event, live) => live.gone(),
};
