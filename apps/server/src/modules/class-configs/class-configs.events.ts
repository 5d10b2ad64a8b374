import { classRoom, type Realtime } from '../../realtime/socket';

/** The class's saved rosters changed: teachers' devices read the list again. */
export function classConfigsChanged(realtime: Realtime, classId: number): void {
  realtime.io.to(classRoom(classId)).emit('class-configs:changed', { classId });
}
