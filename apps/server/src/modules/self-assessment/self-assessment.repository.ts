import { BIRTH_DATE_TRIES, LEASE_TTL_MS, type SessionView } from '@classbeam/contracts';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AssessmentSessionsTable } from '../../db/schema';

/*
 * The self-assessment page's rows: the window on class_settings, the sessions (leases) and
 * the wrong dates of birth per student and day. Times are the server clock's (`now`, ms),
 * never the database's, so tests can move them.
 */

export type SessionRow = Selectable<AssessmentSessionsTable>;

export const toSessionView = (row: SessionRow): SessionView => ({
  studentId: row.student_id,
  startedAt: row.created_at.toISOString(),
  lastHeartbeat: row.last_heartbeat.toISOString(),
});

/** A lease whose last heartbeat is this old or older is free (domain A6). */
const staleBefore = (now: number) => new Date(now - LEASE_TTL_MS);

/** The switch and the window of a class, or undefined when the class is gone. */
export function windowOf(db: Db, classId: number) {
  return db
    .selectFrom('class_settings')
    .select(['student_assessment_enabled', 'self_assessment_open_until', 'language'])
    .where('class_id', '=', classId)
    .executeTakeFirst();
}

/** Opens the window until `until` if student assessment is on; false when it is off. */
export async function openWindow(db: Db, classId: number, until: Date): Promise<boolean> {
  const rows = await db
    .updateTable('class_settings')
    .set({ self_assessment_open_until: until })
    .where('class_id', '=', classId)
    .where('student_assessment_enabled', '=', true)
    .returning('class_id')
    .execute();
  return rows.length > 0;
}

/** Closes the window; true when it was set (open, or lapsed but not yet cleared). */
export async function closeWindow(db: Db, classId: number, lapsedBy?: Date): Promise<boolean> {
  let query = db
    .updateTable('class_settings')
    .set({ self_assessment_open_until: null })
    .where('class_id', '=', classId)
    .where('self_assessment_open_until', 'is not', null);
  if (lapsedBy) query = query.where('self_assessment_open_until', '<=', lapsedBy);
  return (await query.returning('class_id').execute()).length > 0;
}

/** Classes whose window is set, for re-arming their closing at start-up. */
export function setWindows(db: Db) {
  return db
    .selectFrom('class_settings')
    .select(['class_id', 'self_assessment_open_until'])
    .where('self_assessment_open_until', 'is not', null)
    .execute();
}

/** The class's session whose lease holds at `now`, if any. */
export function liveSession(db: Db, classId: number, now: number) {
  return db
    .selectFrom('assessment_sessions')
    .selectAll()
    .where('class_id', '=', classId)
    .where('is_active', '=', true)
    .where('last_heartbeat', '>', staleBefore(now))
    .executeTakeFirst();
}

/** Ends the class's session if its lease has lapsed by `now`; true when one ended. */
export async function expireStale(db: Db, classId: number, now: number): Promise<boolean> {
  const rows = await db
    .updateTable('assessment_sessions')
    .set({ is_active: false })
    .where('class_id', '=', classId)
    .where('is_active', '=', true)
    .where('last_heartbeat', '<=', staleBefore(now))
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Ends the class's session, live or not; true when one ended. */
export async function endActive(db: Db, classId: number): Promise<boolean> {
  const rows = await db
    .updateTable('assessment_sessions')
    .set({ is_active: false })
    .where('class_id', '=', classId)
    .where('is_active', '=', true)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Classes with a session marked active, for re-arming their expiry at start-up. */
export function activeSessions(db: Db) {
  return db
    .selectFrom('assessment_sessions')
    .select(['class_id', 'last_heartbeat'])
    .where('is_active', '=', true)
    .execute();
}

/** Students of the class locked for `today` after BIRTH_DATE_TRIES wrong dates of birth. */
export async function lockedStudentIds(db: Db, classId: number, today: string): Promise<number[]> {
  const rows = await db
    .selectFrom('birth_date_failures as f')
    .innerJoin('students as s', 's.id', 'f.student_id')
    .select('s.id')
    .where('s.class_id', '=', classId)
    .where('s.is_active', '=', true)
    .where('f.date', '=', today)
    .where('f.failures', '>=', BIRTH_DATE_TRIES)
    .orderBy('s.id')
    .execute();
  return rows.map((r) => r.id);
}

/** Today's wrong dates of birth of the class's students, by student (none: not listed). */
export async function failuresToday(
  db: Db,
  classId: number,
  today: string,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('birth_date_failures as f')
    .innerJoin('students as s', 's.id', 'f.student_id')
    .select(['s.id', 'f.failures'])
    .where('s.class_id', '=', classId)
    .where('f.date', '=', today)
    .execute();
  return new Map(rows.map((r) => [r.id, r.failures]));
}

/** An active student of the class, who may claim a session. */
export function claimant(db: Db, classId: number, studentId: number) {
  return db
    .selectFrom('students')
    .select(['id', 'class_id', 'name', 'goal', 'birth_date_hash'])
    .where('id', '=', studentId)
    .where('class_id', '=', classId)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export async function failuresOf(db: Db, studentId: number, today: string): Promise<number> {
  const row = await db
    .selectFrom('birth_date_failures')
    .select('failures')
    .where('student_id', '=', studentId)
    .where('date', '=', today)
    .executeTakeFirst();
  return row?.failures ?? 0;
}

/** Counts a wrong date of birth; answers the day's count after it. */
export async function countFailure(db: Db, studentId: number, today: string): Promise<number> {
  const row = await db
    .insertInto('birth_date_failures')
    .values({ student_id: studentId, date: today, failures: 1 })
    .onConflict((oc) =>
      oc
        .columns(['student_id', 'date'])
        .doUpdateSet({ failures: sql<number>`birth_date_failures.failures + 1` }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function clearFailures(db: Db, studentId: number, today: string): Promise<void> {
  await db
    .deleteFrom('birth_date_failures')
    .where('student_id', '=', studentId)
    .where('date', '=', today)
    .execute();
}

/** Every student of the class unlocked for today (one child may have locked out many). */
export async function clearClassFailures(db: Db, classId: number, today: string): Promise<void> {
  await db
    .deleteFrom('birth_date_failures')
    .where('date', '=', today)
    .where('student_id', 'in', (qb) =>
      qb.selectFrom('students').select('id').where('class_id', '=', classId),
    )
    .execute();
}

/** Yesterday's counts are no use: a lock lasts the day. */
export async function deleteOldFailures(db: Db, today: string): Promise<void> {
  await db.deleteFrom('birth_date_failures').where('date', '<', today).execute();
}
