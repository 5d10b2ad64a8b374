import {
  type ClassReport,
  type ParentNote,
  ParentNoteSchema,
  ReportQuerySchema,
  type ReportSettings,
  ReportSettingsPatchSchema,
  type StudentReport,
} from '@classbeam/contracts';
import { historyFileName } from '@classbeam/domain/roster-csv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { TAKES_BODY } from '../../http/no-body';
import { requireUserId } from '../../http/session';
import { teacherTranslator } from '../../i18n/teacher';
import { ownedClass, ownedStudent } from '../../policy';
import { rangeOf } from '../history/history.routes';
import { localDate } from '../operations/operations.service';
import { contentDisposition } from '../roster-csv/roster-csv.routes';
import { historyCsv } from './history-export';
import { reportStudents, saveParentNote } from './reports.repository';
import { classReport, studentReports, updateReportSettings } from './reports.service';

type IdParams = { id: string };

/**
 * Reports (docs/decisions/0155-0157): a class's and a student's over a range of days, the
 * parent pages of the whole class, the report settings (term, day colours), a student's note
 * for the parents, and the behaviour history as a CSV file. Hidden students are reported;
 * a deleted one is not (P4).
 */
export function reportRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const today = () => localDate(new Date(clock.now()));
  const rangeFrom = (request: FastifyRequest) =>
    rangeOf(ReportQuerySchema.parse(request.query), today());

  app.get<{ Params: IdParams }>(
    '/api/classes/:id/report',
    async (request): Promise<ClassReport> => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      const { from, to } = rangeFrom(request);
      const students = await reportStudents(db, cls.id);
      return classReport(db, { id: cls.id, name: cls.name }, students, from, to, today());
    },
  );

  // Every student of the roster now, for printing a parent page each.
  app.get<{ Params: IdParams }>(
    '/api/classes/:id/parent-pages',
    async (request): Promise<StudentReport[]> => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      const { from, to } = rangeFrom(request);
      const students = (await reportStudents(db, cls.id)).filter((s) => s.is_active);
      return studentReports(db, { id: cls.id, name: cls.name }, students, from, to, today());
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/students/:id/report',
    async (request): Promise<StudentReport> => {
      const student = await ownedStudent(db, requireUserId(request), request.params.id, {
        hidden: true,
      });
      const { from, to } = rangeFrom(request);
      const cls = await db
        .selectFrom('classes')
        .select(['id', 'name'])
        .where('id', '=', student.class_id)
        .executeTakeFirstOrThrow();
      const [report] = await studentReports(db, cls, [student], from, to, today());
      return report as StudentReport;
    },
  );

  app.patch<{ Params: IdParams }>(
    '/api/classes/:id/report-settings',
    TAKES_BODY,
    async (request): Promise<ReportSettings> => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      return updateReportSettings(db, cls, ReportSettingsPatchSchema.parse(request.body));
    },
  );

  app.put<{ Params: IdParams }>(
    '/api/students/:id/parent-note',
    TAKES_BODY,
    async (request): Promise<ParentNote> => {
      const student = await ownedStudent(db, requireUserId(request), request.params.id, {
        hidden: true,
      });
      const { text } = ParentNoteSchema.parse(request.body);
      const saved = await saveParentNote(db, student, text, new Date(clock.now()));
      return { text: saved.text, updatedAt: saved.updatedAt.toISOString() };
    },
  );

  app.get<{ Params: IdParams }>('/api/classes/:id/history-export', async (request, reply) => {
    const userId = requireUserId(request);
    const cls = await ownedClass(db, userId, request.params.id);
    const { from, to } = rangeFrom(request);
    const tr = await teacherTranslator(db, userId, request);
    const { fileName, text } = await historyCsv(db, cls, from, to, tr);
    // The answer depends on the account and on Accept-Language (decision 0169).
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('vary', 'Accept-Language')
      .header(
        'content-disposition',
        contentDisposition(fileName, historyFileName('', cls.id, from, to, tr)),
      )
      .send(text);
  });
}
