import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { BackupError, type BackupResult, backupName, writeBackup } from '../db/backup';
import { startEmbeddedPostgres } from '../db/embedded';
import { loadConfig } from '../env';
import { localCaOf } from '../tls/certificates';
import { fromCaller, where } from './where';

/**
 * A backup of what the environment points at (`npm run backup`, cli/backup.ts). Safe while
 * the app runs: it reads the database through one snapshot; with the embedded database it
 * connects to the cluster the running server owns (its postmaster.pid gives the port) and
 * starts one itself only when none runs, so never a second postgres on a folder in use.
 */

/** The file to write: the argument (a folder gets a dated name), else BACKUP_DIR, else DATA_DIR/backups. */
export function backupTarget(
  arg: string | undefined,
  dataDir: string,
  at: Date,
  env: NodeJS.ProcessEnv = process.env,
): string {
  if (arg) {
    const chosen = fromCaller(arg, env);
    const isFolder = (() => {
      try {
        return statSync(chosen).isDirectory();
      } catch {
        return arg.endsWith('/');
      }
    })();
    return isFolder ? path.join(chosen, backupName(at)) : chosen;
  }
  const folder = env.BACKUP_DIR ? fromCaller(env.BACKUP_DIR, env) : path.join(dataDir, 'backups');
  return path.join(folder, backupName(at));
}

/** One backup of what the environment points at; used by the CLI and the nightly schedule. */
export async function backupNow(file: string): Promise<BackupResult> {
  const here = where();
  if (!here.databaseUrl && !here.hasCluster) {
    throw new BackupError(
      `There is nothing to back up: no Classbeam database in ${here.dataDir}. Set DATA_DIR (or DATABASE_URL) to the one the server uses.`,
    );
  }
  // The folder is made only now: a refused backup leaves no trace.
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const config = loadConfig();
  const embedded = here.databaseUrl ? null : await startEmbeddedPostgres(here.dataDir);
  try {
    const ca = localCaOf(here.dataDir);
    return await writeBackup(here.databaseUrl ?? embedded?.url ?? '', file, {
      birthDateKey: config.birthDateKey,
      sessionSecret: config.sessionSecret,
      ...(ca ? { tls: ca } : {}),
    });
  } finally {
    // A no-op when the running server owns the cluster: only one we started is stopped.
    await embedded?.stop().catch(() => {});
  }
}
