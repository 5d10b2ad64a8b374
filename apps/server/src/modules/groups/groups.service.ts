import {
  DEFAULT_GROUP_COLOR,
  type GroupCreateSchema,
  type GroupDto,
  type GroupUpdateSchema,
  MESSAGES,
} from '@classbeam/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { bumpVersion, lockClass } from '../classes/classes.repository';
import { listGroups } from './groups.repository';

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
