import {
  CLASS_CONFIG_STUDENTS_MAX,
  classConfigDescription,
  MESSAGES,
  STUDENT_DELETE_WINDOW_MS,
  type StudentDto,
} from '@classbeam/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { StudentRow } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { forgetInRosters } from '../class-configs/class-configs.service';
import { bumpVersion, lockClass } from '../classes/classes.repository';
import { toStudentDto } from './students.service';

/*
 * A delete is final after a short window (Step 10, decision 0146). Deleting puts the student
 * aside at once: hidden from every list and device, taken out of every saved roster and layout,
 * their turn on the iPad ended. Only their own row is left, holding what Undo needs to put them
 * back (whether they were shown, their places in saved rosters and layouts); the sweep
 * (`finishDeletions`, every 2 s and at start) then deletes that row, and with it everything
 * under it (P4). Undo within the window puts them back as they were.
 */

/** A student's entry in a saved roster, or their place in a saved layout's group. */
const PlacesSchema = z.object({
  rosters: z.array(z.object({ config: z.number().int(), entry: z.unknown() })),
  layouts: z.array(
    z.object({
      config: z.number().int(),
      group: z.number().int().min(0),
      name: z.string(),
      at: z.number().int().min(0),
      member: z.unknown(),
    }),
  ),
});
type Places = z.infer<typeof PlacesSchema>;

const idOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'id' in value ? value.id : undefined;
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const membersOf = (group: unknown): unknown[] =>
  typeof group === 'object' && group !== null && 'members' in group ? asArray(group.members) : [];
const nameOf = (group: unknown): string =>
  typeof group === 'object' && group !== null && 'name' in group ? String(group.name) : '';

/** Takes the student out of the class's saved rosters and layouts; answers where they were. */
async function takeOutOfSaved(trx: Db, classId: number, studentId: number): Promise<Places> {
  const places: Places = { rosters: [], layouts: [] };
  const rosters = await trx
    .selectFrom('class_configurations')
    .select(['id', 'student_data'])
    .where('class_id', '=', classId)
    .where(sql<boolean>`student_data @> ${JSON.stringify([{ id: studentId }])}::jsonb`)
    .execute();
  for (const roster of rosters) {
    const entries = asArray(roster.student_data);
    const entry = entries.find((e) => idOf(e) === studentId);
    const rest = entries.filter((e) => idOf(e) !== studentId);
    places.rosters.push({ config: roster.id, entry });
    // The save's time stays: it is the same save, less a child who is leaving.
    await trx
      .updateTable('class_configurations')
      .set({ student_data: JSON.stringify(rest), description: classConfigDescription(rest.length) })
      .where('id', '=', roster.id)
      .execute();
  }

  const layouts = await trx
    .selectFrom('group_configurations')
    .select(['id', 'group_data'])
    .where('class_id', '=', classId)
    .where(sql<boolean>`group_data @> ${JSON.stringify([{ members: [{ id: studentId }] }])}::jsonb`)
    .execute();
  for (const layout of layouts) {
    const groups = asArray(layout.group_data).map((group, index) => {
      const members = membersOf(group);
      members.forEach((member, at) => {
        if (idOf(member) === studentId)
          places.layouts.push({ config: layout.id, group: index, name: nameOf(group), at, member });
      });
      if (!members.some((m) => idOf(m) === studentId)) return group;
      return { ...(group as object), members: members.filter((m) => idOf(m) !== studentId) };
    });
    await trx
      .updateTable('group_configurations')
      .set({ group_data: JSON.stringify(groups) })
      .where('id', '=', layout.id)
      .execute();
  }
  return places;
}

/**
 * Puts the student back where they were in saved rosters and layouts that still exist (and do
 * not hold them already); answers whether a roster took them back.
 */
async function putBackInSaved(
  trx: Db,
  classId: number,
  studentId: number,
  places: Places,
): Promise<boolean> {
  let rosterBack = false;
  for (const place of places.rosters) {
    const roster = await trx
      .selectFrom('class_configurations')
      .select(['id', 'student_data'])
      .where('id', '=', place.config)
      .where('class_id', '=', classId)
      .executeTakeFirst();
    if (!roster) continue;
    const entries = asArray(roster.student_data);
    if (entries.some((e) => idOf(e) === studentId)) continue;
    if (entries.length >= CLASS_CONFIG_STUDENTS_MAX) continue;
    // A saved roster is in id order (rosterSnapshot), so the entry goes back to its place.
    const back = [...entries, place.entry].sort(
      (a, b) => Number(idOf(a) ?? 0) - Number(idOf(b) ?? 0),
    );
    await trx
      .updateTable('class_configurations')
      .set({ student_data: JSON.stringify(back), description: classConfigDescription(back.length) })
      .where('id', '=', roster.id)
      .execute();
    rosterBack = true;
  }

  for (const config of new Set(places.layouts.map((p) => p.config))) {
    const layout = await trx
      .selectFrom('group_configurations')
      .select(['id', 'group_data'])
      .where('id', '=', config)
      .where('class_id', '=', classId)
      .executeTakeFirst();
    if (!layout) continue;
    const groups = asArray(layout.group_data).map((group) => ({
      ...(group as object),
      members: [...membersOf(group)],
    }));
    for (const place of places.layouts.filter((p) => p.config === config)) {
      if (groups.some((g) => g.members.some((m) => idOf(m) === studentId))) break;
      // Its group where it was, under the same name; else the group of that name, if any.
      const same = groups[place.group];
      const group =
        same && nameOf(same) === place.name ? same : groups.find((g) => nameOf(g) === place.name);
      group?.members.splice(Math.min(place.at, group.members.length), 0, place.member);
    }
    await trx
      .updateTable('group_configurations')
      .set({ group_data: JSON.stringify(groups) })
      .where('id', '=', layout.id)
      .execute();
  }
  return rosterBack;
}

export interface PutAside {
  version: number;
  /** Their turn on the iPad ended with it. */
  endedTurn: boolean;
  /** A saved roster held them (its list changed). */
  inRosters: boolean;
}

/** Deletes a student for the undo window: gone from everything but their own row. */
export async function putAside(db: Db, student: StudentRow, now: Date): Promise<PutAside> {
  return db.transaction().execute(async (trx) => {
    await lockClass(trx, student.class_id);
    const places = await takeOutOfSaved(trx, student.class_id, student.id);
    const aside = await trx
      .updateTable('students')
      .set({
        active_before: sql`is_active`,
        is_active: false,
        deleting_until: new Date(now.getTime() + STUDENT_DELETE_WINDOW_MS),
        places_before: JSON.stringify(places),
      })
      .where('id', '=', student.id)
      .where('deleting_until', 'is', null)
      .returning('id')
      .executeTakeFirst();
    // Deleted by another device a moment before (rolls the roster changes back with it).
    if (!aside) throw notFound(MESSAGES.studentNotFound);
    const ended = await trx
      .updateTable('assessment_sessions')
      .set({ is_active: false })
      .where('student_id', '=', student.id)
      .where('is_active', '=', true)
      .returning('id')
      .execute();
    return {
      version: await bumpVersion(trx, student.class_id),
      endedTurn: ended.length > 0,
      inRosters: places.rosters.length > 0,
    };
  });
}

export interface BroughtBack {
  student: StudentDto;
  /** The class's new version; null when they were not being deleted (nothing changed). */
  version: number | null;
  /** A saved roster took them back. */
  inRosters: boolean;
}

/**
 * Undo of a delete inside its window: the student back as they were, shown or hidden, with
 * their points, attendance, notes, photo, date of birth, group and history (all kept on their
 * row), and back in the saved rosters and layouts they were in. A student not being deleted
 * (Undo pressed twice, or its answer lost) answers as they are; after the window, 410.
 */
export async function bringBack(db: Db, student: StudentRow, now: Date): Promise<BroughtBack> {
  return db.transaction().execute(async (trx) => {
    await lockClass(trx, student.class_id);
    const row = await trx
      .selectFrom('students')
      .selectAll()
      .where('id', '=', student.id)
      .executeTakeFirst();
    // Deleted for good between the ownership check and the lock.
    if (!row) throw notFound(MESSAGES.studentNotFound);
    if (row.deleting_until === null)
      return { student: toStudentDto(row), version: null, inRosters: false };
    if (row.deleting_until <= now)
      throw new AppError(410, 'delete_final', MESSAGES.studentDeleteFinal);
    const back = await trx
      .updateTable('students')
      .set({
        is_active: sql`coalesce(active_before, true)`,
        active_before: null,
        deleting_until: null,
        places_before: null,
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const places = PlacesSchema.safeParse(row.places_before);
    const inRosters = places.success
      ? await putBackInSaved(trx, row.class_id, row.id, places.data)
      : false;
    return {
      student: toStudentDto(back),
      version: await bumpVersion(trx, row.class_id),
      inRosters,
    };
  });
}

/**
 * Saved group layouts hold member ids and names as JSON; a student deleted for good is taken
 * out of any that still names them (none should: putting aside took them out, and a layout
 * naming a student being deleted is refused).
 */
async function forgetInLayouts(trx: Db, classId: number, studentId: number): Promise<void> {
  await sql`
    update group_configurations as c
    set group_data = (
      select coalesce(jsonb_agg(
        jsonb_set(g.value, '{members}', coalesce((
          select jsonb_agg(m.value order by m.ord)
          from jsonb_array_elements(g.value -> 'members') with ordinality as m(value, ord)
          where (m.value ->> 'id')::bigint <> ${studentId}
        ), '[]'::jsonb))
        order by g.ord), '[]'::jsonb)
      from jsonb_array_elements(c.group_data) with ordinality as g(value, ord)
    )
    where c.class_id = ${classId} and jsonb_typeof(c.group_data) = 'array'
      and exists (
        select 1 from jsonb_array_elements(c.group_data) as g(value),
                      jsonb_array_elements(g.value -> 'members') as m(value)
        where (m.value ->> 'id')::bigint = ${studentId}
      )`.execute(trx);
}

/**
 * Deletes for good every student whose window has passed by `now`, with everything under them
 * (the keys cascade: history, attendance, assessments, photo, groups, locks: P4); answers how
 * many. Nothing any device shows changes (they left every list when put aside), so no version
 * moves and nobody is told. Safe beside another instance doing the same: each row is deleted
 * once, and an Undo that took the class lock first wins.
 */
export async function finishDeletions(db: Db, now: Date): Promise<number> {
  const due = await db
    .selectFrom('students')
    .select(['id', 'class_id'])
    .where('deleting_until', '<=', now)
    .orderBy('deleting_until')
    .limit(500)
    .execute();
  let finished = 0;
  for (const student of due) {
    const gone = await db.transaction().execute(async (trx) => {
      await lockClass(trx, student.class_id);
      const deleted = await trx
        .deleteFrom('students')
        .where('id', '=', student.id)
        .where('deleting_until', '<=', now)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
      await forgetInLayouts(trx, student.class_id, student.id);
      await forgetInRosters(trx, student.class_id, student.id);
      return true;
    });
    if (gone) finished += 1;
  }
  return finished;
}
