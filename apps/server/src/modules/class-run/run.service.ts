import {
  type ClassPrefs,
  type ClassRun,
  type ClassSettingsDto,
  MESSAGES,
  type RunView,
  type SettingsPatch,
} from '@classbeam/contracts';
import {
  isLastActivity,
  nextWakeAt,
  type RunCommand,
  type RunEffect,
  transition,
} from '@classbeam/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { Realtime } from '../../realtime/socket';
import { bumpVersion, lockClass } from '../classes/classes.repository';
import {
  type AppliedBatch,
  applyOperationsIn,
  type ServerOperation,
  serverOp,
} from '../operations/operations.service';
import { studentsChanged } from '../students/students.events';
import { volumeTally } from '../volume/volume.events';
import { languageChanged, runChanged, settingsChanged } from './run.events';
import {
  countingClassIds,
  loadSettings,
  prefsFromRow,
  runFromRow,
  saveRun,
  toSettingsDto,
} from './run.repository';
import { checkSoundDevice } from './sound-device';

/** The settings a PATCH may change directly; the run fields become commands. */
type PlainSettings = Pick<
  SettingsPatch,
  | 'showVolumeToStudents'
  | 'volumeThreshold'
  | 'classNotes'
  | 'volumeTallyEnabled'
  | 'studentAssessmentEnabled'
  | 'teacherAssessmentEnabled'
  | 'timesUpSound'
  | 'bigVolumeMeter'
  | 'boardPrivacy'
  | 'awardSound'
  | 'awardSoundPositive'
  | 'awardSoundNeedsWork'
  | 'awardSoundDevice'
  | 'awardSoundDeviceLabel'
  | 'language'
>;

const PLAIN_COLUMNS = {
  showVolumeToStudents: 'show_volume_to_students',
  volumeThreshold: 'volume_threshold',
  classNotes: 'class_notes',
  volumeTallyEnabled: 'volume_tally_enabled',
  studentAssessmentEnabled: 'student_assessment_enabled',
  teacherAssessmentEnabled: 'teacher_assessment_enabled',
  timesUpSound: 'times_up_sound',
  bigVolumeMeter: 'big_volume_meter',
  boardPrivacy: 'board_privacy',
  awardSound: 'award_sound',
  awardSoundPositive: 'award_sound_positive',
  awardSoundNeedsWork: 'award_sound_needs_work',
  awardSoundDevice: 'award_sound_device',
  awardSoundDeviceLabel: 'award_sound_device_label',
  language: 'language',
} as const;

const RETRY_WAKE_MS = 1000;

interface Applied {
  run: ClassRun;
  version: number;
  changed: boolean;
  /** The device's own pending operations, applied before the command (R10). */
  before: AppliedBatch | null;
  reset: AppliedBatch | null;
  now: number;
  /** Start Class set the 'Too Loud' tally back to 0. */
  tallyReset?: boolean;
  /** The hand-set settings after a PATCH that changed one of them. */
  prefs?: ClassPrefs;
  /** The run reached 'complete' with this change. */
  completed?: boolean;
  /** The run reached its last activity with this change. */
  reachedLast?: boolean;
  /** studentAssessmentEnabled changed to this. */
  studentAssessment?: boolean;
  /** The class's language changed: the iPads read their page again. */
  languageChanged?: boolean;
}

/**
 * What the modules that follow the class run hear, after commit and before the command is
 * answered. A hook's failure is logged; the command itself stands.
 */
export interface RunHooks {
  /** The run reached 'complete' (Finish Class, or its last step by itself). */
  completed?(classId: number): Promise<void>;
  /** The run reached its last activity (Next, Skip, or the clock). */
  reachedLastActivity?(classId: number): Promise<void>;
  /** studentAssessmentEnabled was switched through PATCH settings. */
  studentAssessmentSwitched?(classId: number, enabled: boolean): Promise<void>;
  /** PATCH settings changed a hand-set setting: the settings as they are now. */
  prefsChanged?(classId: number, prefs: ClassPrefs): void;
}

/**
 * The server side of the class run (docs/decisions/0024). Commands for a class are
 * applied one at a time: in this process by a queue per class, across processes by the class
 * row lock, under which the run is read, moved with the domain's `transition` and written.
 * Devices hear about it after commit. Each class with something counting has exactly one
 * wake-up armed, for its next automatic step; nothing ticks every second.
 */
export class RunService {
  private readonly queues = new Map<number, Promise<unknown>>();
  private readonly wakeups = new Map<number, () => void>();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly realtime: Realtime,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly hooks: RunHooks = {},
  ) {}

  /**
   * A device's command; refused commands answer 409 with the domain's reason. With `seen`
   * (the run's rev the device showed), it is refused too if the run has moved since, or
   * would move by a step that fell due: a double tap on Skip moves the class once.
   */
  command(
    classId: number,
    command: RunCommand,
    seen?: number,
    ops: readonly ServerOperation[] = [],
  ): Promise<RunView> {
    return this.serial(classId, async () => {
      const applied = await this.apply(
        classId,
        (run, now) => {
          if (seen !== undefined && movedSince(run, seen, now))
            throw new AppError(409, 'conflict', MESSAGES.runMovedOn);
          return [command];
        },
        undefined,
        ops,
      );
      const { before, reset } = applied;
      return {
        run: applied.run,
        serverNow: applied.now,
        ...(before
          ? { ops: { version: before.version, done: before.done, rejected: before.rejected } }
          : {}),
        ...(reset && reset.appliedNow.length > 0 ? { undo: reset.appliedNow } : {}),
      };
    });
  }

  /** PATCH settings: plain fields are written, run fields go through the same transitions. */
  patchSettings(classId: number, patch: SettingsPatch): Promise<ClassSettingsDto> {
    return this.serial(classId, async () => {
      const applied = await this.apply(classId, (run) => commandsFor(run, patch), patch);
      const row = await loadSettings(this.db, classId);
      if (!row) throw notFound(MESSAGES.classNotFound);
      return toSettingsDto(row, applied.now);
    });
  }

  /** After a restart: every class with something counting gets its wake-up again (R6). */
  async restore(): Promise<number> {
    const ids = await countingClassIds(this.db);
    for (const id of ids) this.wake(id);
    return ids.length;
  }

  /**
   * Another instance moved this class's run: re-read it here (a tick under the class lock,
   * which changes nothing that is not due) and arm the wake-up it needs. Whichever instance
   * wakes first takes the step; the others find it taken (docs/decisions/0030).
   */
  movedElsewhere(classId: number): void {
    this.wake(classId);
  }

  close(): void {
    this.closed = true;
    for (const cancel of this.wakeups.values()) cancel();
    this.wakeups.clear();
  }

  /** Wake-ups armed now (the running-classes bench reads it). */
  get armed(): number {
    return this.wakeups.size;
  }

  private serial<T>(classId: number, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(classId) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.catch(() => {});
    this.queues.set(classId, tail);
    void tail.then(() => {
      if (this.queues.get(classId) === tail) this.queues.delete(classId);
    });
    return result;
  }

  private async apply(
    classId: number,
    commandsOf: (run: ClassRun, now: number) => RunCommand[],
    plain?: PlainSettings,
    ops: readonly ServerOperation[] = [],
  ): Promise<Applied> {
    const applied = await this.db.transaction().execute(async (trx): Promise<Applied> => {
      const lockedVersion = await lockClass(trx, classId);
      const row = await loadSettings(trx, classId);
      if (!row) throw notFound(MESSAGES.classNotFound);
      // The time is read under the lock, so commands apply in the order they hold it.
      const now = this.clock.now();
      // What the device did before this command lands first, in the same transaction (R10).
      const before =
        ops.length > 0 ? await applyOperationsIn(trx, classId, ops, new Date(now)) : null;
      const previous = runFromRow(row);
      let run = previous;
      let changed = false;
      const effects = new Set<RunEffect>();
      const commands = commandsOf(run, now);
      for (const command of commands) {
        const result = transition(run, command, now);
        if (!result.ok) throw new AppError(409, 'conflict', result.reason);
        if (result.changed) {
          run = result.run;
          changed = true;
        }
        for (const effect of result.effects) effects.add(effect);
      }
      const settings = plain && (await checkSoundDevice(trx, classId, plain));
      const plainChanged = settings ? await writePlain(trx, classId, settings, row) : false;
      if (effects.has('reset-volume-tally')) {
        await trx
          .updateTable('class_settings')
          .set({ volume_tally_count: 0 })
          .where('class_id', '=', classId)
          .execute();
      }
      const resetOps: ServerOperation[] = [];
      // The class timeline says what reset the scoreboard: Start Class or Reset.
      const cause = commands.some((c) => c.type === 'start')
        ? ('start' as const)
        : ('reset' as const);
      if (effects.has('reset-points'))
        resetOps.push(serverOp({ kind: 'reset-points' as const, cause }));
      if (effects.has('reset-attendance'))
        resetOps.push(serverOp({ kind: 'reset-attendance' as const }));
      const reset =
        resetOps.length > 0 ? await applyOperationsIn(trx, classId, resetOps, new Date(now)) : null;
      if (!changed && !plainChanged) {
        const version = reset?.version ?? before?.version ?? lockedVersion;
        return { run, version, changed: false, before, reset, now };
      }
      await saveRun(trx, classId, run);
      const version = await bumpVersion(trx, classId);
      // Devices hear of it only when there was a count to clear.
      const tallyReset = effects.has('reset-volume-tally') && row.volume_tally_count > 0;
      const prefs = plainChanged ? prefsFromRow({ ...row, ...plainColumns(settings) }) : undefined;
      const completed = changed && row.run_phase !== 'complete' && run.phase === 'complete';
      if (completed) {
        await trx
          .insertInto('class_events')
          .values({ class_id: classId, kind: 'finish', at: new Date(now) })
          .execute();
      }
      // Forward only: Undo back into the last activity does not reopen a page the teacher closed.
      const reachedLast =
        changed &&
        !isLastActivity(previous) &&
        isLastActivity(run) &&
        (previous.phase === 'ready' || run.index > previous.index);
      const languageChanged = prefs !== undefined && prefs.language !== row.language;
      const studentAssessment =
        prefs && prefs.studentAssessmentEnabled !== row.student_assessment_enabled
          ? prefs.studentAssessmentEnabled
          : undefined;
      return {
        run,
        version,
        changed,
        before,
        reset,
        now,
        tallyReset,
        languageChanged,
        prefs,
        completed,
        reachedLast,
        studentAssessment,
      };
    });
    // After commit, in version order: the device's own taps, the reset totals, then the run.
    const { before, reset } = applied;
    if (before && before.students.length > 0)
      studentsChanged(
        this.realtime,
        classId,
        before.version,
        before.students,
        before.appliedNow,
        before.awards,
      );
    if (reset && reset.students.length > 0)
      studentsChanged(this.realtime, classId, reset.version, reset.students, reset.appliedNow);
    if (applied.prefs) settingsChanged(this.realtime, classId, applied.version, applied.prefs);
    if (applied.languageChanged) languageChanged(this.realtime, classId);
    if (applied.changed) {
      runChanged(this.realtime, classId, applied.version, applied.run, applied.now);
      // The same version as the run's: devices take the count without counting a version.
      if (applied.tallyReset)
        volumeTally(this.realtime, { classId, version: applied.version, count: 0 });
    }
    this.arm(classId, applied.run);
    await this.tellHooks(classId, applied);
    return applied;
  }

  private async tellHooks(classId: number, applied: Applied): Promise<void> {
    const { hooks } = this;
    try {
      if (applied.prefs) hooks.prefsChanged?.(classId, applied.prefs);
      if (applied.studentAssessment !== undefined)
        await hooks.studentAssessmentSwitched?.(classId, applied.studentAssessment);
      if (applied.completed) await hooks.completed?.(classId);
      if (applied.reachedLast) await hooks.reachedLastActivity?.(classId);
    } catch (error) {
      if (!(error instanceof AppError && error.status === 404))
        this.log.error({ err: error, classId }, 'a class run hook failed');
    }
  }

  private arm(classId: number, run: ClassRun): void {
    this.wakeups.get(classId)?.();
    this.wakeups.delete(classId);
    const at = nextWakeAt(run);
    if (at !== null) this.armAt(classId, at);
  }

  /** The class's one wake-up, at server time `at`. */
  private armAt(classId: number, at: number): void {
    if (this.closed) return;
    this.wakeups.set(
      classId,
      this.clock.at(at, () => {
        this.wakeups.delete(classId);
        this.wake(classId);
      }),
    );
  }

  private wake(classId: number): void {
    if (this.closed) return;
    this.command(classId, { type: 'tick' }).catch((error: unknown) => {
      // A deleted class needs no wake-up; anything else (the database away) is tried again.
      if (this.closed || (error instanceof AppError && error.status === 404)) return;
      this.log.warn({ err: error, classId }, 'class run wake-up failed; retrying');
      this.armAt(classId, this.clock.now() + RETRY_WAKE_MS);
    });
  }
}

/** The columns a PATCH's hand-set fields write. */
function plainColumns(plain: PlainSettings | undefined): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(PLAIN_COLUMNS)) {
    const value = plain?.[field as keyof PlainSettings];
    if (value !== undefined) columns[column] = value;
  }
  return columns;
}

async function writePlain(
  trx: Db,
  classId: number,
  plain: PlainSettings,
  row: Record<string, unknown>,
): Promise<boolean> {
  const changes = Object.fromEntries(
    Object.entries(plainColumns(plain)).filter(([column, value]) => row[column] !== value),
  );
  if (Object.keys(changes).length === 0) return false;
  await trx.updateTable('class_settings').set(changes).where('class_id', '=', classId).execute();
  return true;
}

/**
 * The spec's settings fields as run commands: a schedule replaces it (refused while the
 * class runs), isClassRunning starts, resumes or pauses, the timer fields start, pause,
 * resume or stop the countdown. Fields that already hold are no command at all.
 */
export function commandsFor(run: ClassRun, patch: SettingsPatch): RunCommand[] {
  const commands: RunCommand[] = [];
  if (
    patch.classSchedule !== undefined &&
    JSON.stringify(patch.classSchedule) !== JSON.stringify(run.schedule)
  ) {
    commands.push({ type: 'set-schedule', schedule: patch.classSchedule });
  }
  const inProgress = run.phase === 'activity' || run.phase === 'free-time';
  if (patch.isClassRunning === true && !run.running)
    commands.push({ type: inProgress ? 'resume' : 'start' });
  if (patch.isClassRunning === false && run.running) commands.push({ type: 'pause' });
  const { timer } = run;
  if (patch.timerDuration === 0) {
    if (timer.status !== 'stopped') commands.push({ type: 'timer-stop' });
  } else if (patch.isTimerRunning === false) {
    if (timer.status === 'running') commands.push({ type: 'timer-pause' });
  } else if (patch.timerDuration !== undefined || patch.isTimerRunning === true) {
    const minutes = patch.timerDuration ?? (timer.minutes || 3);
    const same = minutes === timer.minutes;
    if (timer.status === 'paused' && same) commands.push({ type: 'timer-resume' });
    else if (!(timer.status === 'running' && same)) commands.push({ type: 'timer-start', minutes });
  }
  return commands;
}

/** The run is past the rev a device acted on, or a step has fallen due that it has not seen. */
function movedSince(run: ClassRun, seen: number, now: number): boolean {
  if (run.rev !== seen) return true;
  const caughtUp = transition(run, { type: 'tick' }, now);
  return caughtUp.ok && caughtUp.changed;
}
