import { newer } from '../../lib/live/class-extras';
import type { LiveHandlers } from '../../lib/live/live-area';
import { receiveVersion } from '../../lib/live/mirror';

/**
 * Who listens and the 'Too Loud' tally, on every board (the levels themselves go through
 * lib/live/volume-channel.ts, only to the devices that draw the meter).
 */
export const volumeLive: LiveHandlers = {
  'volume:tally': (event, live) => {
    const { volume } = live.get();
    live.keep((mirror) => receiveVersion(mirror, event.version), {
      volume: { ...volume, tally: newer(volume.tally, event.count, event.version) },
    });
  },
  'volume:listener': (event, live) =>
    live.set({ volume: { ...live.get().volume, listener: event.listener } }),
};
