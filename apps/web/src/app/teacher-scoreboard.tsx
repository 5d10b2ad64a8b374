import { useCallback } from 'react';
import { Scoreboard } from '../features/scoreboard/scoreboard';
import { useClassLive } from '../lib/live/class-store';
import { tap } from '../lib/live/class-sync';
import { LoadingScreen } from '../ui/loading-screen';

/** The scoreboard fed by the teacher's live class, with All +1 / All -1. */
export function TeacherScoreboard({ title }: { title: string }) {
  const students = useClassLive((s) => s.students);
  const loaded = useClassLive((s) => s.loaded);
  const onAllPoints = useCallback((delta: 1 | -1) => tap({ kind: 'class-points', delta }), []);
  if (!loaded) return <LoadingScreen text="Loading student scoreboard..." board />;
  return <Scoreboard title={title} students={students} onAllPoints={onAllPoints} hideTitle />;
}
