import type { AssessmentSource, SelfAssessmentView, SessionView } from './assessments';
import type { ClassPrefs, ClassRun, PublicPrefs, RunCommandPayload, RunView } from './class-run';
import { MAX_OPS_PER_BATCH } from './constants';
import type { DisplaySnapshot } from './display';
import type { ApiError } from './errors';
import type { GroupDto, PublicGroupDto } from './groups';
import { IdSchema } from './ids';
import { type OperationBatch, type OperationResult, OpIdSchema } from './operations';
import type { StudentDto, StudentLive } from './students';
import type {
  VolumeLevelPayload,
  VolumeListener,
  VolumeListenPayload,
  VolumeSnapshot,
  VolumeTally,
  VolumeWatchPayload,
} from './volume';
import { z } from './zod';

export type Ack<T> = { ok: true; data: T } | { ok: false; error: ApiError };
export type AckCallback<T> = (result: Ack<T>) => void;

export const ClassJoinSchema = z.strictObject({
  classId: IdSchema,
  /**
   * The device's unacknowledged op ids (oldest first): the snapshot says which of them it
   * already holds, so the device neither counts one twice nor hides one a crash took back.
   */
  pending: z.array(OpIdSchema).max(MAX_OPS_PER_BATCH).optional(),
});
export type ClassJoinPayload = z.infer<typeof ClassJoinSchema>;
export const ClassLeaveSchema = z.strictObject({ classId: IdSchema });
export type ClassLeavePayload = z.infer<typeof ClassLeaveSchema>;

/** The snapshot a device starts from, and resyncs to after a gap or a reconnect (R4). */
export interface ClassSnapshot {
  classId: number;
  version: number;
  students: StudentDto[];
  groups: GroupDto[];
  volume: VolumeSnapshot;
  prefs: ClassPrefs;
  /** The self-assessment page: its key, its window, who is in session, who is locked out. */
  selfAssessment: SelfAssessmentView;
  /** The class run, and the server time it was read at. */
  run: ClassRun;
  serverNow: number;
  /** Of the `pending` op ids sent with the join, those the class at `version` includes. */
  held: string[];
}

/** A device's clock probe: the server's time as it answered. */
export interface ClockReading {
  serverNow: number;
}

/**
 * Commands a client sends (imperative `area:verb`), each acknowledged. A teacher's socket
 * joins a class after the ownership check; a display socket (handshake `auth.displayToken`)
 * is placed in its class's display room by the server and may only ask for its snapshot.
 * A self-assessment iPad's socket (handshake `auth.kioskClassId` and `auth.kioskKey`) only
 * listens: every command it sends is refused.
 */
export interface ClientToServerEvents {
  'class:join': (payload: ClassJoinPayload, ack: AckCallback<ClassSnapshot>) => void;
  'class:leave': (payload: ClassLeavePayload, ack: AckCallback<null>) => void;
  'ops:apply': (payload: OperationBatch, ack: AckCallback<OperationResult>) => void;
  'display:snapshot': (payload: Record<string, never>, ack: AckCallback<DisplaySnapshot>) => void;
  /** A class-run command (teachers only); the answer is the run after it, once committed. */
  'run:command': (payload: RunCommandPayload, ack: AckCallback<RunView>) => void;
  /** "Listen here" or stop (teachers only): the answer is the class's listener after it. */
  'volume:listen': (
    payload: VolumeListenPayload,
    ack: AckCallback<{ listener: VolumeListener | null }>,
  ) => void;
  /** A device that draws the meter starts (or stops) receiving the levels; teachers and displays. */
  'volume:watch': (payload: VolumeWatchPayload, ack: AckCallback<null>) => void;
  /** A loudness reading from the listening device; volatile, unanswered, never stored. */
  'volume:level': (payload: VolumeLevelPayload) => void;
  /** Any device measures its clock offset with this (several probes, the fastest wins). */
  'clock:sync': (payload: Record<string, never>, ack: AckCallback<ClockReading>) => void;
}

/** Every event carries the class version it produced; versions rise by exactly one. */
export interface ServerToClientEvents {
  /** Class fields changed (name, grade, schedule day...); displays get it too. */
  'class:changed': (payload: { classId: number; version: number }) => void;
  'class:deleted': (payload: { classId: number }) => void;
  /** Points or attendance changed: new totals, and the op ids that produced them. */
  'students:changed': (payload: {
    classId: number;
    version: number;
    students: StudentLive[];
    opIds: string[];
  }) => void;
  /** Students added, removed, renamed or re-photographed: fetch the snapshot again. */
  'roster:changed': (payload: { classId: number; version: number }) => void;
  /** The class run changed (a command or the server's own wake-up); displays get it too. */
  'run:changed': (payload: {
    classId: number;
    version: number;
    run: ClassRun;
    serverNow: number;
  }) => void;
  /**
   * Groups or their members changed: the class's groups as they are now (a teacher's devices
   * get GroupDto, displays the public part).
   */
  'groups:changed': (payload: {
    classId: number;
    version: number;
    groups: PublicGroupDto[];
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
  /** The listener's loudness (0-100), relayed to the devices that draw the meter; volatile. */
  'volume:level': (payload: { classId: number; level: number }) => void;
  /** Which device listens for the class now (null: none). */
  'volume:listener': (payload: { classId: number; listener: VolumeListener | null }) => void;
  /** The 'Too Loud' tally changed (a count, a reset, Start Class). */
  'volume:tally': (payload: VolumeTally) => void;
  /**
   * The self-assessment page's window, key or lockouts changed (teachers' devices only: the
   * key and who is locked are theirs to see).
   */
  'self-assessment:changed': (payload: { classId: number; view: SelfAssessmentView }) => void;
  /**
   * A teacher's or a student's assessment was saved (teachers' devices only): the dashboard's
   * results read them again. Assessments are not part of the class version.
   */
  'assessments:changed': (payload: {
    classId: number;
    studentId: number;
    source: AssessmentSource;
  }) => void;
  /**
   * To display links: the self-assessment page is open until then, or closed (null). Their QR
   * code shows only while it is open.
   */
  'self-assessment:window': (payload: { classId: number; openUntil: string | null }) => void;
  /** Who is in session on the self-assessment page now; teachers' devices and the iPads. */
  'assessment:session': (payload: { classId: number; active: SessionView | null }) => void;
  /**
   * Sent to the self-assessment iPads: the page changed (opened, closed, roster, lockouts),
   * read it again. Carries nothing, so nothing leaks to a kiosk whose window just closed.
   */
  'kiosk:changed': (payload: { classId: number }) => void;
  /**
   * The class's saved configurations (rosters) changed: saved, deleted or loaded. Teachers'
   * devices only; they read the list again (the Load Class button shows while there is one).
   */
  'class-configs:changed': (payload: { classId: number }) => void;
  /** Sent to a display just before the server closes it: its link was revoked. */
  'display:revoked': (payload: { classId: number }) => void;
}

export const SOCKET_PATH = '/socket.io';
