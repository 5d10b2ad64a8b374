import {
  MESSAGES,
  SkillCopySchema,
  type SkillDto,
  SkillInputSchema,
  SkillOrderSchema,
  SkillPatchSchema,
} from '@classbeam/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { TAKES_BODY } from '../../http/no-body';
import { requireUserId } from '../../http/session';
import { ownedClass, parseId } from '../../policy';
import type { Realtime } from '../../realtime/socket';
import { skillsChanged } from './skills.events';
import { listSkills } from './skills.repository';
import { addSkill, copySkills, orderSkills, updateSkill } from './skills.service';

type IdParams = { id: string };

/** A class's skills: list, add, edit (archive too), order, copy from another class. */
export function skillRoutes(
  app: FastifyInstance,
  { db, realtime }: { db: Db; realtime: Realtime },
) {
  const told = (classId: number, skills: SkillDto[]): SkillDto[] => {
    skillsChanged(realtime, classId, skills);
    return skills;
  };

  app.get<{ Params: IdParams }>('/api/classes/:id/skills', async (request) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    return listSkills(db, cls.id);
  });

  app.post<{ Params: IdParams }>('/api/classes/:id/skills', TAKES_BODY, async (request, reply) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    const input = SkillInputSchema.parse(request.body);
    reply.code(201);
    return told(cls.id, await addSkill(db, cls.id, input));
  });

  app.patch<{ Params: { id: string; skillId: string } }>(
    '/api/classes/:id/skills/:skillId',
    TAKES_BODY,
    async (request) => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      const skillId = parseId(request.params.skillId);
      if (skillId === null) throw notFound(MESSAGES.skillNotFound);
      const patch = SkillPatchSchema.parse(request.body);
      return told(cls.id, await updateSkill(db, cls.id, skillId, patch));
    },
  );

  app.put<{ Params: IdParams }>('/api/classes/:id/skills/order', TAKES_BODY, async (request) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    const { ids } = SkillOrderSchema.parse(request.body);
    return told(cls.id, await orderSkills(db, cls.id, ids));
  });

  app.post<{ Params: IdParams }>('/api/classes/:id/skills/copy', TAKES_BODY, async (request) => {
    const userId = requireUserId(request);
    const cls = await ownedClass(db, userId, request.params.id);
    const { fromClassId } = SkillCopySchema.parse(request.body);
    // The source must be this teacher's too: another teacher's class is not found.
    const from = await ownedClass(db, userId, fromClassId);
    return told(cls.id, await copySkills(db, cls.id, from.id));
  });
}
