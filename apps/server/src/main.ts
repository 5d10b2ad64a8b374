import { buildApp } from './app';
import { scheduleBackups } from './db/backup-schedule';
import { createDb, migrateToLatest } from './db/database';
import { startEmbeddedPostgres } from './db/embedded';
import { loadConfig } from './env';
import { lanUrls } from './lan';

/**
 * How long a stop may take before the process gives up and exits 1. The embedded cluster's own
 * fast shutdown writes a checkpoint, which took over 10 s on the 2-core machine under a load of
 * 11; a forced exit there leaves PostgreSQL running without its parent and recovering at the
 * next start, so waiting longer is the kinder failure. (Compose's app uses its own database.)
 */
const SHUTDOWN_GRACE_MS = 30_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres(config.dataDir, (line) => {
        if (/FATAL|PANIC|ERROR/.test(line)) console.error(`[postgres] ${line}`);
      });
  const db = createDb(config.databaseUrl ?? embedded?.url ?? '');
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  const backups = config.backupDir
    ? scheduleBackups({
        url: config.databaseUrl ?? embedded?.url ?? '',
        dir: config.backupDir,
        keep: config.backupKeep,
        hour: config.backupHour,
        secrets: { birthDateKey: config.birthDateKey, sessionSecret: config.sessionSecret },
        log: app.log,
      })
    : null;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    backups?.stop();
    await app.close().catch((error) => app.log.error(error));
    await db.destroy().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // The terminal that ran `npm start` closed: stop as cleanly as on Ctrl-C.
  process.on('SIGHUP', () => void shutdown('SIGHUP'));

  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number }).port;
  const where = embedded
    ? `embedded PostgreSQL in ${config.dataDir}`
    : 'PostgreSQL at DATABASE_URL';
  // A phone cannot open localhost: the addresses it can open are printed too.
  const phones = lanUrls(port, config.host)
    .map((url) => `\n  On this network (phones, the display): ${url}`)
    .join('');
  console.log(
    `\n  Classbeam is running: http://localhost:${port}${phones}\n  Database: ${where}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
