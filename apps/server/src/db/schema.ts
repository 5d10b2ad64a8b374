import type { BoardPrivacy, Language } from '@classbeam/contracts';
import type { ColumnType, Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';

/** Timestamps: written as Date or left to the default, read back as Date. */
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type Json<T> = ColumnType<T, string, string>;

export interface StoredListener {
  socketId: string;
  label: string;
  since: string;
}

export interface ScheduleItem {
  name: string;
  duration: number;
}

export interface UsersTable {
  id: string;
  email: string;
  /** Null for an account made by the school's sign-in (decision 0179). */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  profile_image_url: string | null;
  language: Language | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A school provider's account linked to a teacher (decision 0179). */
export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  email: Generated<string>;
  created_at: CreatedAt;
}

export interface SessionsTable {
  sid: string;
  sess: Json<Record<string, unknown>>;
  expire: Date;
  user_id: string | null;
}

export interface LoginFailuresTable {
  key: string;
  failures: number;
  window_start: Date;
}

export interface ClassesTable {
  id: Generated<number>;
  user_id: string;
  name: string;
  grade: string | null;
  description: string | null;
  scheduled_date: string | null;
  day_of_week: number | null;
  version: Generated<number>;
  share_key: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface StudentsTable {
  id: Generated<number>;
  class_id: number;
  name: string;
  avatar: Generated<string>;
  points: Generated<number>;
  attendance_status: Generated<'present' | 'absent' | 'late'>;
  row: number | null;
  notes: Generated<string>;
  goal: Generated<string>;
  is_active: Generated<boolean>;
  birth_date_hash: string | null;
  created_at: CreatedAt;
  /** Deleted, and final at this time unless undone first (students/deletions.ts). */
  deleting_until: Date | null;
  /** Whether the student was shown when deleted, to put back on undo. */
  active_before: boolean | null;
  /** Their entries in saved rosters and layouts when deleted, to put back on undo. */
  places_before: ColumnType<unknown, string | null, string | null>;
}

export interface DailyAttendanceTable {
  id: Generated<number>;
  student_id: number;
  date: string;
  status: 'present' | 'absent' | 'late';
  points_earned: Generated<number>;
  created_at: CreatedAt;
}

export interface BehaviorLogsTable {
  id: Generated<string>;
  student_id: number;
  point_change: number;
  reason: string | null;
  /** The group whose point this was (kept after the group is deleted). */
  group_id: number | null;
  timestamp: CreatedAt;
  class_id: number;
  skill_id: number | null;
  target: Generated<'student' | 'group' | 'class'>;
  /** The operation it came from: Undo and the timeline remove by it. */
  op_id: string | null;
  /** Only awards count in reports; adjustments, resets and old undo rows do not. */
  kind: Generated<'award' | 'adjust' | 'reset' | 'undo'>;
  removed_at: Date | null;
}

export interface SkillsTable {
  id: Generated<number>;
  class_id: number;
  name: string;
  icon: string;
  weight: number;
  position: number;
  archived: Generated<boolean>;
  created_at: CreatedAt;
}

export interface ClassEventsTable {
  id: Generated<string>;
  class_id: number;
  kind: 'start' | 'reset' | 'reset-points' | 'finish';
  op_id: string | null;
  at: CreatedAt;
  undone_at: Date | null;
}

export interface StudentEventsTable {
  id: Generated<string>;
  class_id: number;
  student_id: number;
  kind: 'attendance' | 'note' | 'goal';
  detail: string;
  at: CreatedAt;
}

/** The teacher's note for the parents on a student's report (not the classroom notes). */
export interface ParentNotesTable {
  student_id: number;
  class_id: number;
  text: string;
  updated_at: UpdatedAt;
}

export interface KeepApartPairsTable {
  class_id: number;
  /** The smaller student id of the pair. */
  student_a: number;
  student_b: number;
  created_at: CreatedAt;
}

export interface CurriculumItemsTable {
  id: Generated<number>;
  class_id: number;
  title: string;
  completed: Generated<boolean>;
  week: number;
}

export interface ClassSettingsTable {
  id: Generated<number>;
  class_id: number;
  show_volume_to_students: Generated<boolean>;
  current_activity: Generated<string>;
  next_activity: Generated<string>;
  /** The Too Loud line the meters draw and the tally counts at (V5; default 80). */
  volume_threshold: Generated<number>;
  class_notes: Generated<string>;
  class_schedule: ColumnType<ScheduleItem[], string | undefined, string>;
  current_activity_index: Generated<number>;
  activity_start_time: Date | null;
  is_class_running: Generated<boolean>;
  timer_duration: Generated<number>;
  timer_start_time: Date | null;
  is_timer_running: Generated<boolean>;
  volume_tally_enabled: Generated<boolean>;
  volume_tally_count: Generated<number>;
  accumulated_free_time: Generated<number>;
  student_assessment_enabled: Generated<boolean>;
  teacher_assessment_enabled: Generated<boolean>;
  updated_at: UpdatedAt;
  run_phase: Generated<'ready' | 'activity' | 'free-time' | 'complete'>;
  run_elapsed_ms: Generated<number>;
  free_time_started_at: Date | null;
  run_rev: Generated<number>;
  timer_status: Generated<'idle' | 'running' | 'paused' | 'stopped'>;
  timer_ends_at: Date | null;
  timer_remaining_ms: Generated<number>;
  /** The device listening for the class: `{socketId, label, since}` as JSON, or null. */
  volume_listener: ColumnType<StoredListener | null, string | null | undefined, string | null>;
  /** Until when the self-assessment page shows the class's students; null while closed. */
  self_assessment_open_until: Date | null;
  /** When the countdown reached 0 by itself ("Time's up", CT10); null once cleared. */
  timer_ended_at: Date | null;
  /** The boards chime at "Time's up". */
  times_up_sound: Generated<boolean>;
  /** The boards show the noise meter big, across the board (docs/decisions/0149). */
  big_volume_meter: Generated<boolean>;
  /** What the boards show of the points (docs/decisions/0152). */
  board_privacy: Generated<BoardPrivacy>;
  /** When the scoreboard last went back to 5 (Start Class, Reset, Reset to 5); null: never. */
  points_since: Date | null;
  /** The class's term, its first and last day (YYYY-MM-DD), for reports; both null: unset. */
  term_from: ColumnType<string | null, string | null | undefined, string | null>;
  term_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** A report's day is green from this share of positive points, yellow from the other. */
  report_green_at: Generated<number>;
  report_yellow_at: Generated<number>;
  /** Award sounds on (the master switch; off mutes them all). docs/decisions/0160 */
  award_sound: Generated<boolean>;
  award_sound_positive: Generated<boolean>;
  award_sound_needs_work: Generated<boolean>;
  /** The one device that plays them: `link:<id>` or `device:<id>`; null: none chosen. */
  award_sound_device: string | null;
  /** How a chosen teacher device names itself; '' for a display link. */
  award_sound_device_label: Generated<string>;
  language: Language | null;
}

export interface GroupsTable {
  id: Generated<number>;
  class_id: number;
  name: string;
  color: Generated<string>;
  created_at: CreatedAt;
}

export interface GroupMembersTable {
  id: Generated<number>;
  group_id: number;
  student_id: number;
  created_at: CreatedAt;
}

interface ConfigurationColumns {
  id: Generated<number>;
  class_id: number;
  name: string;
  description: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ClassConfigurationsTable extends ConfigurationColumns {
  student_data: Json<unknown[]>;
}
export interface GroupConfigurationsTable extends ConfigurationColumns {
  group_data: Json<unknown[]>;
}
export interface ScheduleConfigurationsTable extends ConfigurationColumns {
  schedule_data: Json<ScheduleItem[]>;
}

export interface StudentAssessmentsTable {
  id: Generated<number>;
  student_id: number;
  class_id: number;
  date: string;
  understanding: number;
  behavior: number;
  growth: number;
  goal_progress: number | null;
  additional_metrics: ColumnType<unknown[], string | undefined, string>;
  source: Generated<'teacher' | 'self'>;
  /** When it was last saved: an overwrite of the same day moves it. */
  created_at: UpdatedAt;
}

export interface AssessmentSessionsTable {
  id: string;
  class_id: number;
  student_id: number;
  session_type: Generated<string>;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  /** Written with the server's clock (tests move it), renewed by every heartbeat. */
  last_heartbeat: UpdatedAt;
}

/** Wrong dates of birth per student and day: 3 lock the student until the teacher unlocks. */
export interface BirthDateFailuresTable {
  student_id: number;
  date: string;
  failures: number;
}

/**
 * What an applied operation changed, kept so it can be taken back (operations/undo.ts):
 * `add`, a delta given to each of `ids` (a whole-class or group point, a total set);
 * `totals`, the points `ids` had before a reset; `attendance`, the statuses before a change
 * to `after`.
 */
export type UndoRecord =
  | { kind: 'add'; delta: number; ids: number[] }
  /** A reset: the totals before it, and since when the scoreboard counted then. */
  | { kind: 'totals'; ids: number[]; before: number[]; since?: string | null }
  | {
      kind: 'attendance';
      ids: number[];
      before: ('present' | 'absent' | 'late')[];
      after: 'present' | 'absent' | 'late';
    };

export interface AppliedOperationsTable {
  op_id: string;
  class_id: number;
  applied_at: CreatedAt;
  /** What the operation did (operations/operation.ts); null for rows from before it. */
  fingerprint: string | null;
  /** What undoing it needs (operations/undo.ts); null where the fingerprint says it. */
  undo: ColumnType<UndoRecord | null, string | null, string | null>;
  /** The undo operation that took it back, once one did. */
  undone_by: string | null;
}

export interface StudentPhotosTable {
  key: string;
  student_id: number;
  mime: 'image/jpeg' | 'image/png' | 'image/webp';
  data: Buffer;
  created_at: CreatedAt;
}

export interface DisplayLinksTable {
  id: Generated<number>;
  class_id: number;
  token: string;
  created_at: CreatedAt;
}

/** A class's latest Random Student pick: the one playing now, and the one the next avoids. */
export interface RandomPicksTable {
  class_id: number;
  student_id: number;
  cycle: Json<{ studentId: number; ms: number }[]>;
  starts_at: Date;
}

export interface Database {
  users: UsersTable;
  user_identities: UserIdentitiesTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  classes: ClassesTable;
  students: StudentsTable;
  daily_attendance: DailyAttendanceTable;
  behavior_logs: BehaviorLogsTable;
  skills: SkillsTable;
  class_events: ClassEventsTable;
  student_events: StudentEventsTable;
  parent_notes: ParentNotesTable;
  curriculum_items: CurriculumItemsTable;
  class_settings: ClassSettingsTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  keep_apart_pairs: KeepApartPairsTable;
  class_configurations: ClassConfigurationsTable;
  group_configurations: GroupConfigurationsTable;
  schedule_configurations: ScheduleConfigurationsTable;
  student_assessments: StudentAssessmentsTable;
  assessment_sessions: AssessmentSessionsTable;
  birth_date_failures: BirthDateFailuresTable;
  applied_operations: AppliedOperationsTable;
  student_photos: StudentPhotosTable;
  display_links: DisplayLinksTable;
  random_picks: RandomPicksTable;
}

/** The database as the app queries it (a transaction is one too). */
export type Db = Kysely<Database>;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type ClassRow = Selectable<ClassesTable>;
export type NewClass = Insertable<ClassesTable>;
export type ClassUpdate = Updateable<ClassesTable>;
export type StudentRow = Selectable<StudentsTable>;
