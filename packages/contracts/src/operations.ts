import { MAX_OPS_PER_BATCH } from './constants';
import { IdSchema } from './ids';
import { AttendanceStatusSchema } from './students';
import { z } from './zod';

export const OpIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Operation ids are 8-64 url-safe characters');
const opId = OpIdSchema;
const delta = z
  .number()
  .int()
  .min(-100)
  .max(100)
  .refine((n) => n !== 0, 'A point change cannot be 0');

/**
 * One change a device made on screen, with an id so that sending it twice applies it once
 * (R1). Taps within a short window coalesce into one delta before they are sent.
 */
export const OperationSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    opId,
    kind: z.literal('points'),
    studentId: IdSchema,
    delta,
  }),
  z.strictObject({ opId, kind: z.literal('class-points'), delta }),
  /** A point for every member of a group who is here (absent members are passed by). */
  z.strictObject({ opId, kind: z.literal('group-points'), groupId: IdSchema, delta }),
  z.strictObject({
    opId,
    kind: z.literal('attendance'),
    studentId: IdSchema,
    status: AttendanceStatusSchema,
  }),
  z.strictObject({ opId, kind: z.literal('reset-points') }),
  z.strictObject({ opId, kind: z.literal('reset-attendance') }),
]);
export type Operation = z.infer<typeof OperationSchema>;

export const OperationBatchSchema = z.strictObject({
  classId: IdSchema,
  ops: z.array(OperationSchema).min(1).max(MAX_OPS_PER_BATCH),
});
export type OperationBatch = z.infer<typeof OperationBatchSchema>;

export interface OperationRejection {
  opId: string;
  code: 'not_found';
  message: string;
}

export interface OperationResult {
  /** Class version after the batch (unchanged when nothing new was applied). */
  version: number;
  /** Ops applied now or in an earlier delivery: the device can forget them. */
  done: string[];
  /** Ops that can never apply (student or group deleted): the device rolls them back on screen. */
  rejected: OperationRejection[];
}
