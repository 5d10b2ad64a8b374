import {
  MESSAGES,
  OperationBatchSchema,
  OpIdSchema,
  PointChangeSchema,
  type StudentLive,
} from '@classbeam/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { TAKES_BODY } from '../../http/no-body';
import { requireUserId } from '../../http/session';
import { ownedClass, ownedGroup, ownedStudent } from '../../policy';
import type { Realtime } from '../../realtime/socket';
import { studentsChanged } from '../students/students.events';
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
    studentsChanged(
      realtime,
      classId,
      result.version,
      result.students,
      result.appliedNow,
      result.awards,
    );
  }
  return result;
}

type IdParams = { id: string };

/**
 * The spec's point calls take an `Idempotency-Key` header: the call becomes an operation with
 * that id, so an HTTP retry of it applies once, as a socket resend does (R1). Without the
 * header each call is a new operation, as the spec has it.
 */
function opIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const parsed = OpIdSchema.safeParse(header);
  if (!parsed.success) throw new AppError(400, 'invalid_payload', MESSAGES.idempotencyKey);
  return parsed.data;
}

/** The op, with the request's key as its id when it has one, else a new server id. */
const opFor = <T extends object>(request: FastifyRequest, op: T): T & { opId: string } => {
  const opId = opIdOf(request);
  return opId === undefined ? serverOp(op) : { ...op, opId };
};

/** A key used before for another call: 409, nothing applied. */
function refuseReused(result: AppliedBatch): void {
  const reused = result.rejected.find((r) => r.code === 'op_id_reused');
  if (reused) throw new AppError(409, 'op_id_reused', reused.message);
}

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
      [opFor(request, { kind: 'points' as const, studentId: student.id, delta: pointChange })],
      committer,
    );
    refuseReused(result);
    const live = result.students.find((s) => s.id === student.id);
    return { id: student.id, points: live?.points ?? student.points };
  });

  app.post<{ Params: IdParams }>(
    '/api/classes/:id/adjust-all-points',
    TAKES_BODY,
    async (request) => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      const { pointChange } = PointChangeSchema.parse(request.body);
      const result = await applyAndBroadcast(db, realtime, cls.id, [
        opFor(request, { kind: 'class-points' as const, delta: pointChange }),
      ]);
      refuseReused(result);
      return { version: result.version };
    },
  );

  // A point for every member of the group who is here, as the group-points op of the outbox.
  app.post<{ Params: { groupId: string } }>(
    '/api/groups/:groupId/adjust-points',
    TAKES_BODY,
    async (request) => {
      const group = await ownedGroup(db, requireUserId(request), request.params.groupId);
      const { pointChange } = PointChangeSchema.parse(request.body);
      const op = opFor(request, {
        kind: 'group-points' as const,
        groupId: group.id,
        delta: pointChange,
      });
      const result = await applyAndBroadcast(db, realtime, group.class_id, [op]);
      refuseReused(result);
      // Deleted between the ownership check and the change.
      if (result.rejected.length > 0) throw notFound(MESSAGES.groupNotFound);
      // A retry of a call already applied answers the members as they are now.
      const students = result.appliedNow.includes(op.opId)
        ? result.students
        : await presentMembers(db, group.id);
      return { version: result.version, students };
    },
  );

  for (const kind of ['reset-points', 'reset-attendance'] as const) {
    app.post<{ Params: IdParams }>(`/api/classes/:id/${kind}`, async (request) => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      const result = await applyAndBroadcast(db, realtime, cls.id, [opFor(request, { kind })]);
      refuseReused(result);
      return { version: result.version };
    });
  }
}

/** The members a group point reaches: those who are here (absent ones are passed by). */
async function presentMembers(db: Db, groupId: number): Promise<StudentLive[]> {
  const rows = await db
    .selectFrom('students')
    .innerJoin('group_members', 'group_members.student_id', 'students.id')
    .select(['students.id', 'students.points', 'students.attendance_status'])
    .where('group_members.group_id', '=', groupId)
    .where('students.is_active', '=', true)
    .where('students.attendance_status', '<>', 'absent')
    .orderBy('students.id')
    .execute();
  return rows.map((r) => ({ id: r.id, points: r.points, attendanceStatus: r.attendance_status }));
}
