import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { requireUserId } from '../../http/session';
import { ownedClass } from '../../policy';
import type { VolumeHub } from './volume.hub';

type IdParams = { id: string };

/** The spec's volume-tally calls (section 7). */
export function volumeRoutes(app: FastifyInstance, { db, hub }: { db: Db; hub: VolumeHub }) {
  // Goes through the tally's own rule: on, and at most once per 5 s.
  app.post<{ Params: IdParams }>('/api/classes/:id/volume-tally/increment', async (request) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    const counted = await hub.increment(cls.id);
    if (counted) return { counted: true, ...counted };
    const row = await db
      .selectFrom('class_settings')
      .select('volume_tally_count')
      .where('class_id', '=', cls.id)
      .executeTakeFirstOrThrow();
    return { counted: false, count: row.volume_tally_count };
  });

  app.post<{ Params: IdParams }>('/api/classes/:id/volume-tally/reset', async (request) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    return hub.reset(cls.id);
  });
}
