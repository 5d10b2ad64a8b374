import {
  BIRTH_DATES_MESSAGES,
  type BirthDatesResult,
  type BirthDatesSchema,
} from '@classbeam/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { bumpVersion, lockClass } from '../classes/classes.repository';
import { hashBirthDate, normalizeBirthDate } from './birth-date';
import { allShownInClass } from './students.repository';

/**
 * The whole-class table's one save (decision 0141): every date hashed first, so a day that
 * does not exist refuses the whole save before anything is written; then, under the class
 * lock, every student must be an active student of this class (one deleted or hidden
 * meanwhile, or another class's, is a 404 and nothing is written), and one statement sets
 * them all. The dates replace any on file; only their keyed hashes are kept (P3).
 */
export async function setBirthDates(
  db: Db,
  birthDateKey: string,
  classId: number,
  input: z.output<typeof BirthDatesSchema>,
): Promise<BirthDatesResult> {
  const hashes = input.birthDates.map(({ studentId, birthDate }) => {
    const canonical = normalizeBirthDate(birthDate);
    if (!canonical)
      throw new AppError(400, 'invalid_payload', BIRTH_DATES_MESSAGES.noSuchDateIn(birthDate));
    return { studentId, hash: hashBirthDate(birthDateKey, canonical) };
  });
  const ids = hashes.map((h) => h.studentId);
  return db.transaction().execute(async (trx) => {
    await lockClass(trx, classId);
    if (!(await allShownInClass(trx, classId, ids)))
      throw notFound(BIRTH_DATES_MESSAGES.studentGone);
    await sql`
      update students as s set birth_date_hash = u.hash
      from unnest(${ids}::int[], ${hashes.map((h) => h.hash)}::text[]) as u(id, hash)
      where s.id = u.id and s.class_id = ${classId}`.execute(trx);
    return { saved: ids.length, version: await bumpVersion(trx, classId) };
  });
}
