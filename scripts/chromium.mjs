// One Chromium set-up for every browser test: the Playwright journeys (e2e/) and the web
// component tests (apps/web, vitest browser mode). Debian's Chromium where the machine has
// one; Playwright's own browser elsewhere (executablePath undefined).
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** Flags Debian's Chromium needs here (root, no GPU), and fake media for the camera and meter. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/** CHROMIUM_PATH, else a system Chromium, else undefined (Playwright's own browser). */
export function chromiumPath() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && existsSync(configured)) return configured;
  return SYSTEM_CHROMIUM.find((candidate) => existsSync(candidate));
}
