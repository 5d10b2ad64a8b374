import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { where } from '../cli/where';
import { localCaOf } from '../tls/certificates';
import { BACKUP_NAME, type BackupSecrets, backupName, writeBackup } from './backup';

/**
 * Nightly backups in the server process (BACKUP_DIR, BACKUP_KEEP, BACKUP_HOUR): one at the
 * hour, local time, then the oldest of ours beyond `keep` are deleted. A failure is logged and
 * the next night tries again; it never stops the server.
 */
export interface BackupSchedule {
  /** One backup now, then the pruning; answers the file written. */
  runOnce(): Promise<string>;
  stop(): void;
}

/** Milliseconds from `now` to the next `hour`:00 local time (a full day when it is that now). */
export function untilNext(now: Date, hour: number): number {
  const next = new Date(now);
  next.setHours(hour, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

/** Deletes our backups beyond the newest `keep`; answers the names deleted. */
export async function prune(dir: string, keep: number): Promise<string[]> {
  const ours = (await readdir(dir)).filter((name) => BACKUP_NAME.test(name)).sort();
  const old = ours.slice(0, Math.max(0, ours.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

export function scheduleBackups(options: {
  url: string;
  dir: string;
  keep: number;
  hour: number;
  secrets: BackupSecrets;
  /**
   * The data folder whose local CA (DATA_DIR/tls) goes into each backup, read at each run: a
   * CA made after the start is in the next night's file. Defaults to where the CLI looks.
   */
  dataDir?: string;
  log: { info(o: object, m: string): void; error(o: object, m: string): void };
  now?: () => Date;
}): BackupSchedule {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const runOnce = async () => {
    await mkdir(options.dir, { recursive: true, mode: 0o700 });
    const file = path.join(options.dir, backupName(now()));
    const ca = localCaOf(options.dataDir ?? where().dataDir);
    const secrets = ca ? { ...options.secrets, tls: ca } : options.secrets;
    const result = await writeBackup(options.url, file, secrets, now);
    const pruned = await prune(options.dir, options.keep);
    options.log.info({ file, rows: result.rows, pruned }, 'nightly backup written');
    return file;
  };
  const arm = () => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        runOnce()
          .catch((error) => options.log.error({ err: error }, 'nightly backup failed'))
          .finally(arm);
      },
      untilNext(now(), options.hour),
    );
    // A pending backup never keeps a stopping server alive.
    timer.unref();
  };
  arm();
  return {
    runOnce,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
