import { CLASS_DESCRIPTION_MAX, CLASS_GRADE_MAX, CLASS_NAME_MAX } from './constants';
import { FORM_MESSAGES, MESSAGES } from './messages';
import { z } from './zod';

/** YYYY-MM-DD that is also a real calendar date. */
export const DateStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, FORM_MESSAGES.dateForm)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, FORM_MESSAGES.dateMissing);

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

const scheduledDate = z
  .union([z.literal(''), DateStringSchema])
  .nullish()
  .transform((value) => (value ? value : null));

/** 0 Sunday .. 6 Saturday; forms send strings, so '0'..'6' are read as numbers, '' as none. */
const dayOfWeekInput = z.union([
  z.literal(''),
  z.null(),
  z.number().int().min(0).max(6),
  z
    .string()
    .regex(/^[0-6]$/)
    .transform(Number),
]);
const dayOfWeek = dayOfWeekInput
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value));
/** In an update, a missing weekday means "leave it", not "clear it". */
const dayOfWeekChange = dayOfWeekInput
  .optional()
  .transform((value) => (value === '' ? null : value));

const name = z
  .string({ error: MESSAGES.classNameRequired })
  .trim()
  .min(1, MESSAGES.classNameRequired)
  .max(CLASS_NAME_MAX, FORM_MESSAGES.classNameTooLong);

export const ClassCreateSchema = z.strictObject({
  name,
  grade: optionalText(CLASS_GRADE_MAX, FORM_MESSAGES.gradeTooLong),
  description: optionalText(CLASS_DESCRIPTION_MAX, FORM_MESSAGES.descriptionTooLong),
  scheduledDate,
  dayOfWeek,
  // The spec's form sends userId; it is accepted and ignored: the owner is the signed-in teacher.
  userId: z.unknown().optional(),
});
export type ClassCreateInput = z.input<typeof ClassCreateSchema>;

export const ClassUpdateSchema = z
  .strictObject({
    name: name.optional(),
    grade: optionalText(CLASS_GRADE_MAX, FORM_MESSAGES.gradeTooLong).optional(),
    description: optionalText(CLASS_DESCRIPTION_MAX, FORM_MESSAGES.descriptionTooLong).optional(),
    scheduledDate: scheduledDate.optional(),
    dayOfWeek: dayOfWeekChange,
    userId: z.unknown().optional(),
  })
  .transform(({ userId: _ignored, ...rest }) => rest);
export type ClassUpdateInput = z.input<typeof ClassUpdateSchema>;

export const ClassSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  name: z.string(),
  grade: z.string().nullable(),
  description: z.string().nullable(),
  scheduledDate: z.string().nullable(),
  dayOfWeek: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClassDto = z.infer<typeof ClassSchema>;

export type ClassScheduleKind = 'recurring' | 'one-time' | 'unscheduled';

/** The class's own events (socket.ts joins every area's events into one protocol). */
export interface ClassEvents {
  /** Class fields changed (name, grade, schedule day...); displays get it too. */
  'class:changed': (payload: { classId: number; version: number }) => void;
  'class:deleted': (payload: { classId: number }) => void;
}
