import { i18n } from '@lingui/core';
import { connectEntryTexts } from './entry-texts';
import { catalogues } from './runtime';

/**
 * The entry's own texts (./entry-texts.ts) follow the page's locale once the runtime and the
 * catalogues of the entry's code are in (catalogues.test.ts checks this list against
 * main.tsx's imports). Loaded on demand by main.tsx, never by the drawn landing page.
 */
export function connectEntry(): Promise<void> {
  return catalogues(['app', 'landing', 'ui']).then(() => connectEntryTexts(i18n));
}
