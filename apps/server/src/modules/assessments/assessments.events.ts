import type { AssessmentSource } from '@classbeam/contracts';
import { classRoom, type Realtime } from '../../realtime/socket';

/** An assessment was saved: the teachers' dashboards read their results again. */
export function assessmentsChanged(
  realtime: Realtime,
  classId: number,
  studentId: number,
  source: AssessmentSource,
): void {
  realtime.io.to(classRoom(classId)).emit('assessments:changed', { classId, studentId, source });
}
