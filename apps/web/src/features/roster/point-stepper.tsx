import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { tapUndoable } from '../../lib/live/undo';

interface PointStepperProps {
  studentId: number;
  name: string;
  className: string;
  /** The points between the buttons, drawn by the row or the sheet. */
  children: ReactNode;
}

/** -1, the points, +1 for one student: each tap undoable from its message. */
export function PointStepper({ studentId, name, className, children }: PointStepperProps) {
  const { t } = useLingui();
  const give = (delta: 1 | -1) =>
    tapUndoable(
      { kind: 'points', studentId, delta },
      delta > 0 ? t`+1 for ${name}` : t`-1 for ${name}`,
    );
  return (
    <div className={className}>
      <button
        type="button"
        className="point-btn point-minus"
        aria-label={t`-1 point for ${name}`}
        onClick={() => give(-1)}
      >
        <span aria-hidden="true">-1</span>
      </button>
      {children}
      <button
        type="button"
        className="point-btn point-plus"
        aria-label={t`+1 point for ${name}`}
        onClick={() => give(1)}
      >
        <span aria-hidden="true">+1</span>
      </button>
    </div>
  );
}
