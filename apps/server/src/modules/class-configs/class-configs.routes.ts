import {
  CLASS_CONFIG_MESSAGES,
  CLASS_CONFIGS_PER_CLASS_MAX,
  ClassConfigInputSchema,
  type ClassConfigLoadResult,
  type HiddenStudentDto,
  type SavedStudent,
  type StudentDto,
} from '@classbeam/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { requireUserId } from '../../http/session';
import { ownedClass, ownedStudent } from '../../policy';
import type { Realtime } from '../../realtime/socket';
import { savedConfigRoutes } from '../saved-configs/saved-configs.routes';
import { assessmentSession } from '../self-assessment/self-assessment.events';
import { rosterChanged } from '../students/students.events';
import { classConfigsChanged } from './class-configs.events';
import { loadClassConfig, readSavedStudents, rosterSnapshot } from './class-configs.service';
import { listHiddenStudents, showHiddenStudent } from './hidden-students.service';

type IdParams = { id: string };

/**
 * Saved class set-ups (spec section 7): list, save and delete share the saved-configuration
 * routes; the roster saved is the server's own (`rosterSnapshot`). Update and load are ours.
 */
export function classConfigRoutes(
  app: FastifyInstance,
  { db, realtime }: { db: Db; realtime: Realtime },
): void {
  const rosters = savedConfigRoutes<SavedStudent[]>(app, db, {
    table: 'class_configurations',
    segment: 'class-configurations',
    column: 'student_data',
    field: 'studentData',
    input: ClassConfigInputSchema,
    notFound: CLASS_CONFIG_MESSAGES.notFound,
    read: readSavedStudents,
    snapshot: rosterSnapshot,
    limit: { count: CLASS_CONFIGS_PER_CLASS_MAX, message: CLASS_CONFIG_MESSAGES.tooMany },
    changed: (classId) => classConfigsChanged(realtime, classId),
  });

  // Loading restores the saved roster in one change: every device takes a fresh snapshot.
  app.post<{ Params: IdParams }>(
    '/api/class-configurations/:id/load',
    async (request): Promise<ClassConfigLoadResult> => {
      const config = await rosters.owned(requireUserId(request), request.params.id);
      const { endedTurn, ...result } = await loadClassConfig(db, config.classId, config.id);
      rosterChanged(realtime, config.classId, result.version);
      if (endedTurn) assessmentSession(realtime, config.classId, null);
      if (result.recreated > 0) classConfigsChanged(realtime, config.classId);
      return result;
    },
  );

  // Hidden students (Step 7): the list a load leaves them in, and the way back without a load.
  // Deleting one is the students' own DELETE, which finds hidden students too.
  app.get<{ Params: IdParams }>(
    '/api/classes/:id/hidden-students',
    async (request): Promise<HiddenStudentDto[]> => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      return listHiddenStudents(db, cls.id);
    },
  );

  // Every device follows as it does an Add Student: dashboards, displays and iPads.
  app.post<{ Params: IdParams }>(
    '/api/students/:id/unhide',
    async (request): Promise<StudentDto> => {
      const student = await ownedStudent(db, requireUserId(request), request.params.id, {
        hidden: true,
      });
      const { value, version } = await showHiddenStudent(db, student);
      if (version !== null) rosterChanged(realtime, student.class_id, version);
      return value;
    },
  );
}
