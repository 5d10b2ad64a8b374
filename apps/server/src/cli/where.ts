import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../env';

/**
 * Where the app's data is, read the way loadConfig reads it but without its side effects:
 * loadConfig writes a new birth-date key into an empty DATA_DIR, which a restore must not
 * find there before it writes the backup's.
 */
export interface Where {
  databaseUrl: string | undefined;
  dataDir: string;
  /** The embedded cluster's folder; only meaningful without DATABASE_URL. */
  clusterDir: string;
  /** A cluster has been made in it (initdb ran). */
  hasCluster: boolean;
}

export function where(env: NodeJS.ProcessEnv = process.env): Where {
  // As loadConfig: a relative DATA_DIR from where the command was typed.
  const dataDir = env.DATA_DIR ? fromCaller(env.DATA_DIR, env) : path.join(REPO_ROOT, 'data');
  const clusterDir = path.join(dataDir, 'postgres');
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    clusterDir,
    hasCluster: existsSync(path.join(clusterDir, 'PG_VERSION')),
  };
}

/** A path the operator typed, from the folder they typed it in (npm runs scripts at the root). */
export function fromCaller(file: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.INIT_CWD || process.cwd(), file);
}

/** Runs a command's body: a refusal prints its message alone and exits 1. */
export function runCli(body: () => Promise<void>): void {
  body().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`\n  ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
