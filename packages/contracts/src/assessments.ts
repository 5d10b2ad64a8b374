import { DateStringSchema } from './classes';
import { ASSESSMENT_SCORE_MAX, ASSESSMENT_SCORE_MIN, type Language } from './constants';
import { IdSchema } from './ids';
import { FORM_MESSAGES } from './messages';
import { BirthDateSchema } from './students';
import { z } from './zod';

/** Who rated: the teacher at the end of class, or the student on the self-assessment page. */
export type AssessmentSource = 'teacher' | 'self';

const score = z
  .number({ error: FORM_MESSAGES.score })
  .int(FORM_MESSAGES.score)
  .min(ASSESSMENT_SCORE_MIN, FORM_MESSAGES.score)
  .max(ASSESSMENT_SCORE_MAX, FORM_MESSAGES.score);

/** The three axes every student has, and goal progress for a student with a goal. */
const scores = {
  understanding: score,
  behavior: score,
  growth: score,
  goalProgress: score.nullable().optional(),
};

/**
 * `POST /api/classes/{id}/students/{studentId}/assessments`, the teacher's rating (spec
 * section 7). The ids in the body may be left out; when sent they must match the path. The
 * date is the lesson's (the device's today); left out, the server's today.
 */
export const TeacherAssessmentSchema = z.strictObject({
  studentId: IdSchema.optional(),
  classId: IdSchema.optional(),
  date: DateStringSchema.optional(),
  ...scores,
});
export type TeacherAssessmentInput = z.input<typeof TeacherAssessmentSchema>;

/**
 * A student's own rating, sent with the lease that proves who they are. The date is the
 * iPad's today, the classroom's, like the teacher's device's: a server on UTC would otherwise
 * file an evening lesson's self-rating under the next day. The server takes it only within a
 * day of its own.
 */
export const SelfAssessmentSchema = z.strictObject({
  date: DateStringSchema.optional(),
  ...scores,
});
export type SelfAssessmentInput = z.input<typeof SelfAssessmentSchema>;

export interface AssessmentDto {
  id: number;
  studentId: number;
  classId: number;
  /** The lesson's date, YYYY-MM-DD. */
  date: string;
  understanding: number;
  behavior: number;
  growth: number;
  goalProgress: number | null;
  source: AssessmentSource;
  createdAt: string;
}

/** An entry of `GET /api/classes/{id}/assessments?date=` (the teacher's, for the overwrite prompt). */
export type AssessmentEntry = Pick<
  AssessmentDto,
  'studentId' | 'understanding' | 'behavior' | 'growth' | 'goalProgress'
>;

/** A student's latest rating from each side, for the dashboard's results. */
export interface AssessmentSummary {
  studentId: number;
  teacher: AssessmentDto | null;
  self: AssessmentDto | null;
}

/**
 * `POST /api/classes/{id}/assessment-sessions`: a student on the shared iPad proves who they
 * are; on success the class's one session is theirs (a lease the iPad keeps alive).
 */
export const SessionStartSchema = z.strictObject({
  studentId: IdSchema,
  birthDate: BirthDateSchema,
});
export type SessionStartInput = z.input<typeof SessionStartSchema>;

/** The lease the iPad holds: its id is the iPad's alone (heartbeat, submit, end). */
export interface SessionLease {
  sessionId: string;
  studentId: number;
  /** What the assessment dialog needs of the student. */
  name: string;
  goal: string;
  /** Heartbeat at least this often (ms). */
  heartbeatMs: number;
}

/** A session as every device of the class sees it (never its id, which is the iPad's key). */
export interface SessionView {
  studentId: number;
  startedAt: string;
  lastHeartbeat: string;
}

/** A student of the self-assessment page: a picture to pick, nothing more. */
export interface KioskStudent {
  id: number;
  name: string;
  avatarUrl: string | null;
  /** No date of birth on file: the page says to ask the teacher instead of asking for it. */
  hasBirthDate: boolean;
  /** Locked for the day after 3 wrong dates of birth, until the teacher unlocks. */
  locked: boolean;
  /** Tries left today before the lock (3 with no wrong date yet, 0 when locked). */
  triesLeft: number;
}

/**
 * `GET /api/self-assessment/{classId}` with the class key. Names and photos only while the
 * page is open to students; otherwise the state says why, and nothing else.
 */
export type KioskState = (
  | {
      state: 'open';
      className: string;
      students: KioskStudent[];
      active: SessionView | null;
      /** ISO time the teacher's window closes by itself. */
      openUntil: string;
    }
  | { state: 'closed' | 'disabled'; className: string }
) & {
  /** The class's language for the devices students see; null: the iPad's browser decides. */
  language: Language | null;
};

/** The self-assessment window and who is locked out, as the teacher's devices see it. */
export interface SelfAssessmentView {
  /** The class key the link and QR carry (>= 128 bits). */
  key: string;
  /** ISO time the window closes by itself, or null while closed. */
  openUntil: string | null;
  active: SessionView | null;
  /** Students locked for today after 3 wrong dates of birth. */
  lockedStudentIds: number[];
}

/** `PUT /api/classes/{id}/self-assessment`: the teacher opens (30 minutes) or closes the page. */
export const SelfAssessmentWindowSchema = z.strictObject({ open: z.boolean() });

/** An entry of `GET /api/classes/{id}/assessment-sessions` (the spec's 5 s poll), without its id. */
export interface SessionEntry {
  studentId: number;
  sessionType: 'self_assessment';
  isActive: boolean;
  createdAt: string;
  lastHeartbeat: string;
}

export interface AssessmentEvents {
  /**
   * The self-assessment page's window, key or lockouts changed (teachers' devices only: the
   * key and who is locked are theirs to see).
   */
  'self-assessment:changed': (payload: { classId: number; view: SelfAssessmentView }) => void;
  /**
   * A teacher's or a student's assessment was saved (teachers' devices only): the dashboard's
   * results read them again. Assessments are not part of the class version.
   */
  'assessments:changed': (payload: {
    classId: number;
    studentId: number;
    source: AssessmentSource;
  }) => void;
  /**
   * To display links: the self-assessment page is open until then, or closed (null). Their QR
   * code shows only while it is open.
   */
  'self-assessment:window': (payload: { classId: number; openUntil: string | null }) => void;
  /** Who is in session on the self-assessment page now; teachers' devices and the iPads. */
  'assessment:session': (payload: { classId: number; active: SessionView | null }) => void;
  /**
   * Sent to the self-assessment iPads: the page changed (opened, closed, roster, lockouts),
   * read it again. Carries nothing, so nothing leaks to a kiosk whose window just closed.
   */
  'kiosk:changed': (payload: { classId: number }) => void;
}
