// `node scripts/fix-catalogue-lists.mjs` (from apps/web): rewrites every list of catalogues a
// part of the app names to what its code needs (docs/decisions/0168), the lists
// lib/i18n/catalogues.test.ts checks: each `withMessages(import('./x'), [...])`, a bare
// `import('./x')` that needs catalogues in a file that already uses withMessages (it gets
// wrapped), the display entry's `loadCatalogues([...])` and the app entry's texts'
// (lib/i18n/entry-runtime.ts). The walk is scripts/catalogue-split.mjs's, so a file that moves
// into or out of a later catalogue (its only importer became a dialog) fixes every list it
// changes. Prints what it changed; the landing page's prerender imports are left to a person.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { entryNeeds, listed, needed, resolve, SRC, sourceFiles } from './catalogue-split.mjs';

const format = (names) => `[${names.map((name) => `'${name}'`).join(', ')}]`;
/** A list that already names what is needed is left as written (and formatted). */
const same = (inside, names) => listed(inside).join() === names.join();
const ENTRY_RUNTIME = path.join(SRC, 'lib/i18n/entry-runtime.ts');
const DISPLAY = path.join(SRC, 'display-main.tsx');

export function fixLists() {
  const changed = [];
  for (const file of sourceFiles(SRC)) {
    const before = readFileSync(file, 'utf8');
    let source = before.replace(
      /withMessages\(\s*import\('([^']+)'\)\s*,\s*\[([^\]]*)\]/g,
      (all, specifier, inside) => {
        const target = resolve(file, specifier);
        const names = target ? needed(target) : [];
        return !target || same(inside, names)
          ? all
          : `withMessages(import('${specifier}'), ${format(names)}`;
      },
    );
    if (/\bwithMessages\b/.test(source))
      source = source.replace(/(^|[^(\w])import\('(\.[^']+)'\)/gm, (all, before, specifier) => {
        const target = resolve(file, specifier);
        const names = target ? needed(target) : [];
        return names.length === 0
          ? all
          : `${before}withMessages(import('${specifier}'), ${format(names)})`;
      });
    if (file === DISPLAY)
      source = source.replace(/loadCatalogues\(\[([^\]]*)\]\)/, (all, inside) =>
        same(inside, needed(file)) ? all : `loadCatalogues(${format(needed(file))})`,
      );
    if (file === ENTRY_RUNTIME)
      source = source.replace(/catalogues\(\[([^\]]*)\]\)/, (all, inside) =>
        same(inside, entryNeeds()) ? all : `catalogues(${format(entryNeeds())})`,
      );
    if (source !== before) {
      writeFileSync(file, source);
      changed.push(path.relative(SRC, file));
    }
  }
  return changed;
}

const changed = fixLists();
for (const file of changed) console.log(`fixed src/${file}`);
if (changed.length === 0) console.log('Every list of catalogues names what its code needs.');
else console.log('Format them: pnpm exec biome check --write <files>.');
