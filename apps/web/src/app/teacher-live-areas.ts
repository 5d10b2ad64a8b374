import { assessmentLive } from '../features/assessment/assessment.live';
import { classConfigsLive } from '../features/class-configs/class-configs.live';
import { runLive } from '../features/class-run/run.live';
import { groupsLive } from '../features/groups/groups.live';
import { historyLive } from '../features/history/history.live';
import { randomPickLive } from '../features/random-pick/random-pick.live';
import { rosterLive } from '../features/roster/roster.live';
import { skillsLive } from '../features/skills/skills.live';
import { volumeLive } from '../features/volume/volume.live';
import { classEvents } from '../lib/live/class-events';
import type { ClassLiveState } from '../lib/live/class-store';
import type { LiveHandlers } from '../lib/live/live-area';

/** The events a teacher's device follows: one line per area (lib/live/live-area.ts). */
export const TEACHER_LIVE_AREAS: readonly LiveHandlers<ClassLiveState>[] = [
  classEvents,
  groupsLive,
  runLive,
  volumeLive,
  randomPickLive,
  assessmentLive,
  classConfigsLive,
  rosterLive,
  historyLive,
  skillsLive,
];
