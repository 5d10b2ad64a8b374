import type { Server as TlsServer } from 'node:tls';
import { type App, buildApp } from './app';
import { scheduleBackups } from './db/backup-schedule';
import { createDb, migrateToLatest } from './db/database';
import { startEmbeddedPostgres } from './db/embedded';
import { type Config, loadConfig } from './env';
import { lanAddresses } from './lan';
import { startBanner } from './tls/banner';
import { certificateNames, ensureLocalTls } from './tls/certificates';
import { loadTls, type ServedTls } from './tls/serve';
import { createTrustDoor } from './tls/trust-page';

/**
 * How long a stop may take before the process gives up and exits 1. The embedded cluster's own
 * fast shutdown writes a checkpoint, which took over 10 s on the 2-core machine under a load of
 * 11; a forced exit there leaves PostgreSQL running without its parent and recovering at the
 * next start, so waiting longer is the kinder failure. (Compose's app uses its own database.)
 */
const SHUTDOWN_GRACE_MS = 30_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // Before the database: a wrong certificate file stops the start at once, with its reason.
  const tls = await loadTls(config.tls, config.dataDir, lanAddresses(config.host));
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres(config.dataDir, (line) => {
        if (/FATAL|PANIC|ERROR/.test(line)) console.error(`[postgres] ${line}`);
      });
  const db = createDb(config.databaseUrl ?? embedded?.url ?? '');
  // A start that fails from here on (a port in use, a migration) stops what it started: the
  // embedded PostgreSQL must not run on without its parent, holding the data folder.
  let app: App | null = null;
  try {
    await migrateToLatest(db);
    app = await buildApp({ config, db, ...(tls ? { https: tls } : {}) });
    await serve(app, config, tls, {
      stopDatabase: async () => {
        await db.destroy().catch(() => {});
        await embedded?.stop().catch(() => {});
      },
      databaseUrl: config.databaseUrl ?? embedded?.url ?? '',
      database: embedded
        ? `embedded PostgreSQL in ${config.dataDir}`
        : 'PostgreSQL at DATABASE_URL',
    });
  } catch (error) {
    await app?.close().catch(() => {});
    await db.destroy().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw error;
  }
}

interface Database {
  /** Ends the pool, then the embedded cluster when it is ours. */
  stopDatabase: () => Promise<void>;
  databaseUrl: string;
  /** Where the data lives, for the banner. */
  database: string;
}

/** Listens (the app, and with TLS the certificate page's plain door), then prints the banner. */
async function serve(
  app: App,
  config: Config,
  tls: ServedTls | null,
  { stopDatabase, databaseUrl, database }: Database,
): Promise<void> {
  const backups = config.backupDir
    ? scheduleBackups({
        url: databaseUrl,
        dir: config.backupDir,
        keep: config.backupKeep,
        hour: config.backupHour,
        secrets: { birthDateKey: config.birthDateKey, sessionSecret: config.sessionSecret },
        dataDir: config.dataDir,
        log: app.log,
      })
    : null;
  // With TLS, a plain-http door beside it: the CA for devices that do not trust it yet, and
  // a redirect to https for everything else (tls/trust-page.ts).
  const doorSetting = {
    caCert: tls?.local?.caCert ?? null,
    caFingerprint: tls?.local?.caFingerprint ?? null,
    httpsPort: config.port,
  };
  const door = tls ? createTrustDoor(doorSetting) : null;
  app.addHook('onClose', async () => {
    if (door?.listening) await new Promise((done) => door.close(() => done(undefined)));
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    backups?.stop();
    await app.close().catch((error) => app.log.error(error));
    await stopDatabase();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // The terminal that ran `npm start` closed: stop as cleanly as on Ctrl-C.
  process.on('SIGHUP', () => void shutdown('SIGHUP'));

  await listenOn('PORT', config.port, config.host, (port, host) => app.listen({ port, host }));
  const port = (app.server.address() as { port: number }).port;
  let doorPort: number | null = null;
  if (door) {
    doorSetting.httpsPort = port;
    // The door's port follows the app's when PORT was 0 and HTTP_PORT was not given.
    await listenOn(
      'HTTP_PORT',
      config.httpPort,
      config.host,
      (port, host) =>
        new Promise<void>((resolve, reject) => {
          door.once('error', reject);
          door.listen(port, host, () => resolve());
        }),
    );
    doorPort = (door.address() as { port: number }).port;
  }
  if (tls?.local) keepCertificateFitting(app, config.dataDir, config.host);
  console.log(
    await startBanner({
      port,
      doorPort,
      host: config.host,
      tls,
      database,
      terminal: process.stdout.isTTY === true,
    }),
  );
}

/**
 * One listen, with the refusals an operator meets said in a sentence that names the setting:
 * another program (or a second copy of this server) on the port, or a port below 1024 that
 * needs privileges.
 */
async function listenOn(
  variable: 'PORT' | 'HTTP_PORT',
  port: number,
  host: string,
  listen: (port: number, host: string) => Promise<unknown>,
): Promise<void> {
  try {
    await listen(port, host);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const what =
      variable === 'PORT' ? 'the app' : 'the certificate page (plain http, beside HTTPS)';
    if (code === 'EADDRINUSE') {
      throw new Error(
        `${variable}=${port}: the port for ${what} is in use by another program (perhaps this server is already running). Stop it, or choose another ${variable}.`,
      );
    }
    if (code === 'EACCES') {
      throw new Error(
        `${variable}=${port}: this user may not open that port for ${what} (ports below 1024 need privileges). Choose ${variable} of 1024 or more.`,
      );
    }
    if (code === 'EADDRNOTAVAIL') {
      throw new Error(`HOST=${host}: this machine has no such address to listen on.`);
    }
    throw error;
  }
}

/** How often a running server looks at its addresses: a laptop moves between networks. */
const RECHECK_MS = 10 * 60 * 1000;

/**
 * The local CA's server certificate follows the machine while it runs: a new LAN address (the
 * school's DHCP, a laptop on another network) or a certificate near its end gets a new one,
 * which new connections use at once, without a restart.
 */
function keepCertificateFitting(app: App, dataDir: string, host: string): void {
  const timer = setInterval(() => {
    const addresses = lanAddresses(host);
    ensureLocalTls(dataDir, certificateNames(addresses))
      .then((tls) => {
        if (!tls.made.server) return;
        (app.server as unknown as TlsServer).setSecureContext({ cert: tls.cert, key: tls.key });
        console.log(`  New server certificate for: ${tls.names.join(', ')}`);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'Could not renew the certificate'));
  }, RECHECK_MS);
  // Never holds the process: a stop ends it with the rest (hooks cannot be added once listening).
  timer.unref();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
