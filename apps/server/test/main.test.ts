import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, connected } from './socket-client';

/** Where `npm start` runs: the entry point and the embedded module resolve from here. */
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'classbeam-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * The real entry point from its source: embedded PostgreSQL, migrations, listen. The compiled
 * one, as `npm start` and the image run it, is started by scripts/production.test.mjs.
 */
function startServer(env: Record<string, string | undefined> = {}) {
  const child = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/http:\/\/localhost:(\d+)/);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, url, exited, output: () => output };
}

describe('main.ts', () => {
  it('starts on the embedded database, prints its URL, and stops cleanly on SIGTERM, database included', async () => {
    const first = startServer();
    const base = await first.url;
    const account = { email: 'restart@school.test', password: 'maple-syrup-42' };
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ ...account, firstName: 'R' }),
    });
    expect(signup.status).toBe(201);
    // A device stays connected: its open WebSocket must not hold the shutdown up.
    const device = connect(base, {
      origin: base,
      cookie: signup.headers.getSetCookie().join('; '),
    });
    await connected(device);
    // A first start is quiet: nothing the server or PostgreSQL reports as an error.
    expect(first.output()).not.toMatch(/ERROR|FATAL|PANIC/);
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    expect(existsSync(pidFile)).toBe(true);
    const t0 = performance.now();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(performance.now() - t0).toBeLessThan(10_000);
    expect(existsSync(pidFile)).toBe(false);
    expect(device.connected).toBe(false);

    // Warm start on the same folder: the data is still there.
    const second = startServer();
    const base2 = await second.url;
    const signin = await fetch(`${base2}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base2 },
      body: JSON.stringify(account),
    });
    expect(signin.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    // Two cold starts (initdb, PostgreSQL, the TypeScript entry) on a busy 2-core host can pass
    // the suite's 30 s; the shutdown has its own 10 s bar above.
  }, 90_000);

  it("keeps a request's query and a display link's token out of its logs", async () => {
    const server = startServer({ LOG_LEVEL: 'info', DATA_DIR: path.join(dataDir, 'logs') });
    const base = await server.url;
    await fetch(`${base}/display/board-secret-token`);
    await fetch(`${base}/api/display/board-secret-token`);
    await fetch(`${base}/api/auth/oidc/school/callback?code=code-secret&state=state-secret`);
    await fetch(`${base}/socket.io/?EIO=4&transport=polling&key=socket-secret`);
    await fetch(`${base}/api/auth/user`);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // The requests are logged, by path: who asked for what, and nothing that opens anything.
    expect(server.output()).toContain('"url":"/api/auth/user"');
    expect(server.output()).toContain('"url":"/display/…"');
    expect(server.output()).toContain('"url":"/api/auth/oidc/school/callback"');
    expect(server.output()).not.toMatch(/secret/);
  }, 90_000);

  it.each([
    ['PORT', {}],
    ['HTTP_PORT', { HTTPS: '1' }],
  ] as const)(
    'a start on a port in use (%s) says which setting, exits 1 and stops its database',
    async (variable, extra) => {
      // Another program holds the port.
      const holder = createServer();
      await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
      const busy = String((holder.address() as AddressInfo).port);
      const dir = path.join(dataDir, `busy-${variable}`);
      const ports = variable === 'PORT' ? { PORT: busy } : { PORT: '0', HTTP_PORT: busy };
      const server = startServer({ DATA_DIR: dir, ...ports, ...extra });
      server.url.catch(() => {}); // it never prints one
      const code = await server.exited;
      holder.close();
      expect(code).toBe(1);
      expect(server.output()).toContain(`${variable}=${busy}: the port for`);
      expect(server.output()).toContain('is in use by another program');
      expect(server.output()).not.toMatch(/\n\s+at /); // a sentence, no stack trace
      // The embedded PostgreSQL it had started is stopped with it: nothing holds the folder.
      expect(existsSync(path.join(dir, 'postgres', 'postmaster.pid'))).toBe(false);
    },
    90_000,
  );

  it('leaves the exit code of a process that ran the embedded database alone', async () => {
    // The test runner is such a process: its exit code is how CI learns that a test failed.
    const dir = path.join(dataDir, 'exit-code');
    const script = `
      const { startEmbeddedPostgres } = await import('./src/db/embedded.ts');
      const database = await startEmbeddedPostgres(${JSON.stringify(dir)});
      await database.stop();
      process.exitCode = 3;`;
    const child = spawn('node', ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: SERVER_DIR,
      stdio: 'ignore',
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(3);
  });
});
