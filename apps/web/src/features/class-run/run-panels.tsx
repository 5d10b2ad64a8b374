import { RunTracker } from './run-tracker';
import { TimerPanel } from './timer-panel';
import './run-panels.css';

/** The dashboard's lesson cards: the class progress tracker and the countdown timer. */
export function RunPanels({ classId }: { classId: number }) {
  return (
    <div className="run-panels">
      <RunTracker classId={classId} />
      <TimerPanel />
    </div>
  );
}
