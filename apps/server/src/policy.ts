import { MAX_ID, MESSAGES } from '@classbeam/contracts';
import type { Db } from './db/database';
import type { ClassRow, StudentRow } from './db/schema';
import { notFound } from './http/errors';

/** A route or payload id as a positive int4, or null (which every caller answers as 404). */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/**
 * The one ownership check (S3): the class exists and belongs to this teacher. Another
 * teacher's class answers exactly like a missing one, so ids reveal nothing.
 */
export async function ownedClass(db: Db, userId: string, classId: unknown): Promise<ClassRow> {
  const id = parseId(classId);
  const row =
    id === null
      ? undefined
      : await db
          .selectFrom('classes')
          .selectAll()
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
  if (!row) throw notFound(MESSAGES.classNotFound);
  return row;
}

/** A student of one of this teacher's classes, with its class id; else 404 like a missing one. */
export async function ownedStudent(
  db: Db,
  userId: string,
  studentId: unknown,
): Promise<StudentRow> {
  const id = parseId(studentId);
  const row =
    id === null
      ? undefined
      : await db
          .selectFrom('students')
          .innerJoin('classes', 'classes.id', 'students.class_id')
          .selectAll('students')
          .where('students.id', '=', id)
          .where('classes.user_id', '=', userId)
          .executeTakeFirst();
  if (!row) throw notFound(MESSAGES.studentNotFound);
  return row;
}

/** A group of one of this teacher's classes, with its class id; else 404 like a missing one. */
export async function ownedGroup(
  db: Db,
  userId: string,
  groupId: unknown,
): Promise<{ id: number; class_id: number }> {
  const id = parseId(groupId);
  const row =
    id === null
      ? undefined
      : await db
          .selectFrom('groups')
          .innerJoin('classes', 'classes.id', 'groups.class_id')
          .select(['groups.id', 'groups.class_id'])
          .where('groups.id', '=', id)
          .where('classes.user_id', '=', userId)
          .executeTakeFirst();
  if (!row) throw notFound(MESSAGES.groupNotFound);
  return row;
}
