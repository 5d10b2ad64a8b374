import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrations } from './migrations';

/*
 * The app's own backup file (docs/decisions/0173): PostgreSQL's pg_dump is not in the
 * embedded package and a school's machine has only Node, so the server writes it.
 * A gzip stream of lines, each one JSON value:
 *   manifest   {"app":"classbeam","kind":"backup","format":1,"migration":...,"createdAt":...}
 *   secrets    {"secrets":{"birthDateKey":...,"sessionSecret":...,"tls":{"caCert":...,"caKey":...}}}
 *              (tls: the school's local CA, when the server has one: decision 0177; a reader
 *              that predates it ignores the field, so the format stays 1)
 *   per table  {"table":name,"columns":[...]} then one array of text values (or null) per row
 *   sequences  {"sequence":name,"value":"12","called":true}
 *   trailer    {"end":"classbeam","rows":N,"sha256":hex of every byte before the trailer}
 * Values travel as PostgreSQL's own text form (bytea as \x hex, jsonb, timestamptz with its
 * offset), so every type comes back exactly through its input function.
 */

export const BACKUP_FORMAT = 1;
const APP = 'classbeam';
/** The migrator's own bookkeeping: the manifest carries the version instead. */
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);
/**
 * UNLOGGED, emptied by a crash (durability.ts). Left empty by a restore on purpose: the
 * restored class versions are older than what devices last saw, and the first start then moves
 * them past it, so every device takes a fresh snapshot rather than ignoring events as old.
 */
const CRASH_MARKER = 'crash_marker';
/** Rows fetched from the cursor at a time: a few photos, never a whole table in memory. */
const FETCH_ROWS = 100;
/** A restore inserts a batch once it holds this many rows or this many characters. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 4 * 1024 * 1024;

export interface BackupSecrets {
  birthDateKey: string;
  sessionSecret?: string;
  /** The local CA (PEM certificate and key) every device of the school trusts, when there is one. */
  tls?: { caCert: string; caKey: string };
}

export interface Manifest {
  app: typeof APP;
  kind: 'backup';
  format: number;
  migration: string | null;
  createdAt: string;
  tables: string[];
}

/** classbeam-20261128T165440Z.backup: sorts by time, no characters a file system refuses. */
export function backupName(at: Date): string {
  return `classbeam-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.backup`;
}

/** The names backupName gives, and only those: retention never touches another file. */
export const BACKUP_NAME = /^classbeam-\d{8}T\d{6}Z\.backup$/;

/** A refusal the operator reads: the CLI prints the message alone and exits 1. */
export class BackupError extends Error {}

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Tables of the schema (public), parents before children, so rows go back in that order. */
async function tablesInDependencyOrder(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of edges) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < parents.size) {
    const ready = [...parents].filter(
      ([name, ps]) => !placed.has(name) && [...ps].every((p) => placed.has(p)),
    );
    if (ready.length === 0) throw new Error('The tables reference each other in a cycle.');
    for (const [name] of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered.filter((t) => !MIGRATION_TABLES.has(t) && t !== CRASH_MARKER);
}

/** Stored columns of a table in order, with their exact types (generated ones are skipped). */
async function columnsOf(
  client: pg.ClientBase,
  table: string,
): Promise<{ name: string; type: string }[]> {
  const { rows } = await client.query<{ name: string; type: string }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
       from pg_attribute a where a.attrelid = $1::regclass and a.attnum > 0
        and not a.attisdropped and a.attgenerated = '' order by a.attnum`,
    [`public.${q(table)}`],
  );
  return rows;
}

async function lastMigration(client: pg.ClientBase): Promise<string | null> {
  const exists = await client.query(`select to_regclass('public.kysely_migration') as t`);
  if (!exists.rows[0]?.t) return null;
  const { rows } = await client.query<{ name: string }>(
    'select name from kysely_migration order by name desc limit 1',
  );
  return rows[0]?.name ?? null;
}

/** Lines into a gzip file, hashing each byte, waiting whenever the disk is behind. */
class LineWriter {
  private readonly hash = createHash('sha256');
  private readonly gzip = createGzip({ level: 6 });
  private readonly file;
  private readonly failed: Promise<never>;

  constructor(path: string) {
    this.file = createWriteStream(path, { mode: 0o600 });
    this.gzip.pipe(this.file);
    this.failed = new Promise((_, reject) => {
      this.gzip.on('error', reject);
      this.file.on('error', reject);
    });
    this.failed.catch(() => {});
  }

  async line(value: unknown): Promise<void> {
    const text = `${JSON.stringify(value)}\n`;
    this.hash.update(text);
    if (!this.gzip.write(text)) await Promise.race([once(this.gzip, 'drain'), this.failed]);
  }

  async finish(trailer: Record<string, unknown>): Promise<void> {
    const sha256 = this.hash.digest('hex');
    this.gzip.end(`${JSON.stringify({ ...trailer, sha256 })}\n`);
    await Promise.race([once(this.file, 'close'), this.failed]);
  }

  destroy(): void {
    this.gzip.destroy();
    this.file.destroy();
  }
}

export interface BackupResult {
  file: string;
  rows: number;
  tables: number;
  migration: string | null;
}

/**
 * Writes the whole database at `url` to `file`, as one consistent snapshot (a read-only
 * REPEATABLE READ transaction: the app keeps writing meanwhile, the file sees one moment).
 * Written to `file.partial` and renamed at the end, so a failed backup never looks complete.
 */
export async function writeBackup(
  url: string,
  file: string,
  secrets: BackupSecrets,
  now: () => Date = () => new Date(),
): Promise<BackupResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const partial = `${file}.partial`;
  const out = new LineWriter(partial);
  let rows = 0;
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables = await tablesInDependencyOrder(client);
    const migration = await lastMigration(client);
    const manifest: Manifest = {
      app: APP,
      kind: 'backup',
      format: BACKUP_FORMAT,
      migration,
      createdAt: now().toISOString(),
      tables,
    };
    await out.line(manifest);
    await out.line({ secrets });
    for (const table of tables) {
      const columns = await columnsOf(client, table);
      await out.line({ table, columns: columns.map((c) => c.name) });
      const select = columns.map((c) => `${q(c.name)}::text`).join(', ');
      await client.query(`declare rows_out no scroll cursor for select ${select} from ${q(table)}`);
      for (;;) {
        const batch = await client.query<string[]>({
          text: `fetch ${FETCH_ROWS} from rows_out`,
          rowMode: 'array',
        });
        for (const row of batch.rows) await out.line(row);
        rows += batch.rows.length;
        if (batch.rows.length < FETCH_ROWS) break;
      }
      await client.query('close rows_out');
    }
    const { rows: sequences } = await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
    );
    for (const { name } of sequences) {
      const { rows: state } = await client.query<{ value: string; called: boolean }>(
        `select last_value::text as value, is_called as called from ${q(name)}`,
      );
      await out.line({ sequence: name, value: state[0]?.value, called: state[0]?.called });
    }
    await client.query('commit');
    await out.finish({ end: APP, rows });
    await rename(partial, file);
    return { file, rows, tables: tables.length, migration };
  } catch (error) {
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

type Line =
  | { kind: 'table'; table: string; columns: string[] }
  | { kind: 'row'; values: (string | null)[] }
  | { kind: 'sequence'; name: string; value: string; called: boolean };

export interface ReadBackup {
  manifest: Manifest;
  secrets: BackupSecrets;
  /** Every line after the secrets, up to the trailer; rejects if the file is not intact. */
  lines: AsyncGenerator<Line>;
}

const NOT_OURS = 'This file is not a Classbeam backup: nothing was restored.';
const DAMAGED = 'This backup file is damaged (its checksum does not match): nothing was restored.';
const INCOMPLETE =
  'This backup file is incomplete (cut short, perhaps while copying): nothing was restored.';

/**
 * Opens a backup and reads its manifest and secrets; the rest comes from `lines`, checked
 * against the trailer's checksum as it goes. Any flaw is a BackupError saying what is wrong.
 */
export async function openBackup(file: string): Promise<ReadBackup> {
  const magic = await new Promise<Buffer>((resolve, reject) => {
    const probe = createReadStream(file, { start: 0, end: 1 });
    const chunks: Buffer[] = [];
    probe.on('data', (c) => chunks.push(c as Buffer));
    probe.on('end', () => resolve(Buffer.concat(chunks)));
    probe.on('error', reject);
  }).catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(
      error.code === 'ENOENT' ? `No such file: ${file}` : `Cannot read ${file}: ${error.message}`,
    );
  });
  if (magic.length < 2 || magic[0] !== 0x1f || magic[1] !== 0x8b) throw new BackupError(NOT_OURS);
  const source = createReadStream(file);
  const gunzip = createGunzip();
  let streamError: Error | null = null;
  source.on('error', (error) => {
    streamError = error;
    gunzip.destroy(error);
  });
  const reader = createInterface({
    input: source.pipe(gunzip),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  const it = reader[Symbol.asyncIterator]();
  const hash = createHash('sha256');

  const translate = (error: unknown): BackupError => {
    if (error instanceof BackupError) return error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(String(error)))
      return new BackupError(INCOMPLETE);
    if (code === 'Z_DATA_ERROR') return new BackupError(DAMAGED);
    return new BackupError(`Cannot read the backup: ${String(streamError ?? error)}`);
  };
  const next = async (unreadable = DAMAGED): Promise<unknown> => {
    let result: IteratorResult<string>;
    try {
      result = await it.next();
    } catch (error) {
      throw translate(error);
    }
    if (result.done) throw new BackupError(INCOMPLETE);
    hash.update(`${result.value}\n`);
    try {
      return JSON.parse(result.value);
    } catch {
      throw new BackupError(unreadable);
    }
  };
  const close = () => {
    reader.close();
    source.destroy();
  };

  let manifest: Manifest;
  let secrets: BackupSecrets;
  try {
    // A first line that is not JSON: a gzip of something else.
    const first = (await next(NOT_OURS)) as Partial<Manifest> | null;
    if (!first || first.app !== APP || first.kind !== 'backup') throw new BackupError(NOT_OURS);
    if (typeof first.format !== 'number' || first.format > BACKUP_FORMAT) {
      throw new BackupError(
        `This backup was written by a newer Classbeam (backup format ${first.format}); update Classbeam, then restore.`,
      );
    }
    manifest = first as Manifest;
    const second = (await next()) as { secrets?: BackupSecrets } | null;
    const tls = second?.secrets?.tls;
    if (
      !second?.secrets ||
      typeof second.secrets.birthDateKey !== 'string' ||
      (tls !== undefined && (typeof tls?.caCert !== 'string' || typeof tls.caKey !== 'string'))
    ) {
      throw new BackupError(DAMAGED);
    }
    secrets = second.secrets;
  } catch (error) {
    close();
    throw error;
  }

  async function* lines(): AsyncGenerator<Line> {
    try {
      for (;;) {
        let raw: IteratorResult<string>;
        try {
          raw = await it.next();
        } catch (error) {
          throw translate(error);
        }
        if (raw.done) throw new BackupError(INCOMPLETE);
        let value: unknown;
        try {
          value = JSON.parse(raw.value);
        } catch {
          throw new BackupError(DAMAGED);
        }
        if (Array.isArray(value)) {
          hash.update(`${raw.value}\n`);
          yield { kind: 'row', values: value as (string | null)[] };
          continue;
        }
        const record = value as Record<string, unknown>;
        if (record.end === APP) {
          if (record.sha256 !== hash.digest('hex')) throw new BackupError(DAMAGED);
          const after = await it.next().catch((error) => {
            throw translate(error);
          });
          if (!after.done) throw new BackupError(DAMAGED);
          return;
        }
        hash.update(`${raw.value}\n`);
        if (typeof record.table === 'string' && Array.isArray(record.columns)) {
          yield { kind: 'table', table: record.table, columns: record.columns as string[] };
        } else if (typeof record.sequence === 'string') {
          yield {
            kind: 'sequence',
            name: record.sequence,
            value: String(record.value),
            called: record.called === true,
          };
        } else throw new BackupError(DAMAGED);
      }
    } finally {
      close();
    }
  }

  return { manifest, secrets, lines: lines() };
}

/** Reads the whole file once, changing nothing: every flaw is found before a restore starts. */
export async function verifyBackup(
  file: string,
): Promise<{ manifest: Manifest; secrets: BackupSecrets; rows: number }> {
  const backup = await openBackup(file);
  let rows = 0;
  for await (const line of backup.lines) if (line.kind === 'row') rows += 1;
  return { manifest: backup.manifest, secrets: backup.secrets, rows };
}

/** Whether the database at `url` holds any of the app's rows. */
export async function holdsData(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await tablesInDependencyOrder(client);
    for (const table of tables) {
      if (table === 'wal_flush_barrier') continue;
      const { rowCount } = await client.query(`select 1 from ${q(table)} limit 1`);
      if (rowCount) return true;
    }
    return false;
  } finally {
    await client.end();
  }
}

/**
 * Restores `file` into the database at `url` in ONE transaction: its tables are dropped,
 * migrated to the backup's version, filled, its sequences set, then migrated up to this
 * Classbeam's latest. Anything wrong (a flaw found late in the file, a newer version, a
 * failed insert) rolls it all back: the database is as it was.
 */
export async function restoreBackup(
  url: string,
  file: string,
): Promise<{ rows: number; manifest: Manifest }> {
  const backup = await openBackup(file);
  const { manifest } = backup;
  const known = Object.keys(migrations);
  if (manifest.migration !== null && !known.includes(manifest.migration)) {
    await backup.lines.return(undefined);
    throw new BackupError(
      `This backup was made by a newer Classbeam (database version ${manifest.migration}); update Classbeam to that version or later, then restore.`,
    );
  }
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('error', () => {});
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  let rows = 0;
  try {
    await db.connection().execute(async (conn) => {
      await conn.transaction().execute(async (trx) => {
        const run = async (text: string, values?: unknown[]) =>
          (await trx.executeQuery(CompiledQuery.raw(text, values ?? []))).rows;
        const existing = (await run(
          `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind in ('r', 'p')`,
        )) as { name: string }[];
        for (const { name } of existing) await run(`drop table if exists ${q(name)} cascade`);
        const migrator = new Migrator({
          db: trx,
          provider: { getMigrations: async () => migrations },
        });
        if (manifest.migration !== null) {
          const to = await migrator.migrateTo(manifest.migration);
          if (to.error) throw to.error;
        }
        await run(`truncate ${q(CRASH_MARKER)}`).catch(() => {});
        const types = new Map<string, Map<string, string>>();
        let table = '';
        let columns: string[] = [];
        let batch: (string | null)[][] = [];
        let chars = 0;
        const flush = async () => {
          if (batch.length === 0) return;
          const typeOf = types.get(table);
          const arrays = columns.map((_, i) => batch.map((row) => row[i] ?? null));
          const names = columns.map((_, i) => `c${i}`);
          const casts = columns.map((c, i) => `u.c${i}::${typeOf?.get(c)}`);
          await run(
            `insert into ${q(table)} (${columns.map(q).join(', ')})
             select ${casts.join(', ')} from unnest(${columns.map((_, i) => `$${i + 1}::text[]`).join(', ')}) as u(${names.join(', ')})`,
            arrays,
          );
          rows += batch.length;
          batch = [];
          chars = 0;
        };
        for await (const line of backup.lines) {
          if (line.kind === 'row') {
            if (line.values.length !== columns.length) throw new BackupError(DAMAGED);
            batch.push(line.values);
            for (const v of line.values) chars += v?.length ?? 0;
            if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
            continue;
          }
          await flush();
          if (line.kind === 'table') {
            const target = (await run(
              `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
                 from pg_attribute a where a.attrelid = to_regclass($1) and a.attnum > 0
                  and not a.attisdropped and a.attgenerated = ''`,
              [`public.${q(line.table)}`],
            )) as { name: string; type: string }[];
            const typeOf = new Map(target.map((c) => [c.name, c.type]));
            if (line.columns.some((c) => !typeOf.has(c))) {
              throw new BackupError(
                `This backup does not match its own database version (table ${line.table}): nothing was restored.`,
              );
            }
            types.set(line.table, typeOf);
            table = line.table;
            columns = line.columns;
            // A fresh migration may have put rows of its own there (wal_flush_barrier's one row).
            await run(`delete from ${q(table)}`);
          } else {
            await run('select setval($1::regclass, $2::bigint, $3)', [
              `public.${q(line.name)}`,
              line.value,
              line.called,
            ]);
          }
        }
        await flush();
        const up = await migrator.migrateToLatest();
        if (up.error) throw up.error;
      });
    });
  } catch (error) {
    await backup.lines.return(undefined).catch(() => {});
    if (error instanceof BackupError) throw error;
    // The database refused something (a value, a reference): the transaction is rolled back.
    throw new BackupError(
      `The restore failed and was undone, nothing changed: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await db.destroy();
  }
  return { rows, manifest };
}
