import type {
  OperationRejection,
  OperationResult,
  PublicGroupDto,
  StudentLive,
} from '@classbeam/contracts';
import { applyTotals, knowsAll, overlay } from './live-ops';
import { dropOps, markAcked, markApplied, markHeld, type Outbox, settle, unseen } from './outbox';

/**
 * A device's copy of a class: the last state the server confirmed, its version, and the
 * taps of this device the server has not confirmed yet. Every function here is pure, so
 * the ordering rules (R1, R4) are tested without a browser or a socket.
 */
export interface Mirror<T extends StudentLive> {
  version: number;
  confirmed: readonly T[];
  /** The class's groups at `version` (a group point counts their members). */
  groups: readonly PublicGroupDto[];
  outbox: Outbox;
}

/** What the device shows: the confirmed state, with the taps it does not hold yet on top. */
export const shownStudents = <T extends StudentLive>(mirror: Mirror<T>): readonly T[] =>
  overlay(mirror.confirmed, unseen(mirror.outbox, mirror.version), mirror.groups);

export type Sequence = 'next' | 'stale' | 'gap';

/** Versions rise by exactly one per event: the next one applies, older ones are done, a jump means we missed one. */
export function sequence(held: number, incoming: number): Sequence {
  if (incoming <= held) return 'stale';
  return incoming === held + 1 ? 'next' : 'gap';
}

export interface Received<T extends StudentLive> {
  mirror: Mirror<T>;
  /** Fetch a fresh snapshot: an event was missed, or it names students we do not have. */
  resync: boolean;
}

export interface StudentsChanged {
  version: number;
  students: readonly StudentLive[];
  opIds: readonly string[];
}

export function receiveStudentsChanged<T extends StudentLive>(
  mirror: Mirror<T>,
  event: StudentsChanged,
): Received<T> {
  // Whatever happens to the event, its ops are in the class at its version: never count them twice.
  const outbox = markApplied(mirror.outbox, event.opIds, event.version);
  const order = sequence(mirror.version, event.version);
  if (order === 'next' && knowsAll(mirror.confirmed, event.students)) {
    const confirmed = applyTotals(mirror.confirmed, event.students);
    return {
      mirror: {
        ...mirror,
        version: event.version,
        confirmed,
        outbox: settle(outbox, event.version),
      },
      resync: false,
    };
  }
  return {
    mirror: { ...mirror, outbox: settle(outbox, mirror.version) },
    resync: order !== 'stale',
  };
}

/** An event that moves the version without student data (class fields changed). */
export function receiveVersion<T extends StudentLive>(
  mirror: Mirror<T>,
  version: number,
  changes: Partial<Pick<Mirror<T>, 'groups'>> = {},
): Received<T> {
  const order = sequence(mirror.version, version);
  if (order === 'next') return { mirror: { ...mirror, ...changes, version }, resync: false };
  return { mirror, resync: order === 'gap' };
}

/** `groups:changed`: the groups as they are now, at the next version. */
export const receiveGroupsChanged = <T extends StudentLive>(
  mirror: Mirror<T>,
  event: { version: number; groups: readonly PublicGroupDto[] },
): Received<T> => receiveVersion(mirror, event.version, { groups: event.groups });

/**
 * A snapshot replaces the confirmed state unless it is older than what we hold (a slow
 * answer overtaken by events). Pending ops stay: the snapshot says which of those sent with
 * the join (`asked`) it holds; of the rest, those never seen in an event are drawn on top,
 * and those it holds are told apart when the server acknowledges them.
 */
export function receiveSnapshot<T extends StudentLive>(
  mirror: Mirror<T>,
  snapshot: {
    version: number;
    students: readonly T[];
    groups: readonly PublicGroupDto[];
    held?: readonly string[];
  },
  loaded: boolean,
  asked: readonly string[] = [],
): Mirror<T> {
  if (loaded && snapshot.version < mirror.version) return mirror;
  const outbox = markHeld(mirror.outbox, asked, snapshot.held ?? [], snapshot.version);
  return {
    version: snapshot.version,
    confirmed: snapshot.students,
    groups: snapshot.groups,
    outbox: settle(outbox, snapshot.version),
  };
}

/** The server's answer to a batch: rejected ops roll back now, done ops go once we hold their version. */
export function receiveAck<T extends StudentLive>(
  mirror: Mirror<T>,
  result: OperationResult,
): { mirror: Mirror<T>; rejected: OperationRejection[] } {
  const rejectedIds = result.rejected.map((r) => r.opId);
  const outbox = markAcked(dropOps(mirror.outbox, rejectedIds), result.done, result.version);
  return {
    mirror: { ...mirror, outbox: settle(outbox, mirror.version) },
    rejected: result.rejected,
  };
}
