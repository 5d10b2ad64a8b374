import {
  MESSAGES,
  REQUEST_MESSAGES,
  type SkillDto,
  type SkillInput,
  type SkillPatch,
} from '@classbeam/contracts';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { lockClass } from '../classes/classes.repository';
import { listSkills } from './skills.repository';

/*
 * Skills change under the class's row lock, so two devices' edits apply one after the other
 * and each answer (and each `skills:changed`) holds the whole list as it then stands.
 */

export function addSkill(db: Db, classId: number, input: SkillInput): Promise<SkillDto[]> {
  return db.transaction().execute(async (trx) => {
    await lockClass(trx, classId);
    const last = await trx
      .selectFrom('skills')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('class_id', '=', classId)
      .executeTakeFirst();
    await trx
      .insertInto('skills')
      .values({
        class_id: classId,
        name: input.name,
        icon: input.icon,
        weight: input.weight,
        position: (last?.max ?? -1) + 1,
      })
      .execute();
    return listSkills(trx, classId);
  });
}

export function updateSkill(
  db: Db,
  classId: number,
  skillId: number,
  patch: SkillPatch,
): Promise<SkillDto[]> {
  return db.transaction().execute(async (trx) => {
    await lockClass(trx, classId);
    const result = await trx
      .updateTable('skills')
      .set(patch)
      .where('id', '=', skillId)
      .where('class_id', '=', classId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound(MESSAGES.skillNotFound);
    return listSkills(trx, classId);
  });
}

/** The teacher's order: every skill of the class, each once (archived ones too). */
export function orderSkills(db: Db, classId: number, ids: number[]): Promise<SkillDto[]> {
  return db.transaction().execute(async (trx) => {
    await lockClass(trx, classId);
    const current = await listSkills(trx, classId);
    const known = new Set(current.map((s) => s.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw new AppError(409, 'conflict', REQUEST_MESSAGES.skillsReordered);
    }
    for (const [position, id] of ids.entries()) {
      await trx.updateTable('skills').set({ position }).where('id', '=', id).execute();
    }
    return listSkills(trx, classId);
  });
}

/**
 * Another class's skills into this one: each of its skills this class lacks by name (case and
 * spaces aside) is added at the end, archived ones too but kept archived; skills this class has
 * already are left as the teacher set them here.
 */
export function copySkills(db: Db, classId: number, fromClassId: number): Promise<SkillDto[]> {
  return db.transaction().execute(async (trx) => {
    await lockClass(trx, classId);
    const mine = await listSkills(trx, classId);
    const theirs = await listSkills(trx, fromClassId);
    const key = (name: string) => name.trim().toLocaleLowerCase();
    const have = new Set(mine.map((s) => key(s.name)));
    let position = mine.reduce((max, s) => Math.max(max, s.position), -1) + 1;
    const added = theirs.filter((s) => !have.has(key(s.name)));
    if (added.length > 0) {
      await trx
        .insertInto('skills')
        .values(
          added.map((s) => ({
            class_id: classId,
            name: s.name,
            icon: s.icon,
            weight: s.weight,
            archived: s.archived,
            position: position++,
          })),
        )
        .execute();
    }
    return listSkills(trx, classId);
  });
}
