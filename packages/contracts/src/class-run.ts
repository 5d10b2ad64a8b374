import type { AckCallback } from './ack';
import { type BoardPrivacy, BoardPrivacySchema } from './board-privacy';
import {
  ACTIVITY_MINUTES_MAX,
  ACTIVITY_MINUTES_MIN,
  ACTIVITY_NAME_MAX,
  CONFIG_DESCRIPTION_MAX,
  CONFIG_NAME_MAX,
  type Language,
  MAX_OPS_PER_BATCH,
  SCHEDULE_MAX_ACTIVITIES,
  SOUND_DEVICE_LABEL_MAX,
  SOUND_DEVICE_PATTERN,
  TIMER_CUSTOM_MAX,
  TIMER_CUSTOM_MIN,
} from './constants';
import { IdSchema } from './ids';
import { LanguageSchema } from './language';
import { FORM_MESSAGES } from './messages';
import { type OperationResult, OperationSchema } from './operations';
import { z } from './zod';

/** One line of a class schedule: a name and whole minutes. */
export const ActivitySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, FORM_MESSAGES.activityNameRequired)
    .max(ACTIVITY_NAME_MAX, FORM_MESSAGES.activityNameTooLong),
  duration: z
    .number()
    .int(FORM_MESSAGES.activityMinutesWhole)
    .min(ACTIVITY_MINUTES_MIN, FORM_MESSAGES.activityMinutesRange)
    .max(ACTIVITY_MINUTES_MAX, FORM_MESSAGES.activityMinutesRange),
});
export type Activity = z.infer<typeof ActivitySchema>;

export const ScheduleSchema = z
  .array(ActivitySchema)
  .min(1, FORM_MESSAGES.scheduleEmpty)
  .max(SCHEDULE_MAX_ACTIVITIES, FORM_MESSAGES.scheduleTooLong);

export type RunPhase = 'ready' | 'activity' | 'free-time' | 'complete';
export type TimerStatus = 'idle' | 'running' | 'paused' | 'stopped';

/** The countdown timer of the timer panel (spec section 4). Times are server epoch ms. */
export interface CountdownTimer {
  status: TimerStatus;
  /** The minutes chosen; 0 once stopped, as the spec's stopped state has it. */
  minutes: number;
  /** Running: the server time it reaches 0. */
  endsAt: number | null;
  /** Idle or paused: what is left. */
  remainingMs: number;
  /**
   * When it reached 0 by itself (server epoch ms), so every device shows "Time's up" for
   * TIMES_UP_SHOW_MS from then; null once dismissed, restarted, stopped or never.
   */
  endedAt: number | null;
}

/**
 * A class's run, as the server keeps it and every device renders it. Times are server epoch
 * ms; devices add their measured clock offset. Nothing here advances on a client.
 */
export interface ClassRun {
  schedule: Activity[];
  phase: RunPhase;
  /** currentActivityIndex; in range of the schedule. */
  index: number;
  /** isClassRunning: time is flowing (an activity or free time). */
  running: boolean;
  /** While the current activity's clock flows: when it (virtually) started. */
  activityStartedAt: number | null;
  /** While the activity's clock is frozen (paused, or free time in use): time already spent. */
  elapsedMs: number;
  /** accumulatedFreeTime in ms: earned, or what is left of it once in use. */
  freeTimeMs: number;
  /**
   * While free time is in use: since when it counts down, or, while the class is paused, when
   * the pause froze it (`freeTimeMs` then holds what is left).
   */
  freeTimeStartedAt: number | null;
  timer: CountdownTimer;
  /** Rises by one with every change, so a stale write can be told apart. */
  rev: number;
}

const timerMinutes = z
  .number()
  .int()
  .min(TIMER_CUSTOM_MIN, FORM_MESSAGES.timerMinutes)
  .max(TIMER_CUSTOM_MAX, FORM_MESSAGES.timerMinutes);

/** What a teacher's device may ask of the run (the server adds its own wake-up `tick`). */
export const RunCommandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('start') }),
  z.strictObject({ type: z.literal('pause') }),
  z.strictObject({ type: z.literal('resume') }),
  z.strictObject({ type: z.literal('next') }),
  z.strictObject({ type: z.literal('undo') }),
  z.strictObject({ type: z.literal('finish') }),
  z.strictObject({ type: z.literal('reset') }),
  z.strictObject({ type: z.literal('toggle-free-time') }),
  z.strictObject({ type: z.literal('timer-start'), minutes: timerMinutes }),
  z.strictObject({ type: z.literal('timer-pause') }),
  z.strictObject({ type: z.literal('timer-resume') }),
  z.strictObject({ type: z.literal('timer-stop') }),
  /** Clears "Time's up" from every device before its time is over. */
  z.strictObject({ type: z.literal('timer-dismiss') }),
  z.strictObject({ type: z.literal('set-schedule'), schedule: ScheduleSchema }),
]);
export type ClientRunCommand = z.infer<typeof RunCommandSchema>;

export const RunCommandPayloadSchema = z.strictObject({
  classId: IdSchema,
  command: RunCommandSchema,
  /**
   * The run's `rev` the device showed when the teacher acted. Sent with the moves that count
   * from where the class stands (Next, Undo, the free-time toggle): if the run has moved since
   * (another tap of the same button, another device, a step that fell due), the command is
   * refused rather than moving the class twice.
   */
  seen: z.number().int().min(0).optional(),
  /**
   * The device's operations not acknowledged yet, oldest first (R10). They are applied first,
   * in the command's transaction, so a tap made before Start or Reset never survives it,
   * whichever of the two reaches the server first. Op ids keep them applied once.
   */
  ops: z.array(OperationSchema).max(MAX_OPS_PER_BATCH).optional(),
});
export type RunCommandPayload = z.infer<typeof RunCommandPayloadSchema>;

/** The run as a device receives it, with the server time it was read at. */
export interface RunView {
  run: ClassRun;
  serverNow: number;
  /** The answer for the `ops` sent with the command, as `ops:apply` would give it. */
  ops?: OperationResult;
  /**
   * The ids of the resets this command made (Start Class's points, Reset's points and
   * attendance): an `undo` operation of each takes them back.
   */
  undo?: string[];
}

/**
 * The class settings a teacher sets by hand (not the run): every teacher device of the class
 * holds them, from its snapshot and `settings:changed`.
 */
export interface ClassPrefs {
  showVolumeToStudents: boolean;
  /**
   * The Too Loud line (0-100, default 80): every meter draws it and the tally counts when the
   * 5-second average is above it (domain V5, docs/decisions/0148).
   */
  volumeThreshold: number;
  classNotes: string;
  volumeTallyEnabled: boolean;
  studentAssessmentEnabled: boolean;
  teacherAssessmentEnabled: boolean;
  /** The boards (display links, the Student Scoreboard view) chime at "Time's up". */
  timesUpSound: boolean;
  /** The boards show the noise meter big, across the board (docs/decisions/0149). */
  bigVolumeMeter: boolean;
  /** What the boards show of the points (docs/decisions/0152). */
  boardPrivacy: BoardPrivacy;
  /**
   * Award sounds (docs/decisions/0160): the master switch (off mutes them all; off until the
   * teacher turns it on), one switch per kind of point, and the one device that plays them.
   */
  awardSound: boolean;
  awardSoundPositive: boolean;
  awardSoundNeedsWork: boolean;
  /** `link:<id>` (a display link of the class) or `device:<id>` (a teacher device's board). */
  awardSoundDevice: string | null;
  /** How the chosen teacher device names itself ("Teacher’s computer"); '' for a link. */
  awardSoundDeviceLabel: string;
  /**
   * The language of the devices students see (display links, the iPad page); null leaves it
   * to each device's browser. The teacher's own devices follow the teacher's account.
   */
  language: Language | null;
}

/** What a display link may know of them: what the students' screen shows or hides. */
export type PublicPrefs = Pick<
  ClassPrefs,
  | 'showVolumeToStudents'
  | 'studentAssessmentEnabled'
  | 'timesUpSound'
  | 'volumeThreshold'
  | 'bigVolumeMeter'
  | 'boardPrivacy'
  | 'awardSound'
  | 'awardSoundPositive'
  | 'awardSoundNeedsWork'
  | 'awardSoundDevice'
  | 'language'
>;

export const publicPrefs = (prefs: ClassPrefs | PublicPrefs): PublicPrefs => ({
  showVolumeToStudents: prefs.showVolumeToStudents,
  studentAssessmentEnabled: prefs.studentAssessmentEnabled,
  timesUpSound: prefs.timesUpSound,
  volumeThreshold: prefs.volumeThreshold,
  bigVolumeMeter: prefs.bigVolumeMeter,
  boardPrivacy: prefs.boardPrivacy,
  awardSound: prefs.awardSound,
  awardSoundPositive: prefs.awardSoundPositive,
  awardSoundNeedsWork: prefs.awardSoundNeedsWork,
  awardSoundDevice: prefs.awardSoundDevice,
  language: prefs.language,
});

/* Class settings (spec section 3), read and written as the spec's call table has them. */
export interface ClassSettingsDto {
  classId: number;
  showVolumeToStudents: boolean;
  currentActivity: string;
  nextActivity: string;
  volumeThreshold: number;
  classNotes: string;
  classSchedule: Activity[];
  currentActivityIndex: number;
  activityStartTime: string | null;
  isClassRunning: boolean;
  timerDuration: number;
  timerStartTime: string | null;
  isTimerRunning: boolean;
  volumeTallyEnabled: boolean;
  volumeTallyCount: number;
  accumulatedFreeTime: number;
  studentAssessmentEnabled: boolean;
  teacherAssessmentEnabled: boolean;
  timesUpSound: boolean;
  bigVolumeMeter: boolean;
  boardPrivacy: BoardPrivacy;
  awardSound: boolean;
  awardSoundPositive: boolean;
  awardSoundNeedsWork: boolean;
  awardSoundDevice: string | null;
  awardSoundDeviceLabel: string;
  language: Language | null;
  /** The run the fields above summarise, for devices that render it. */
  run: ClassRun;
  serverNow: number;
}

/** The one device that plays the award sound: a display link, or a teacher device's board. */
export const SoundDeviceSchema = z.string().regex(SOUND_DEVICE_PATTERN, FORM_MESSAGES.soundDevice);

/**
 * PATCH settings: the toggles and numbers are plain fields; the run fields are requests to
 * the run (isClassRunning true starts or resumes, false pauses; a schedule replaces it; a
 * timerDuration with isTimerRunning starts the countdown), applied through the same path.
 */
export const SettingsPatchSchema = z.strictObject({
  showVolumeToStudents: z.boolean().optional(),
  volumeThreshold: z.number().int().min(0).max(100).optional(),
  classNotes: z.string().max(5000).optional(),
  volumeTallyEnabled: z.boolean().optional(),
  studentAssessmentEnabled: z.boolean().optional(),
  teacherAssessmentEnabled: z.boolean().optional(),
  timesUpSound: z.boolean().optional(),
  bigVolumeMeter: z.boolean().optional(),
  boardPrivacy: BoardPrivacySchema.optional(),
  awardSound: z.boolean().optional(),
  awardSoundPositive: z.boolean().optional(),
  awardSoundNeedsWork: z.boolean().optional(),
  awardSoundDevice: SoundDeviceSchema.nullable().optional(),
  awardSoundDeviceLabel: z.string().trim().max(SOUND_DEVICE_LABEL_MAX).optional(),
  language: LanguageSchema.nullable().optional(),
  classSchedule: ScheduleSchema.optional(),
  isClassRunning: z.boolean().optional(),
  timerDuration: z.number().int().min(0).max(TIMER_CUSTOM_MAX).optional(),
  isTimerRunning: z.boolean().optional(),
});
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

/* Saved configurations (schedules, group layouts): the name rule they share. */
export const ConfigNameSchema = z
  .string({ error: FORM_MESSAGES.configNameRequired })
  .trim()
  .min(1, FORM_MESSAGES.configNameRequired)
  .max(CONFIG_NAME_MAX, FORM_MESSAGES.configNameTooLong);

export const ConfigDescriptionSchema = z.string().trim().max(CONFIG_DESCRIPTION_MAX).nullish();

export const ScheduleConfigInputSchema = z.strictObject({
  name: ConfigNameSchema,
  description: ConfigDescriptionSchema,
  scheduleData: ScheduleSchema,
});
export type ScheduleConfigInput = z.infer<typeof ScheduleConfigInputSchema>;

export interface ScheduleConfigDto {
  id: number;
  classId: number;
  name: string;
  description: string;
  scheduleData: Activity[];
  createdAt: string;
  updatedAt: string;
}

export interface RunCommands {
  /** A class-run command (teachers only); the answer is the run after it, once committed. */
  'run:command': (payload: RunCommandPayload, ack: AckCallback<RunView>) => void;
}

export interface RunEvents {
  /** The class run changed (a command or the server's own wake-up); displays get it too. */
  'run:changed': (payload: {
    classId: number;
    version: number;
    run: ClassRun;
    serverNow: number;
  }) => void;
  /**
   * The hand-set settings changed (a toggle, the alert line, the notes). Teachers' devices get
   * all of them, displays the public ones. A PATCH that also moved the run shares its version
   * with that `run:changed`: the newer of the two takes the version, both are applied.
   */
  'settings:changed': (payload: {
    classId: number;
    version: number;
    prefs: ClassPrefs | PublicPrefs;
  }) => void;
}
