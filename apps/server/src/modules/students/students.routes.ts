import {
  BirthDatesSchema,
  StudentCreateSchema,
  type StudentDto,
  StudentUpdateSchema,
} from '@classbeam/contracts';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { TAKES_BODY } from '../../http/no-body';
import { requireUserId } from '../../http/session';
import { ownedClass, ownedStudent } from '../../policy';
import type { Realtime } from '../../realtime/socket';
import { classConfigsChanged } from '../class-configs/class-configs.events';
import { assessmentSession } from '../self-assessment/self-assessment.events';
import { setBirthDates } from './birth-dates.service';
import { bringBack, putAside } from './deletions';
import { rosterChanged, studentsChanged } from './students.events';
import { findPhoto } from './students.repository';
import { createStudent, studentSnapshot, updateStudent } from './students.service';

interface StudentDeps {
  db: Db;
  realtime: Realtime;
  birthDateKey: string;
  clock: Clock;
}

type IdParams = { id: string };

export function studentRoutes(
  app: FastifyInstance,
  { db, realtime, birthDateKey, clock }: StudentDeps,
): void {
  app.get<{ Params: IdParams }>('/api/classes/:id/students', async (request) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    return studentSnapshot(db, cls.id);
  });

  app.post('/api/students', TAKES_BODY, async (request, reply) => {
    const userId = requireUserId(request);
    const input = StudentCreateSchema.parse(request.body);
    const cls = await ownedClass(db, userId, input.classId);
    const { value, version } = await createStudent(db, birthDateKey, cls.id, input);
    rosterChanged(realtime, cls.id, version);
    return reply.status(201).send(value);
  });

  app.patch<{ Params: IdParams }>('/api/students/:id', TAKES_BODY, async (request) => {
    const student = await ownedStudent(db, requireUserId(request), request.params.id);
    const input = StudentUpdateSchema.parse(request.body);
    const result = await updateStudent(db, birthDateKey, student, input);
    if (result.rosterVersion !== null)
      rosterChanged(realtime, student.class_id, result.rosterVersion);
    if (result.live && result.live.students.length > 0) {
      studentsChanged(
        realtime,
        student.class_id,
        result.live.version,
        result.live.students,
        result.live.appliedNow,
      );
    }
    return result.student;
  });

  // The whole-class table: many dates of birth in one save; every device reads the roster
  // again ('Birth date set'), and the iPads their pictures (who may now self-assess).
  app.put<{ Params: IdParams }>('/api/classes/:id/birth-dates', TAKES_BODY, async (request) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    const input = BirthDatesSchema.parse(request.body);
    const result = await setBirthDates(db, birthDateKey, cls.id, input);
    rosterChanged(realtime, cls.id, result.version);
    return result;
  });

  // Deleting puts the student aside at once (gone from every device, every saved roster and
  // layout), final STUDENT_DELETE_WINDOW_MS later unless brought back (deletions.ts): the
  // sweep in app.ts then deletes them for good. Being deleted already is a 404, like gone.
  app.delete<{ Params: IdParams }>('/api/students/:id', async (request, reply) => {
    const student = await ownedStudent(db, requireUserId(request), request.params.id, {
      hidden: true,
    });
    const aside = await putAside(db, student, new Date(clock.now()));
    rosterChanged(realtime, student.class_id, aside.version);
    if (aside.endedTurn) assessmentSession(realtime, student.class_id, null);
    if (aside.inRosters) classConfigsChanged(realtime, student.class_id);
    return reply.status(204).send();
  });

  // Undo of a delete, inside its window: 200 with the student; after it 410 delete_final.
  app.post<{ Params: IdParams }>(
    '/api/students/:id/restore',
    async (request): Promise<StudentDto> => {
      const student = await ownedStudent(db, requireUserId(request), request.params.id, {
        hidden: true,
        deleting: true,
      });
      const back = await bringBack(db, student, new Date(clock.now()));
      if (back.version !== null) rosterChanged(realtime, student.class_id, back.version);
      if (back.inRosters) classConfigsChanged(realtime, student.class_id);
      return back.student;
    },
  );

  // Photos by random key: a capability URL, so the classroom display can show them too. The
  // type is fixed from the stored bytes, never from the request.
  app.get<{ Params: { key: string } }>('/api/avatars/:key', async (request, reply) => {
    const key = request.params.key;
    const photo = /^[A-Za-z0-9_-]{22}$/.test(key) ? await findPhoto(db, key) : undefined;
    if (!photo) throw notFound();
    return (
      reply
        .header('content-type', photo.mime)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        // Even a polyglot that starts like a JPEG can never run as a page from this URL.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(photo.data)
    );
  });
}
