import { SelfAssessmentSchema, SessionStartSchema } from '@classbeam/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { TAKES_BODY } from '../../http/no-body';
import { requireUserId } from '../../http/session';
import { ownedClass } from '../../policy';
import { keyedClass, keyOf, sendsKey } from './class-key';
import type { SelfAssessmentService } from './self-assessment.service';
import type { SessionService } from './sessions.service';

type IdParams = { id: string };
type SessionParams = { id: string; sessionId: string };

interface KioskDeps {
  db: Db;
  page: SelfAssessmentService;
  sessions: SessionService;
}

/**
 * The shared iPad's calls, authorised by the class key in the x-class-key header (never the
 * query string). A wrong key, no key and a missing class are the same 404 (S9).
 */
export function kioskRoutes(app: FastifyInstance, { db, page, sessions }: KioskDeps): void {
  const keyed = (request: FastifyRequest<{ Params: { id: string } }>) =>
    keyedClass(db, request.params.id, keyOf(request));
  /** The iPad with its key (the page open), or the class's own teacher. */
  const iPadOrTeacher = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    if (!sendsKey(request)) return ownedClass(db, requireUserId(request), request.params.id);
    const cls = await keyed(request);
    await page.requireOpen(db, cls.id);
    return cls;
  };

  // Names and photos only with the key, while the page is open; otherwise why it is not.
  app.get<{ Params: { classId: string } }>('/api/self-assessment/:classId', async (request) => {
    const cls = await keyedClass(db, request.params.classId, keyOf(request));
    return page.kioskState(cls);
  });

  app.get<{ Params: IdParams }>('/api/classes/:id/assessment-sessions', async (request) => {
    const cls = await iPadOrTeacher(request);
    return sessions.list(cls.id);
  });

  app.post<{ Params: IdParams }>(
    '/api/classes/:id/assessment-sessions',
    TAKES_BODY,
    async (request, reply) => {
      const cls = await keyed(request);
      const input = SessionStartSchema.parse(request.body);
      return reply.status(201).send(await sessions.start(cls.id, input, request.ip));
    },
  );

  app.post<{ Params: SessionParams }>(
    '/api/classes/:id/assessment-sessions/:sessionId/heartbeat',
    async (request, reply) => {
      const cls = await keyed(request);
      await sessions.heartbeat(cls.id, request.params.sessionId);
      return reply.status(204).send();
    },
  );

  // The teacher's "End turn": whoever holds the class lets go of it.
  app.delete<{ Params: IdParams }>(
    '/api/classes/:id/assessment-sessions',
    async (request, reply) => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      await sessions.endActive(cls.id);
      return reply.status(204).send();
    },
  );

  app.delete<{ Params: SessionParams }>(
    '/api/classes/:id/assessment-sessions/:sessionId',
    async (request, reply) => {
      const cls = sendsKey(request)
        ? await keyed(request)
        : await ownedClass(db, requireUserId(request), request.params.id);
      await sessions.end(cls.id, request.params.sessionId);
      return reply.status(204).send();
    },
  );

  app.post<{ Params: SessionParams }>(
    '/api/classes/:id/assessment-sessions/:sessionId/assessment',
    TAKES_BODY,
    async (request, reply) => {
      const cls = await keyed(request);
      const scores = SelfAssessmentSchema.parse(request.body);
      const { dto, created } = await sessions.submit(cls.id, request.params.sessionId, scores);
      return reply.status(created ? 201 : 200).send(dto);
    },
  );
}
