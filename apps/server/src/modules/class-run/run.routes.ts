import { REQUEST_MESSAGES, SettingsPatchSchema } from '@classbeam/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock, OffsetClock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { fromThisMachine } from '../../http/loopback';
import { TAKES_BODY } from '../../http/no-body';
import { requireUserId } from '../../http/session';
import { ownedClass } from '../../policy';
import { loadSettings, toSettingsDto } from './run.repository';
import type { RunService } from './run.service';

type IdParams = { id: string };

export function runRoutes(
  app: FastifyInstance,
  { db, runs, clock }: { db: Db; runs: RunService; clock: Clock },
): void {
  app.get<{ Params: IdParams }>('/api/classes/:id/settings', async (request) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    const row = await loadSettings(db, cls.id);
    if (!row) throw notFound();
    return toSettingsDto(row, clock.now());
  });

  app.patch<{ Params: IdParams }>('/api/classes/:id/settings', TAKES_BODY, async (request) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    const patch = SettingsPatchSchema.parse(request.body);
    return runs.patchSettings(cls.id, patch);
  });
}

const JumpSchema = z.strictObject({
  ms: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60 * 1000),
});

/**
 * Only with TEST_CLOCK=1 (refused in production): end-to-end tests move the server's time
 * forward to run a whole schedule in seconds. Wake-ups due by then fire at once. No sign-in
 * guards it (the journeys call it from the test runner), so only this machine may call it:
 * anyone else on the network could otherwise end every running lesson.
 */
export function testClockRoute(app: FastifyInstance, clock: OffsetClock): void {
  app.post('/api/test/clock', TAKES_BODY, async (request) => {
    if (!fromThisMachine(request)) {
      throw new AppError(403, 'forbidden', REQUEST_MESSAGES.testClock);
    }
    const { ms } = JumpSchema.parse(request.body);
    clock.jump(ms);
    return { serverNow: clock.now() };
  });
}
