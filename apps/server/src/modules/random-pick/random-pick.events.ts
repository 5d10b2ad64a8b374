import type { RandomPick } from '@classbeam/contracts';
import { classAndDisplays, type Realtime } from '../../realtime/socket';

/**
 * A new pick, to every teacher device of the class and its displays: student ids and times
 * only, which a display may know. It carries no class version: it changes nothing a snapshot
 * holds, and a device that missed it has nothing to catch up on (docs/decisions/0143).
 */
export function pickDrawn(realtime: Realtime, pick: RandomPick): void {
  realtime.io.to(classAndDisplays(pick.classId)).emit('pick:drawn', pick);
}
