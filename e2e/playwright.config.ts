import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const ROOT = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'classbeam-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/** Debian's Chromium when present (CI, these machines), else Playwright's own browser. */
const executablePath = chromiumPath();

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two journeys at a time: each signs up a teacher of its own and shares nothing with the
  // others (no hooks, no state between tests), so any two may run together, whatever their
  // file. The few tagged @alone (tests/support.ts) run after them, one at a time.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failed journey keeps its trace: every action with the page's DOM before and after it,
    // and the screenshot below. The trace's own screenshots (a screencast of every context, kept
    // for each journey and thrown away when it passes) cost a quarter of the journeys' CPU
    // (measured 116 vs 87 CPU-s on the same nine journeys), which two cores pay in time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  // Each test opens the devices it needs (phone, display) as contexts of its own.
  projects: [
    { name: 'chromium', grepInvert: /@alone/ },
    { name: 'alone', grep: /@alone/, dependencies: ['chromium'], workers: 1 },
  ],
  webServer: {
    // The production shape: the built web app served by the real server on embedded PostgreSQL.
    command: 'node --import tsx src/main.ts',
    cwd: path.join(ROOT, 'apps/server'),
    url: `http://localhost:${PORT}/api/auth/user`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // Lets journeys move the class run's time forward (POST /api/test/clock); never in production.
      TEST_CLOCK: '1',
    },
  },
});
