import { TimesUpBanner } from '../features/class-run/times-up-banner';
import { PickSheet } from '../features/random-pick/pick-sheet';
import { selectRun, useClassLive } from '../lib/live/class-store';
import './teacher-moments.css';

/**
 * The class's moments on a teacher's phone or laptop, whatever part of the dashboard is open:
 * the Random Student pick and Time's up, at the bottom of the screen where a thumb reaches.
 */
export function TeacherMoments() {
  const run = useClassLive(selectRun);
  return (
    <div className="teacher-moments">
      <PickSheet />
      <TimesUpBanner run={run} />
    </div>
  );
}
