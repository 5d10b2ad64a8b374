import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  catalogueOf,
  entryNeeds,
  folderOf,
  LANDING_PAGE,
  LATER,
  laterFilesByFolder,
  listed,
  needed,
  pages,
  poFile,
  resolve,
  SRC,
  sourceFiles,
  split,
  writesMessages,
} from '../../../scripts/catalogue-split.mjs';

/*
 * Each part of the app loaded on demand brings the catalogues of the code it loads
 * (docs/decisions/0168): this walks the source's static imports from every `import('…')` and
 * each entry, collects the folders whose files write messages (a Lingui macro), and compares
 * them with the catalogues the call names (`withMessages(import('…'), [...])`, the display
 * entry's `loadCatalogues([...])`). A missing one would draw an id; an extra one costs bytes.
 * A folder's files that no page imports statically (only a part loaded on demand) write into
 * its later catalogue, `<folder>.later`. The walk is scripts/catalogue-split.mjs, the one
 * lingui.config.ts splits the catalogues by.
 */
const text = (file: string) => readFileSync(file, 'utf8');
const list = listed;

const files = sourceFiles(SRC);
const at = (file: string) => path.relative(SRC, file);

describe("a folder's files no page imports write into its later catalogue (decision 0168)", () => {
  const { now, later } = split();

  it('the pages are the entries and the parts the routes load', () => {
    expect(pages().map(at)).toEqual(
      expect.arrayContaining(['main.tsx', 'display-main.tsx', 'app/classroom-route.tsx']),
    );
  });

  it("a file loaded only on demand is in its folder's later catalogue; a page's file in its own", () => {
    // The roster's add dialog: only features/roster/lazy-dialogs.ts loads it.
    const dialog = path.join(SRC, 'features/roster/add-student-dialog.tsx');
    expect(catalogueOf(dialog)).toBe('roster.later');
    expect(catalogueOf(path.join(SRC, 'features/roster/teacher-dashboard.tsx'))).toBe('roster');
    for (const file of later) {
      expect(now.has(file)).toBe(false);
      expect(catalogueOf(file)).toBe(`${folderOf(file)}.${LATER}`);
    }
    for (const file of now)
      if (writesMessages(file)) expect(catalogueOf(file)).toBe(folderOf(file));
  });
});

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

  // The entry's catalogues (entry-runtime.ts), which carry the landing page's texts too.
  const entryCatalogues = list(
    text(path.join(SRC, 'lib/i18n/entry-runtime.ts')).match(/catalogues\(\[([^\]]*)\]\)/)?.[1],
  );

  it.each(boundaries)('%s', (_, target, declared) => {
    // The landing page's chunk (app/landing-slot.tsx) is the entry's: its texts are entry
    // texts, written into its page by the build and loaded with the entry's catalogues.
    if (target === LANDING_PAGE) {
      expect(declared).toEqual([]);
      expect(entryCatalogues).toEqual(expect.arrayContaining(needed(target)));
    } else expect(declared).toEqual(needed(target));
  });

  it("the entries: the app's own texts follow the catalogues entry-runtime names; the display names its own", () => {
    // The entry's texts (entry-texts.ts): the landing page, the loading screens, the toaster.
    expect(entryCatalogues).toEqual(entryNeeds());
    // The build draws the landing page from the same catalogues.
    const prerender = path.join(SRC, 'landing-prerender.tsx');
    const imported = [
      ...text(prerender).matchAll(/'\.\/(?:features\/)?([^/']+)\/locales\/en\.po'/g),
    ];
    expect(imported.map((m) => m[1]).sort()).toEqual(entryNeeds());
    const display = path.join(SRC, 'display-main.tsx');
    const asked = text(display).match(/loadCatalogues\(\[([^\]]*)\]\)/);
    expect(list(asked?.[1])).toEqual(needed(display));
  });

  it('names only catalogues that exist', async () => {
    for (const file of files) {
      const name = catalogueOf(file);
      if (!writesMessages(file) || name === null) continue;
      for (const locale of ['en', 'es'])
        expect(existsSync(path.join(SRC, poFile(name, locale))), `${name} ${locale}`).toBe(true);
    }
    // No later catalogue is left from a split the imports no longer make.
    const later = laterFilesByFolder();
    const dirs = [
      'ui',
      'lib',
      'app',
      'lib/server-texts',
      ...readdirSync(path.join(SRC, 'features')).map((f) => `features/${f}`),
    ];
    for (const dir of dirs) {
      const name = folderOf(path.join(SRC, dir, 'x.ts'));
      const laterDir = path.join(SRC, dir, 'locales', LATER);
      expect(existsSync(laterDir), laterDir).toBe(later.has(name ?? ''));
    }
    const features = readdirSync(path.join(SRC, 'features')).sort();
    const declaredType = text(path.join(SRC, 'lib/i18n/catalogues.ts'));
    for (const name of features) expect(declaredType).toContain(`'${name}'`);
  });
});
