import { type ApiError, MESSAGES } from '@classbeam/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * How long the database has to answer. A check that hangs tells a container runtime or a
 * proxy nothing: past this the answer is 503, well inside the image's HEALTHCHECK timeout.
 */
export const HEALTH_WAIT_MS = 2000;

/**
 * `GET /api/health`: 200 `{"status":"ok"}` when this process and its database answer, else
 * 503 in our error shape (the code R5's restart handling gives, service_unavailable), for the
 * image's HEALTHCHECK, a proxy taking an instance out of rotation, or a monitor. Public, so it
 * says nothing else: no version, no database address, no timings.
 */
export function healthRoute(app: FastifyInstance, db: Db): void {
  app.get('/api/health', async (request, reply) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer in time')), HEALTH_WAIT_MS);
    });
    try {
      await Promise.race([sql`select 1`.execute(db), late]);
    } catch (error) {
      // Whatever the database's failure (refused, restarting, out of connections, slow), the
      // instance cannot serve a lesson now; the reason goes to the log, not to the caller.
      // Answered here rather than thrown: a probe every few seconds while the database is down
      // is one warning each, not an error report each.
      request.log.warn({ err: error }, 'health check: the database did not answer');
      const body: ApiError = { code: 'service_unavailable', message: MESSAGES.serviceUnavailable };
      return reply.status(503).send(body);
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok' };
  });
}
