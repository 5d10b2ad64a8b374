import {
  ATTENDANCE_STATUSES,
  AVATAR_MAX_BYTES,
  BIRTH_DATES_MAX_PER_SAVE,
  ROW_MAX,
  STUDENT_GOAL_MAX,
  STUDENT_NAME_MAX,
  STUDENT_NOTES_MAX,
} from './constants';
import { IdSchema } from './ids';
import { BIRTH_DATES_MESSAGES, FORM_MESSAGES, MESSAGES } from './messages';
import type { AwardNote } from './skills';
import { z } from './zod';

// The limits and presets live in constants.ts (zod-free, for the browser's small chunks).
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const AttendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);

const studentName = z
  .string({ error: FORM_MESSAGES.studentNameRequired })
  .trim()
  .min(1, FORM_MESSAGES.studentNameRequired)
  .max(STUDENT_NAME_MAX, FORM_MESSAGES.studentNameTooLong);

const row = z
  .union([
    z.null(),
    z.literal(''),
    z.number().int().min(1).max(ROW_MAX),
    z
      .string()
      .regex(/^(10|[1-9])$/)
      .transform(Number),
  ])
  .transform((value) => (value === '' ? null : value));

/** An image as a data URL (JPEG, PNG or WebP); the server checks the bytes, not the label. */
const avatarDataUrl = z
  .string()
  .max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 64, FORM_MESSAGES.photoTooLarge)
  .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, FORM_MESSAGES.photoType);

/**
 * A date of birth as the self-assessment page asks for it (MM/DD/YYYY), or YYYY-MM-DD from a
 * date input. Only a keyed hash is stored (P3).
 */
export const BirthDateSchema = z
  .string()
  .trim()
  .min(8, MESSAGES.birthDateFormat)
  .max(10, MESSAGES.birthDateFormat)
  .regex(/^(\d{1,2}\/\d{1,2}\/\d{4}|\d{4}-\d{2}-\d{2})$/, MESSAGES.birthDateFormat);

export const StudentCreateSchema = z.strictObject({
  classId: IdSchema,
  name: studentName,
  avatar: z.union([avatarDataUrl, z.literal(''), z.null()]).optional(),
  row: row.optional(),
  notes: z.string().max(STUDENT_NOTES_MAX).optional(),
  goal: z.string().trim().max(STUDENT_GOAL_MAX).optional(),
  birthDate: z.union([BirthDateSchema, z.literal(''), z.null()]).optional(),
  // The spec's form sends these (checked like any field); a new student always starts at 5
  // points and present, whatever they say.
  points: z.number().int().min(-100_000).max(100_000).optional(),
  attendanceStatus: AttendanceStatusSchema.optional(),
});
export type StudentCreateInput = z.input<typeof StudentCreateSchema>;

export const StudentUpdateSchema = z.strictObject({
  name: studentName.optional(),
  avatar: z.union([avatarDataUrl, z.literal(''), z.null()]).optional(),
  notes: z.string().max(STUDENT_NOTES_MAX).optional(),
  goal: z.string().trim().max(STUDENT_GOAL_MAX).optional(),
  attendanceStatus: AttendanceStatusSchema.optional(),
  row: row.optional(),
  /** A new total: the server turns it into a logged increment, never a blind write. */
  points: z.number().int().min(-100_000).max(100_000).optional(),
  birthDate: z.union([BirthDateSchema, z.literal(''), z.null()]).optional(),
});
export type StudentUpdateInput = z.input<typeof StudentUpdateSchema>;

/**
 * `PUT /api/classes/{id}/birth-dates`: dates of birth for several students of the class in one
 * save (the whole-class table, decision 0141). Each student once; the dates replace any on
 * file, and only their keyed hashes are kept (P3).
 */
export const BirthDatesSchema = z.strictObject({
  birthDates: z
    .array(z.strictObject({ studentId: IdSchema, birthDate: BirthDateSchema }))
    .min(1, BIRTH_DATES_MESSAGES.none)
    .max(BIRTH_DATES_MAX_PER_SAVE, BIRTH_DATES_MESSAGES.tooMany)
    .refine(
      (entries) => new Set(entries.map((e) => e.studentId)).size === entries.length,
      BIRTH_DATES_MESSAGES.twice,
    ),
});
export type BirthDatesInput = z.input<typeof BirthDatesSchema>;

export interface BirthDatesResult {
  /** Students whose date of birth was set or replaced. */
  saved: number;
  /** The class version after the save. */
  version: number;
}

export const PointChangeSchema = z.strictObject({
  pointChange: z
    .number()
    .int()
    .min(-100)
    .max(100)
    .refine((n) => n !== 0, FORM_MESSAGES.zeroPoints),
});

/** What the teacher's devices see of a student. */
export interface StudentDto {
  id: number;
  classId: number;
  name: string;
  /** Our own URL of the photo, or null: the client draws initials locally (P2). */
  avatarUrl: string | null;
  points: number;
  attendanceStatus: AttendanceStatus;
  row: number | null;
  notes: string;
  goal: string;
  hasBirthDate: boolean;
  createdAt: string;
}

/** What a display link sees: no notes, goals or birth dates. */
export type PublicStudentDto = Pick<
  StudentDto,
  'id' | 'name' | 'avatarUrl' | 'points' | 'attendanceStatus'
>;

/** The live part of a student, as broadcast after each change. */
export type StudentLive = Pick<StudentDto, 'id' | 'points' | 'attendanceStatus'>;

/** The roster's events; every event carries the class version it produced. */
export interface StudentEvents {
  /** Points or attendance changed: new totals, and the op ids that produced them. */
  'students:changed': (payload: {
    classId: number;
    version: number;
    students: StudentLive[];
    opIds: string[];
    /** The awards this change applied (points given or taken, with their skill). */
    awards?: AwardNote[];
  }) => void;
  /** Students added, removed, renamed or re-photographed: fetch the snapshot again. */
  'roster:changed': (payload: { classId: number; version: number }) => void;
}
