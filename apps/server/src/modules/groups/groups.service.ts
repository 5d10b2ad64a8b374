import { randomInt } from 'node:crypto';
import {
  DEFAULT_GROUP_COLOR,
  GROUP_COLORS,
  GROUPS_PER_CLASS_MAX,
  type GroupCreateSchema,
  type GroupDto,
  type GroupLayout,
  type GroupUpdateSchema,
  MESSAGES,
} from '@classbeam/contracts';
import { availableStudents, dealGroups, layoutMembers, TEAM_NAMES } from '@classbeam/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { bumpVersion, lockClass } from '../classes/classes.repository';
import { allShownInClass } from '../students/students.repository';
import { listGroups, listKeepApart } from './groups.repository';

/** The class's groups after a change, and the version that change made. */
export interface GroupsChanged {
  classId: number;
  version: number;
  groups: GroupDto[];
}

/**
 * Every group change: under the class lock (taken before any other row, as every writer of a
 * class does), then the version rises once and the groups are read back for the devices.
 */
async function changeGroups(
  db: Db,
  classId: number,
  change: (trx: Db) => Promise<void>,
): Promise<GroupsChanged> {
  return db.transaction().execute(async (trx) => {
    await lockClass(trx, classId);
    await change(trx);
    return {
      classId,
      version: await bumpVersion(trx, classId),
      groups: await listGroups(trx, classId),
    };
  });
}

export function createGroup(
  db: Db,
  classId: number,
  input: z.output<typeof GroupCreateSchema>,
): Promise<GroupsChanged & { id: number }> {
  let id = 0;
  return changeGroups(db, classId, async (trx) => {
    const { n } = await trx
      .selectFrom('groups')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('class_id', '=', classId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= GROUPS_PER_CLASS_MAX)
      throw new AppError(409, 'conflict', MESSAGES.tooManyGroups);
    const row = await trx
      .insertInto('groups')
      .values({ class_id: classId, name: input.name, color: input.color ?? DEFAULT_GROUP_COLOR })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  }).then((changed) => ({ ...changed, id }));
}

export function updateGroup(
  db: Db,
  classId: number,
  groupId: number,
  input: z.output<typeof GroupUpdateSchema>,
): Promise<GroupsChanged> {
  return changeGroups(db, classId, async (trx) => {
    const row = await trx
      .updateTable('groups')
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.color !== undefined ? { color: input.color } : {}),
      })
      .where('id', '=', groupId)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw notFound(MESSAGES.groupNotFound);
  });
}

export function deleteGroup(db: Db, classId: number, groupId: number): Promise<GroupsChanged> {
  return changeGroups(db, classId, async (trx) => {
    await trx.deleteFrom('groups').where('id', '=', groupId).execute();
  });
}

export function clearGroups(db: Db, classId: number): Promise<GroupsChanged> {
  return changeGroups(db, classId, async (trx) => {
    await trx.deleteFrom('groups').where('class_id', '=', classId).execute();
  });
}

/**
 * Puts a student in a group. Only a student who is here joins (spec section 4: absent
 * students are not available); one already in another group moves, since a student is in
 * one group at most.
 */
export function addMember(
  db: Db,
  classId: number,
  groupId: number,
  studentId: number,
): Promise<GroupsChanged> {
  return changeGroups(db, classId, async (trx) => {
    const student = await trx
      .selectFrom('students')
      .select('attendance_status')
      .where('id', '=', studentId)
      .where('class_id', '=', classId)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (!student) throw notFound(MESSAGES.studentNotFound);
    if (student.attendance_status === 'absent')
      throw new AppError(409, 'conflict', MESSAGES.absentCannotJoin);
    await trx.deleteFrom('group_members').where('student_id', '=', studentId).execute();
    await trx
      .insertInto('group_members')
      .values({ group_id: groupId, student_id: studentId })
      .execute();
  });
}

export function removeMember(
  db: Db,
  classId: number,
  groupId: number,
  studentId: number,
): Promise<GroupsChanged> {
  return changeGroups(db, classId, async (trx) => {
    await trx
      .deleteFrom('group_members')
      .where('group_id', '=', groupId)
      .where('student_id', '=', studentId)
      .execute();
  });
}

/** A fair random source for the draw: crypto, not Math.random (classes notice patterns). */
const drawRandom = () => randomInt(2 ** 47) / 2 ** 47;

/**
 * Random groups (spec section 4, docs/decisions/0042): the class's groups are replaced
 * by `count` new ones with the default team names and preset colours, dealt from every
 * student who is here, keep-apart pairs honoured whenever the roster allows it.
 */
export async function randomGroups(
  db: Db,
  classId: number,
  count: number,
  random: () => number = drawRandom,
): Promise<GroupsChanged & { unmetPairs: [number, number][] }> {
  let unmetPairs: [number, number][] = [];
  const changed = await changeGroups(db, classId, async (trx) => {
    await trx.deleteFrom('groups').where('class_id', '=', classId).execute();
    const students = await trx
      .selectFrom('students')
      .select(['id', 'attendance_status as attendanceStatus'])
      .where('class_id', '=', classId)
      .where('is_active', '=', true)
      .orderBy('id')
      .execute();
    const available = availableStudents(students, new Set());
    if (available.length === 0) throw new AppError(409, 'conflict', MESSAGES.noAvailableStudents);
    const pairs = await listKeepApart(trx, classId);
    const deal = dealGroups(
      available.map((s) => s.id),
      count,
      random,
      pairs,
    );
    unmetPairs = deal.unmet;
    await insertGroups(
      trx,
      classId,
      deal.groups.map((memberIds, i) => ({
        name: TEAM_NAMES[i % TEAM_NAMES.length] as string,
        color: GROUP_COLORS[i % GROUP_COLORS.length] as string,
        memberIds,
      })),
    );
  });
  return { ...changed, unmetPairs };
}

/**
 * Loads a saved layout (spec section 4): the class's groups are replaced by the saved ones,
 * and only members who still exist in this class and are not absent are re-added.
 */
export function loadLayout(db: Db, classId: number, layout: GroupLayout): Promise<GroupsChanged> {
  return changeGroups(db, classId, async (trx) => {
    await trx.deleteFrom('groups').where('class_id', '=', classId).execute();
    const savedIds = [...new Set(layout.flatMap((g) => g.members.map((m) => m.id)))];
    const here = new Set(
      savedIds.length === 0
        ? []
        : (
            await trx
              .selectFrom('students')
              .select('id')
              .where('class_id', '=', classId)
              .where('is_active', '=', true)
              .where('attendance_status', '<>', 'absent')
              .where('id', 'in', savedIds)
              .execute()
          ).map((s) => s.id),
    );
    const members = layoutMembers(layout, here);
    await insertGroups(
      trx,
      classId,
      layout.map((g, i) => ({ name: g.name, color: g.color, memberIds: members[i] ?? [] })),
    );
  });
}

/**
 * A layout about to be saved, as it is stored: every member must be a student of this class
 * now (a deleted child's name never enters a saved layout, P4), each is stored once, under the
 * name the class has for them, not one the request made up. Run under the class lock, so a
 * delete commits wholly before (this refuses) or after (the delete takes them out again).
 */
export async function layoutOfClass(
  trx: Db,
  classId: number,
  layout: GroupLayout,
): Promise<GroupLayout> {
  const ids = [...new Set(layout.flatMap((g) => g.members.map((m) => m.id)))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await trx
            .selectFrom('students')
            .select(['id', 'name'])
            .where('class_id', '=', classId)
            // A student being deleted is gone already: a layout may not name them again.
            .where('deleting_until', 'is', null)
            .where('id', 'in', ids)
            .execute()
        ).map((s) => [s.id, s.name]),
  );
  if (names.size !== ids.length) throw new AppError(409, 'conflict', MESSAGES.layoutMemberGone);
  // A student is in one group once: named again (twice in a group, or in a later group), they
  // stay where they were first named, as a load would place them.
  const placed = new Set<number>();
  return layout.map((g) => ({
    ...g,
    members: g.members
      .filter((m) => !placed.has(m.id) && placed.add(m.id))
      .map((m) => ({ id: m.id, name: names.get(m.id) ?? m.name })),
  }));
}

async function insertGroups(
  trx: Db,
  classId: number,
  groups: readonly { name: string; color: string; memberIds: readonly number[] }[],
): Promise<void> {
  if (groups.length === 0) return;
  const rows = await trx
    .insertInto('groups')
    .values(groups.map((g) => ({ class_id: classId, name: g.name, color: g.color })))
    .returning('id')
    .execute();
  const members = groups.flatMap((g, i) =>
    g.memberIds.map((studentId) => ({ group_id: rows[i]?.id as number, student_id: studentId })),
  );
  if (members.length > 0) await trx.insertInto('group_members').values(members).execute();
}

/**
 * Replaces the class's keep-apart pairs. Every student named must be in this class; a pair
 * given twice, or in either order, is one pair.
 */
export async function setKeepApart(
  db: Db,
  classId: number,
  pairs: readonly (readonly [number, number])[],
): Promise<[number, number][]> {
  return db.transaction().execute(async (trx) => {
    await lockClass(trx, classId);
    const ids = [...new Set(pairs.flat())];
    if (!(await allShownInClass(trx, classId, ids))) throw notFound(MESSAGES.studentNotFound);
    // Pairs with a student hidden by a roster load are not shown, so not replaced: they stay
    // for when that student comes back.
    await trx
      .deleteFrom('keep_apart_pairs')
      .where('class_id', '=', classId)
      .where(({ not, exists, selectFrom, or }) =>
        not(
          exists(
            selectFrom('students')
              .select('students.id')
              .where('students.is_active', '=', false)
              .where(({ eb, ref }) =>
                or([
                  eb('students.id', '=', ref('keep_apart_pairs.student_a')),
                  eb('students.id', '=', ref('keep_apart_pairs.student_b')),
                ]),
              ),
          ),
        ),
      )
      .execute();
    const unique = new Map<string, [number, number]>();
    for (const [x, y] of pairs) {
      const pair: [number, number] = x < y ? [x, y] : [y, x];
      unique.set(pair.join(':'), pair);
    }
    if (unique.size > 0) {
      await trx
        .insertInto('keep_apart_pairs')
        .values(
          [...unique.values()].map(([a, b]) => ({ class_id: classId, student_a: a, student_b: b })),
        )
        .execute();
    }
    return listKeepApart(trx, classId);
  });
}
