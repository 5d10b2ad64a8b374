import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiPlugins } from './vite.lingui.ts';

/*
 * The classroom display's page, built on its own into the same dist after the app (the
 * build script runs both): one script with the board, its socket and React, and nothing of
 * the router or the teacher's pages, so a phone or a projector's small computer starts it
 * quickly (Lighthouse mobile). Sharing chunks with the app would split it into a dozen
 * requests and change the landing page's own; a display never loads the app anyway.
 */
export default defineConfig({
  plugins: [react(), ...linguiPlugins()],
  build: {
    target: 'es2022',
    reportCompressedSize: true,
    // First into dist, which it empties; the app's build follows beside it (its service worker
    // lists this page, decision 0180).
    emptyOutDir: true,
    // bench/first-load.mjs reads it for the display's first load.
    manifest: '.vite/display-manifest.json',
    rolldownOptions: {
      input: fileURLToPath(new URL('display.html', import.meta.url)),
    },
  },
});
