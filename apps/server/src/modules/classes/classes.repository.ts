import { randomBytes } from 'node:crypto';
import { DEFAULT_SCHEDULE, MESSAGES } from '@classbeam/contracts';
import { english, type Translate } from '@classbeam/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ClassRow, ClassUpdate } from '../../db/schema';
import { notFound } from '../../http/errors';
import { insertDefaultSkills } from '../skills/skills.repository';

export interface ClassFields {
  name: string;
  grade: string | null;
  description: string | null;
  scheduledDate: string | null;
  dayOfWeek: number | null;
}

export function listClasses(db: Db, userId: string): Promise<ClassRow[]> {
  return db
    .selectFrom('classes')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/**
 * A class and its settings row are born together; the share key is 128 random bits (S9). Its
 * schedule and skills are named in the teacher's language (decision 0169); in English the
 * schedule is the column's default, the spec's.
 */
export function insertClass(
  db: Db,
  userId: string,
  fields: ClassFields,
  tr: Translate = english,
): Promise<ClassRow> {
  const schedule = DEFAULT_SCHEDULE.map((activity) => ({ ...activity, name: tr(activity.name) }));
  const translated = schedule.some((activity, i) => activity.name !== DEFAULT_SCHEDULE[i]?.name);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('classes')
      .values({
        user_id: userId,
        name: fields.name,
        grade: fields.grade,
        description: fields.description,
        scheduled_date: fields.scheduledDate,
        day_of_week: fields.dayOfWeek,
        share_key: randomBytes(16).toString('base64url'),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('class_settings')
      .values({ class_id: row.id, ...(translated && { class_schedule: JSON.stringify(schedule) }) })
      .execute();
    await insertDefaultSkills(trx, row.id, tr);
    return row;
  });
}

export function updateClass(db: Db, id: number, fields: Partial<ClassFields>): Promise<ClassRow> {
  const changes: ClassUpdate = {};
  if (fields.name !== undefined) changes.name = fields.name;
  if (fields.grade !== undefined) changes.grade = fields.grade;
  if (fields.description !== undefined) changes.description = fields.description;
  if (fields.scheduledDate !== undefined) changes.scheduled_date = fields.scheduledDate;
  if (fields.dayOfWeek !== undefined) changes.day_of_week = fields.dayOfWeek;
  return db
    .updateTable('classes')
    .set({ ...changes, updated_at: new Date(), version: sql<number>`version + 1` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteClass(db: Db, id: number): Promise<void> {
  await db.deleteFrom('classes').where('id', '=', id).execute();
}

/**
 * Takes the class row's lock first, before any student row: every writer of a class's roster
 * or live state locks in that order (class, then students), so two of them never deadlock.
 * A class deleted meanwhile is a 404, not a foreign-key failure later on.
 */
export async function lockClass(db: Db, classId: number): Promise<number> {
  const row = await db
    .selectFrom('classes')
    .select('version')
    .where('id', '=', classId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(MESSAGES.classNotFound);
  return row.version;
}

/**
 * Every change to a class's live state goes through here inside its transaction: the row lock
 * orders concurrent writers, and the new version tells devices whether they missed anything.
 */
export async function bumpVersion(db: Db, classId: number): Promise<number> {
  const row = await db
    .updateTable('classes')
    .set({ version: sql<number>`version + 1` })
    .where('id', '=', classId)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}
