import type { ReactNode } from 'react';
import { RunTracker, ScheduleCard } from './run-tracker';
import { TimerPanel } from './timer-panel';
import './run-panels.css';

interface RunPanelsProps {
  classId: number;
  /** The class's "chime on the board" switch, for the timer card. */
  boardSound?: { on: boolean; onChange: (on: boolean) => void };
  /** More of the lesson, above the timer (app/ puts Random Student there: a tap away). */
  children?: ReactNode;
}

/**
 * The dashboard's lesson cards: the class progress tracker, the countdown timer and more, then
 * the schedule (beside them on a wide screen, after them on a phone).
 */
export function RunPanels({ classId, boardSound, children }: RunPanelsProps) {
  return (
    <div className="run-panels">
      <RunTracker />
      <div className="run-side">
        {children}
        <TimerPanel boardSound={boardSound} />
      </div>
      <ScheduleCard classId={classId} />
    </div>
  );
}
