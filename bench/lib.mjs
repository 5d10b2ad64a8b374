// Shared by the benchmarks: a real server process on a fresh embedded PostgreSQL, and helpers
// to set up a teacher, classes and students through the public API.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io } from 'socket.io-client';
import { startRedis as startRedisServer } from '../scripts/redis-server.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function startServer({
  port = 4400 + Math.floor(Math.random() * 500),
  env = {},
  // Another instance's folder: this one then shares its database, and leaves the folder be.
  sharedDataDir = undefined,
} = {}) {
  const dataDir = sharedDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'classbeam-bench-'));
  // SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under load.
  const extraArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const gcOnSignal = path.join(ROOT, 'bench/gc-on-signal.mjs');
  const args = ['--expose-gc', '--import', gcOnSignal, ...extraArgs, '--import', 'tsx'];
  const child = spawn(process.execPath, [...args, 'src/main.ts'], {
    cwd: path.join(ROOT, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/api/auth/user`)).ok) break;
    } catch {}
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    base,
    pid: child.pid,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      if (!sharedDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A Redis of the bench's own (Debian's redis-server), for several instances (REDIS_URL). */
export function startRedis({ port = 4850 + Math.floor(Math.random() * 50) } = {}) {
  return startRedisServer({ port });
}

/** A device's socket: WebSocket only, no reconnection, carrying the teacher's cookie. */
export function connect(base, cookie) {
  return new Promise((resolve, reject) => {
    const s = io(base, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { origin: base, cookie },
    });
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

/** A device's socket, joined to its class room. */
export async function joinClass(base, cookie, classId) {
  const s = await connect(base, cookie);
  const ack = await s.emitWithAck('class:join', { classId });
  if (!ack.ok) throw new Error(ack.error.message);
  return s;
}

/** The F1 baseline (relay-server.mjs): socket.io alone, on a port of its own. */
export async function startRelay({ port = 4900 + Math.floor(Math.random() * 500) } = {}) {
  const child = fork(path.join(ROOT, 'bench/relay-server.mjs'), {
    env: { ...process.env, PORT: String(port) },
  });
  await new Promise((resolve) => child.once('message', resolve));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resident memory of a process in bytes (Linux). */
export function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** Resident memory after a full collection in the server (see gc-on-signal.mjs). */
export async function settledRssOf(pid) {
  process.kill(pid, 'SIGUSR2');
  await new Promise((r) => setTimeout(r, 500));
  return rssOf(pid);
}

/** CPU time (user + system) a process has used, in milliseconds (Linux). */
export function cpuMsOf(pid, { reaped = false } = {}) {
  const fields = statOf(pid);
  // utime and stime; with `reaped`, also cutime and cstime (children it has waited for).
  const ticks = (reaped ? [11, 12, 13, 14] : [11, 12]).reduce((t, i) => t + Number(fields[i]), 0);
  return (ticks * 1000) / 100;
}

/** The fields of /proc/<pid>/stat after the command name: [0] state, [1] parent pid, ... */
function statOf(pid) {
  return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
}

/**
 * CPU time of every process below `pid` (the embedded PostgreSQL's, for the server). A
 * backend that has ended counts through the postmaster that reaped it.
 */
export function descendantsCpuMsOf(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(statOf(entry)[1]);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [...(children.get(pid) ?? [])];
  for (let child = stack.pop(); child !== undefined; child = stack.pop()) {
    try {
      total += cpuMsOf(child, { reaped: true });
    } catch {}
    stack.push(...(children.get(child) ?? []));
  }
  return total;
}

export async function api(base, cookie, method, url, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      origin: base,
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return { res, data: res.status === 204 ? null : await res.json() };
}

export async function signUp(base) {
  const { res } = await api(base, null, 'POST', '/api/auth/signup', {
    email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@school.test`,
    password: 'bench-password-77',
    firstName: 'Bench',
  });
  return res.headers.get('set-cookie').split(';')[0];
}

export async function createClassWithStudents(base, cookie, name, count) {
  const { data: cls } = await api(base, cookie, 'POST', '/api/classes', { name });
  const students = [];
  for (let i = 0; i < count; i += 1) {
    const { data } = await api(base, cookie, 'POST', '/api/students', {
      classId: cls.id,
      name: `Student ${i + 1}`,
    });
    students.push(data.id);
  }
  return { classId: cls.id, students };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** How to reach a bench server's embedded PostgreSQL directly (its port and password). */
export function databaseConfigOf(server) {
  const password = readFileSync(path.join(server.dataDir, 'postgres-password'), 'utf8').trim();
  const pid = readFileSync(path.join(server.dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return {
    host: '127.0.0.1',
    port: Number(pid.split('\n')[3]),
    user: 'classbeam',
    password,
    database: 'classbeam',
  };
}

/** One connection to a bench server's PostgreSQL, for its statistics. */
export async function databaseOf(server) {
  const client = new pg.Client(databaseConfigOf(server));
  await client.connect();
  return client;
}
