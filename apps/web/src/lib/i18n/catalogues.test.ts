import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Each part of the app loaded on demand brings the catalogues of the code it loads
 * (docs/decisions/0168): this walks the source's static imports from every `import('…')` and
 * each entry, collects the folders whose files write messages (a Lingui macro), and compares
 * them with the catalogues the call names (`withMessages(import('…'), [...])`, the display
 * entry's `loadCatalogues([...])`). A missing one would draw an id; an extra one costs bytes.
 */
const SRC = path.resolve(import.meta.dirname, '../..');
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry) && !/\.(test|d)\.tsx?$/.test(entry)) found.push(full);
  }
  return found;
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [...EXTENSIONS.map((ext) => base + ext), base];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

const text = (file: string) => readFileSync(file, 'utf8');
const STATIC = /^(?:import|export)\s+(?!type\s)(?:[^;]*?\sfrom\s+)?'([^']+)'/gm;

function staticImports(file: string): string[] {
  return [...text(file).matchAll(STATIC)]
    .map((m) => resolve(file, m[1] ?? ''))
    .filter((f): f is string => f !== null);
}

/** The catalogue a file's messages go to (lingui.config.ts), or null outside them all. */
function catalogueOf(file: string): string | null {
  const [top, name] = path.relative(SRC, file).split(path.sep);
  if (top === 'features') return name ?? null;
  if (top === 'lib' && name === 'server-texts') return 'server-texts';
  return top === 'ui' || top === 'lib' || top === 'app' ? top : null;
}

const writesMessages = (file: string) => /@lingui\/(core|react)\/macro/.test(text(file));

function needed(start: string): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of staticImports(file)) walk(next);
  };
  walk(start);
  const names = new Set<string>();
  for (const file of seen) {
    if (!writesMessages(file)) continue;
    const name = catalogueOf(file);
    if (name === null) throw new Error(`${file} writes messages outside every catalogue`);
    names.add(name);
  }
  return [...names].sort();
}

const list = (inside: string | undefined) =>
  [...(inside ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '').sort();

const files = sourceFiles(SRC);
const at = (file: string) => path.relative(SRC, file);

describe('each part loaded on demand names the catalogues of its code (decision 0168)', () => {
  const boundaries: [string, string, string[]][] = [];
  for (const file of files) {
    const source = text(file);
    const declared = new Map<string, string[]>();
    for (const m of source.matchAll(/withMessages\(\s*import\('([^']+)'\)\s*,\s*\[([^\]]*)\]/g))
      declared.set(m[1] ?? '', list(m[2]));
    for (const m of source.matchAll(/import\('(\.[^']+)'\)/g)) {
      const target = resolve(file, m[1] ?? '');
      if (target)
        boundaries.push([`${at(file)} -> ${m[1]}`, target, declared.get(m[1] ?? '') ?? []]);
    }
  }

  it.each(boundaries)('%s', (_, target, declared) => {
    expect(declared).toEqual(needed(target));
  });

  it("the entries: the app's own texts follow the catalogues entry-runtime names; the display names its own", () => {
    // The entry's texts (entry-texts.ts): the landing page, the loading screens, the toaster.
    const entry = text(path.join(SRC, 'lib/i18n/entry-runtime.ts')).match(
      /catalogues\(\[([^\]]*)\]\)/,
    );
    expect(list(entry?.[1])).toEqual(needed(path.join(SRC, 'main.tsx')));
    // The build draws the landing page from the same catalogues.
    const prerender = path.join(SRC, 'landing-prerender.tsx');
    const imported = [
      ...text(prerender).matchAll(/'\.\/(?:features\/)?([^/']+)\/locales\/en\.po'/g),
    ];
    expect(imported.map((m) => m[1]).sort()).toEqual(needed(path.join(SRC, 'main.tsx')));
    const display = path.join(SRC, 'display-main.tsx');
    const asked = text(display).match(/loadCatalogues\(\[([^\]]*)\]\)/);
    expect(list(asked?.[1])).toEqual(needed(display));
  });

  it('names only catalogues that exist', async () => {
    const features = readdirSync(path.join(SRC, 'features')).sort();
    const declaredType = text(path.join(SRC, 'lib/i18n/catalogues.ts'));
    for (const name of features) expect(declaredType).toContain(`'${name}'`);
  });
});
