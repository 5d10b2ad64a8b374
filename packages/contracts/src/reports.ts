import type { AssessmentDto } from './assessments';
import { PARENT_NOTE_MAX, REPORT_MESSAGES } from './report-constants';
import type { SkillIcon } from './skills';
import { z } from './zod';

/*
 * Reports (Step 11, docs/decisions/0155-0157): read models over the behaviour log, attendance
 * days and assessments, for a student or a class over a range of days. The rules behind the
 * figures (percent positive, day colours, days or weeks) are in @classbeam/domain/reports.
 */

/*
 * The schemas are built inside pure calls: a browser chunk that imports only the types and the
 * constants leaves them out (F4); the server uses them.
 */

/** `?from=&to=` of a report or the history export; each day left out is today. */
export const ReportQuerySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  }))();

/** A change to a class's report settings (the term, the day colours); what is left out stays. */
export const ReportSettingsPatchSchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      /** The term's first and last day; both null clears it. */
      term: z
        .strictObject({ from: z.iso.date(), to: z.iso.date() })
        .refine((t) => t.from <= t.to, REPORT_MESSAGES.term)
        .nullable()
        .optional(),
      /** The term goes to every class of the teacher's too (a school's terms are the same). */
      everyClass: z.boolean().optional(),
      greenAt: z.number().int().min(1).max(100).optional(),
      yellowAt: z.number().int().min(0).max(99).optional(),
    })
    .refine((patch) => patch.everyClass === undefined || patch.term !== undefined, {
      message: REPORT_MESSAGES.everyClassWithTerm,
      path: ['everyClass'],
    })
    .refine((patch) => Object.keys(patch).length > 0, REPORT_MESSAGES.nothingToChange))();
export type ReportSettingsPatch = z.infer<typeof ReportSettingsPatchSchema>;

export const ParentNoteSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    text: z.string().trim().max(PARENT_NOTE_MAX, REPORT_MESSAGES.parentNoteTooLong),
  }))();

export interface ReportSettings {
  term: { from: string; to: string } | null;
  greenAt: number;
  yellowAt: number;
}

export interface ParentNote {
  text: string;
  /** null: never written. */
  updatedAt: string | null;
}

/** Points given and taken (both as positive numbers) and what they make. */
export interface PointsFigures {
  given: number;
  taken: number;
  /** Awards of 0 points (a skill that is a reminder). */
  reminders: number;
  /** Every award counted (one per student reached). */
  awards: number;
  /** RE2: whole percent, null without points either way. */
  percentPositive: number | null;
}

/** A skill's share of the range; `skillId` null is "No skill" (a plain point). */
export interface SkillFigures {
  skillId: number | null;
  name: string;
  icon: SkillIcon | null;
  archived: boolean;
  given: number;
  taken: number;
  reminders: number;
  awards: number;
}

/** A step of points over time: a day, or a week named by its first day in the range (RE4). */
export interface SeriesStep {
  start: string;
  given: number;
  taken: number;
}

export interface PointsSeries {
  unit: 'day' | 'week';
  steps: SeriesStep[];
}

export interface AttendanceFigures {
  present: number;
  late: number;
  absent: number;
}

/**
 * A month of day dots (RE5): every day of the month, a day outside the report's range with no
 * figures, no colour and no attendance (the page draws it faint).
 */
export interface DotsMonth {
  month: string;
  days: MonthDay[];
}

/** A day of the month's dots (RE3, RE5). */
export interface MonthDay {
  date: string;
  given: number;
  taken: number;
  percentPositive: number | null;
  tone: 'green' | 'yellow' | 'red' | 'none';
  /** A student's attendance that day (null: no record); a class's: null. */
  attendance: 'present' | 'late' | 'absent' | null;
}

export interface ReportRange {
  from: string;
  to: string;
  /** The server's today: the series stops there (RE6). */
  today: string;
}

export interface ReportClass {
  id: number;
  name: string;
}

export interface StudentReport {
  range: ReportRange;
  class: ReportClass;
  student: {
    id: number;
    name: string;
    avatarUrl: string | null;
    goal: string;
    /** The private classroom notes: the parent page prints them only when the teacher asks. */
    notes: string;
    /** Not in the roster now (left out by a loaded saved class). */
    hidden: boolean;
  };
  points: PointsFigures;
  skills: SkillFigures[];
  series: PointsSeries;
  attendance: AttendanceFigures;
  /** Each month of the range (its last 12 at most), oldest first. */
  months: DotsMonth[];
  /** Every rating in the range, both sides, oldest first. */
  assessments: AssessmentDto[];
  /** The latest of each side on or before the range's last day (the radar). */
  latest: { teacher: AssessmentDto | null; self: AssessmentDto | null };
  parentNote: ParentNote;
  settings: ReportSettings;
}

/** One student's line of the class report. */
export interface ClassReportRow {
  studentId: number;
  name: string;
  hidden: boolean;
  points: PointsFigures;
  attendance: AttendanceFigures;
}

/** The class's average ratings of a day, each side apart (null: no rating that day). */
export interface AssessmentAverages {
  understanding: number;
  behavior: number;
  growth: number;
  /** Over the ratings that have one; null when none has. */
  goalProgress: number | null;
  /** How many ratings were averaged (one a student). */
  count: number;
  /** How many of them had a goal progress (its average is over these alone). */
  goalCount: number;
}

export interface ClassReport {
  range: ReportRange;
  class: ReportClass;
  points: PointsFigures;
  skills: SkillFigures[];
  series: PointsSeries;
  /** Student-days: a class of 25 over 4 days has up to 100. */
  attendance: AttendanceFigures;
  /** Each month of the range (its last 12 at most), oldest first. */
  months: DotsMonth[];
  /** Per day with ratings, oldest first: each side's averages. */
  assessments: {
    date: string;
    teacher: AssessmentAverages | null;
    self: AssessmentAverages | null;
  }[];
  /** The average of each student's latest rating on or before the range's end, each side. */
  latest: { teacher: AssessmentAverages | null; self: AssessmentAverages | null };
  students: ClassReportRow[];
  settings: ReportSettings;
}
