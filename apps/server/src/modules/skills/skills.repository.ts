import { DEFAULT_SKILLS, type SkillDto, type SkillIcon } from '@classbeam/contracts';
import { english, type Translate } from '@classbeam/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { SkillsTable } from '../../db/schema';

type SkillRow = Selectable<SkillsTable>;

export const skillDto = (row: SkillRow): SkillDto => ({
  id: row.id,
  classId: row.class_id,
  name: row.name,
  icon: row.icon as SkillIcon,
  weight: row.weight,
  position: row.position,
  archived: row.archived,
});

/** The class's skills in the teacher's order, archived ones too (the history names them). */
export async function listSkills(db: Db, classId: number): Promise<SkillDto[]> {
  const rows = await db
    .selectFrom('skills')
    .selectAll()
    .where('class_id', '=', classId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(skillDto);
}

/**
 * A new class's skills: the defaults, in their order (decision 0153), named in the teacher's
 * language (decision 0169); a class keeps the names it was given.
 */
export async function insertDefaultSkills(
  db: Db,
  classId: number,
  tr: Translate = english,
): Promise<void> {
  await db
    .insertInto('skills')
    .values(
      DEFAULT_SKILLS.map((skill, position) => ({
        class_id: classId,
        name: tr(skill.name),
        icon: skill.icon,
        weight: skill.weight,
        position,
      })),
    )
    .execute();
}
