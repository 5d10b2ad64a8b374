import { STARTING_POINTS } from '@classbeam/contracts';
import type { ExistingStudent, ExportScores, ExportStudent } from '@classbeam/domain/roster-csv';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { teacherAssessmentsOn } from '../assessments/assessments.repository';

/*
 * Only active students take part: an inactive one (left out by a loaded class configuration)
 * is hidden everywhere, so neither exported nor matched by name. The preview only names them
 * when a new student of the import would share a hidden student's name (RC14).
 */

/** Whether a date of birth is on file, never the hash itself: the plan does not compare (P3). */
export function activeStudents(db: Db, classId: number): Promise<ExistingStudent[]> {
  return db
    .selectFrom('students')
    .select(['id', 'name', 'notes'])
    .select(sql<boolean>`birth_date_hash is not null`.as('hasBirthDate'))
    .where('class_id', '=', classId)
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
}

/** The names of the class's hidden students. */
export async function hiddenNames(db: Db, classId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('students')
    .select('name')
    .where('class_id', '=', classId)
    .where('is_active', '=', false)
    .where('deleting_until', 'is', null)
    .execute();
  return rows.map((r) => r.name);
}

export async function exportStudents(db: Db, classId: number): Promise<ExportStudent[]> {
  const rows = await db
    .selectFrom('students')
    .select(['id', 'name', 'points', 'attendance_status', 'row', 'notes'])
    .where('class_id', '=', classId)
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
  return rows.map(({ attendance_status, ...row }) => ({
    ...row,
    attendanceStatus: attendance_status,
  }));
}

/** The teacher's ratings of the day, by student (one per student and day). */
export async function teacherScoresOn(
  db: Db,
  classId: number,
  date: string,
): Promise<Map<number, ExportScores>> {
  const rows = await teacherAssessmentsOn(db, classId, date);
  return new Map(
    rows.map((r) => [
      r.student_id,
      {
        understanding: r.understanding,
        behavior: r.behavior,
        growth: r.growth,
        goalProgress: r.goal_progress,
      },
    ]),
  );
}

/**
 * New students of an import: 5 points and present, as the Add Student form makes them, with
 * the keyed hash of their date of birth where the file gave one.
 */
export async function insertStudents(
  db: Db,
  classId: number,
  students: readonly {
    name: string;
    row: number | null;
    notes: string;
    birthDateHash: string | null;
  }[],
): Promise<void> {
  if (students.length === 0) return;
  await db
    .insertInto('students')
    .values(
      students.map((s) => ({
        class_id: classId,
        name: s.name,
        row: s.row,
        notes: s.notes,
        birth_date_hash: s.birthDateHash,
        points: STARTING_POINTS,
        attendance_status: 'present' as const,
      })),
    )
    .execute();
}

/**
 * One statement for every change of an import's matched students: a null keeps the notes, or
 * the date of birth, as they are.
 */
export async function updateMatched(
  db: Db,
  classId: number,
  changes: readonly { studentId: number; notes: string | null; birthDateHash: string | null }[],
): Promise<void> {
  if (changes.length === 0) return;
  await sql`
    update students as s
    set notes = coalesce(u.notes, s.notes),
        birth_date_hash = coalesce(u.hash, s.birth_date_hash)
    from unnest(
      ${changes.map((c) => c.studentId)}::int[],
      ${changes.map((c) => c.notes)}::text[],
      ${changes.map((c) => c.birthDateHash)}::text[]
    ) as u(id, notes, hash)
    where s.id = u.id and s.class_id = ${classId} and s.is_active`.execute(db);
}
