import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import {
  folderPath,
  LATER,
  LAYERS,
  laterFilesByFolder,
  SRC,
  WEB,
} from './scripts/catalogue-split.mjs';

/*
 * The message catalogues (docs/decisions/0165, 0168): English is the source language, written
 * in the components through Lingui's macros; `pnpm --filter @classbeam/web i18n:extract`
 * writes each folder's messages into its own catalogue, which translators edit and we commit:
 * one per feature (src/features/<name>/locales/<locale>.po) and one each for the shared
 * layers (src/ui, src/lib, src/app), each split in two below. A page loads only the
 * catalogues of the code it loads (lib/i18n/localized.tsx). The PO files name the file a
 * message comes from but not its line, so moving code does not change them. The test-only pseudo locale is made from each English
 * catalogue in the browser (src/lib/i18n/pseudo.ts), so it has no PO files.
 */
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
const root = (file: string) => `<rootDir>/${path.relative(WEB, file)}`;

/*
 * Each folder's catalogue, and for a folder whose files are also reached only on demand (a
 * dialog behind `withMessages(import('./x'), [...])`) a second one, `<name>.later`, in
 * `locales/later/` with exactly those files' messages: a page's first load carries only the
 * words of the files it imports (scripts/catalogue-split.mjs walks the imports; decision 0168).
 * Generated here, not by Lingui's `{name}`, which only takes whole folders.
 */
const laterFiles = laterFilesByFolder();
const features = readdirSync(path.join(SRC, 'features')).sort();

const catalogs = [...LAYERS, 'server-texts', ...features].flatMap((name) => {
  const folder = `<rootDir>/src/${folderPath(name)}`;
  const later = (laterFiles.get(name) ?? []).map(root);
  return [
    {
      path: `${folder}/locales/{locale}`,
      include: [`${folder}/`],
      // lib/server-texts is lib's second catalogue: only the parts that show a server's
      // refusal load it, not every page that has lib's few words (decision 0169).
      exclude: [...TESTS, ...later, ...(name === 'lib' ? ['**/lib/server-texts/**'] : [])],
    },
    ...(later.length > 0
      ? [{ path: `${folder}/locales/${LATER}/{locale}`, include: later, exclude: TESTS }]
      : []),
  ];
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  orderBy: 'message',
  format: formatter({ lineNumbers: false }),
  catalogs,
});
