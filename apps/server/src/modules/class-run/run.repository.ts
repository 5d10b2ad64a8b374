import type { ClassPrefs, ClassRun, ClassSettingsDto } from '@classbeam/contracts';
import { currentActivityName, nextActivityName } from '@classbeam/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ClassSettingsTable } from '../../db/schema';

type SettingsRow = Selectable<ClassSettingsTable>;

const MINUTE = 60_000;
const ms = (date: Date | null) => (date === null ? null : date.getTime());
const date = (epoch: number | null) => (epoch === null ? null : new Date(epoch));

/** The stored settings row as the domain's run. */
export function runFromRow(row: SettingsRow): ClassRun {
  return {
    schedule: row.class_schedule,
    phase: row.run_phase,
    index: row.current_activity_index,
    running: row.is_class_running,
    activityStartedAt: ms(row.activity_start_time),
    elapsedMs: row.run_elapsed_ms,
    freeTimeMs: Math.round(row.accumulated_free_time * MINUTE),
    freeTimeStartedAt: ms(row.free_time_started_at),
    timer: {
      status: row.timer_status,
      minutes: row.timer_duration,
      endsAt: ms(row.timer_ends_at),
      remainingMs: row.timer_remaining_ms,
      endedAt: ms(row.timer_ended_at),
    },
    rev: row.run_rev,
  };
}

/** The run written back into the spec's settings fields (and the columns the run adds). */
function rowFromRun(run: ClassRun) {
  const { timer } = run;
  return {
    class_schedule: JSON.stringify(run.schedule),
    run_phase: run.phase,
    current_activity_index: run.index,
    is_class_running: run.running,
    activity_start_time: date(run.activityStartedAt),
    run_elapsed_ms: Math.round(run.elapsedMs),
    accumulated_free_time: run.freeTimeMs / MINUTE,
    free_time_started_at: date(run.freeTimeStartedAt),
    current_activity: currentActivityName(run),
    next_activity: nextActivityName(run) ?? '',
    timer_status: timer.status,
    timer_duration: timer.minutes,
    timer_ends_at: date(timer.endsAt),
    timer_start_time: date(timer.endsAt === null ? null : timer.endsAt - timer.minutes * MINUTE),
    is_timer_running: timer.status === 'running',
    timer_remaining_ms: Math.round(timer.remainingMs),
    timer_ended_at: date(timer.endedAt),
    run_rev: run.rev,
    updated_at: new Date(),
  };
}

export async function loadSettings(db: Db, classId: number): Promise<SettingsRow | undefined> {
  return db
    .selectFrom('class_settings')
    .selectAll()
    .where('class_id', '=', classId)
    .executeTakeFirst();
}

export async function saveRun(db: Db, classId: number, run: ClassRun): Promise<void> {
  await db
    .updateTable('class_settings')
    .set(rowFromRun(run))
    .where('class_id', '=', classId)
    .execute();
}

/** Classes with something counting: their wake-ups are re-armed when the server starts (R6). */
export async function countingClassIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('class_settings')
    .select('class_id')
    .where((eb) => eb.or([eb('is_class_running', '=', true), eb('timer_status', '=', 'running')]))
    .execute();
  return rows.map((r) => r.class_id);
}

/** The hand-set settings every teacher device holds. */
export function prefsFromRow(row: SettingsRow): ClassPrefs {
  return {
    showVolumeToStudents: row.show_volume_to_students,
    volumeThreshold: row.volume_threshold,
    classNotes: row.class_notes,
    volumeTallyEnabled: row.volume_tally_enabled,
    studentAssessmentEnabled: row.student_assessment_enabled,
    teacherAssessmentEnabled: row.teacher_assessment_enabled,
    timesUpSound: row.times_up_sound,
    bigVolumeMeter: row.big_volume_meter,
    boardPrivacy: row.board_privacy,
    awardSound: row.award_sound,
    awardSoundPositive: row.award_sound_positive,
    awardSoundNeedsWork: row.award_sound_needs_work,
    awardSoundDevice: row.award_sound_device,
    awardSoundDeviceLabel: row.award_sound_device_label,
    language: row.language,
  };
}

export function toSettingsDto(row: SettingsRow, serverNow: number): ClassSettingsDto {
  return {
    classId: row.class_id,
    showVolumeToStudents: row.show_volume_to_students,
    currentActivity: row.current_activity,
    nextActivity: row.next_activity,
    volumeThreshold: row.volume_threshold,
    classNotes: row.class_notes,
    classSchedule: row.class_schedule,
    currentActivityIndex: row.current_activity_index,
    activityStartTime: row.activity_start_time?.toISOString() ?? null,
    isClassRunning: row.is_class_running,
    timerDuration: row.timer_duration,
    timerStartTime: row.timer_start_time?.toISOString() ?? null,
    isTimerRunning: row.timer_status === 'running',
    volumeTallyEnabled: row.volume_tally_enabled,
    volumeTallyCount: row.volume_tally_count,
    accumulatedFreeTime: row.accumulated_free_time,
    studentAssessmentEnabled: row.student_assessment_enabled,
    teacherAssessmentEnabled: row.teacher_assessment_enabled,
    timesUpSound: row.times_up_sound,
    bigVolumeMeter: row.big_volume_meter,
    boardPrivacy: row.board_privacy,
    awardSound: row.award_sound,
    awardSoundPositive: row.award_sound_positive,
    awardSoundNeedsWork: row.award_sound_needs_work,
    awardSoundDevice: row.award_sound_device,
    awardSoundDeviceLabel: row.award_sound_device_label,
    language: row.language,
    run: runFromRow(row),
    serverNow,
  };
}
