import { type HiddenStudentDto, MESSAGES, type StudentDto } from '@classbeam/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { StudentRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import { bumpVersion, lockClass } from '../classes/classes.repository';
import { toStudentDto } from '../students/students.service';

/**
 * The class's hidden students (made inactive by a load), by name: the one place a teacher finds
 * them. `inSavedClass` says whether some saved class holds them, the same containment test
 * that takes a deleted student out of the saved rosters.
 */
export async function listHiddenStudents(db: Db, classId: number): Promise<HiddenStudentDto[]> {
  const rows = await db
    .selectFrom('students as s')
    .select(['s.id', 's.name', 's.avatar', 's.points'])
    .select(
      sql<boolean>`exists (
        select 1 from class_configurations as c
        where c.class_id = s.class_id
          and c.student_data @> jsonb_build_array(jsonb_build_object('id', s.id)))`.as(
        'in_saved_class',
      ),
    )
    .where('s.class_id', '=', classId)
    .where('s.is_active', '=', false)
    .where('s.deleting_until', 'is', null)
    .orderBy(sql`lower(s.name)`)
    .orderBy('s.id')
    .execute();
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    avatarUrl: s.avatar || null,
    points: s.points,
    inSavedClass: s.in_saved_class,
  }));
}

/**
 * Shows a hidden student again, under the class lock every roster writer takes (so it is
 * ordered with a load that would hide or show them). They come back with what they kept: points,
 * attendance, row, notes, photo and history; not into a group (they left it when hidden).
 * Already shown (another device, a double tap) is not an error: `version` is then null and
 * nobody needs telling.
 */
export async function showHiddenStudent(
  db: Db,
  student: StudentRow,
): Promise<{ value: StudentDto; version: number | null }> {
  return db.transaction().execute(async (trx) => {
    await lockClass(trx, student.class_id);
    const shown = await trx
      .updateTable('students')
      .set({ is_active: true })
      .where('id', '=', student.id)
      .where('class_id', '=', student.class_id)
      .where('is_active', '=', false)
      .where('deleting_until', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (shown) {
      return { value: toStudentDto(shown), version: await bumpVersion(trx, student.class_id) };
    }
    // Deleted meanwhile is a 404 like any missing student.
    const now = await trx
      .selectFrom('students')
      .selectAll()
      .where('id', '=', student.id)
      .executeTakeFirst();
    if (!now) throw notFound(MESSAGES.studentNotFound);
    return { value: toStudentDto(now), version: null };
  });
}
