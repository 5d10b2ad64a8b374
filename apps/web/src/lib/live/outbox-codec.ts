import type { Operation } from '@classbeam/contracts';
import { ATTENDANCE_STATUSES } from '@classbeam/contracts/constants';
import type { Outbox, PendingOp } from './outbox';

/*
 * The outbox as it sits in localStorage. Whatever is read back is checked field by field:
 * storage outlives app versions and can be edited by hand, and one bad entry must cost only
 * itself, never the rest of the unsent taps.
 */
const FORMAT = 1;

export function serializeOutbox(outbox: Outbox): string {
  return JSON.stringify({ v: FORMAT, ops: outbox });
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const isDelta = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value !== 0 && Math.abs(value) <= 100;
const OP_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** A skill award may give 0 (a reminder); a plain tap never does. */
const isAwardDelta = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= 100;

/** The award's delta and skill (`skillId` only when it has one), or null when they do not fit. */
function readAward(value: Json): { delta: number; skillId?: number } | null {
  if (value.skillId === undefined) return isDelta(value.delta) ? { delta: value.delta } : null;
  return isId(value.skillId) && isAwardDelta(value.delta)
    ? { delta: value.delta, skillId: value.skillId }
    : null;
}

function readOperation(value: unknown): Operation | null {
  if (!isObject(value) || typeof value.opId !== 'string' || !OP_ID.test(value.opId)) return null;
  const { opId } = value;
  switch (value.kind) {
    case 'points': {
      const award = readAward(value);
      return isId(value.studentId) && award
        ? { opId, kind: 'points', studentId: value.studentId, ...award }
        : null;
    }
    case 'class-points': {
      const award = readAward(value);
      return award ? { opId, kind: 'class-points', ...award } : null;
    }
    case 'group-points': {
      const award = readAward(value);
      return isId(value.groupId) && award
        ? { opId, kind: 'group-points', groupId: value.groupId, ...award }
        : null;
    }
    case 'attendance': {
      const status = ATTENDANCE_STATUSES.find((s) => s === value.status);
      return isId(value.studentId) && status
        ? { opId, kind: 'attendance', studentId: value.studentId, status }
        : null;
    }
    case 'reset-points':
    case 'reset-attendance':
      return { opId, kind: value.kind };
    case 'undo':
      return typeof value.undoes === 'string' && OP_ID.test(value.undoes)
        ? { opId, kind: 'undo', undoes: value.undoes }
        : null;
    default:
      return null;
  }
}

function readPending(value: unknown): PendingOp | null {
  if (!isObject(value)) return null;
  const op = readOperation(value.op);
  if (!op) return null;
  const at = typeof value.at === 'number' && Number.isFinite(value.at) ? value.at : 0;
  const pending: PendingOp = { op, sent: value.sent === true, at };
  if (typeof value.appliedAt === 'number' && Number.isInteger(value.appliedAt)) {
    pending.appliedAt = value.appliedAt;
  }
  if (value.acked === true) pending.acked = true;
  return pending;
}

export function deserializeOutbox(text: string | null): Outbox {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isObject(parsed) || parsed.v !== FORMAT || !Array.isArray(parsed.ops)) return [];
  const seen = new Set<string>();
  const ops: PendingOp[] = [];
  for (const entry of parsed.ops) {
    const pending = readPending(entry);
    if (pending && !seen.has(pending.op.opId)) {
      seen.add(pending.op.opId);
      ops.push(pending);
    }
  }
  return ops;
}
