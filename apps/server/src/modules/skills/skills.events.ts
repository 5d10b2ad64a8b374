import type { SkillDto } from '@classbeam/contracts';
import { classRoom, displayRoom, type Realtime } from '../../realtime/socket';

/** The class's whole skill list, to its teachers' devices and its boards (they name awards). */
export function skillsChanged(realtime: Realtime, classId: number, skills: SkillDto[]): void {
  realtime.io.to(classRoom(classId)).to(displayRoom(classId)).emit('skills:changed', {
    classId,
    skills,
  });
}

/** Awards left the history (Undo, the timeline) or a class event was undone. */
export function historyChanged(realtime: Realtime, classId: number): void {
  realtime.io.to(classRoom(classId)).emit('history:changed', { classId });
}
