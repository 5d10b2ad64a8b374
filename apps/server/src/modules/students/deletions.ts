import { MESSAGES, STUDENT_DELETE_UNDO_MS, type StudentDto } from '@classbeam/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { StudentRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { bumpVersion, lockClass } from '../classes/classes.repository';
import { deleteStudent, toStudentDto } from './students.service';

/*
 * A delete is final after a short window (Step 10): first the student is put aside, hidden
 * from every list and every device at once, then the sweep deletes them for good, with all
 * they had (history, photo, places in saved classes and layouts: privacy P4). Within the
 * window Undo puts them back exactly as they were.
 */

/** Puts a student aside for the undo window; the class's new version. */
export async function putAside(db: Db, student: StudentRow, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockClass(trx, student.class_id);
    await trx
      .updateTable('students')
      .set({
        active_before: sql`is_active`,
        is_active: false,
        deleting_until: new Date(now.getTime() + STUDENT_DELETE_UNDO_MS),
      })
      .where('id', '=', student.id)
      .where('deleting_until', 'is', null)
      .execute();
    return bumpVersion(trx, student.class_id);
  });
}

/** Undo of a delete inside its window: the student back as they were; else 409. */
export async function bringBack(
  db: Db,
  student: StudentRow,
  now: Date,
): Promise<{ student: StudentDto; version: number }> {
  return db.transaction().execute(async (trx) => {
    await lockClass(trx, student.class_id);
    const back = await trx
      .updateTable('students')
      .set({
        is_active: sql`coalesce(active_before, true)`,
        active_before: null,
        deleting_until: null,
      })
      .where('id', '=', student.id)
      .where('deleting_until', '>', now)
      .returningAll()
      .executeTakeFirst();
    if (!back) throw new AppError(409, 'conflict', MESSAGES.studentDeleteFinal);
    return { student: toStudentDto(back), version: await bumpVersion(trx, student.class_id) };
  });
}

/**
 * Deletes for good every student whose window has passed; the classes and versions to tell.
 * Safe beside another instance doing the same: each student is claimed by one delete.
 */
export async function finishDeletions(
  db: Db,
  now: Date,
): Promise<{ classId: number; version: number }[]> {
  const due = await db
    .selectFrom('students')
    .selectAll()
    .where('deleting_until', '<=', now)
    .limit(500)
    .execute();
  const told: { classId: number; version: number }[] = [];
  for (const student of due) {
    const version = await deleteStudent(db, student, { onlyIfDue: now });
    if (version !== null) told.push({ classId: student.class_id, version });
  }
  return told;
}
