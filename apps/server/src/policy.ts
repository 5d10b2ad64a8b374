import { MAX_ID, MESSAGES } from '@classbeam/contracts';
import { sql } from 'kysely';
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

/**
 * A student of one of this teacher's classes, with its class id; else 404 like a missing one.
 * A hidden student (not in the loaded roster) is not found either, unless `hidden` is asked
 * for: deleting one must stay possible (P4). A deleted student inside their undo window is
 * found only by the undo itself (`deleting`): to everything else they are gone.
 */
export async function ownedStudent(
  db: Db,
  userId: string,
  studentId: unknown,
  { hidden = false, deleting = false }: { hidden?: boolean; deleting?: boolean } = {},
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
          .$if(!hidden, (qb) => qb.where('students.is_active', '=', true))
          .$if(!deleting, (qb) => qb.where('students.deleting_until', 'is', null))
          .executeTakeFirst();
  if (!row) throw notFound(MESSAGES.studentNotFound);
  return row;
}

/**
 * A row of a table that hangs off a class (a group, a display link), if the class is this
 * teacher's; else a 404 with `message`, exactly like a missing one.
 */
async function ownedThroughClass(
  db: Db,
  table: 'groups' | 'display_links',
  userId: string,
  rawId: unknown,
  message: string,
): Promise<{ id: number; class_id: number }> {
  const id = parseId(rawId);
  const row =
    id === null
      ? undefined
      : (
          await sql<{ id: number; class_id: number }>`
            select t.id, t.class_id from ${sql.table(table)} as t
            join classes as c on c.id = t.class_id
            where t.id = ${id} and c.user_id = ${userId}`.execute(db)
        ).rows[0];
  if (!row) throw notFound(message);
  return row;
}

/** A group of one of this teacher's classes, with its class id. */
export const ownedGroup = (db: Db, userId: string, groupId: unknown) =>
  ownedThroughClass(db, 'groups', userId, groupId, MESSAGES.groupNotFound);

/** A display link of one of this teacher's classes, with its class id. */
export const ownedDisplayLink = (db: Db, userId: string, linkId: unknown) =>
  ownedThroughClass(db, 'display_links', userId, linkId, MESSAGES.displayLinkNotFound);
