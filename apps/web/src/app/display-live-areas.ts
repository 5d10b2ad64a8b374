import { runLive } from '../features/class-run/run.live';
import type { DisplayState } from '../features/display/display-store';
import { groupsLive } from '../features/groups/groups.live';
import { randomPickLive } from '../features/random-pick/random-pick.live';
import { skillsLive } from '../features/skills/skills.live';
import { volumeLive } from '../features/volume/volume.live';
import { classEvents } from '../lib/live/class-events';
import type { LiveHandlers } from '../lib/live/live-area';

/**
 * The events a display link's board follows: one line per area. The display's own (its link
 * revoked, the self-assessment window) are in features/display/display-sync.ts.
 */
export const DISPLAY_LIVE_AREAS: readonly LiveHandlers<DisplayState>[] = [
  classEvents,
  groupsLive,
  runLive,
  volumeLive,
  randomPickLive,
  skillsLive,
];
