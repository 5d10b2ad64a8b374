import type { ClassRun } from '@classbeam/contracts';
import { selfAssessmentQrTime, windowOpen } from '@classbeam/domain';
import { lazy, Suspense } from 'react';
import { withMessages } from '../lib/i18n/with-messages';
import { serverNow } from '../lib/live/clock';

/** Loaded only when shown: the QR code is around the end of class, not all lesson. */
const BoardSelfAssessment = lazy(() =>
  withMessages(import('../features/assessment/board-qr'), ['assessment.later']).then((m) => ({
    default: m.BoardSelfAssessment,
  })),
);

interface BoardQrSlotProps {
  classId: number | null;
  /** The class key while student assessment is on; else nothing is shown. */
  classKey: string | null | undefined;
  run: ClassRun | null;
  /** Until when the page is open (ISO), or null. */
  openUntil: string | null | undefined;
}

/**
 * The scoreboard's self-assessment panel when the spec shows it (not running, or the last
 * activity), and only while the page is open: a code that leads to 'not open' only confuses.
 * Reaching the last activity and finishing the class open the page by themselves.
 */
export function BoardQrSlot({ classId, classKey, run, openUntil }: BoardQrSlotProps) {
  if (classId === null || !classKey || !run || !selfAssessmentQrTime(run)) return null;
  if (!windowOpen(openUntil ? Date.parse(openUntil) : null, serverNow())) return null;
  return (
    <Suspense fallback={null}>
      <BoardSelfAssessment classId={classId} classKey={classKey} />
    </Suspense>
  );
}
