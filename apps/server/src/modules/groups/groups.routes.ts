import {
  GroupConfigInputSchema,
  GroupCreateSchema,
  type GroupLayout,
  GroupUpdateSchema,
  KeepApartSchema,
  LayoutGroupSchema,
  MESSAGES,
  type RandomGroupsResult,
  RandomGroupsSchema,
} from '@classbeam/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { TAKES_BODY } from '../../http/no-body';
import { requireUserId } from '../../http/session';
import { ownedClass, ownedGroup, parseId } from '../../policy';
import type { Realtime } from '../../realtime/socket';
import { savedConfigRoutes } from '../saved-configs/saved-configs.routes';
import { groupsChanged } from './groups.events';
import { listGroups, listKeepApart } from './groups.repository';
import {
  addMember,
  clearGroups,
  createGroup,
  deleteGroup,
  type GroupsChanged,
  layoutOfClass,
  loadLayout,
  randomGroups,
  removeMember,
  setKeepApart,
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
    groupsChanged(realtime, changed.classId, changed.version, changed.groups);
    return changed;
  };
  /** The group after the change; deleted meanwhile (on another device), it is not found. */
  const groupIn = (changed: GroupsChanged, groupId: number) => {
    const group = changed.groups.find((g) => g.id === groupId);
    if (!group) throw notFound(MESSAGES.groupNotFound);
    return group;
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
    return groupIn(told(await updateGroup(db, group.class_id, group.id, input)), group.id);
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
      return groupIn(told(await addMember(db, group.class_id, group.id, studentId)), group.id);
    },
  );

  app.delete<{ Params: MemberParams }>(
    '/api/groups/:groupId/students/:studentId',
    async (request) => {
      const group = await ownedGroup(db, requireUserId(request), request.params.groupId);
      const studentId = studentIdOf(request.params.studentId);
      return groupIn(told(await removeMember(db, group.class_id, group.id, studentId)), group.id);
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/classes/:id/groups/random',
    TAKES_BODY,
    async (request): Promise<RandomGroupsResult> => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      const { count } = RandomGroupsSchema.parse(request.body);
      const { version, groups, unmetPairs } = told(await randomGroups(db, cls.id, count));
      return { version, groups, unmetPairs };
    },
  );

  app.get<{ Params: IdParams }>('/api/classes/:id/keep-apart', async (request) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    return { pairs: await listKeepApart(db, cls.id) };
  });

  app.put<{ Params: IdParams }>('/api/classes/:id/keep-apart', TAKES_BODY, async (request) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    const { pairs } = KeepApartSchema.parse(request.body);
    return { pairs: await setKeepApart(db, cls.id, pairs) };
  });

  // Saved layouts (spec section 7), and loading one: the groups are replaced in one change.
  const layouts = savedConfigRoutes<GroupLayout>(app, db, {
    table: 'group_configurations',
    segment: 'group-configurations',
    column: 'group_data',
    field: 'groupData',
    input: GroupConfigInputSchema,
    notFound: MESSAGES.groupConfigNotFound,
    prepare: layoutOfClass,
    // Stored by an older version or edited by hand: a group that does not parse is left
    // out (not the whole layout), and a colour no longer offered becomes the default.
    read: (stored) =>
      (Array.isArray(stored) ? stored : []).flatMap((group: unknown) => {
        const parsed = LayoutGroupSchema.safeParse(group);
        if (parsed.success) return [parsed.data];
        const plain = LayoutGroupSchema.safeParse({ ...(group as object), color: undefined });
        return plain.success ? [plain.data] : [];
      }),
  });

  app.post<{ Params: IdParams }>('/api/group-configurations/:id/load', async (request) => {
    const { classId, data } = await layouts.owned(requireUserId(request), request.params.id);
    const { version, groups } = told(await loadLayout(db, classId, data));
    return { version, groups };
  });
}
