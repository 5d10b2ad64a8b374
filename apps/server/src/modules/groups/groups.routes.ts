import { GroupCreateSchema, GroupUpdateSchema, MESSAGES } from '@classbeam/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { TAKES_BODY } from '../../http/no-body';
import { requireUserId } from '../../http/session';
import { ownedClass, ownedGroup, parseId } from '../../policy';
import type { Realtime } from '../../realtime/socket';
import { listGroups } from './groups.repository';
import {
  addMember,
  clearGroups,
  createGroup,
  deleteGroup,
  type GroupsChanged,
  removeMember,
  updateGroup,
} from './groups.service';

type IdParams = { id: string };
type MemberParams = { groupId: string; studentId: string };

/** The spec's group calls (section 7); every change reaches the class's devices at once. */
export function groupRoutes(
  app: FastifyInstance,
  { db, realtime }: { db: Db; realtime: Realtime },
) {
  const told = <T extends GroupsChanged>(changed: T): T => {
    realtime.groupsChanged(changed.classId, changed.version, changed.groups);
    return changed;
  };
  const studentIdOf = (value: string) => {
    const id = parseId(value);
    if (id === null) throw notFound(MESSAGES.studentNotFound);
    return id;
  };

  app.get<{ Params: IdParams }>('/api/classes/:id/groups', async (request) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    return listGroups(db, cls.id);
  });

  app.post<{ Params: IdParams }>('/api/classes/:id/groups', TAKES_BODY, async (request, reply) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    const changed = told(await createGroup(db, cls.id, GroupCreateSchema.parse(request.body)));
    return reply.status(201).send(changed.groups.find((g) => g.id === changed.id));
  });

  app.patch<{ Params: IdParams }>('/api/groups/:id', TAKES_BODY, async (request) => {
    const group = await ownedGroup(db, requireUserId(request), request.params.id);
    const input = GroupUpdateSchema.parse(request.body);
    const changed = told(await updateGroup(db, group.class_id, group.id, input));
    return changed.groups.find((g) => g.id === group.id);
  });

  app.delete<{ Params: IdParams }>('/api/groups/:id', async (request, reply) => {
    const group = await ownedGroup(db, requireUserId(request), request.params.id);
    told(await deleteGroup(db, group.class_id, group.id));
    return reply.status(204).send();
  });

  app.delete<{ Params: IdParams }>('/api/classes/:id/groups', async (request, reply) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    told(await clearGroups(db, cls.id));
    return reply.status(204).send();
  });

  app.post<{ Params: MemberParams }>(
    '/api/groups/:groupId/students/:studentId',
    async (request) => {
      const group = await ownedGroup(db, requireUserId(request), request.params.groupId);
      const studentId = studentIdOf(request.params.studentId);
      const changed = told(await addMember(db, group.class_id, group.id, studentId));
      return changed.groups.find((g) => g.id === group.id);
    },
  );

  app.delete<{ Params: MemberParams }>(
    '/api/groups/:groupId/students/:studentId',
    async (request) => {
      const group = await ownedGroup(db, requireUserId(request), request.params.groupId);
      const studentId = studentIdOf(request.params.studentId);
      const changed = told(await removeMember(db, group.class_id, group.id, studentId));
      return changed.groups.find((g) => g.id === group.id);
    },
  );
}
