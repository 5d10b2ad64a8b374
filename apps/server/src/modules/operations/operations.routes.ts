import { MESSAGES, OperationBatchSchema, PointChangeSchema } from '@classbeam/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { TAKES_BODY } from '../../http/no-body';
import { requireUserId } from '../../http/session';
import { ownedClass, ownedGroup, ownedStudent } from '../../policy';
import type { Realtime } from '../../realtime/socket';
import {
  type AppliedBatch,
  applyOperations,
  type ServerOperation,
  serverOp,
} from './operations.service';
import type { Tap } from './tap-commit';
import type { TapCommitter } from './tap-committer';

/** The one path every point and attendance change takes, from a socket, HTTP or a timer. */
export async function applyAndBroadcast(
  db: Db,
  realtime: Realtime,
  classId: number,
  ops: readonly ServerOperation[],
  committer?: TapCommitter,
): Promise<AppliedBatch> {
  // Taps, the hot path, share commits across devices; the committer broadcasts them itself.
  if (committer && ops.every((op) => op.kind === 'points')) {
    return committer.submit(classId, ops as Tap[]);
  }
  const result = await applyOperations(db, classId, ops);
  if (result.students.length > 0) {
    realtime.studentsChanged(classId, result.version, result.students, result.appliedNow);
  }
  return result;
}

type IdParams = { id: string };

export function operationRoutes(
  app: FastifyInstance,
  { db, realtime, committer }: { db: Db; realtime: Realtime; committer: TapCommitter },
): void {
  // The outbox's HTTP door: the keepalive flush on page hide, and clients without a socket.
  app.post('/api/ops', TAKES_BODY, async (request) => {
    const userId = requireUserId(request);
    const { classId, ops } = OperationBatchSchema.parse(request.body);
    const cls = await ownedClass(db, userId, classId);
    const { version, done, rejected } = await applyAndBroadcast(
      db,
      realtime,
      cls.id,
      ops,
      committer,
    );
    return { version, done, rejected };
  });

  app.patch<{ Params: IdParams }>('/api/students/:id/points', TAKES_BODY, async (request) => {
    const student = await ownedStudent(db, requireUserId(request), request.params.id);
    const { pointChange } = PointChangeSchema.parse(request.body);
    const result = await applyAndBroadcast(
      db,
      realtime,
      student.class_id,
      [serverOp({ kind: 'points' as const, studentId: student.id, delta: pointChange })],
      committer,
    );
    const live = result.students.find((s) => s.id === student.id);
    return { id: student.id, points: live?.points ?? student.points };
  });

  app.post<{ Params: IdParams }>(
    '/api/classes/:id/adjust-all-points',
    TAKES_BODY,
    async (request) => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      const { pointChange } = PointChangeSchema.parse(request.body);
      const { version } = await applyAndBroadcast(db, realtime, cls.id, [
        serverOp({ kind: 'class-points' as const, delta: pointChange }),
      ]);
      return { version };
    },
  );

  // A point for every member of the group who is here, as the group-points op of the outbox.
  app.post<{ Params: { groupId: string } }>(
    '/api/groups/:groupId/adjust-points',
    TAKES_BODY,
    async (request) => {
      const group = await ownedGroup(db, requireUserId(request), request.params.groupId);
      const { pointChange } = PointChangeSchema.parse(request.body);
      const result = await applyAndBroadcast(db, realtime, group.class_id, [
        serverOp({ kind: 'group-points' as const, groupId: group.id, delta: pointChange }),
      ]);
      // Deleted between the ownership check and the change.
      if (result.rejected.length > 0) throw notFound(MESSAGES.groupNotFound);
      return { version: result.version, students: result.students };
    },
  );

  for (const kind of ['reset-points', 'reset-attendance'] as const) {
    app.post<{ Params: IdParams }>(`/api/classes/:id/${kind}`, async (request) => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      const { version } = await applyAndBroadcast(db, realtime, cls.id, [serverOp({ kind })]);
      return { version };
    });
  }
}
