import { MESSAGES, SelfAssessmentWindowSchema } from '@classbeam/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { TAKES_BODY } from '../../http/no-body';
import { requireUserId } from '../../http/session';
import { ownedClass, parseId } from '../../policy';
import { clearClassFailures, clearFailures } from './self-assessment.repository';
import type { SelfAssessmentService } from './self-assessment.service';

type IdParams = { id: string };
type StudentParams = { id: string; studentId: string };

/** The teacher's side of the self-assessment page: its window, its key, unlocking a student. */
export function selfAssessmentRoutes(
  app: FastifyInstance,
  { db, page }: { db: Db; page: SelfAssessmentService },
): void {
  app.get<{ Params: IdParams }>('/api/classes/:id/self-assessment', async (request) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    return page.view(cls.id);
  });

  // Open for 30 minutes from now (again, if it was open), or close now.
  app.put<{ Params: IdParams }>('/api/classes/:id/self-assessment', TAKES_BODY, async (request) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    const { open } = SelfAssessmentWindowSchema.parse(request.body);
    return page.setOpen(cls.id, open);
  });

  // A new key: printed QR codes and copied links stop working, the iPads holding it go.
  app.post<{ Params: IdParams }>('/api/classes/:id/self-assessment/key', async (request) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    return page.rotateKey(cls.id);
  });

  // Unlock all: one child at an iPad can lock out many classmates, three wrong dates each.
  app.delete<{ Params: IdParams }>(
    '/api/classes/:id/self-assessment-locks',
    async (request, reply) => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      await clearClassFailures(db, cls.id, page.today());
      await page.changed(cls.id);
      return reply.status(204).send();
    },
  );

  // The teacher vouches for a student locked out after 3 wrong dates of birth today.
  app.delete<{ Params: StudentParams }>(
    '/api/classes/:id/students/:studentId/self-assessment-lock',
    async (request, reply) => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      const studentId = parseId(request.params.studentId);
      const student =
        studentId === null
          ? undefined
          : await db
              .selectFrom('students')
              .select('id')
              .where('id', '=', studentId)
              .where('class_id', '=', cls.id)
              .where('is_active', '=', true)
              .executeTakeFirst();
      if (!student) throw notFound(MESSAGES.studentNotFound);
      await clearFailures(db, student.id, page.today());
      await page.changed(cls.id);
      return reply.status(204).send();
    },
  );
}
