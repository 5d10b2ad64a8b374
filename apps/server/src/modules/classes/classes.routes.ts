import { ClassCreateSchema, ClassUpdateSchema, MESSAGES } from '@classbeam/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { TAKES_BODY } from '../../http/no-body';
import { requireUserId } from '../../http/session';
import { teacherTranslator } from '../../i18n/teacher';
import { ownedClass } from '../../policy';
import type { Realtime } from '../../realtime/socket';
import { classChanged } from './classes.events';
import { deleteClass, insertClass, listClasses, updateClass } from './classes.repository';
import { toClassDto } from './classes.service';

interface ClassDeps {
  db: Db;
  realtime: Realtime;
}

type IdParams = { id: string };

export function classRoutes(app: FastifyInstance, { db, realtime }: ClassDeps): void {
  app.get('/api/classes', async (request) => {
    const userId = requireUserId(request);
    return (await listClasses(db, userId)).map(toClassDto);
  });

  app.get<{ Params: IdParams }>('/api/classes/:id', async (request) => {
    const userId = requireUserId(request);
    return toClassDto(await ownedClass(db, userId, request.params.id));
  });

  app.post('/api/classes', TAKES_BODY, async (request, reply) => {
    const userId = requireUserId(request, MESSAGES.mustBeLoggedInToCreateClass);
    const input = ClassCreateSchema.parse(request.body);
    // Its default skills and schedule in the teacher's language (decision 0169).
    const row = await insertClass(db, userId, input, await teacherTranslator(db, userId, request));
    return reply.status(201).send(toClassDto(row));
  });

  app.patch<{ Params: IdParams }>('/api/classes/:id', TAKES_BODY, async (request) => {
    const userId = requireUserId(request);
    const existing = await ownedClass(db, userId, request.params.id);
    const input = ClassUpdateSchema.parse(request.body);
    const row = await updateClass(db, existing.id, input);
    classChanged(realtime, row.id, row.version);
    return toClassDto(row);
  });

  app.delete<{ Params: IdParams }>('/api/classes/:id', async (request, reply) => {
    const userId = requireUserId(request);
    const existing = await ownedClass(db, userId, request.params.id);
    await deleteClass(db, existing.id);
    realtime.closeClass(existing.id);
    return reply.status(204).send();
  });
}
