import {
  ClassHistoryQuerySchema,
  HISTORY_RANGE_MAX_DAYS,
  HistoryQuerySchema,
  MESSAGES,
  OpIdSchema,
  REQUEST_MESSAGES,
  type RemovalResult,
} from '@classbeam/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { requireUserId } from '../../http/session';
import { ownedClass, ownedStudent } from '../../policy';
import type { Realtime } from '../../realtime/socket';
import { type AwardSelection, localDate, removeAwards } from '../operations/operations.service';
import { historyChanged } from '../skills/skills.events';
import { studentsChanged } from '../students/students.events';
import { classHistory, studentHistory } from './history.repository';

type IdParams = { id: string };

/** A range of days from a query: today when none is given; refused when upside down or huge. */
export function rangeOf(query: { from?: string; to?: string }, today: string) {
  const to = query.to ?? today;
  const from = query.from ?? to;
  if (from > to) throw new AppError(400, 'invalid_payload', REQUEST_MESSAGES.rangeUpsideDown);
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (days > HISTORY_RANGE_MAX_DAYS)
    throw new AppError(400, 'invalid_payload', REQUEST_MESSAGES.rangeTooLong);
  return { from, to };
}

/** Timelines (a student's over a range, the class's of a day) and removal from them. */
export function historyRoutes(
  app: FastifyInstance,
  { db, realtime }: { db: Db; realtime: Realtime },
) {
  app.get<{ Params: IdParams }>('/api/students/:id/history', async (request) => {
    const student = await ownedStudent(db, requireUserId(request), request.params.id, {
      hidden: true,
    });
    const { from, to } = rangeOf(HistoryQuerySchema.parse(request.query), localDate());
    return studentHistory(db, student, from, to);
  });

  app.get<{ Params: IdParams }>('/api/classes/:id/history', async (request) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    const { date } = ClassHistoryQuerySchema.parse(request.query);
    return classHistory(db, cls.id, date ?? localDate());
  });

  const remove = async (classId: number, which: AwardSelection): Promise<RemovalResult> => {
    const result = await removeAwards(db, classId, which);
    if (result.students.length > 0)
      studentsChanged(realtime, classId, result.version, result.students, []);
    if (result.removed > 0) historyChanged(realtime, classId);
    return { removed: result.removed, version: result.version, board: result.board };
  };

  // One student's award (a row of their timeline, or of a group's or the class's award).
  app.delete<{ Params: { id: string; logId: string } }>(
    '/api/classes/:id/history/:logId',
    async (request) => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      const { logId } = request.params;
      if (!/^[1-9]\d{0,17}$/.test(logId)) throw notFound(MESSAGES.historyEntryNotFound);
      const known = await db
        .selectFrom('behavior_logs')
        .select('id')
        .where('id', '=', logId)
        .where('class_id', '=', cls.id)
        .where('kind', '=', 'award')
        .executeTakeFirst();
      if (!known) throw notFound(MESSAGES.historyEntryNotFound);
      return remove(cls.id, { logIds: [logId] });
    },
  );

  // A whole award: every student it reached (a group's or the class's point).
  app.delete<{ Params: { id: string; opId: string } }>(
    '/api/classes/:id/awards/:opId',
    async (request) => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      const parsed = OpIdSchema.safeParse(request.params.opId);
      if (!parsed.success) throw notFound(MESSAGES.historyEntryNotFound);
      const known = await db
        .selectFrom('behavior_logs')
        .select('id')
        .where('class_id', '=', cls.id)
        .where('op_id', '=', parsed.data)
        .where('kind', '=', 'award')
        .executeTakeFirst();
      if (!known) throw notFound(MESSAGES.historyEntryNotFound);
      return remove(cls.id, { opId: parsed.data });
    },
  );
}
