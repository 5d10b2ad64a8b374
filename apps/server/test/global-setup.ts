import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropDatabase, ensureDatabase } from '../src/db/admin';
import { createDb, migrateToLatest } from '../src/db/database';
import { startEmbeddedPostgres } from '../src/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** A database migrated once for the run: each test file's database is a copy of it. */
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the whole run: the machine's own when DATABASE_URL is set (CI proves
 * both), else an embedded one in a temporary folder. Each test file gets its own database,
 * copied from a template migrated here once (`CREATE DATABASE … TEMPLATE`, context.ts) rather
 * than migrated again per file; migrations.test.ts still migrates up and down on its own.
 */
export default async function setup(project: TestProject) {
  const external = process.env.DATABASE_URL;
  const dir = external ? undefined : mkdtempSync(path.join(os.tmpdir(), 'classbeam-test-'));
  const pg = dir ? await startEmbeddedPostgres(dir) : undefined;
  const databaseUrl = external ?? pg?.url ?? '';
  // A name of this run's own: two runs against one external server must not share a template.
  const templateDatabase = `template_${randomBytes(6).toString('hex')}`;
  const templateUrl = new URL(databaseUrl);
  templateUrl.pathname = `/${templateDatabase}`;
  await ensureDatabase(templateUrl.toString());
  const db = createDb(templateUrl.toString(), { max: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    // A template with an open connection cannot be copied.
    await db.destroy();
  }
  project.provide('databaseUrl', databaseUrl);
  project.provide('templateDatabase', templateDatabase);
  return async () => {
    await dropDatabase(templateUrl.toString());
    await pg?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
