// Which catalogue each source file's messages go to (docs/decisions/0168), from the source's
// imports. Each folder that writes messages has a catalogue (src/features/<name>/locales,
// src/{ui,lib,app}/locales, src/lib/server-texts/locales); a folder whose files are also
// reached only on demand has a second one: the messages of the files no page reaches by its
// static imports (a dialog behind `withMessages(import('./x-dialog'), [...])` inside a feature)
// go to `<folder>/locales/later/`, named `<name>.later`, so a page's first load does not carry
// the words of parts it has not opened yet.
//
// A page is the app's entry (main.tsx), the display's (display-main.tsx), the build's drawing
// of the landing page (landing-prerender.tsx, which imports the catalogues it draws from), the
// landing page's own chunk (which its page preloads and the entry's texts carry) and
// each part the app's routes load (every `import('…')` in app/lazy-pages.ts and
// app/lazy-parts.ts). A folder no page reaches at all keeps one catalogue: it is loaded on
// demand as a whole already (lib/server-texts, decision 0169).
//
// One walk for every user: lingui.config.ts (the catalogues and their files),
// lib/i18n/catalogues.test.ts (each part's list against its code), scripts/catalogue-files.mjs
// (the folders), scripts/fix-catalogue-lists.mjs (rewrites the lists), bench/first-load.mjs.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const WEB = path.resolve(import.meta.dirname, '..');
export const SRC = path.join(WEB, 'src');

/** The shared layers with a catalogue each; lib/server-texts is lib's second (decision 0169). */
export const LAYERS = ['ui', 'lib', 'app'];
export const LATER = 'later';
const EXTENSIONS = ['.ts', '.tsx'];
/** The parts the app's routes load: each `import('…')` in these is a page. */
const PAGE_LISTS = ['app/lazy-pages.ts', 'app/lazy-parts.ts'];
const ENTRIES = [
  'main.tsx',
  'display-main.tsx',
  'landing-prerender.tsx',
  'features/landing/landing-page.tsx',
];

/** The source files under `dir` (tests and declarations left out). */
export function sourceFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry) && !/\.(test|d)\.tsx?$/.test(entry)) found.push(full);
  }
  return found;
}

/** A relative import's file (`./x` -> x.ts or x.tsx), or null for a package's. */
export function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [...EXTENSIONS.map((ext) => base + ext), base];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

const cache = new Map();
/** A file's text (read once per process: the walks read the same files many times). */
export const text = (file) => {
  let source = cache.get(file);
  if (source === undefined) {
    source = readFileSync(file, 'utf8');
    cache.set(file, source);
  }
  return source;
};
/** Forget what was read (a script that rewrites files and walks again). */
export const forget = () => cache.clear();

const STATIC = /^(?:import|export)\s+(?!type\s)(?:[^;]*?\sfrom\s+)?'([^']+)'/gm;
const DYNAMIC = /import\('(\.[^']+)'\)/g;

export const staticImports = (file) =>
  [...text(file).matchAll(STATIC)].map((m) => resolve(file, m[1] ?? '')).filter((f) => f !== null);

/** The files a file loads on demand (`import('./x')`), resolved. */
export const dynamicImports = (file) =>
  [...text(file).matchAll(DYNAMIC)].map((m) => resolve(file, m[1] ?? '')).filter((f) => f !== null);

/** A file and everything it imports statically. */
export function closure(start, seen = new Set()) {
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of staticImports(file)) walk(next);
  };
  walk(start);
  return seen;
}

/** The file imports a Lingui macro: its messages are in a catalogue. */
export const writesMessages = (file) => /@lingui\/(core|react)\/macro/.test(text(file));

/** The pages: the entries and each part the app's routes load. */
export function pages(src = SRC) {
  const found = ENTRIES.map((f) => path.join(src, f));
  for (const list of PAGE_LISTS) found.push(...dynamicImports(path.join(src, list)));
  return [...new Set(found)];
}

/** The folder a file's messages belong to (its catalogue's base name), or null outside all. */
export function folderOf(file, src = SRC) {
  const [top, name] = path.relative(src, file).split(path.sep);
  if (top === 'features') return name ?? null;
  if (top === 'lib' && name === 'server-texts') return 'server-texts';
  return top !== undefined && LAYERS.includes(top) ? top : null;
}

/** The catalogue folder (relative to src) of a folder's name: `features/roster`, `ui`, … */
export const folderPath = (name) =>
  LAYERS.includes(name) ? name : name === 'server-texts' ? 'lib/server-texts' : `features/${name}`;

/** A catalogue's PO file, relative to src: `features/roster/locales/later/es.po`. */
export function poFile(catalogue, locale) {
  const [name, later] = catalogue.split('.');
  return `${folderPath(name ?? '')}/locales/${later ? `${LATER}/` : ''}${locale}.po`;
}

/**
 * The split: the files some page reaches statically (`now`), and the files that write
 * messages no page reaches that way (`later`: loaded on demand only, or by nothing) in a
 * folder some page draws messages from. Computed once per process.
 */
let computed = null;
export function split(src = SRC) {
  if (computed?.src === src) return computed;
  const now = new Set();
  for (const page of pages(src)) closure(page, now);
  const messages = sourceFiles(src).filter((f) => writesMessages(f) && folderOf(f, src) !== null);
  const drawn = new Set(messages.filter((f) => now.has(f)).map((f) => folderOf(f, src)));
  const later = new Set(messages.filter((f) => !now.has(f) && drawn.has(folderOf(f, src))));
  computed = { src, now, later };
  return computed;
}
/** Walk again (after files changed). */
export const resplit = () => {
  computed = null;
  forget();
};

/** The catalogue a file's messages go to: its folder's, or `<folder>.later`; null outside. */
export function catalogueOf(file, src = SRC) {
  const folder = folderOf(file, src);
  if (folder === null) return null;
  return split(src).later.has(file) ? `${folder}.${LATER}` : folder;
}

/** Each folder's files loaded on demand only (absolute paths), by folder name. */
export function laterFilesByFolder(src = SRC) {
  const byFolder = new Map();
  for (const file of [...split(src).later].sort()) {
    const folder = folderOf(file, src);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
  }
  return byFolder;
}

/** The catalogues a file's code needs: those of the files it imports statically. */
export function needed(start, src = SRC) {
  const names = new Set();
  for (const file of closure(start)) {
    if (!writesMessages(file)) continue;
    const name = catalogueOf(file, src);
    if (name === null) throw new Error(`${file} writes messages outside every catalogue`);
    names.add(name);
  }
  return [...names].sort();
}

/** The landing page's chunk: loaded by the entry (app/landing-slot.tsx), its texts the entry's. */
export const LANDING_PAGE = path.join(SRC, 'features/landing/landing-page.tsx');

/**
 * The catalogues of the app entry's texts (lib/i18n/entry-runtime.ts loads them): the entry's
 * own code's and the landing page's.
 */
export const entryNeeds = () =>
  [...new Set([...needed(path.join(SRC, 'main.tsx')), ...needed(LANDING_PAGE)])].sort();

/** The names in a written list: `['a', 'b']`'s inside -> ['a', 'b'], sorted. */
export const listed = (inside) =>
  [...(inside ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '').sort();
