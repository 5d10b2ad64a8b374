// Shared by `npm start` and `npm test`: both must work on a machine with only Node.js 20+.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.21.0';
const TOOLS = path.join(ROOT, '.tools');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(
      `\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`,
    );
    process.exit(result.status ?? 1);
  }
}

function works(command, args = ['--version']) {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return result.status === 0;
}

/**
 * pnpm from PATH when present, else a private copy in .tools (no global install, no
 * corepack, which fails on some machines), put first on PATH for turbo and scripts.
 */
export function ensurePnpm() {
  process.env.TURBO_TELEMETRY_DISABLED = '1';
  process.env.PATH = `${path.join(TOOLS, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`;
  if (works('pnpm')) return;
  console.log(`Installing pnpm ${PNPM_VERSION} into .tools/ ...`);
  run('npm', [
    'install',
    '--prefix',
    TOOLS,
    '--no-save',
    '--no-audit',
    '--no-fund',
    `pnpm@${PNPM_VERSION}`,
  ]);
}

export function installDependencies() {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  run('pnpm', ['install', ...frozen]);
}

/**
 * A Chromium for Playwright: CHROMIUM_PATH, else Debian's, else Playwright's own. When none is
 * there, Debian's package is installed as root with apt-get, or Playwright downloads its own.
 */
export function ensureChromium() {
  const found = chromiumPath();
  if (found) {
    process.env.CHROMIUM_PATH = found;
    return;
  }
  if (playwrightHasChromium()) return;
  const isRoot = process.getuid?.() === 0;
  if (process.platform === 'linux' && isRoot && works('apt-get', ['--version'])) {
    console.log("Installing Debian's chromium for the browser tests ...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], { env });
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env });
    process.env.CHROMIUM_PATH = '/usr/bin/chromium';
    return;
  }
  console.log("Installing Playwright's Chromium for the browser tests ...");
  run('pnpm', ['--filter', '@classbeam/e2e', 'exec', 'playwright', 'install', 'chromium']);
}

function playwrightHasChromium() {
  const probe = spawnSync(
    'node',
    [
      '-e',
      "const {chromium}=require('@playwright/test');process.stdout.write(chromium.executablePath())",
    ],
    { cwd: path.join(ROOT, 'e2e'), encoding: 'utf8' },
  );
  return probe.status === 0 && probe.stdout && existsSync(probe.stdout.trim());
}

/**
 * The multi-instance tests (REDIS_URL) start a Redis of their own: Debian's redis-server is
 * installed as root with apt-get when missing. Elsewhere those tests are skipped with a
 * notice, except in CI, where a missing redis-server fails the run.
 */
export function ensureRedisServer() {
  if (works('redis-server')) return;
  const isRoot = process.getuid?.() === 0;
  if (process.platform === 'linux' && isRoot && works('apt-get')) {
    console.log("Installing Debian's redis-server for the multi-instance tests ...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'];
    if (spawnSync('apt-get', install, { stdio: 'inherit', env }).status === 0) return;
    run('apt-get', ['update', '-qq'], { env });
    run('apt-get', install, { env });
    return;
  }
  console.log('redis-server not found: the multi-instance tests will be skipped.');
}
