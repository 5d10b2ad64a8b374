import type { GroupDto, PublicGroupDto } from '@classbeam/contracts';
import type { Db } from '../../db/database';

/** The class's groups in the order they were made, each with its members by name. */
export async function listGroups(db: Db, classId: number): Promise<GroupDto[]> {
  const [groups, members] = await Promise.all([
    db.selectFrom('groups').selectAll().where('class_id', '=', classId).orderBy('id').execute(),
    db
      .selectFrom('group_members')
      .innerJoin('groups', 'groups.id', 'group_members.group_id')
      .innerJoin('students', 'students.id', 'group_members.student_id')
      .select(['group_members.group_id', 'students.id', 'students.name'])
      .where('groups.class_id', '=', classId)
      .where('students.is_active', '=', true)
      .orderBy('students.name')
      .orderBy('students.id')
      .execute(),
  ]);
  return groups.map((g) => ({
    id: g.id,
    classId: g.class_id,
    name: g.name,
    color: g.color,
    createdAt: g.created_at.toISOString(),
    members: members.filter((m) => m.group_id === g.id).map((m) => ({ id: m.id, name: m.name })),
  }));
}

/** What a display sees of a group: no timestamps, no class id (as for students). */
export const publicGroup = ({ id, name, color, members }: PublicGroupDto): PublicGroupDto => ({
  id,
  name,
  color,
  members,
});

/**
 * The class's keep-apart pairs, each with the smaller id first. Pairs with a student hidden by
 * a roster load are kept for when they come back, but not shown.
 */
export async function listKeepApart(db: Db, classId: number): Promise<[number, number][]> {
  const rows = await db
    .selectFrom('keep_apart_pairs as k')
    .innerJoin('students as a', 'a.id', 'k.student_a')
    .innerJoin('students as b', 'b.id', 'k.student_b')
    .select(['k.student_a', 'k.student_b'])
    .where('k.class_id', '=', classId)
    .where('a.is_active', '=', true)
    .where('b.is_active', '=', true)
    .orderBy('k.student_a')
    .orderBy('k.student_b')
    .execute();
  return rows.map((r) => [r.student_a, r.student_b]);
}
