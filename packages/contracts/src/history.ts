import type { AssessmentDto } from './assessments';
import type { AwardTarget, SkillIcon } from './skills';
import { z } from './zod';

/* History (the behaviour log read back; docs/decisions/0154). */

/** One student's award in a timeline (one behaviour-log row). */
export interface AwardEntry {
  /** The log row's id (a bigint, as a string). */
  id: string;
  /** The operation it came from: a group's or the class's award shares it across students. */
  opId: string | null;
  at: string;
  studentId: number;
  delta: number;
  skillId: number | null;
  /** The skill's name now (skills are archived, never deleted); null: a plain point. */
  skillName: string | null;
  skillIcon: SkillIcon | null;
  target: AwardTarget;
  groupId: number | null;
  /** When it was removed (by Undo or from the timeline); it no longer counts. */
  removedAt: string | null;
}

export type StudentEventKind = 'attendance' | 'note' | 'goal';

/** A change to a student's attendance, notes or goal, as the timeline lists it. */
export interface StudentEventEntry {
  id: string;
  at: string;
  kind: StudentEventKind;
  /** attendance: the new status; note and goal: the new text. */
  detail: string;
}

/** A day of a student's timeline, newest first in the answer. */
export interface StudentHistoryDay {
  date: string;
  /** The day's attendance as the class ended it (null: no record that day). */
  attendance: 'present' | 'late' | 'absent' | null;
  awards: AwardEntry[];
  events: StudentEventEntry[];
  /** The day's ratings, the teacher's and the student's own. */
  assessments: AssessmentDto[];
  /**
   * The class's Start Class, Reset and Reset to 5 that day (the board back at 5), oldest
   * first: why the board can say 5 when the day's points say +2.
   */
  classEvents: ClassEventEntry[];
}

export interface StudentHistory {
  studentId: number;
  from: string;
  to: string;
  /** The first day anything can be in the timeline (the student added, or an older entry). */
  firstDay: string;
  days: StudentHistoryDay[];
}

export type ClassEventKind = 'start' | 'reset' | 'reset-points' | 'finish';

/** An award of the class's timeline: one per operation, however many students it reached. */
export interface ClassAwardEntry {
  type: 'award';
  opId: string | null;
  at: string;
  target: AwardTarget;
  groupId: number | null;
  /** The group's name when it was given (groups may be deleted since). */
  groupName: string | null;
  skillId: number | null;
  skillName: string | null;
  skillIcon: SkillIcon | null;
  delta: number;
  /** Each student's log row: the timeline removes one, or all of them. */
  rows: { id: string; studentId: number; removedAt: string | null }[];
}

export interface ClassEventEntry {
  type: 'event';
  id: string;
  at: string;
  kind: ClassEventKind;
  /** Taken back by Undo: the scoreboard stands as before it. */
  undoneAt: string | null;
}

export interface ClassHistory {
  classId: number;
  date: string;
  /** Oldest first, as the lesson went. */
  entries: (ClassAwardEntry | ClassEventEntry)[];
}

export const HistoryQuerySchema = z.strictObject({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

export const ClassHistoryQuerySchema = z.strictObject({
  date: z.iso.date().optional(),
});

/** How a student's scoreboard total moved (-1: one point fewer on today's board). */
export interface BoardChange {
  studentId: number;
  change: number;
}

export interface RemovalResult {
  /** Rows removed now (0: they were removed already; the call is safe to repeat). */
  removed: number;
  version: number;
  /**
   * The scoreboard totals the removal moved: only awards given since the lesson's start
   * (`points_since`) count there, so removing last Tuesday's point leaves this empty.
   */
  board: BoardChange[];
}

export interface HistoryEvents {
  /** Awards left the history (the timeline's removal): timelines read again. */
  'history:changed': (payload: { classId: number }) => void;
}
