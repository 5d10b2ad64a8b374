import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { TAKES_BODY } from '../../http/no-body';
import { requireUserId } from '../../http/session';
import { ownedClass, parseId } from '../../policy';
import { lockClass } from '../classes/classes.repository';

type IdParams = { id: string };

/** The saved set-ups of a class that share one shape: a name, a note and a JSON payload. */
export interface SavedConfigKind<Data> {
  table: 'schedule_configurations' | 'group_configurations' | 'class_configurations';
  /** The URL segment, e.g. 'schedule-configurations'. */
  segment: string;
  /** The JSON column, and the field the API names it by. */
  column: 'schedule_data' | 'group_data' | 'student_data';
  field: string;
  input: z.ZodType<
    { name: string; description?: string | null | undefined } & Record<string, unknown>
  >;
  notFound: string;
  /** The saved payload as the API answers it. */
  read?: (stored: unknown) => Data;
  /**
   * A kind the server saves itself (a class roster): the payload and description are read
   * from the class at the moment of saving, in the transaction that writes them; what the
   * body says of them is checked and not used.
   */
  snapshot?: (trx: Db, classId: number) => Promise<{ data: unknown; description: string }>;
  /**
   * A payload the body carries, checked against the class as it is now (under the class
   * lock) and answered as it is to be stored; throws a 4xx when it names what is not there.
   */
  prepare?: (trx: Db, classId: number, data: Data) => Promise<Data>;
  /** At most this many per class (409 with `message` beyond). */
  limit?: { count: number; message: string };
  /** After a save, update or delete has committed (the class's devices re-read the list). */
  changed?: (classId: number) => void;
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
): {
  owned: (userId: string, id: unknown) => Promise<{ id: number; classId: number; data: Data }>;
} {
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
  /** What is written: the body's payload, or what the server reads from the class itself. */
  const payloadOf = async (
    trx: Db,
    classId: number,
    input: { description?: string | null | undefined } & Record<string, unknown>,
  ): Promise<{ data: unknown; description: string }> =>
    kind.snapshot
      ? kind.snapshot(trx, classId)
      : {
          data: kind.prepare
            ? await kind.prepare(trx, classId, input[kind.field] as Data)
            : input[kind.field],
          description: input.description ?? '',
        };
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
      const row = await db.transaction().execute(async (trx) => {
        // The class row's lock first, as every writer of a class takes it: concurrent saves
        // cannot race past the limit, and a student's delete (which takes it too, then takes
        // the student out of every saved set-up) comes wholly before or after this save.
        await lockClass(trx, cls.id);
        if (kind.limit) {
          const { rows } = await sql<{ n: number }>`
            select count(*)::int as n from ${table} where class_id = ${cls.id}`.execute(trx);
          if ((rows[0]?.n ?? 0) >= kind.limit.count)
            throw new AppError(409, 'conflict', kind.limit.message);
        }
        const { data, description } = await payloadOf(trx, cls.id, input);
        const { rows } = await sql<Row>`
          insert into ${table} (class_id, name, description, ${column})
          values (${cls.id}, ${input.name}, ${description}, ${JSON.stringify(data)}::jsonb)
          returning ${columns}`.execute(trx);
        return rows[0] as Row;
      });
      kind.changed?.(cls.id);
      return reply.status(201).send(toDto(row));
    },
  );

  app.put<{ Params: IdParams }>(`/api/${kind.segment}/:id`, TAKES_BODY, async (request) => {
    const existing = await owned(requireUserId(request), request.params.id);
    const input = kind.input.parse(request.body);
    const row = await db.transaction().execute(async (trx) => {
      // Under the class lock, like the save: a roster read here cannot miss a student's delete
      // that commits before this update (it would keep the deleted child in the saved roster).
      await lockClass(trx, existing.class_id);
      const { data, description } = await payloadOf(trx, existing.class_id, input);
      const { rows } = await sql<Row>`
        update ${table}
        set name = ${input.name}, description = ${description},
            ${column} = ${JSON.stringify(data)}::jsonb, updated_at = now()
        where id = ${existing.id}
        returning ${columns}`.execute(trx);
      return rows[0];
    });
    // Deleted between the ownership check and the update.
    if (!row) throw notFound(kind.notFound);
    kind.changed?.(existing.class_id);
    return toDto(row);
  });

  app.delete<{ Params: IdParams }>(`/api/${kind.segment}/:id`, async (request, reply) => {
    const existing = await owned(requireUserId(request), request.params.id);
    await sql`delete from ${table} where id = ${existing.id}`.execute(db);
    kind.changed?.(existing.class_id);
    return reply.status(204).send();
  });

  return {
    owned: async (userId, id) => {
      const row = await owned(userId, id);
      return { id: row.id, classId: row.class_id, data: read(row.data) };
    },
  };
}
