import type { LiveHandlers } from '../../lib/live/live-area';
import { receiveGroupsChanged } from '../../lib/live/mirror';

/** Groups on every board: taken when they are the next version, else a fresh snapshot. */
export const groupsLive: LiveHandlers = {
  'groups:changed': (event, live) => live.keep((mirror) => receiveGroupsChanged(mirror, event)),
};
