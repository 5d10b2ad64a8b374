import { classRoom, type Realtime } from '../../realtime/socket';

/** A display link was created or revoked: the teachers' devices read the list again. */
export function displayLinksChanged(realtime: Realtime, classId: number): void {
  realtime.io.to(classRoom(classId)).emit('display-links:changed', { classId });
}
