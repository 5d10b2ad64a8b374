import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: the machine's own when DATABASE_URL is set (CI proves
 * both), else an embedded one in a temporary folder. Each test file gets its own database.
 */
export default async function setup(project: TestProject) {
  const external = process.env.DATABASE_URL;
  if (external) {
    project.provide('databaseUrl', external);
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'classbeam-test-'));
  const pg = await startEmbeddedPostgres(dir);
  project.provide('databaseUrl', pg.url);
  return async () => {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
