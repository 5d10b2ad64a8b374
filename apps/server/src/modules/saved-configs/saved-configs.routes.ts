import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { TAKES_BODY } from '../../http/no-body';
import { requireUserId } from '../../http/session';
import { ownedClass, parseId } from '../../policy';

type IdParams = { id: string };

/** The saved set-ups of a class that share one shape: a name, a note and a JSON payload. */
export interface SavedConfigKind<Data> {
  table: 'schedule_configurations' | 'group_configurations';
  /** The URL segment, e.g. 'schedule-configurations'. */
  segment: string;
  /** The JSON column, and the field the API names it by. */
  column: 'schedule_data' | 'group_data';
  field: string;
  input: z.ZodType<
    { name: string; description?: string | null | undefined } & Record<string, unknown>
  >;
  notFound: string;
  /** The saved payload as the API answers it. */
  read?: (stored: unknown) => Data;
}

interface Row {
  id: number;
  class_id: number;
  name: string;
  description: string;
  data: unknown;
  created_at: Date;
  updated_at: Date;
}

/**
 * list / create / update / delete of one kind of saved configuration (spec section 7), each
 * through the ownership rule: another teacher's configuration answers like a missing one.
 */
export function savedConfigRoutes<Data>(
  app: FastifyInstance,
  db: Db,
  kind: SavedConfigKind<Data>,
): { owned: (userId: string, id: unknown) => Promise<{ classId: number; data: Data }> } {
  const table = sql.table(kind.table);
  const column = sql.ref(kind.column);
  const read = kind.read ?? ((stored: unknown) => stored as Data);
  const toDto = (row: Row) => ({
    id: row.id,
    classId: row.class_id,
    name: row.name,
    description: row.description,
    [kind.field]: read(row.data),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  });
  const columns = sql`id, class_id, name, description, ${column} as data, created_at, updated_at`;

  async function owned(userId: string, id: unknown): Promise<Row> {
    const configId = parseId(id);
    const row =
      configId === null
        ? undefined
        : (
            await sql<Row>`
              select c.id, c.class_id, c.name, c.description, c.${column} as data,
                     c.created_at, c.updated_at
              from ${table} as c join classes on classes.id = c.class_id
              where c.id = ${configId} and classes.user_id = ${userId}`.execute(db)
          ).rows[0];
    if (!row) throw notFound(kind.notFound);
    return row;
  }

  app.get<{ Params: IdParams }>(`/api/classes/:id/${kind.segment}`, async (request) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    const { rows } = await sql<Row>`
      select ${columns} from ${table}
      where class_id = ${cls.id} order by created_at desc, id desc`.execute(db);
    return rows.map(toDto);
  });

  app.post<{ Params: IdParams }>(
    `/api/classes/:id/${kind.segment}`,
    TAKES_BODY,
    async (request, reply) => {
      const cls = await ownedClass(db, requireUserId(request), request.params.id);
      const input = kind.input.parse(request.body);
      const { rows } = await sql<Row>`
        insert into ${table} (class_id, name, description, ${column})
        values (${cls.id}, ${input.name}, ${input.description ?? ''},
                ${JSON.stringify(input[kind.field])}::jsonb)
        returning ${columns}`.execute(db);
      return reply.status(201).send(toDto(rows[0] as Row));
    },
  );

  app.put<{ Params: IdParams }>(`/api/${kind.segment}/:id`, TAKES_BODY, async (request) => {
    const existing = await owned(requireUserId(request), request.params.id);
    const input = kind.input.parse(request.body);
    const { rows } = await sql<Row>`
      update ${table}
      set name = ${input.name}, description = ${input.description ?? ''},
          ${column} = ${JSON.stringify(input[kind.field])}::jsonb, updated_at = now()
      where id = ${existing.id}
      returning ${columns}`.execute(db);
    // Deleted between the ownership check and the update.
    if (!rows[0]) throw notFound(kind.notFound);
    return toDto(rows[0]);
  });

  app.delete<{ Params: IdParams }>(`/api/${kind.segment}/:id`, async (request, reply) => {
    const existing = await owned(requireUserId(request), request.params.id);
    await sql`delete from ${table} where id = ${existing.id}`.execute(db);
    return reply.status(204).send();
  });

  return {
    owned: async (userId, id) => {
      const row = await owned(userId, id);
      return { classId: row.class_id, data: read(row.data) };
    },
  };
}
