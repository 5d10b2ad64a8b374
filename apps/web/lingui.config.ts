import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/*
 * The message catalogues (docs/decisions/0165, 0168): English is the source language, written
 * in the components through Lingui's macros; `pnpm --filter @classbeam/web i18n:extract`
 * writes each folder's messages into its own catalogue, which translators edit and we commit:
 * one per feature (src/features/<name>/locales/<locale>.po) and one each for the shared
 * layers (src/ui, src/lib, src/app). A page loads only the catalogues of the code it loads
 * (lib/i18n/localized.tsx). The PO files name the file a message comes from but not its line,
 * so moving code does not change them. The test-only pseudo locale is made from each English
 * catalogue in the browser (src/lib/i18n/pseudo.ts), so it has no PO files.
 */
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
const SERVER_TEXTS = '<rootDir>/src/lib/server-texts/';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  orderBy: 'message',
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: TESTS,
    },
    ...['ui', 'lib', 'app'].map((layer) => ({
      path: `<rootDir>/src/${layer}/locales/{locale}`,
      include: [`<rootDir>/src/${layer}/`],
      exclude: [...TESTS, '**/lib/server-texts/**'],
    })),
    // What the server, contracts and domain say (~190 messages): only the parts that show a
    // refusal load it, not every page that has lib's few words (decision 0169).
    {
      path: `${SERVER_TEXTS}locales/{locale}`,
      include: [SERVER_TEXTS],
      exclude: TESTS,
    },
  ],
});
