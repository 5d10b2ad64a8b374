import { ScheduleConfigInputSchema } from '@classbeam/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { savedConfigRoutes } from '../saved-configs/saved-configs.routes';

/** Saved schedules (spec section 7). Loading one is the run's set-schedule command. */
export function scheduleConfigRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  savedConfigRoutes(app, db, {
    table: 'schedule_configurations',
    segment: 'schedule-configurations',
    column: 'schedule_data',
    field: 'scheduleData',
    input: ScheduleConfigInputSchema,
    notFound: 'Schedule configuration not found.',
  });
}
