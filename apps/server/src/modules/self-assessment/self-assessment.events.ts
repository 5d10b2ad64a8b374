import type { SelfAssessmentView, SessionView } from '@classbeam/contracts';
import { classRoom, displayRoom, kioskRoom, type Realtime } from '../../realtime/socket';

/** The self-assessment window, key or lockouts changed: teachers' devices only. */
export function selfAssessmentChanged(
  realtime: Realtime,
  classId: number,
  view: SelfAssessmentView,
): void {
  realtime.io.to(classRoom(classId)).emit('self-assessment:changed', { classId, view });
}

/** Who is in session now: teachers' devices and the iPads. */
export function assessmentSession(
  realtime: Realtime,
  classId: number,
  active: SessionView | null,
): void {
  realtime.io
    .to([classRoom(classId), kioskRoom(classId)])
    .emit('assessment:session', { classId, active });
}

/** The iPads read their page again (opened, closed, lockouts, roster). */
export function kioskChanged(realtime: Realtime, classId: number): void {
  realtime.io.to(kioskRoom(classId)).emit('kiosk:changed', { classId });
}

/** Displays: the page is open until then (null: closed); their QR code shows only while open. */
export function selfAssessmentWindow(
  realtime: Realtime,
  classId: number,
  openUntil: string | null,
): void {
  realtime.io.to(displayRoom(classId)).emit('self-assessment:window', { classId, openUntil });
}
