import { Kysely, PostgresDialect } from 'kysely';
import { type MigrationResultSet, Migrator } from 'kysely/migration';
import pg from 'pg';
import { crashCheckOnConnect } from './durability';
import { migrations } from './migrations';
import { registerPool } from './prepared';
import type { Database, Db } from './schema';

// Dates as text: a YYYY-MM-DD column is a calendar day, not an instant in some time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// bigint counters (class version) fit comfortably in a JS number for any real class.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export { runPrepared } from './prepared';
export type { Db } from './schema';

export function createDb(url: string, options: { max?: number } = {}): Db {
  let db: Db | undefined;
  const crashCheck = crashCheckOnConnect(() => db);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    onConnect: (client) => {
      // A connection the database ends (a restart) while it is being set up here, or while
      // held between queries, emits an error no query receives: it must not crash the process.
      client.on('error', () => {});
      return crashCheck(client);
    },
  });
  // The same for a dropped idle connection.
  pool.on('error', () => {});
  db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  registerPool(db, pool);
  return db;
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
function migrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function assertOk({ error, results }: MigrationResultSet): void {
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see migrator
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  assertOk(await migrator(db).migrateToLatest());
}

// biome-ignore lint/suspicious/noExplicitAny: see migrator
export async function migrateDownAll(db: Kysely<any>): Promise<void> {
  const m = migrator(db);
  for (;;) {
    const result = await m.migrateDown();
    assertOk(result);
    if (!result.results || result.results.length === 0) return;
  }
}
