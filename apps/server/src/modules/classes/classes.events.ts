import { classAndDisplays, type Realtime } from '../../realtime/socket';

/**
 * The class itself was edited (name, grade, day, the class key): teachers' devices read it
 * again; displays follow the version too, so a class edit is not mistaken for a missed event.
 * A deleted class closes its doors instead (`realtime.closeClass`).
 */
export function classChanged(realtime: Realtime, classId: number, version: number): void {
  realtime.io.to(classAndDisplays(classId)).emit('class:changed', { classId, version });
}
