import { type Kysely, sql } from 'kysely';

/**
 * Taps commit without waiting for their WAL flush, so every device sees them at once; their
 * acknowledgements wait for a flush (database/durability.ts). Two tables serve that:
 * - `wal_flush_barrier`: one row whose synchronous update flushes the WAL written before it.
 * - `crash_marker`: UNLOGGED, so PostgreSQL empties it after any crash. Found empty, it says
 *   commits that devices may have seen could be gone, and class versions must move past them.
 * Frozen once landed.
 */
const UP = [
  `create table wal_flush_barrier (
    id smallint primary key check (id = 1),
    ticks bigint not null default 0
  )`,
  'insert into wal_flush_barrier (id) values (1)',
  'create unlogged table crash_marker (id smallint primary key check (id = 1))',
  // Every commit before this migration was synchronous: nothing seen can have been lost.
  'insert into crash_marker (id) values (1)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table crash_marker').execute(db);
  await sql.raw('drop table wal_flush_barrier').execute(db);
}
