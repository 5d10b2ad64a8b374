import type { VolumeListener, VolumeTally } from '@classbeam/contracts';
import { classAndDisplays, type Realtime, volumeRoom } from '../../realtime/socket';

declare module '../../realtime/socket' {
  interface PeerEvents {
    /** A device connected elsewhere listens for the class now: forget this instance's window. */
    'volume:moved': (classId: number, socketId: string) => void;
    /** The teacher moved the class's Too Loud line or switched its tally: count by it now. */
    'volume:rule': (classId: number, rule: { enabled: boolean; line: number }) => void;
  }
}

/** The listener's level, to the devices that draw the meter; volatile (a late one is useless). */
export function volumeLevel(realtime: Realtime, classId: number, level: number): void {
  realtime.io.volatile.to(volumeRoom(classId)).emit('volume:level', { classId, level });
}

/**
 * Which device listens for the class now. `socketId` (one of this instance's) tells the other
 * instances to forget their own listener's window for the class.
 */
export function volumeListener(
  realtime: Realtime,
  classId: number,
  listener: VolumeListener | null,
  socketId?: string,
): void {
  if (socketId !== undefined) realtime.toPeers('volume:moved', classId, socketId);
  realtime.io.to(classAndDisplays(classId)).emit('volume:listener', { classId, listener });
}

/** The 'Too Loud' tally changed (a count, a reset, Start Class). */
export function volumeTally(realtime: Realtime, tally: VolumeTally): void {
  realtime.io.to(classAndDisplays(tally.classId)).emit('volume:tally', tally);
}
