import type { LiveHandlers } from '../../lib/live/live-area';

declare module '../../lib/live/live-resource' {
  interface LiveTopics {
    /** A display link created or revoked. */
    'display-links': true;
  }
}

/** The students card's own lists: the Display link dialog reads its links again. */
export const rosterLive: LiveHandlers = {
  'display-links:changed': (_event, live) => live.invalidate('display-links'),
};
