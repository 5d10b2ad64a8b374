import type {
  ClassPrefs,
  RandomPick,
  SelfAssessmentView,
  SkillDto,
  StudentDto,
} from '@classbeam/contracts';
import { create } from 'zustand';
import { type HeardAwards, type HeldVolume, NO_VOLUME, type Versioned } from './class-extras';
import { type Mirror, shownStudents } from './mirror';
import { type HeldRun, NO_RUN } from './run-mirror';

export type Connection = 'connecting' | 'online' | 'offline' | 'signed-out';

export interface ClassLiveState {
  classId: number | null;
  connection: Connection;
  /** The first snapshot has arrived; before it the roster is unknown, not empty. */
  loaded: boolean;
  /** The class was deleted (here or on another device) or is no longer this teacher's. */
  gone: boolean;
  mirror: Mirror<StudentDto>;
  /** What every screen shows: the confirmed roster with this device's pending taps on top. */
  students: readonly StudentDto[];
  /** The class run as the server last told us (null before the first snapshot). */
  runMirror: HeldRun;
  /** The hand-set settings (null before the first snapshot). */
  prefs: Versioned<ClassPrefs> | null;
  volume: HeldVolume;
  /** The latest Random Student pick this device heard of (features/random-pick). */
  pick: RandomPick | null;
  /** The class's skills, archived ones too (from the snapshot and `skills:changed`). */
  skills: readonly SkillDto[];
  /** The latest awards heard with the totals (features/skills shows and sounds them). */
  awards: HeardAwards | null;
  /** The self-assessment page: key, window, who is in session, who is locked out. */
  selfAssessment: SelfAssessmentView | null;
  /**
   * Per topic, how often the lists read over HTTP were told to read again (live-resource.ts):
   * 'class' (its name, its day), 'roster' (a student added, edited, deleted, hidden or shown),
   * 'assessments', 'class-configs'; any device's change counts.
   */
  topics: Readonly<Record<string, number>>;
  /** Rises when events may have been missed: every topic's lists read again. */
  rereads: number;
}

const EMPTY: Mirror<StudentDto> = { version: 0, confirmed: [], groups: [], outbox: [] };

export const initialClassLive = (classId: number | null, mirror = EMPTY): ClassLiveState => ({
  classId,
  connection: 'connecting',
  loaded: false,
  gone: false,
  mirror,
  students: shownStudents(mirror),
  runMirror: NO_RUN,
  prefs: null,
  volume: NO_VOLUME,
  pick: null,
  skills: [],
  awards: null,
  selfAssessment: null,
  topics: {},
  rereads: 0,
});

/** The teacher's open class. One at a time: the classroom route opens and closes it. */
export const useClassLive = create<ClassLiveState>()(() => initialClassLive(null));

export function setMirror(mirror: Mirror<StudentDto>): void {
  const { mirror: current } = useClassLive.getState();
  if (mirror === current) return;
  const students =
    mirror.confirmed === current.confirmed &&
    mirror.groups === current.groups &&
    mirror.outbox === current.outbox &&
    mirror.version === current.version
      ? useClassLive.getState().students
      : shownStudents(mirror);
  useClassLive.setState({ mirror, students });
}

/** Taps the server has not acknowledged as stored yet (for the "Saving…" hint). */
export const selectPendingCount = (s: ClassLiveState) =>
  s.mirror.outbox.filter((p) => !p.acked).length;

export const selectRun = (s: ClassLiveState) => s.runMirror.run;

export const selectPrefs = (s: ClassLiveState) => s.prefs?.value ?? null;
