import type { Operation, PublicGroupDto, StudentLive } from '@classbeam/contracts';
import { STARTING_POINTS } from '@classbeam/contracts/constants';

/** Who is in which group, as far as a group point goes. */
export type Membership = readonly Pick<PublicGroupDto, 'id' | 'members'>[];

/**
 * What one operation does to a roster, exactly as the server applies it, so the screen can
 * show a tap before the server has seen it. Students the op does not touch keep their
 * object identity (React skips re-rendering their rows).
 */
export function applyOperation<T extends StudentLive>(
  students: readonly T[],
  op: Operation,
  groups: Membership = [],
): T[] {
  switch (op.kind) {
    case 'points':
      return students.map((s) =>
        s.id === op.studentId ? { ...s, points: s.points + op.delta } : s,
      );
    case 'class-points':
      // Absent students are not in the room: the whole-class change passes them by.
      return students.map((s) =>
        s.attendanceStatus === 'absent' ? s : { ...s, points: s.points + op.delta },
      );
    case 'group-points': {
      // The group's current members who are here, as the server counts them.
      const members = new Set(groups.find((g) => g.id === op.groupId)?.members.map((m) => m.id));
      return students.map((s) =>
        members.has(s.id) && s.attendanceStatus !== 'absent'
          ? { ...s, points: s.points + op.delta }
          : s,
      );
    }
    case 'attendance':
      return students.map((s) =>
        s.id === op.studentId && s.attendanceStatus !== op.status
          ? { ...s, attendanceStatus: op.status }
          : s,
      );
    case 'reset-points':
      return students.map((s) =>
        s.points === STARTING_POINTS ? s : { ...s, points: STARTING_POINTS },
      );
    case 'reset-attendance':
      return students.map((s) =>
        s.attendanceStatus === 'present' ? s : { ...s, attendanceStatus: 'present' },
      );
  }
}

/** What a device shows: the server's confirmed state with its own pending taps on top. */
export function overlay<T extends StudentLive>(
  confirmed: readonly T[],
  pending: readonly { op: Operation }[],
  groups: Membership = [],
): readonly T[] {
  return pending.reduce<readonly T[]>(
    (state, { op }) => applyOperation(state, op, groups),
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
