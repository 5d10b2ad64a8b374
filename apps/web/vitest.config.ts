import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';
import { linguiPlugins } from './vite.lingui.ts';

/*
 * Two projects, one `vitest run`:
 * - unit (`*.test.ts`): logic in Node, as before.
 * - browser (`*.test.tsx`): components in a real Chromium, because the native <dialog>
 *   (showModal, the inert page behind, Escape as `cancel`, focus) exists only there.
 *   Debian's Chromium with the journeys' flags (scripts/chromium.mjs), launched once.
 * Kept out of vite.config.ts so `vite build` never loads Playwright.
 */
export default defineConfig({
  plugins: [react(), ...linguiPlugins()],
  test: {
    // CI runs every package's typecheck, lint, tests and build at once on two cores: a test
    // whose first import transforms a lot can pass 5 s there. Speed is measured in bench/.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          setupFiles: ['src/test/i18n-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/i18n-setup.ts'],
          // One browser for the whole run; the files take turns in it, each in a fresh frame.
          fileParallelism: false,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
        // Bundled before the first file: found mid-run, Vite reloads the page under a test.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-dev-runtime',
            'socket.io-client',
            'vitest-browser-react',
            'zustand',
            'react-router-dom',
            '@lingui/core',
            '@lingui/react',
          ],
        },
      },
    ],
  },
});
