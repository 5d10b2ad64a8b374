import type { ReportSettings } from '@classbeam/contracts';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { StudentAssessmentsTable } from '../../db/schema';

/*
 * The reads behind reports (docs/decisions/0155). Each goes through its class's or its
 * students' own indexes: awards by `behavior_logs (class_id, timestamp)` or `(student_id,
 * timestamp)`, attendance by the class's students and `daily_attendance (student_id, date)`,
 * ratings by `student_assessments (class_id, date)` or `(student_id, date, source)`; no read
 * touches another class's rows (F10, bench/reports.mjs prints the plans).
 */

/** The server's time zone, in which a day of the report is a day (as `localDate`'s). */
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface ReportStudentRow {
  id: number;
  name: string;
  avatar: string;
  goal: string;
  notes: string;
  is_active: boolean;
}

/**
 * The students a report may name: the class's, hidden ones too (their history is kept), not
 * one inside a delete's undo window (to everything but the undo they are gone). By name.
 */
export async function reportStudents(db: Db, classId: number): Promise<ReportStudentRow[]> {
  const rows = await db
    .selectFrom('students')
    .select(['id', 'name', 'avatar', 'goal', 'notes', 'is_active'])
    .where('class_id', '=', classId)
    .where('deleting_until', 'is', null)
    .execute();
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** Students of the class inside a delete's undo window: their awards count nowhere. */
async function goneStudents(db: Db, classId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('students')
    .select('id')
    .where('class_id', '=', classId)
    .where('deleting_until', 'is not', null)
    .execute();
  return rows.map((r) => r.id);
}

export interface SkillSum {
  studentId: number;
  skillId: number | null;
  given: number;
  taken: number;
  reminders: number;
  awards: number;
}

export interface DaySum extends Omit<SkillSum, 'skillId' | 'studentId'> {
  /** null: the whole class's day (a class report); else one student's. */
  studentId: number | null;
  date: string;
}

type SumRow = {
  by_day: boolean;
  student_id: number | null;
  skill_id: number | null;
  date: string | null;
  given: number;
  taken: number;
  reminders: number;
  awards: number;
};

/**
 * The awards that count (kind 'award', not removed) added up two ways in one pass: per
 * student and skill over `range`, and per day over `days` (the reports pass the range: the
 * dots colour only its days), per student (`perStudentDays`) or for the class as a whole.
 */
export async function pointSums(
  db: Db,
  classId: number,
  range: { start: Date; end: Date },
  days: { start: Date; end: Date },
  { studentIds, perStudentDays }: { studentIds?: number[]; perStudentDays: boolean },
): Promise<{ skills: SkillSum[]; days: DaySum[] }> {
  const gone = studentIds === undefined ? await goneStudents(db, classId) : [];
  const lo = new Date(Math.min(range.start.getTime(), days.start.getTime()));
  const hi = new Date(Math.max(range.end.getTime(), days.end.getTime()));
  const daySet = perStudentDays ? sql`(b.student_id, d.date)` : sql`(d.date)`;
  const result = await sql<SumRow>`
    select grouping(d.date) = 0 as by_day, b.student_id, b.skill_id, d.date::text as date,
           coalesce(sum(b.point_change) filter (where b.point_change > 0), 0)::int as given,
           coalesce(-sum(b.point_change) filter (where b.point_change < 0), 0)::int as taken,
           (count(*) filter (where b.point_change = 0))::int as reminders,
           count(*)::int as awards
    from behavior_logs as b
    cross join lateral (
      select (b."timestamp" at time zone ${TIME_ZONE})::date as date,
             b."timestamp" >= ${range.start} and b."timestamp" < ${range.end} as in_range
    ) as d
    where b.class_id = ${classId} and b.kind = 'award' and b.removed_at is null
      and b."timestamp" >= ${lo} and b."timestamp" < ${hi}
      ${studentIds === undefined ? sql`` : sql`and b.student_id = any(${studentIds}::int[])`}
      ${gone.length === 0 ? sql`` : sql`and b.student_id <> all(${gone}::int[])`}
    group by grouping sets ((b.student_id, b.skill_id, d.in_range), ${daySet})
    having grouping(d.date) = 0 or d.in_range`.execute(db);
  const skills: SkillSum[] = [];
  const daySums: DaySum[] = [];
  for (const r of result.rows) {
    const sums = { given: r.given, taken: r.taken, reminders: r.reminders, awards: r.awards };
    if (r.by_day)
      daySums.push({
        studentId: perStudentDays ? r.student_id : null,
        date: r.date ?? '',
        ...sums,
      });
    else skills.push({ studentId: r.student_id ?? 0, skillId: r.skill_id, ...sums });
  }
  return { skills, days: daySums };
}

export interface AttendanceRow {
  student_id: number;
  date: string;
  status: 'present' | 'late' | 'absent';
}

/** The days in class of the students between two days (both included). */
export async function attendanceDays(
  db: Db,
  classId: number,
  from: string,
  to: string,
  studentIds?: number[],
): Promise<AttendanceRow[]> {
  const rows = await sql<AttendanceRow>`
    select d.student_id, d.date, d.status
    from students as s
    join daily_attendance as d on d.student_id = s.id
    where s.class_id = ${classId} and s.deleting_until is null
      ${studentIds === undefined ? sql`` : sql`and s.id = any(${studentIds}::int[])`}
      and d.date >= ${from} and d.date <= ${to}`.execute(db);
  return rows.rows;
}

export type AssessmentRow = Selectable<StudentAssessmentsTable>;

/** The ratings of the students (or the class) in a range, both sides, oldest first. */
export function ratingsIn(
  db: Db,
  classId: number,
  from: string,
  to: string,
  studentIds?: number[],
): Promise<AssessmentRow[]> {
  return db
    .selectFrom('student_assessments')
    .selectAll()
    .where('class_id', '=', classId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .$if(studentIds !== undefined, (qb) => qb.where('student_id', 'in', studentIds ?? []))
    .orderBy('date')
    .orderBy('source', 'desc')
    .orderBy('student_id')
    .execute();
}

/** Each student's latest rating of each side on or before a day. */
export async function latestRatings(
  db: Db,
  classId: number,
  to: string,
  studentIds?: number[],
): Promise<AssessmentRow[]> {
  const result = await sql<AssessmentRow>`
    select distinct on (a.student_id, a.source) a.*
    from student_assessments as a
    where a.class_id = ${classId} and a.date <= ${to}
      ${studentIds === undefined ? sql`` : sql`and a.student_id = any(${studentIds}::int[])`}
    order by a.student_id, a.source, a.date desc`.execute(db);
  return result.rows;
}

export interface SkillRow {
  id: number;
  name: string;
  icon: string;
  archived: boolean;
  position: number;
}

export function classSkills(db: Db, classId: number): Promise<SkillRow[]> {
  return db
    .selectFrom('skills')
    .select(['id', 'name', 'icon', 'archived', 'position'])
    .where('class_id', '=', classId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function parentNotes(
  db: Db,
  studentIds: number[],
): Promise<Map<number, { text: string; updatedAt: Date }>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('parent_notes')
    .select(['student_id', 'text', 'updated_at'])
    .where('student_id', 'in', studentIds)
    .execute();
  return new Map(rows.map((r) => [r.student_id, { text: r.text, updatedAt: r.updated_at }]));
}

/** Writes a student's note for the parents (an empty note is kept empty, not deleted). */
export async function saveParentNote(
  db: Db,
  student: { id: number; class_id: number },
  text: string,
  at: Date,
): Promise<{ text: string; updatedAt: Date }> {
  const row = await db
    .insertInto('parent_notes')
    .values({ student_id: student.id, class_id: student.class_id, text, updated_at: at })
    .onConflict((oc) =>
      oc.column('student_id').doUpdateSet({ text, updated_at: at, class_id: student.class_id }),
    )
    .returning(['text', 'updated_at'])
    .executeTakeFirstOrThrow();
  return { text: row.text, updatedAt: row.updated_at };
}

export async function readReportSettings(db: Db, classId: number): Promise<ReportSettings> {
  const row = await db
    .selectFrom('class_settings')
    .select(['term_from', 'term_to', 'report_green_at', 'report_yellow_at'])
    .where('class_id', '=', classId)
    .executeTakeFirst();
  return settingsOf(row);
}

export function settingsOf(
  row:
    | {
        term_from: string | null;
        term_to: string | null;
        report_green_at: number;
        report_yellow_at: number;
      }
    | undefined,
): ReportSettings {
  return {
    term: row?.term_from && row.term_to ? { from: row.term_from, to: row.term_to } : null,
    greenAt: row?.report_green_at ?? 80,
    yellowAt: row?.report_yellow_at ?? 50,
  };
}
