import {
  type AssessmentEntry,
  DateStringSchema,
  MESSAGES,
  REQUEST_MESSAGES,
  TeacherAssessmentSchema,
} from '@classbeam/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { TAKES_BODY } from '../../http/no-body';
import { requireUserId } from '../../http/session';
import { ownedClass, parseId } from '../../policy';
import type { Realtime } from '../../realtime/socket';
import { localDate } from '../operations/operations.service';
import { assessmentsChanged } from './assessments.events';
import {
  latestAssessments,
  saveAssessment,
  studentAssessments,
  teacherAssessmentsOn,
  toAssessmentDto,
} from './assessments.repository';

type IdParams = { id: string };
type StudentParams = { id: string; studentId: string };

const DateQuerySchema = z.object({ date: DateStringSchema });
const LimitQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

const DAY_MS = 24 * 60 * 60 * 1000;
const EARLIEST = Date.parse('2000-01-01T00:00:00Z');

/**
 * A lesson's date: not after tomorrow (time zones apart, the device's today may be the
 * server's tomorrow) and not before 2000. A device with a wrong clock would otherwise save
 * year 9999 and pin that student's 'latest' for good. Earlier lessons stay allowed.
 */
function lessonDate(date: string, now: number): boolean {
  const at = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(at) && at >= EARLIEST && at <= now + DAY_MS;
}

/** A student of this class (the class already checked as the teacher's); else 404. */
async function studentOf(db: Db, classId: number, rawId: string) {
  const id = parseId(rawId);
  const row =
    id === null
      ? undefined
      : await db
          .selectFrom('students')
          .select(['id', 'goal'])
          .where('id', '=', id)
          .where('class_id', '=', classId)
          .where('is_active', '=', true)
          .executeTakeFirst();
  if (!row) throw notFound(MESSAGES.studentNotFound);
  return row;
}

/** The teacher's end-of-class assessments and the results of both sides (spec section 7). */
export function assessmentRoutes(
  app: FastifyInstance,
  { db, realtime, clock }: { db: Db; realtime: Realtime; clock: Clock },
): void {
  // One rating per student and day: a second save overwrites (the dialog asked first).
  app.post<{ Params: StudentParams }>(
    '/api/classes/:id/students/:studentId/assessments',
    TAKES_BODY,
    async (request, reply) => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      const input = TeacherAssessmentSchema.parse(request.body);
      const pathStudent = parseId(request.params.studentId);
      if (
        (input.classId !== undefined && input.classId !== cls.id) ||
        (input.studentId !== undefined && pathStudent !== null && input.studentId !== pathStudent)
      )
        throw new AppError(400, 'invalid_payload', REQUEST_MESSAGES.assessmentOtherTarget);
      const student = await studentOf(db, cls.id, request.params.studentId);
      const now = clock.now();
      const date = input.date ?? localDate(new Date(now));
      if (!lessonDate(date, now))
        throw new AppError(400, 'invalid_payload', REQUEST_MESSAGES.assessmentDate);
      const { dto, created } = await saveAssessment(db, {
        studentId: student.id,
        classId: cls.id,
        date,
        source: 'teacher',
        understanding: input.understanding,
        behavior: input.behavior,
        growth: input.growth,
        // Goal progress only for a student with a goal, as the student's own rating has it.
        goalProgress: student.goal ? (input.goalProgress ?? null) : null,
        at: now,
      });
      assessmentsChanged(realtime, cls.id, student.id, 'teacher');
      return reply.status(created ? 201 : 200).send(dto);
    },
  );

  // A non-empty answer is the spec's cue for the overwrite prompt.
  app.get<{ Params: IdParams }>('/api/classes/:id/assessments', async (request) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    const { date } = DateQuerySchema.parse(request.query);
    const rows = await teacherAssessmentsOn(db, cls.id, date);
    return rows.map(
      (r): AssessmentEntry => ({
        studentId: r.student_id,
        understanding: r.understanding,
        behavior: r.behavior,
        growth: r.growth,
        goalProgress: r.goal_progress,
      }),
    );
  });

  app.get<{ Params: IdParams }>('/api/classes/:id/assessments/latest', async (request) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    return latestAssessments(db, cls.id);
  });

  app.get<{ Params: StudentParams }>(
    '/api/classes/:id/students/:studentId/assessments',
    async (request) => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      const student = await studentOf(db, cls.id, request.params.studentId);
      const { limit } = LimitQuerySchema.parse(request.query);
      return (await studentAssessments(db, student.id, limit)).map(toAssessmentDto);
    },
  );
}
