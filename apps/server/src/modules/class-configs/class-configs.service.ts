import {
  CLASS_CONFIG_MESSAGES,
  type ClassConfigLoadResult,
  classConfigDescription,
  type SavedStudent,
  SavedStudentSchema,
} from '@classbeam/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { bumpVersion, lockClass } from '../classes/classes.repository';

/**
 * A saved roster as stored: entries that no longer parse (written by hand, or by an older
 * version) are left out, and an id given twice counts once (the first).
 */
export function readSavedStudents(stored: unknown): SavedStudent[] {
  const seen = new Set<number>();
  const out: SavedStudent[] = [];
  for (const entry of Array.isArray(stored) ? stored : []) {
    const parsed = SavedStudentSchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    out.push(parsed.data);
  }
  return out;
}

/**
 * What Save Class Configuration keeps (spec section 3): the class's active roster as it is now,
 * read by the server, never taken from a device (whose roster may be stale).
 */
export async function rosterSnapshot(
  trx: Db,
  classId: number,
): Promise<{ data: SavedStudent[]; description: string }> {
  const rows = await trx
    .selectFrom('students')
    .select(['id', 'name', 'avatar', 'points', 'attendance_status', 'row', 'notes'])
    .where('class_id', '=', classId)
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
  if (rows.length === 0) throw new AppError(409, 'conflict', CLASS_CONFIG_MESSAGES.empty);
  const data = rows.map((s) => ({
    id: s.id,
    name: s.name,
    avatar: s.avatar || null,
    points: s.points,
    attendanceStatus: s.attendance_status,
    row: s.row,
    notes: s.notes,
  }));
  return { data, description: classConfigDescription(data.length) };
}

/**
 * Loads a saved roster (docs/decisions/0086), in one transaction under the class lock:
 *
 * - every saved student takes back the saved name, points, attendance, row and notes, and the
 *   saved photo if that photo still exists (a newer photo is never thrown away); a hidden one
 *   is shown again;
 * - a saved student no longer in the class is made again with a new id, and every saved
 *   roster of the class is rewritten to that id, so loading it again finds them;
 * - every current student the roster does not hold is hidden (`is_active` false) and leaves
 *   their group; nothing of theirs is deleted.
 *
 * Nothing here writes a behaviour log, an attendance day or an assessment (R9): restored
 * points are the saved totals, not points earned.
 */
export async function loadClassConfig(
  db: Db,
  classId: number,
  configId: number,
): Promise<ClassConfigLoadResult & { endedTurn: boolean }> {
  return db.transaction().execute(async (trx) => {
    await lockClass(trx, classId);
    const config = await trx
      .selectFrom('class_configurations')
      .select('student_data')
      .where('id', '=', configId)
      .where('class_id', '=', classId)
      .forUpdate()
      .executeTakeFirst();
    if (!config) throw notFound(CLASS_CONFIG_MESSAGES.notFound);
    const saved = readSavedStudents(config.student_data);
    // Every student it held was deleted since: loading it would only hide the whole class.
    if (saved.length === 0) throw new AppError(409, 'conflict', CLASS_CONFIG_MESSAGES.emptyLoad);

    const current = await trx
      .selectFrom('students')
      .select(['id', 'is_active'])
      .where('class_id', '=', classId)
      .execute();
    const activeOf = new Map(current.map((s) => [s.id, s.is_active]));
    const photos = new Set(
      (
        await trx
          .selectFrom('student_photos as p')
          .innerJoin('students as s', 's.id', 'p.student_id')
          .select(['p.key', 'p.student_id'])
          .where('s.class_id', '=', classId)
          .execute()
      ).map((p) => `${p.student_id}:/api/avatars/${p.key}`),
    );

    const kept = saved.filter((s) => activeOf.has(s.id));
    const gone = saved.filter((s) => !activeOf.has(s.id));
    if (kept.length > 0) {
      const column = <T>(pick: (s: SavedStudent) => T) => kept.map(pick);
      await sql`
        update students as s
        set name = v.name, points = v.points, attendance_status = v.status, "row" = v.row,
            notes = v.notes, avatar = coalesce(v.avatar, s.avatar), is_active = true
        from unnest(${column((s) => s.id)}::int[], ${column((s) => s.name)}::text[],
                    ${column((s) => s.points)}::int[], ${column((s) => s.attendanceStatus)}::text[],
                    ${column((s) => s.row)}::smallint[], ${column((s) => s.notes)}::text[],
                    ${column((s) =>
                      s.avatar && photos.has(`${s.id}:${s.avatar}`) ? s.avatar : null,
                    )}::text[])
             as v(id, name, points, status, row, notes, avatar)
        where s.id = v.id and s.class_id = ${classId}`.execute(trx);
    }

    const newIds: Record<string, number> = {};
    for (const student of gone) {
      const row = await trx
        .insertInto('students')
        .values({
          class_id: classId,
          name: student.name,
          points: student.points,
          attendance_status: student.attendanceStatus,
          row: student.row,
          notes: student.notes,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      newIds[String(student.id)] = row.id;
    }
    if (gone.length > 0) await renameInRosters(trx, classId, newIds);

    const keep = [...kept.map((s) => s.id), ...Object.values(newIds)];
    const hidden = (
      await trx
        .updateTable('students')
        .set({ is_active: false })
        .where('class_id', '=', classId)
        .where('is_active', '=', true)
        .$if(keep.length > 0, (qb) => qb.where('id', 'not in', keep))
        .returning('id')
        .execute()
    ).map((s) => s.id);
    // A hidden student leaves their group, and their turn on the iPad ends (it would hold the
    // class and save a rating for someone no longer in it).
    let endedTurn = false;
    if (hidden.length > 0) {
      await trx.deleteFrom('group_members').where('student_id', 'in', hidden).execute();
      endedTurn =
        (
          await trx
            .updateTable('assessment_sessions')
            .set({ is_active: false })
            .where('class_id', '=', classId)
            .where('student_id', 'in', hidden)
            .where('is_active', '=', true)
            .returning('id')
            .execute()
        ).length > 0;
    }

    return {
      version: await bumpVersion(trx, classId),
      restored: kept.filter((s) => activeOf.get(s.id) === true).length,
      unhidden: kept.filter((s) => activeOf.get(s.id) === false).length,
      recreated: gone.length,
      hidden: hidden.length,
      endedTurn,
    };
  });
}

/** Saved rosters of the class name a re-created student by their new id from now on. */
async function renameInRosters(
  trx: Db,
  classId: number,
  newIds: Record<string, number>,
): Promise<void> {
  await sql`
    update class_configurations as c
    set student_data = (
      select coalesce(jsonb_agg(
        case when ${JSON.stringify(newIds)}::jsonb ? (e.value ->> 'id')
             then jsonb_set(e.value, '{id}', ${JSON.stringify(newIds)}::jsonb -> (e.value ->> 'id'))
             else e.value end
        order by e.ord), '[]'::jsonb)
      from jsonb_array_elements(c.student_data) with ordinality as e(value, ord)
    )
    where c.class_id = ${classId} and jsonb_typeof(c.student_data) = 'array'`.execute(trx);
}

/**
 * A deleted student leaves nothing behind (QUALITY.md P4): saved rosters hold their name and
 * notes as JSON, so the student is taken out of every saved roster of the class, whose
 * description then counts the students it still holds.
 */
export async function forgetInRosters(trx: Db, classId: number, studentId: number): Promise<void> {
  const rows = await trx
    .selectFrom('class_configurations')
    .select(['id', 'student_data'])
    .where('class_id', '=', classId)
    .where(sql<boolean>`student_data @> ${JSON.stringify([{ id: studentId }])}::jsonb`)
    .execute();
  for (const row of rows) {
    const rest = (Array.isArray(row.student_data) ? row.student_data : []).filter(
      (e: unknown) => !(typeof e === 'object' && e !== null && 'id' in e && e.id === studentId),
    );
    await trx
      .updateTable('class_configurations')
      .set({
        student_data: JSON.stringify(rest),
        description: classConfigDescription(rest.length),
        updated_at: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
  }
}
