import {
  type ClassRun,
  type ClassSnapshot,
  DEFAULT_GROUP_COLOR,
  type DisplaySnapshot,
  type GroupDto,
  type StudentDto,
} from '@classbeam/contracts';

/* Snapshots as the server sends them, small enough to read in a test. */

export const student = (id: number, name: string, points = 5): StudentDto => ({
  id,
  classId: 1,
  name,
  avatarUrl: null,
  points,
  attendanceStatus: 'present',
  row: null,
  notes: '',
  goal: '',
  hasBirthDate: false,
  createdAt: '2026-11-02T08:00:00.000Z',
});

export const group = (id: number, name: string, studentIds: number[]): GroupDto =>
  ({ id, name, color: DEFAULT_GROUP_COLOR, studentIds, points: 0 }) as unknown as GroupDto;

const IDLE_RUN = {
  schedule: [],
  phase: 'idle',
  index: 0,
  running: false,
  activityStartedAt: null,
  elapsedMs: 0,
  freeTimeMs: 0,
  freeTimeStartedAt: null,
  timer: { status: 'idle', durationMs: 0, startedAt: null, remainingMs: 0 },
  rev: 1,
} as unknown as ClassRun;

export function classSnapshot(
  version: number,
  students: StudentDto[],
  more: Partial<ClassSnapshot> = {},
): ClassSnapshot {
  return {
    classId: 1,
    version,
    students,
    groups: [],
    skills: [],
    volume: { listener: null, tallyCount: 0 },
    prefs: {
      language: null,
      showVolumeToStudents: true,
      volumeThreshold: 70,
      classNotes: '',
      volumeTallyEnabled: false,
      studentAssessmentEnabled: true,
      teacherAssessmentEnabled: true,
      timesUpSound: true,
      bigVolumeMeter: false,
      boardPrivacy: 'leaderboard',
      awardSound: false,
      awardSoundPositive: true,
      awardSoundNeedsWork: true,
      awardSoundDevice: null,
      awardSoundDeviceLabel: '',
    },
    selfAssessment: { key: 'k'.repeat(24), openUntil: null, active: null, lockedStudentIds: [] },
    run: IDLE_RUN,
    serverNow: Date.now(),
    held: [],
    ...more,
  };
}

export function displaySnapshot(
  version: number,
  students: StudentDto[],
  more: Partial<DisplaySnapshot> = {},
): DisplaySnapshot {
  return {
    classId: 1,
    linkId: 1,
    className: 'Class 5B',
    version,
    students,
    groups: [],
    skills: [],
    volume: { listener: null, tallyCount: 0 },
    prefs: {
      language: null,
      showVolumeToStudents: true,
      studentAssessmentEnabled: true,
      timesUpSound: true,
      volumeThreshold: 80,
      bigVolumeMeter: false,
      boardPrivacy: 'leaderboard',
      awardSound: false,
      awardSoundPositive: true,
      awardSoundNeedsWork: true,
      awardSoundDevice: null,
    },
    run: IDLE_RUN,
    serverNow: Date.now(),
    selfAssessmentKey: null,
    selfAssessmentOpenUntil: null,
    ...more,
  };
}
