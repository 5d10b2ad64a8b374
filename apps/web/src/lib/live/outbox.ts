import type { Operation } from '@classbeam/contracts';
import { MAX_OPS_PER_BATCH } from '@classbeam/contracts/constants';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A tap before it has an id: what the teacher asked for. */
export type Intent = DistributiveOmit<Operation, 'opId'>;

export interface PendingOp {
  op: Operation;
  /**
   * Handed to the network at least once. From then on the op is frozen: the server may
   * already have applied its id, so merging another tap into it would lose that tap.
   */
  sent: boolean;
  /** When the op was last tapped (ms), for the coalescing window. */
  at: number;
  /** The class version known to include this op (from an ack or an event). */
  appliedAt?: number;
  /**
   * The server acknowledged it, and it acknowledges only what the database has made
   * durable. An op seen in an event but not yet acknowledged may still be lost if the
   * database crashes, so it is kept, and sent again, until this is set.
   */
  acked?: boolean;
}

/** Pending operations, oldest first; the order is the order the server must apply them in. */
export type Outbox = readonly PendingOp[];

/**
 * The outbox without ops sent so long ago (SENT_OP_MAX_AGE_MS) that the server may have
 * forgotten their ids: sent again, such an op would apply twice if it had already arrived,
 * which a keepalive sent as the page closed nearly always did. Ops never sent cannot have
 * been applied and always stay.
 */
export function withoutStale(outbox: Outbox, now: number, maxAgeMs: number): Outbox {
  const kept = outbox.filter((p) => !p.sent || now - p.at <= maxAgeMs);
  return kept.length === outbox.length ? outbox : kept;
}

/** Taps on the same student this close together travel as one delta. */
export const COALESCE_WINDOW_MS = 100;
/** The contract's bound on one delta. */
const DELTA_MAX = 100;

interface EnqueueOptions {
  now: number;
  newId: () => string;
  windowMs?: number;
}

type Additive = Extract<Operation, { delta: number }>;
const isAdditive = (op: Operation | Intent): op is Additive =>
  op.kind === 'points' || op.kind === 'class-points' || op.kind === 'group-points';
/**
 * A skill award is one entry in the history, with its own Undo and its own moment on the
 * board: it never merges with a plain tap or with another award, even of the same skill
 * (docs/decisions/0158). Plain +1 / -1 taps merge as before.
 */
const isPlain = (op: Additive | Extract<Intent, { delta: number }>) => op.skillId === undefined;
const sameTarget = (a: Additive, b: Extract<Intent, { delta: number }>) => {
  if (a.kind === 'class-points') return b.kind === 'class-points';
  if (a.kind === 'points') return b.kind === 'points' && a.studentId === b.studentId;
  return b.kind === 'group-points' && a.groupId === b.groupId;
};

/**
 * Where a new point tap can merge: the newest unsent op on the same target, tapped within
 * the window, with only other point changes after it. Point changes commute with each
 * other; attendance and resets do not (an absent student skips a whole-class point), so
 * the search stops at them, and at anything already sent.
 */
function mergeTarget(
  outbox: Outbox,
  intent: Extract<Intent, { delta: number }>,
  now: number,
  windowMs: number,
) {
  for (let i = outbox.length - 1; i >= 0; i -= 1) {
    const pending = outbox[i];
    if (!pending || pending.sent || pending.appliedAt !== undefined || !isAdditive(pending.op))
      return -1;
    // An award stays apart, and a plain tap does not merge into one (it looks past it).
    if (!isPlain(pending.op)) continue;
    if (sameTarget(pending.op, intent)) {
      const fits = Math.abs(pending.op.delta + intent.delta) <= DELTA_MAX;
      return now - pending.at <= windowMs && fits ? i : -1;
    }
  }
  return -1;
}

/** Adds a tap to the outbox, merged into a recent unsent tap on the same target when it can be. */
export function enqueue(outbox: Outbox, intent: Intent, options: EnqueueOptions): Outbox {
  const { now, newId, windowMs = COALESCE_WINDOW_MS } = options;
  if (isAdditive(intent) && isPlain(intent)) {
    const index = mergeTarget(outbox, intent, now, windowMs);
    const target = outbox[index];
    if (target && isAdditive(target.op)) {
      const delta = target.op.delta + intent.delta;
      // +1 then -1: nothing happened, and a zero delta is not a valid operation.
      if (delta === 0) return outbox.filter((_, i) => i !== index);
      const merged: PendingOp = { ...target, op: { ...target.op, delta }, at: now };
      return outbox.map((p, i) => (i === index ? merged : p));
    }
  }
  const op = { ...intent, opId: newId() } as Operation;
  return [...outbox, { op, sent: false, at: now }];
}

/**
 * The next ops to send, oldest first: everything the server has not acknowledged yet. An op
 * already seen in an event goes again too: resending is harmless (the server skips op ids it
 * has applied), and losing it would not be.
 */
export function nextBatch(outbox: Outbox, max = MAX_OPS_PER_BATCH): Operation[] {
  return outbox
    .filter((p) => !p.acked)
    .slice(0, max)
    .map((p) => p.op);
}

export const hasUnconfirmed = (outbox: Outbox) => outbox.some((p) => !p.acked);

/** The class at `version` is known to include the op. */
const heldAt = (p: PendingOp, version: number) =>
  p.appliedAt !== undefined && p.appliedAt <= version;

/** The outbox without the ops `drop` names; the same array when it names none (no re-render). */
function without(outbox: Outbox, drop: (p: PendingOp) => boolean): Outbox {
  const kept = outbox.filter((p) => !drop(p));
  return kept.length === outbox.length ? outbox : kept;
}

/** The ops a state confirmed at `version` does not hold yet: what a screen draws on top of it. */
export const unseen = (outbox: Outbox, version: number): Outbox =>
  without(outbox, (p) => heldAt(p, version));

function mapIds(
  outbox: Outbox,
  ids: Iterable<string>,
  change: (p: PendingOp) => PendingOp,
): Outbox {
  const set = new Set(ids);
  if (set.size === 0) return outbox;
  return outbox.map((p) => (set.has(p.op.opId) ? change(p) : p));
}

export const markSent = (outbox: Outbox, ids: Iterable<string>): Outbox =>
  mapIds(outbox, ids, (p) => (p.sent ? p : { ...p, sent: true }));

/** Records that the class at `version` includes these ops (they stay on screen until we hold it). */
export const markApplied = (outbox: Outbox, ids: Iterable<string>, version: number): Outbox =>
  mapIds(outbox, ids, (p) => (heldAt(p, version) ? p : { ...p, sent: true, appliedAt: version }));

/** The server's acknowledgement: these ops are stored for good, in the class at `version`. */
export const markAcked = (outbox: Outbox, ids: readonly string[], version: number): Outbox =>
  mapIds(markApplied(outbox, ids, version), ids, (p) => (p.acked ? p : { ...p, acked: true }));

/**
 * What a snapshot at `version` says of the unacknowledged ops sent with the join (`asked`):
 * those in `held` are in it, so they are not drawn on top again; the others are not in it,
 * even when an event showed them before (a database crash takes back commits that were
 * already broadcast), so they are drawn on top again until their resend lands.
 */
export function markHeld(
  outbox: Outbox,
  asked: Iterable<string>,
  held: Iterable<string>,
  version: number,
): Outbox {
  const inSnapshot = new Set(held);
  return mapIds(outbox, asked, (p) => {
    if (p.acked) return p;
    if (inSnapshot.has(p.op.opId))
      return heldAt(p, version) ? p : { ...p, sent: true, appliedAt: version };
    if (!heldAt(p, version)) return p;
    const { appliedAt: _lost, ...rest } = p;
    return rest;
  });
}

/** Removes ops outright: a rejected op disappears, and with it its effect on screen. */
export function dropOps(outbox: Outbox, ids: Iterable<string>): Outbox {
  const set = new Set(ids);
  return set.size === 0 ? outbox : outbox.filter((p) => !set.has(p.op.opId));
}

/**
 * Forgets the acknowledged ops the confirmed state at `version` already contains. Dropping
 * them earlier (on the ack, before the event with the new totals) would make the number dip
 * for a moment; dropping one before its ack could lose it.
 */
export const settle = (outbox: Outbox, version: number): Outbox =>
  without(outbox, (p) => p.acked === true && heldAt(p, version));

/**
 * What a tab writes to its class's shared storage: its own outbox, after the ops of other
 * tabs on the same class that it has never held (oldest first, as they were stored). Ops it
 * has held are its own to keep or drop, so a tap another tab sent and settled is not revived,
 * and a tap this tab never saw is not overwritten.
 */
export function mergeForStorage(stored: Outbox, outbox: Outbox, held: ReadonlySet<string>): Outbox {
  const others = stored.filter((p) => !held.has(p.op.opId));
  return others.length === 0 ? outbox : [...others, ...outbox];
}
