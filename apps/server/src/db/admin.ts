import pg from 'pg';

/** Creates the database named in `url` when it is missing, connecting to `postgres` to do it. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name || name === 'postgres') return;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database ${client.escapeIdentifier(name)}`).catch((error) => {
        // Two processes starting at once may race to create it; the loser is fine.
        if ((error as { code?: string }).code !== '42P04') throw error;
      });
    }
  } finally {
    await client.end();
  }
}

/**
 * Creates the database named in `url` as a copy of `template` on the same server (tests: one
 * migrated template, a copy per test file). The template must have no open connections.
 */
export async function createDatabaseFrom(url: string, template: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(
      `create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(template)}`,
    );
  } finally {
    await client.end();
  }
}

/** Drops a database (tests), closing other connections to it first. */
export async function dropDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
        return;
      } catch (error) {
        // FORCE may not end an autovacuum worker that a role without superuser cannot signal
        // (seen on Debian's PostgreSQL 15 after a test of many updates): it ends soon by itself.
        if ((error as { code?: string }).code !== '42501' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await client.end();
  }
}
