import { type ScheduleConfigDto, ScheduleConfigInputSchema } from '@classbeam/contracts';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ScheduleConfigurationsTable } from '../../db/schema';
import { notFound } from '../../http/errors';
import { TAKES_BODY } from '../../http/no-body';
import { requireUserId } from '../../http/session';
import { ownedClass, parseId } from '../../policy';

type IdParams = { id: string };
type Row = Selectable<ScheduleConfigurationsTable>;

const NOT_FOUND = 'Schedule configuration not found.';

const toDto = (row: Row): ScheduleConfigDto => ({
  id: row.id,
  classId: row.class_id,
  name: row.name,
  description: row.description,
  scheduleData: row.schedule_data,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** A saved schedule of one of this teacher's classes; another teacher's answers like a missing one. */
async function ownedConfig(db: Db, userId: string, id: unknown): Promise<Row> {
  const configId = parseId(id);
  const row =
    configId === null
      ? undefined
      : await db
          .selectFrom('schedule_configurations')
          .innerJoin('classes', 'classes.id', 'schedule_configurations.class_id')
          .selectAll('schedule_configurations')
          .where('schedule_configurations.id', '=', configId)
          .where('classes.user_id', '=', userId)
          .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** Saved schedules (spec section 7). Loading one is the run's set-schedule command. */
export function scheduleConfigRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get<{ Params: IdParams }>('/api/classes/:id/schedule-configurations', async (request) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    const rows = await db
      .selectFrom('schedule_configurations')
      .selectAll()
      .where('class_id', '=', cls.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toDto);
  });

  app.post<{ Params: IdParams }>(
    '/api/classes/:id/schedule-configurations',
    TAKES_BODY,
    async (request, reply) => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      const input = ScheduleConfigInputSchema.parse(request.body);
      const row = await db
        .insertInto('schedule_configurations')
        .values({
          class_id: cls.id,
          name: input.name,
          description: input.description ?? '',
          schedule_data: JSON.stringify(input.scheduleData),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.status(201).send(toDto(row));
    },
  );

  app.put<{ Params: IdParams }>('/api/schedule-configurations/:id', TAKES_BODY, async (request) => {
    const existing = await ownedConfig(db, requireUserId(request), request.params.id);
    const input = ScheduleConfigInputSchema.parse(request.body);
    const row = await db
      .updateTable('schedule_configurations')
      .set({
        name: input.name,
        description: input.description ?? '',
        schedule_data: JSON.stringify(input.scheduleData),
        updated_at: new Date(),
      })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toDto(row);
  });

  app.delete<{ Params: IdParams }>('/api/schedule-configurations/:id', async (request, reply) => {
    const existing = await ownedConfig(db, requireUserId(request), request.params.id);
    await db.deleteFrom('schedule_configurations').where('id', '=', existing.id).execute();
    return reply.status(204).send();
  });
}
