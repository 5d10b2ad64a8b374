import type { AssessmentDto, AssessmentSource, AssessmentSummary } from '@classbeam/contracts';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { StudentAssessmentsTable } from '../../db/schema';

type AssessmentRow = Selectable<StudentAssessmentsTable>;

export function toAssessmentDto(row: AssessmentRow): AssessmentDto {
  return {
    id: row.id,
    studentId: row.student_id,
    classId: row.class_id,
    date: row.date,
    understanding: row.understanding,
    behavior: row.behavior,
    growth: row.growth,
    goalProgress: row.goal_progress,
    source: row.source,
    createdAt: row.created_at.toISOString(),
  };
}

export interface AssessmentValues {
  studentId: number;
  classId: number;
  date: string;
  source: AssessmentSource;
  understanding: number;
  behavior: number;
  growth: number;
  goalProgress: number | null;
  /** The server clock's time of the save. */
  at: number;
}

/**
 * One rating per student, day and source: a second save of the same day overwrites the first
 * (the teacher was asked first), and a teacher's rating never overwrites the student's own.
 */
export async function saveAssessment(
  db: Db,
  values: AssessmentValues,
): Promise<{ dto: AssessmentDto; created: boolean }> {
  const row = await db
    .insertInto('student_assessments')
    .values({
      student_id: values.studentId,
      class_id: values.classId,
      date: values.date,
      source: values.source,
      understanding: values.understanding,
      behavior: values.behavior,
      growth: values.growth,
      goal_progress: values.goalProgress,
      created_at: new Date(values.at),
    })
    .onConflict((oc) =>
      oc.columns(['student_id', 'date', 'source']).doUpdateSet((eb) => ({
        understanding: eb.ref('excluded.understanding'),
        behavior: eb.ref('excluded.behavior'),
        growth: eb.ref('excluded.growth'),
        goal_progress: eb.ref('excluded.goal_progress'),
        created_at: eb.ref('excluded.created_at'),
      })),
    )
    .returningAll()
    // PostgreSQL's way to tell an insert from an update in one upsert.
    .returning(sql<boolean>`xmax = 0`.as('created'))
    .executeTakeFirstOrThrow();
  const { created, ...stored } = row;
  return { dto: toAssessmentDto(stored), created };
}

/** The teacher's ratings of the class on one day (the overwrite prompt asks for these). */
export function teacherAssessmentsOn(db: Db, classId: number, date: string) {
  return (
    db
      .selectFrom('student_assessments')
      .selectAll()
      .where('class_id', '=', classId)
      .where('date', '=', date)
      .where('source', '=', 'teacher')
      // Ratings of students hidden by a roster load are kept, but they are not today's class.
      .where('student_id', 'in', (qb) =>
        qb
          .selectFrom('students')
          .select('id')
          .where('class_id', '=', classId)
          .where('is_active', '=', true),
      )
      .orderBy('student_id')
      .execute()
  );
}

/** Each active student's latest rating from the teacher and from themselves. */
export async function latestAssessments(db: Db, classId: number): Promise<AssessmentSummary[]> {
  const [students, latest] = await Promise.all([
    db
      .selectFrom('students')
      .select('id')
      .where('class_id', '=', classId)
      .where('is_active', '=', true)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('student_assessments')
      .selectAll()
      .distinctOn(['student_id', 'source'])
      .where('class_id', '=', classId)
      .orderBy('student_id')
      .orderBy('source')
      .orderBy('date', 'desc')
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  const bySide = new Map(latest.map((r) => [`${r.student_id}:${r.source}`, r]));
  const of = (studentId: number, source: AssessmentSource) => {
    const row = bySide.get(`${studentId}:${source}`);
    return row ? toAssessmentDto(row) : null;
  };
  return students.map(({ id }) => ({
    studentId: id,
    teacher: of(id, 'teacher'),
    self: of(id, 'self'),
  }));
}

/** A student's ratings from both sides, newest day first. */
export function studentAssessments(db: Db, studentId: number, limit: number) {
  return db
    .selectFrom('student_assessments')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('date', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
