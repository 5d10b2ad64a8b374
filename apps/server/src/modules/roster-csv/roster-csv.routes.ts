import {
  CSV_IMPORT_MAX_ROWS,
  CSV_MESSAGES,
  RosterExportQuerySchema,
  RosterImportSchema,
  RosterImportTableSchema,
} from '@classbeam/contracts';
import { exportFileName } from '@classbeam/domain/roster-csv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { TAKES_BODY } from '../../http/no-body';
import { requireUserId } from '../../http/session';
import { teacherTranslator } from '../../i18n/teacher';
import { ownedClass } from '../../policy';
import type { Realtime } from '../../realtime/socket';
import { localDate } from '../operations/operations.service';
import { rosterChanged } from '../students/students.events';
import { applyImport, exportCsv, previewImport } from './roster-csv.service';

type IdParams = { id: string };

/**
 * A file the dashboard accepts (1 MB) arrives as JSON cells, a little larger than the file
 * (quotes escaped, brackets); 2,000 rows of it fit in 2 MB.
 */
const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;
const IMPORT_ROUTE = { ...TAKES_BODY, bodyLimit: IMPORT_BODY_LIMIT };

/** Too many rows is a size problem (413), said before the schema would call it malformed. */
function refuseTooManyRows(request: FastifyRequest): void {
  const body = request.body as { records?: unknown } | null;
  if (Array.isArray(body?.records) && body.records.length > CSV_IMPORT_MAX_ROWS)
    throw new AppError(413, 'payload_too_large', CSV_MESSAGES.tooManyRows);
}

/**
 * The file's name for Content-Disposition: RFC 6266's `filename*` in UTF-8 carries the class's
 * name in any script; the plain `filename` beside it, for old clients, is the name when it is
 * printable ASCII, else 'class-{id} students {date}.csv'.
 */
export function contentDisposition(fileName: string, fallback: string): string {
  const ascii = /^[\x20-\x7E]+$/.test(fileName) && !/["\\]/.test(fileName) ? fileName : fallback;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Export CSV and Import CSV (spec sections 2, 5 and 9; docs/decisions/0090). */
export function rosterCsvRoutes(
  app: FastifyInstance,
  {
    db,
    realtime,
    clock,
    birthDateKey,
  }: { db: Db; realtime: Realtime; clock: Clock; birthDateKey: string },
): void {
  const today = () => localDate(new Date(clock.now()));

  app.post<{ Params: IdParams }>(
    '/api/classes/:id/roster-import/preview',
    IMPORT_ROUTE,
    async (request) => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      refuseTooManyRows(request);
      return previewImport(db, cls.id, RosterImportTableSchema.parse(request.body), today());
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/classes/:id/roster-import',
    IMPORT_ROUTE,
    async (request) => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      refuseTooManyRows(request);
      const input = RosterImportSchema.parse(request.body);
      const result = await applyImport(db, birthDateKey, cls.id, input, today());
      // Every device reads the roster again, displays and iPads included, as after Add Student.
      if (result.version !== null) rosterChanged(realtime, cls.id, result.version);
      return result;
    },
  );

  app.get<{ Params: IdParams }>('/api/classes/:id/roster-export', async (request, reply) => {
    const userId = requireUserId(request);
    const cls = await ownedClass(db, userId, request.params.id);
    const query = RosterExportQuerySchema.partial().parse(request.query);
    const date = query.date ?? today();
    const tr = await teacherTranslator(db, userId, request);
    const { fileName, text } = await exportCsv(db, cls, date, tr);
    // The answer depends on the account and on Accept-Language (decision 0169).
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('vary', 'Accept-Language')
      .header(
        'content-disposition',
        contentDisposition(fileName, exportFileName('', cls.id, date, tr)),
      )
      .send(text);
  });
}
