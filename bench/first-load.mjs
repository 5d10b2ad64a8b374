// F4: gzip KB of the JavaScript each route downloads on a first visit, from the production
// build: the entry (index.html's script and modulepreloads) plus the route's lazy chunk and
// everything it imports statically. Chunks a route loads later (on the first point change,
// say) are listed separately. A display link is a page of its own (display.html, built by
// vite.display.config.ts with its own manifest): its entry and static imports.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { LATER, poFile } from '../apps/web/scripts/catalogue-split.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(ROOT, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');

if (!existsSync(manifestFile)) {
  console.error('No production build: run `pnpm --filter @classbeam/web build` first.');
  process.exit(1);
}
const appManifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const displayManifestFile = path.join(dist, '.vite/display-manifest.json');
const displayManifest = existsSync(displayManifestFile)
  ? JSON.parse(readFileSync(displayManifestFile, 'utf8'))
  : null;
let manifest = appManifest;
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** A chunk and its static imports, recursively, as manifest keys. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const keyOf = (suffix) => Object.keys(manifest).find((k) => k.endsWith(suffix));
const entryOf = (m) => Object.keys(m).find((k) => m[k].isEntry);
const entry = closure(entryOf(manifest));

/*
 * Every page but the landing page is drawn in the active language: before it draws, it loads
 * the message catalogue's runtime (lib/i18n/runtime.ts, asked for by the entry) and the
 * catalogues of its own code in the active language (one chunk per folder and language,
 * docs/decisions/0168; a folder's files loaded only on demand have a later one, `<folder>.later`,
 * which a page does not load), named where the page is loaded: `withMessages(import('…'), [...])` in
 * the app, `loadCatalogues([...])` in the display's entry. All count in its first load, in
 * English here (Spanish's are a little larger: the share is printed below).
 */
const LOCALE_RUNTIME = 'lib/i18n/runtime.ts';
/** The runtime's chunk: its own dynamic entry, or (imported by a feature too) a shared one. */
const runtimeKey = () =>
  keyOf(LOCALE_RUNTIME) ??
  Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k].name === 'runtime');
const web = path.join(ROOT, 'apps/web/src');
/** A catalogue's PO file as the manifest names it (a folder's, or its later one). */
const catalogueKey = (name, locale) => `src/${poFile(name, locale)}`;
const names = (list) => [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);

/** Each page chunk's catalogues, by the chunk's source path (src/-relative, no extension). */
const declared = new Map();
for (const file of ['app/lazy-pages.ts', 'app/lazy-parts.ts']) {
  const source = readFileSync(path.join(web, file), 'utf8');
  for (const m of source.matchAll(/withMessages\(\s*import\('([^']+)'\)\s*,\s*\[([^\]]*)\]/g)) {
    const target = path.relative(web, path.resolve(path.join(web, path.dirname(file)), m[1]));
    declared.set(target, names(m[2]));
  }
}
const displayAsks = readFileSync(path.join(web, 'display-main.tsx'), 'utf8').match(
  /loadCatalogues\(\[([^\]]*)\]\)/,
);
const displayCatalogues = names(displayAsks?.[1] ?? '');
const cataloguesOf = (chunk) => declared.get(chunk.replace(/\.tsx?$/, '')) ?? [];

const ROUTES = [
  // The landing page's own chunk (app/landing-slot.tsx), which its head preloads.
  { route: '/ (landing)', chunk: null, preloads: 'features/landing/landing-page.tsx', target: 90 },
  { route: '/sign-in', chunk: 'features/auth/sign-in-page.tsx' },
  { route: '/ (class picker)', chunk: 'app/picker-page.tsx' },
  { route: '/classroom/:id (dashboard)', chunk: 'app/classroom-route.tsx', target: 130 },
  {
    route: '/classroom/:id + scoreboard view',
    chunk: ['app/classroom-route.tsx', 'app/teacher-scoreboard.tsx'],
    target: 130,
  },
  { route: '/display/:token (scoreboard)', page: 'display', target: 130 },
  { route: '/self-assessment/:id', chunk: 'features/assessment/kiosk-page.tsx', target: 110 },
];

console.log('First-load JavaScript per route (production build, gzip -9):');
for (const { route, chunk, page, preloads, target } of ROUTES) {
  manifest = page === 'display' ? displayManifest : appManifest;
  if (!manifest) {
    console.log(`  ${route.padEnd(36)} (no display build: .vite/display-manifest.json)`);
    continue;
  }
  const keys = new Set(page === 'display' ? closure(entryOf(manifest)) : entry);
  const later = new Set();
  if (preloads) {
    const key = keyOf(preloads);
    if (!key) throw new Error(`No chunk for ${preloads} in the manifest`);
    for (const k of closure(key)) keys.add(k);
  }
  for (const suffix of [chunk ?? []].flat()) {
    const key = keyOf(suffix);
    if (!key) {
      console.log(`  ${route.padEnd(36)} (chunk for ${suffix} not found)`);
      continue;
    }
    for (const k of closure(key)) keys.add(k);
    for (const k of closure(key)) for (const d of manifest[k]?.dynamicImports ?? []) later.add(d);
  }
  // The landing page draws no catalogue text (decision 0165); every other page waits for the
  // runtime and its own catalogues.
  const catalogues =
    page === 'display' ? displayCatalogues : [chunk ?? []].flat().flatMap(cataloguesOf);
  let catalogueKb = 0;
  let spanishKb = 0;
  if (chunk !== null) {
    if (page !== 'display') {
      const key = runtimeKey();
      if (!key) throw new Error(`No chunk for ${LOCALE_RUNTIME} in the manifest`);
      for (const k of closure(key)) keys.add(k);
    }
    for (const name of new Set(catalogues)) {
      const key = keyOf(catalogueKey(name, 'en'));
      if (!key) continue;
      if (!keys.has(key)) catalogueKb += gz(manifest[key].file) / 1024;
      const es = keyOf(catalogueKey(name, 'es'));
      if (es) spanishKb += gz(manifest[es].file) / 1024;
      for (const k of closure(key)) keys.add(k);
    }
  }
  if (page === 'display') {
    for (const k of keys) for (const d of manifest[k]?.dynamicImports ?? []) later.add(d);
  }
  const js = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const kb = js.reduce((sum, f) => sum + gz(f), 0) / 1024;
  const laterFiles = [...later].filter((k) => !keys.has(k)).map((k) => manifest[k].file);
  const laterKb = laterFiles.reduce((sum, f) => sum + gz(f), 0) / 1024;
  const verdict = target
    ? kb <= target
      ? ` (target <= ${target} KB: within)`
      : ` (target <= ${target} KB: OVER)`
    : '';
  const extra = laterKb > 0 ? `; +${laterKb.toFixed(1)} KB loaded later on demand` : '';
  console.log(`  ${route.padEnd(36)} ${kb.toFixed(1).padStart(6)} KB${verdict}${extra}`);
  if (chunk !== null) {
    const list = [...new Set(catalogues)].sort().join(', ') || 'none';
    // The same page in Spanish: its catalogues in place of the English ones.
    const inSpanish = kb - catalogueKb + spanishKb;
    console.log(
      `  ${''.padEnd(36)} catalogues: ${list} (en ${catalogueKb.toFixed(1)} KB; es ${spanishKb.toFixed(1)} KB, the page ${inSpanish.toFixed(1)} KB in Spanish)`,
    );
  }
}

manifest = appManifest;
const poKeys = (locale, later = null) =>
  Object.keys(manifest).filter(
    (k) =>
      new RegExp(`/locales/(${LATER}/)?${locale}\\.po$`).test(k) &&
      (later === null || k.includes(`/${LATER}/`) === later),
  );
const total = (locale, later) =>
  poKeys(locale, later).reduce((sum, k) => sum + gz(manifest[k].file), 0) / 1024;
const runtimeKeys = runtimeKey() ? [...closure(runtimeKey())] : [];
const runtimeKb =
  runtimeKeys.filter((k) => !entry.has(k)).reduce((sum, k) => sum + gz(manifest[k].file), 0) / 1024;
console.log(
  `  catalogues' share: ${poKeys('en').length} catalogues, all of them en ${total('en').toFixed(1)} KB,` +
    ` es ${total('es').toFixed(1)} KB (a page loads its own, in the active language only;` +
    ` ${poKeys('en', true).length} of them later ones, en ${total('en', true).toFixed(1)} KB, loaded with their parts);` +
    ` Lingui's runtime and ours ${runtimeKb.toFixed(1)} KB outside the entry`,
);
