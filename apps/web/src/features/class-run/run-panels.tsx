import type { ReactNode } from 'react';
import { RunTracker } from './run-tracker';
import { TimerPanel } from './timer-panel';
import './run-panels.css';

interface RunPanelsProps {
  classId: number;
  /** The class's "chime on the board" switch, for the timer card. */
  boardSound?: { on: boolean; onChange: (on: boolean) => void };
  /** More of the lesson under the timer (app/ puts Random Student there). */
  children?: ReactNode;
}

/** The dashboard's lesson cards: the class progress tracker, the countdown timer and more. */
export function RunPanels({ classId, boardSound, children }: RunPanelsProps) {
  return (
    <div className="run-panels">
      <RunTracker classId={classId} />
      <div className="run-side">
        <TimerPanel boardSound={boardSound} />
        {children}
      </div>
    </div>
  );
}
