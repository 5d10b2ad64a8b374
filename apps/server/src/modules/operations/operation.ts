import type { AwardNote, Operation, OperationRejection, StudentLive } from '@classbeam/contracts';

/** What REST calls add to the client operations: PATCH points sends a total. */
export type ServerOperation =
  | Exclude<Operation, { kind: 'reset-points' }>
  | { opId: string; kind: 'set-points'; studentId: number; points: number }
  /** A reset says what made it, for the class timeline: Start Class, Reset, or Reset to 5. */
  | { opId: string; kind: 'reset-points'; cause?: 'start' | 'reset' };

/** What applying a batch answers: shared by the tap statement and the mixed path. */
export interface AppliedBatch {
  version: number;
  /** Every op id the device may forget: applied now, applied before, or rejected. */
  done: string[];
  rejected: OperationRejection[];
  /** New totals of every student this batch changed. */
  students: StudentLive[];
  /** The ids applied by this call (what the broadcast carries). */
  appliedNow: string[];
  /** The awards applied by this call, with their skills (the broadcast carries them). */
  awards: AwardNote[];
}

/**
 * What an operation does, without its id: stored beside the id when it is applied, so a resend
 * (same id, same change) is answered done, and the same id carrying another change is told
 * apart and refused instead of being taken for a resend (R1).
 */
export function opFingerprint(op: ServerOperation): string {
  switch (op.kind) {
    case 'points':
      return `points:${op.studentId}:${op.delta}${skillPart(op.skillId)}`;
    case 'class-points':
      return `class-points:${op.delta}${skillPart(op.skillId)}`;
    case 'group-points':
      return `group-points:${op.groupId}:${op.delta}${skillPart(op.skillId)}`;
    case 'attendance':
      return `attendance:${op.studentId}:${op.status}`;
    case 'set-points':
      return `set-points:${op.studentId}:${op.points}`;
    case 'undo':
      return `undo:${op.undoes}`;
    case 'reset-points':
    case 'reset-attendance':
      return op.kind;
  }
}

/** A skill joins the fingerprint only when there is one, so plain taps keep theirs. */
const skillPart = (skillId: number | undefined) => (skillId === undefined ? '' : `:s${skillId}`);
