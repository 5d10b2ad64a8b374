import type { PickTimeline } from '@classbeam/domain';
import type { Db } from '../../db/database';

/**
 * RP5: who Random Student may pick, in a fixed order: the students on the board, present or
 * late. Absent and hidden students never.
 */
export async function candidateIds(db: Db, classId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('students')
    .select('id')
    .where('class_id', '=', classId)
    .where('is_active', '=', true)
    .where('attendance_status', 'in', ['present', 'late'])
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The class's latest pick (the one playing, or the one the next must avoid), if any. */
export async function latestPick(db: Db, classId: number): Promise<PickTimeline | null> {
  const row = await db
    .selectFrom('random_picks')
    .select(['student_id', 'cycle', 'starts_at'])
    .where('class_id', '=', classId)
    .executeTakeFirst();
  if (!row) return null;
  return { cycle: row.cycle, studentId: row.student_id, startsAt: row.starts_at.getTime() };
}

/** Keeps only the latest pick of a class: it replaces the one before. */
export async function savePick(db: Db, classId: number, pick: PickTimeline): Promise<void> {
  const values = {
    student_id: pick.studentId,
    cycle: JSON.stringify(pick.cycle),
    starts_at: new Date(pick.startsAt),
  };
  await db
    .insertInto('random_picks')
    .values({ class_id: classId, ...values })
    .onConflict((oc) => oc.column('class_id').doUpdateSet(values))
    .execute();
}
