import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { StudentRow } from '../../db/schema';
import type { Photo } from './photo';

/** The class's roster: its active students (a hidden one is kept for their history only). */
export function listStudents(db: Db, classId: number): Promise<StudentRow[]> {
  return db
    .selectFrom('students')
    .selectAll()
    .where('class_id', '=', classId)
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
}

export interface NewStudentFields {
  name: string;
  row: number | null;
  notes: string;
  goal: string;
  birthDateHash: string | null;
}

export function insertStudent(
  db: Db,
  classId: number,
  fields: NewStudentFields,
): Promise<StudentRow> {
  return db
    .insertInto('students')
    .values({
      class_id: classId,
      name: fields.name,
      row: fields.row,
      notes: fields.notes,
      goal: fields.goal,
      birth_date_hash: fields.birthDateHash,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Replaces the student's photo under a fresh random key, so cached copies never go stale. */
export async function setPhoto(
  db: Db,
  studentId: number,
  photo: Photo | null,
): Promise<StudentRow> {
  await db.deleteFrom('student_photos').where('student_id', '=', studentId).execute();
  let avatar = '';
  if (photo) {
    const key = randomBytes(16).toString('base64url');
    await db
      .insertInto('student_photos')
      .values({ key, student_id: studentId, mime: photo.mime, data: photo.data })
      .execute();
    avatar = `/api/avatars/${key}`;
  }
  return db
    .updateTable('students')
    .set({ avatar })
    .where('id', '=', studentId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findPhoto(db: Db, key: string) {
  return db
    .selectFrom('student_photos')
    .select(['mime', 'data'])
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * Whether every one of `ids` is a shown student of the class (not hidden by a roster load,
 * not deleted, not another class's): what a change naming several students checks first.
 */
export async function allShownInClass(
  db: Db,
  classId: number,
  ids: readonly number[],
): Promise<boolean> {
  if (ids.length === 0) return true;
  const found = await db
    .selectFrom('students')
    .select('id')
    .where('class_id', '=', classId)
    .where('is_active', '=', true)
    .where('id', 'in', ids)
    .execute();
  return found.length === new Set(ids).size;
}
