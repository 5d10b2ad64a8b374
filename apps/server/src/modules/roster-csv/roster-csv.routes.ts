import {
  CSV_IMPORT_MAX_ROWS,
  CSV_MESSAGES,
  RosterExportQuerySchema,
  RosterImportSchema,
  RosterImportTableSchema,
} from '@classbeam/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { TAKES_BODY } from '../../http/no-body';
import { requireUserId } from '../../http/session';
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

/** Export CSV and Import CSV (spec sections 2, 5 and 9; docs/decisions/0090). */
export function rosterCsvRoutes(
  app: FastifyInstance,
  { db, realtime, clock }: { db: Db; realtime: Realtime; clock: Clock },
): void {
  app.post<{ Params: IdParams }>(
    '/api/classes/:id/roster-import/preview',
    IMPORT_ROUTE,
    async (request) => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      refuseTooManyRows(request);
      return previewImport(db, cls.id, RosterImportTableSchema.parse(request.body));
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/classes/:id/roster-import',
    IMPORT_ROUTE,
    async (request) => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      refuseTooManyRows(request);
      const result = await applyImport(db, cls.id, RosterImportSchema.parse(request.body));
      // Every device reads the roster again, displays and iPads included, as after Add Student.
      if (result.version !== null) rosterChanged(realtime, cls.id, result.version);
      return result;
    },
  );

  app.get<{ Params: IdParams }>('/api/classes/:id/roster-export', async (request, reply) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    const query = RosterExportQuerySchema.partial().parse(request.query);
    const date = query.date ?? localDate(new Date(clock.now()));
    const { fileName, text } = await exportCsv(db, cls.id, date);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(text);
  });
}
