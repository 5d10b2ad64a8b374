// Cold and warm start of the embedded PostgreSQL and of the whole server.
// Cold: a fresh DATA_DIR (initdb + start + migrations). Warm: the same folder again.
// Server time is from spawn until GET /api/auth/user answers.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'apps/server');
const RUNS = Number(process.env.RUNS ?? 3);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The embedded database alone, through the server's own start function. */
function embeddedOnce(dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'node',
      [
        '--import',
        'tsx',
        '-e',
        `
        const { startEmbeddedPostgres } = await import('./src/db/embedded.ts');
        const pg = await startEmbeddedPostgres(${JSON.stringify(dataDir)});
        console.log(JSON.stringify(pg.timings));
        await pg.stop();`,
      ],
      {
        cwd: SERVER,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, NODE_OPTIONS: '--input-type=module' },
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop())) : reject(new Error(out)),
    );
  });
}

async function serverOnce(dataDir, port) {
  const t0 = performance.now();
  const child = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error' },
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/user`);
      if (res.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  const elapsed = performance.now() - t0;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return elapsed;
}

const dbCold = [];
const dbWarm = [];
const srvCold = [];
const srvWarm = [];
for (let i = 0; i < RUNS; i += 1) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'classbeam-bench-'));
  const cold = await embeddedOnce(dir);
  dbCold.push(cold.initMs + cold.startMs);
  const warm = await embeddedOnce(dir);
  dbWarm.push(warm.startMs);
  rmSync(dir, { recursive: true, force: true });

  const sdir = mkdtempSync(path.join(os.tmpdir(), 'classbeam-bench-'));
  srvCold.push(await serverOnce(sdir, 4390 + i));
  srvWarm.push(await serverOnce(sdir, 4390 + i));
  rmSync(sdir, { recursive: true, force: true });
}
const fmt = (values) =>
  `median ${median(values).toFixed(0)} ms (runs: ${values.map((v) => v.toFixed(0)).join(', ')})`;
console.log(`Embedded PostgreSQL start, cold (initdb + start): ${fmt(dbCold)}`);
console.log(`Embedded PostgreSQL start, warm (existing data):  ${fmt(dbWarm)}`);
console.log(`Server ready, cold (fresh DATA_DIR, migrations):  ${fmt(srvCold)}`);
console.log(`Server ready, warm (existing DATA_DIR):           ${fmt(srvWarm)}`);
