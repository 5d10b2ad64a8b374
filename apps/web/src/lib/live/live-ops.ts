import type { Operation, StudentLive } from '@classbeam/contracts';
import { applyOperation, type Membership } from '@classbeam/domain';
import { showUndone } from './undo-memory';

/** What a device shows: the server's confirmed state with its own pending taps on top. */
export function overlay<T extends StudentLive>(
  confirmed: readonly T[],
  pending: readonly { op: Operation }[],
  groups: Membership = [],
): readonly T[] {
  return pending.reduce<readonly T[]>(
    (state, { op }) =>
      op.kind === 'undo' ? showUndone(state, op.undoes) : applyOperation(state, op, groups),
    confirmed,
  );
}

/** Writes the new totals of a `students:changed` event; other fields stay as they were. */
export function applyTotals<T extends StudentLive>(
  students: readonly T[],
  totals: readonly StudentLive[],
): T[] {
  const byId = new Map(totals.map((t) => [t.id, t]));
  return students.map((s) => {
    const t = byId.get(s.id);
    if (!t || (t.points === s.points && t.attendanceStatus === s.attendanceStatus)) return s;
    return { ...s, points: t.points, attendanceStatus: t.attendanceStatus };
  });
}

/** True when every id in the totals is on the roster we hold; if not, our roster is behind. */
export function knowsAll(
  students: readonly StudentLive[],
  totals: readonly StudentLive[],
): boolean {
  const ids = new Set(students.map((s) => s.id));
  return totals.every((t) => ids.has(t.id));
}
