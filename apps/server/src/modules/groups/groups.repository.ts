import type { GroupDto } from '@classbeam/contracts';
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
