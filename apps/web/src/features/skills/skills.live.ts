import { heardAwards } from '../../lib/live/class-extras';
import type { LiveHandlers } from '../../lib/live/live-area';

/**
 * The class's skills on every board that names them (the teacher's devices and the display
 * links): `skills:changed` carries the whole list. The awards a `students:changed` carries
 * (which skill, to whom, how many points) are kept as the board's latest moment; the points
 * themselves are the class events' (lib/live/class-events.ts).
 */
export const skillsLive: LiveHandlers = {
  'skills:changed': (event, live) => live.set({ skills: event.skills }),
  'students:changed': (event, live) => {
    const awards = heardAwards(live.get().awards, event.awards);
    if (awards !== live.get().awards) live.set({ awards });
  },
};
