import type { Operation, PublicGroupDto, StudentLive } from '@classbeam/contracts';
import { STARTING_POINTS } from '@classbeam/contracts/constants';
import { DOMAIN_TEXTS } from './texts';

/*
 * The rule of what a point or attendance operation does, written once: the server applies it
 * in SQL (apps/server/src/modules/operations), the web shows a tap with it before the server
 * has seen it (apps/web/src/lib/live/live-ops.ts), and the server's model-based test checks the
 * database against it.
 */

/**
 * What a plain point (one given with no skill) is called wherever it is named: the timelines,
 * the reports' bars and the history's CSV say the same words.
 */
export const NO_SKILL = DOMAIN_TEXTS.noSkill;

/** Who is in which group, as far as a group point goes. */
export type Membership = readonly Pick<PublicGroupDto, 'id' | 'members'>[];

/**
 * What one operation does to a roster, exactly as the server applies it. Students the op does
 * not touch keep their object identity (a screen skips re-rendering their rows); a student or
 * group it does not know (deleted meanwhile) changes nothing.
 */
export function applyOperation<T extends StudentLive>(
  students: readonly T[],
  op: Operation,
  groups: Membership = [],
): T[] {
  switch (op.kind) {
    // A skill award adds its weight like any point (the skill is the history's, not the
    // total's); a reminder (0 points) changes no total, so every student keeps their object.
    case 'points':
      if (op.delta === 0) return [...students];
      return students.map((s) =>
        s.id === op.studentId ? { ...s, points: s.points + op.delta } : s,
      );
    case 'class-points':
      if (op.delta === 0) return [...students];
      // Absent students are not in the room: the whole-class change passes them by.
      return students.map((s) =>
        s.attendanceStatus === 'absent' ? s : { ...s, points: s.points + op.delta },
      );
    case 'group-points': {
      if (op.delta === 0) return [...students];
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
    case 'undo':
      // What an undo takes back is what the server stored when it applied the original
      // (operations/undo.ts); a device shows its own undo from what it remembers of its tap
      // (apps/web/src/lib/live/undo-memory.ts), and everyone else from the server's totals.
      return [...students];
  }
}
