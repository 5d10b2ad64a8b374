// Fails when the source has an import circle (two modules that reach each other through their
// imports, static, dynamic or type-only alike), or when a web feature imports another feature
// (what two features share lives in ui/ or lib/, which import no feature). Run by `pnpm lint`
// and `npm test`; `node scripts/check-imports.mjs` prints each circle and crossing it finds.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './lib.mjs';

const SOURCE_ROOTS = [
  'apps/server/src',
  'apps/web/src',
  'packages/contracts/src',
  'packages/domain/src',
];
/** Our workspace packages, by import name, to the file each name opens. */
const PACKAGES = {
  '@classbeam/contracts': 'packages/contracts/src/index.ts',
  '@classbeam/contracts/constants': 'packages/contracts/src/constants.ts',
  '@classbeam/contracts/messages': 'packages/contracts/src/messages.ts',
  '@classbeam/contracts/reports': 'packages/contracts/src/report-constants.ts',
  '@classbeam/domain': 'packages/domain/src/index.ts',
  '@classbeam/domain/assessment': 'packages/domain/src/assessment.ts',
  '@classbeam/domain/birth-date': 'packages/domain/src/birth-date.ts',
  '@classbeam/domain/calendar': 'packages/domain/src/calendar.ts',
  '@classbeam/domain/reports': 'packages/domain/src/reports.ts',
  '@classbeam/domain/roster-csv': 'packages/domain/src/roster-csv.ts',
  '@classbeam/domain/roster-view': 'packages/domain/src/roster-view.ts',
};
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...sourceFiles(full));
    else if (EXTENSIONS.includes(path.extname(entry)) && !entry.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

/** The file an import names, or null for a package outside the workspace. */
function resolve(from, specifier) {
  if (PACKAGES[specifier]) return path.join(ROOT, PACKAGES[specifier]);
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

function importsOf(file) {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles
    .map((imported) => resolve(file, imported.fileName))
    .filter((target) => target !== null);
}

/** Every circle, once each, by a depth-first walk that keeps the path it is on. */
export function findCircles(files, graph = new Map(files.map((f) => [f, importsOf(f)]))) {
  const circles = [];
  const done = new Set();
  const onPath = new Map();
  const stack = [];
  function visit(file) {
    onPath.set(file, stack.length);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (onPath.has(next)) circles.push([...stack.slice(onPath.get(next)), next]);
      else if (!done.has(next) && graph.has(next)) visit(next);
    }
    stack.pop();
    onPath.delete(file);
    done.add(file);
  }
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return circles;
}

/**
 * The web's layers, by a file's place under `web` (the web app's src folder): `features/<name>`
 * for a feature, `shared` for ui/ and lib/, `other` for the rest (app/, the entries).
 */
function layerOf(web, file) {
  const [top, name] = path.relative(web, file).split(path.sep);
  if (top === 'features' && name) return { kind: 'feature', name };
  if (top === 'ui' || top === 'lib') return { kind: 'shared' };
  return { kind: 'other' };
}

/** Imports that cross the web's boundaries: [from, to] for each. */
export function findCrossings(web, files, graph = new Map(files.map((f) => [f, importsOf(f)]))) {
  const crossings = [];
  for (const [file, targets] of graph) {
    const from = layerOf(web, file);
    if (from.kind === 'other' || !file.startsWith(web + path.sep)) continue;
    for (const target of targets) {
      const to = layerOf(web, target);
      if (!target.startsWith(web + path.sep) || to.kind !== 'feature') continue;
      if (from.kind === 'shared' || from.name !== to.name) crossings.push([file, target]);
    }
  }
  return crossings;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = SOURCE_ROOTS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const circles = findCircles(files, graph);
  const crossings = findCrossings(path.join(ROOT, 'apps/web/src'), files, graph);
  const name = (f) => path.relative(ROOT, f);
  for (const circle of circles) console.error(`✗ import circle: ${circle.map(name).join(' -> ')}`);
  for (const [from, to] of crossings)
    console.error(
      `✗ ${name(from)} imports ${name(to)}: another feature (share it from ui/ or lib/)`,
    );
  if (circles.length + crossings.length > 0) process.exit(1);
  console.log(`No import circles and no feature importing another in ${files.length} files.`);
}
