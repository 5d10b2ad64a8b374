import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/*
 * The message catalogue (docs/decisions/0165): English is the source language, written in the
 * components through Lingui's macros; `pnpm --filter @classbeam/web i18n:extract` writes every
 * message into src/locales/<locale>.po, which translators edit and we commit. The PO files
 * name the file a message comes from but not its line, so moving code does not change them.
 * The test-only pseudo locale is made from the English catalogue in the browser
 * (src/lib/i18n/pseudo.ts), so it has no PO file.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  orderBy: 'message',
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/test/**'],
    },
  ],
});
