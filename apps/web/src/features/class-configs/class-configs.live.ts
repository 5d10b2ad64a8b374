import type { LiveHandlers } from '../../lib/live/live-area';

/** Saved classes were saved, deleted or loaded: the Load list and the header read again. */
export const classConfigsLive: LiveHandlers = {
  'class-configs:changed': (_event, live) => live.invalidate('class-configs'),
};
