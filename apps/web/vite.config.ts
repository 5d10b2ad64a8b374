import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { linguiPlugins } from './vite.lingui.ts';

// The server owns /api and the socket; in dev Vite forwards both so the app stays same-origin
// (the session cookie and the server's Origin checks then work exactly as in production).
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

/** The repository's licence beside the app, as /LICENSE.txt: the landing page's footer links it. */
const licence: Plugin = {
  name: 'classbeam-licence',
  apply: 'build',
  generateBundle() {
    const source = readFileSync(new URL('../../LICENSE', import.meta.url), 'utf8');
    this.emitFile({ type: 'asset', fileName: 'LICENSE.txt', source });
  },
};

export default defineConfig({
  plugins: [react(), ...linguiPlugins(), licence],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    // Budget F4 is measured on gzip; reporting it here keeps it in view on every build.
    reportCompressedSize: true,
    // bench/first-load.mjs follows it to measure each route's first load.
    manifest: true,
  },
});
