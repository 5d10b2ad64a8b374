import type { LiveHandlers } from '../../lib/live/live-area';

declare module '../../lib/live/live-resource' {
  interface LiveTopics {
    /** Awards removed from the history: the timelines read again. */
    history: true;
  }
}

/**
 * An award removed on any device: open timelines read again. (An award given changes the
 * class's version, which the timelines follow too.)
 */
export const historyLive: LiveHandlers = {
  'history:changed': (_event, live) => live.invalidate('history'),
};
