import type { AckCallback } from './ack';
import { MAX_OPS_PER_BATCH } from './constants';
import { IdSchema } from './ids';
import { FORM_MESSAGES } from './messages';
import { AttendanceStatusSchema } from './students';
import { z } from './zod';

export const OpIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, FORM_MESSAGES.opId);
const opId = OpIdSchema;
const delta = z.number().int().min(-100).max(100);
/** A point change is never 0, but a reminder skill gives 0 (it is logged, not counted). */
const noZeroWithoutSkill = (op: { delta: number; skillId?: number | undefined }) =>
  op.delta !== 0 || op.skillId !== undefined;
const zeroMessage = { message: FORM_MESSAGES.zeroPoints, path: ['delta'] };
/** The skill the point is given for (one of the class's); none for the quick +1 / -1. */
const skillId = IdSchema.optional();

/**
 * One change a device made on screen, with an id so that sending it twice applies it once
 * (R1). Taps within a short window coalesce into one delta before they are sent.
 */
export const OperationSchema = z.discriminatedUnion('kind', [
  z
    .strictObject({
      opId,
      kind: z.literal('points'),
      studentId: IdSchema,
      delta,
      skillId,
    })
    .refine(noZeroWithoutSkill, zeroMessage),
  z
    .strictObject({ opId, kind: z.literal('class-points'), delta, skillId })
    .refine(noZeroWithoutSkill, zeroMessage),
  /** A point for every member of a group who is here (absent members are passed by). */
  z
    .strictObject({ opId, kind: z.literal('group-points'), groupId: IdSchema, delta, skillId })
    .refine(noZeroWithoutSkill, zeroMessage),
  z.strictObject({
    opId,
    kind: z.literal('attendance'),
    studentId: IdSchema,
    status: AttendanceStatusSchema,
  }),
  z.strictObject({ opId, kind: z.literal('reset-points') }),
  z.strictObject({ opId, kind: z.literal('reset-attendance') }),
  /**
   * Takes back another operation of the class (`undoes`, its id): exactly what it changed,
   * keeping what happened since (a point given after a reset stays on top of the old total).
   */
  z.strictObject({ opId, kind: z.literal('undo'), undoes: opId }),
]);
export type Operation = z.infer<typeof OperationSchema>;

/** The same change, whatever order its fields came in. */
const sameChange = (a: Operation, b: Operation) => {
  const canonical = (op: Operation) =>
    JSON.stringify(Object.entries(op).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
  return canonical(a) === canonical(b);
};

export const OperationBatchSchema = z.strictObject({
  classId: IdSchema,
  ops: z
    .array(OperationSchema)
    .min(1)
    .max(MAX_OPS_PER_BATCH)
    // A resend may repeat an op; one id naming two different changes is not a resend.
    .refine((ops) => {
      const byId = new Map<string, Operation>();
      return ops.every((op) => {
        const first = byId.get(op.opId);
        byId.set(op.opId, first ?? op);
        return !first || sameChange(first, op);
      });
    }, FORM_MESSAGES.opIdTwice),
});
export type OperationBatch = z.infer<typeof OperationBatchSchema>;

export interface OperationRejection {
  opId: string;
  /**
   * not_found: the student, group or skill was deleted (or the skill is another class's). op_id_reused: the id was applied before to a
   * different change (a device never does this; it answers a bug or a forged resend).
   * cannot_undo: the operation to undo is not known (too old, or never applied), or was
   * undone already.
   */
  code: 'not_found' | 'op_id_reused' | 'cannot_undo';
  message: string;
}

export interface OperationResult {
  /** Class version after the batch (unchanged when nothing new was applied). */
  version: number;
  /** Ops applied now or in an earlier delivery: the device can forget them. */
  done: string[];
  /** Ops that can never apply (student or group deleted, id reused): rolled back on screen. */
  rejected: OperationRejection[];
}

export interface OperationCommands {
  /** A batch of taps; the answer says which were applied and the totals after them. */
  'ops:apply': (payload: OperationBatch, ack: AckCallback<OperationResult>) => void;
}
