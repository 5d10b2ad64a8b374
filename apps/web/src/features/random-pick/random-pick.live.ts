import type { RandomPick } from '@classbeam/contracts';
import { checkClock } from '../../lib/live/clock';
import type { LiveHandlers } from '../../lib/live/live-area';

/** The later of two picks: an answer and its own event may come in either order. */
export const laterPick = (held: RandomPick | null, heard: RandomPick): RandomPick =>
  held !== null && held.classId === heard.classId && held.startsAt >= heard.startsAt ? held : heard;

/**
 * Random Student on every board: the teacher's devices and the display play the pick the
 * server drew, from the server time it starts (docs/decisions/0143).
 */
export const randomPickLive: LiveHandlers = {
  'pick:drawn': (event, live) => {
    checkClock(event.serverNow);
    live.set({ pick: laterPick(live.get().pick, event) });
  },
};
