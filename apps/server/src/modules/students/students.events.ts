import type { AwardNote, StudentLive } from '@classbeam/contracts';
import { classAndDisplays, kioskRoom, type Realtime } from '../../realtime/socket';

/** Points or attendance changed: the new totals, and the op ids that made them. */
export function studentsChanged(
  realtime: Realtime,
  classId: number,
  version: number,
  students: StudentLive[],
  opIds: string[],
  awards: AwardNote[] = [],
): void {
  realtime.io
    .to(classAndDisplays(classId))
    .emit(
      'students:changed',
      awards.length > 0
        ? { classId, version, students, opIds, awards }
        : { classId, version, students, opIds },
    );
}

/** Students added, removed, renamed or re-photographed: every device takes a fresh snapshot. */
export function rosterChanged(realtime: Realtime, classId: number, version: number): void {
  realtime.io.to(classAndDisplays(classId)).emit('roster:changed', { classId, version });
  // The iPads' grid of pictures follows the roster (they read it again, with their key).
  realtime.io.to(kioskRoom(classId)).emit('kiosk:changed', { classId });
}
