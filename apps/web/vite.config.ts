import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
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

/*
 * The installable app (decision 0180): a web app manifest and a service worker that keeps the
 * app's shell (its HTML, scripts, styles and icons) for opening offline. Prompt mode: a new
 * version waits until the teacher says Reload (lib/pwa), so nothing reloads the board mid-
 * lesson. Nothing of /api or /socket.io is ever cached, and only the shell is: the display's
 * page (its own build, served with its class inside and never stored) and the landing pages
 * go to the server as before.
 */
/**
 * The display's page, built first (package.json): its own code is not in the app's cache, but
 * its page is listed with the hash of its contents, so a new display makes a new worker, and
 * an open board learns of it (features/display/display-updates.ts).
 */
const displayPage = new URL('dist/display.html', import.meta.url);
const displayEntry = existsSync(displayPage)
  ? [
      {
        url: '/display.html',
        revision: createHash('sha256').update(readFileSync(displayPage)).digest('hex').slice(0, 16),
      },
    ]
  : [];

/** A build manifest's files (scripts, styles, assets), as dist-relative paths. */
function filesOf(manifest: URL): string[] {
  if (!existsSync(manifest)) return [];
  const chunks = JSON.parse(readFileSync(manifest, 'utf8')) as Record<
    string,
    { file: string; css?: string[]; assets?: string[] }
  >;
  return Object.values(chunks).flatMap((c) => [c.file, ...(c.css ?? []), ...(c.assets ?? [])]);
}

/**
 * The display build's own files leave the teacher's cache: the display fetches them itself.
 * A file both builds made (the same catalogue, the same name) stays: the app needs it.
 */
function withoutDisplayOnly<Entry extends { url: string }>(entries: Entry[]): Entry[] {
  const app = new Set(filesOf(new URL('dist/.vite/manifest.json', import.meta.url)));
  const displayOnly = new Set(
    filesOf(new URL('dist/.vite/display-manifest.json', import.meta.url)).filter(
      (f) => !app.has(f),
    ),
  );
  return entries.filter((entry) => !displayOnly.has(entry.url.replace(/^\//, '')));
}

const installable = VitePWA({
  registerType: 'prompt',
  // We register it ourselves, lazily, once a teacher is signed in (lib/pwa/register.ts).
  injectRegister: false,
  strategies: 'generateSW',
  manifest: {
    id: '/',
    name: 'Classbeam',
    short_name: 'Classbeam',
    description:
      'Run your class from your phone, put the scoreboard on the board, and keep every screen in sync.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#f6f4ef',
    theme_color: '#2e2a7a',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The landing pages are drawn after this build and are the server's to send by language.
    globIgnores: ['**/landing*.html', '**/display*.html'],
    manifestTransforms: [
      async (entries) => ({ manifest: withoutDisplayOnly(entries), warnings: [] }),
    ],
    // The app's pages open from the cache; everything else under these goes to the server.
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//, /^\/display\//, /^\/LICENSE/],
    // No runtime caching at all: answers of /api and the socket always come from the server.
    runtimeCaching: [],
    additionalManifestEntries: displayEntry,
    cleanupOutdatedCaches: true,
    clientsClaim: false,
    skipWaiting: false,
    // The app's biggest lazy chunks (charts, CSV) must be there offline too.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

export default defineConfig({
  plugins: [react(), ...linguiPlugins(), licence, installable],
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
    // The display's build came first into dist (package.json's build).
    emptyOutDir: false,
    // Budget F4 is measured on gzip; reporting it here keeps it in view on every build.
    reportCompressedSize: true,
    // bench/first-load.mjs follows it to measure each route's first load.
    manifest: true,
  },
});
