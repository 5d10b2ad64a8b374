import { ConfigDescriptionSchema, ConfigNameSchema } from './class-run';
import {
  CLASS_CONFIG_STUDENTS_MAX,
  ROW_MAX,
  STUDENT_NAME_MAX,
  STUDENT_NOTES_MAX,
} from './constants';
import { IdSchema } from './ids';
import { AttendanceStatusSchema } from './students';
import { z } from './zod';

/**
 * One student of a saved roster (spec section 3): id, name, avatar, points, attendance, row
 * and notes as they were when it was saved. `avatar` is our own photo URL or null.
 */
export const SavedStudentSchema = z.object({
  id: IdSchema,
  name: z.string().trim().min(1).max(STUDENT_NAME_MAX),
  avatar: z.string().max(200).nullable(),
  points: z.number().int().min(-1_000_000).max(1_000_000),
  attendanceStatus: AttendanceStatusSchema,
  row: z.number().int().min(1).max(ROW_MAX).nullable(),
  notes: z.string().max(STUDENT_NOTES_MAX),
});
export type SavedStudent = z.infer<typeof SavedStudentSchema>;

/**
 * Save Class Configuration. The spec's call also carries a description and the student data;
 * both are checked and then made by the server: the description is always 'Saved class with
 * N students' and the roster is the class's own as it stands at the moment of saving, so a
 * device with a stale roster can never save points or names the class does not have.
 */
export const ClassConfigInputSchema = z.strictObject({
  name: ConfigNameSchema,
  description: ConfigDescriptionSchema,
  studentData: z.array(SavedStudentSchema).max(CLASS_CONFIG_STUDENTS_MAX).optional(),
});
export type ClassConfigInput = z.input<typeof ClassConfigInputSchema>;

export interface ClassConfigDto {
  id: number;
  classId: number;
  name: string;
  description: string;
  studentData: SavedStudent[];
  createdAt: string;
  updatedAt: string;
}

/** What loading a saved roster did (POST /api/class-configurations/{id}/load). */
export interface ClassConfigLoadResult {
  version: number;
  /** Saved students who were in the class roster already and took their saved fields. */
  restored: number;
  /** Saved students who were hidden (inactive) and are back. */
  unhidden: number;
  /** Saved students no longer in the class, made again (with new ids). */
  recreated: number;
  /** Current students not in the saved roster: hidden now, their history kept. */
  hidden: number;
}

/**
 * A student hidden by a load (GET /api/classes/{id}/hidden-students): kept with their history,
 * in no list or operation until shown again or brought back by a saved class that holds them.
 */
export interface HiddenStudentDto {
  id: number;
  name: string;
  avatarUrl: string | null;
  points: number;
  /** Some saved class of the class holds them, so loading it would bring them back too. */
  inSavedClass: boolean;
}

export interface ClassConfigEvents {
  /**
   * The class's saved configurations (rosters) changed: saved, deleted or loaded. Teachers'
   * devices only; they read the list again (the Load Class button shows while there is one).
   */
  'class-configs:changed': (payload: { classId: number }) => void;
}
