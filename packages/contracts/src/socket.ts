import type { AckCallback } from './ack';
import type { AssessmentEvents, SelfAssessmentView } from './assessments';
import type { ClassConfigEvents } from './class-configs';
import type { ClassPrefs, ClassRun, RunCommands, RunEvents } from './class-run';
import type { ClassEvents } from './classes';
import { MAX_OPS_PER_BATCH } from './constants';
import type { DisplayCommands, DisplayEvents } from './display';
import type { GroupDto, GroupEvents } from './groups';
import type { HistoryEvents } from './history';
import { IdSchema } from './ids';
import { type OperationCommands, OpIdSchema } from './operations';
import type { RandomPickCommands, RandomPickEvents } from './random-pick';
import type { SkillDto, SkillEvents } from './skills';
import type { StudentDto, StudentEvents } from './students';
import type { VolumeCommands, VolumeEvents, VolumeSnapshot } from './volume';
import { z } from './zod';

export type { Ack, AckCallback } from './ack';

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
  /** The class's skills, archived ones too (the history names them). */
  skills: SkillDto[];
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
 *
 * Each area declares its commands and events beside its other contracts; this file joins
 * them, one line per area.
 */
export interface ClientToServerEvents
  extends OperationCommands,
    RunCommands,
    VolumeCommands,
    DisplayCommands,
    RandomPickCommands {
  'class:join': (payload: ClassJoinPayload, ack: AckCallback<ClassSnapshot>) => void;
  'class:leave': (payload: ClassLeavePayload, ack: AckCallback<null>) => void;
  /** Any device measures its clock offset with this (several probes, the fastest wins). */
  'clock:sync': (payload: Record<string, never>, ack: AckCallback<ClockReading>) => void;
}

/** Every event that changes the class carries the version it produced; versions rise by one. */
export interface ServerToClientEvents
  extends ClassEvents,
    StudentEvents,
    GroupEvents,
    RunEvents,
    VolumeEvents,
    AssessmentEvents,
    ClassConfigEvents,
    DisplayEvents,
    RandomPickEvents,
    SkillEvents,
    HistoryEvents {}

export const SOCKET_PATH = '/socket.io';
