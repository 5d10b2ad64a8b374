import { RunPanels } from '../features/class-run/run-panels';
import { updatePrefs } from '../features/class-settings/prefs';
import { RandomPickCard } from '../features/random-pick/random-pick-card';
import { useClassLive } from '../lib/live/class-store';

/**
 * The dashboard's lesson area: class progress, Random Student, the timer (with the class's
 * "chime on the board" switch), then the schedule.
 */
export function LessonPanels({ classId }: { classId: number }) {
  const boardSound = useClassLive((s) => s.prefs?.value.timesUpSound ?? true);
  return (
    <RunPanels
      classId={classId}
      boardSound={{
        on: boardSound,
        onChange: (on) => void updatePrefs(classId, { timesUpSound: on }),
      }}
    >
      <RandomPickCard />
    </RunPanels>
  );
}
