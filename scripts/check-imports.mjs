// Fails when the source has an import circle: two modules that reach each other through their
// imports (static, dynamic or type-only alike). Run by `pnpm lint` and `npm test`.
// `node scripts/check-imports.mjs` prints each circle it finds as a path of files.
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
  '@classbeam/domain': 'packages/domain/src/index.ts',
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
export function findCircles(files) {
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = SOURCE_ROOTS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  const circles = findCircles(files);
  if (circles.length === 0) {
    console.log(`No import circles in ${files.length} files.`);
  } else {
    console.error(`✗ ${circles.length} import circle(s):`);
    for (const circle of circles)
      console.error(`  ${circle.map((f) => path.relative(ROOT, f)).join(' -> ')}`);
    process.exit(1);
  }
}
