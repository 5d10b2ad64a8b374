import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n, loadCatalogues } from './activate';
import { connectEntryTexts, entryMessages, entryText, writeEntryTexts } from './entry-texts';

/*
 * The entry's texts (the landing page, the loading screens, the toaster): English from the
 * descriptor before anything is in, the page's language once the runtime is connected, and
 * written out whole for the build's pages.
 */
const TEXTS = entryMessages({
  dismiss: msg`Dismiss notification`, // ui
  loading: msg`Loading your classes...`, // app
  getStarted: msg`Get Started`, // features/landing
});

describe('the entry texts', () => {
  it('reads English from the descriptor before the runtime is connected', () => {
    expect(entryText(TEXTS.loading)).toBe('Loading your classes...');
  });

  it("follows the runtime's locale once connected, and writes every registered text out", async () => {
    await activateLocale('es');
    await loadCatalogues(['app', 'landing', 'ui']);
    connectEntryTexts(i18n);
    expect(entryText(TEXTS.getStarted)).toBe('Empezar');
    expect(entryText(TEXTS.loading)).toBe('Cargando tus clases…');
    const written = writeEntryTexts((text) => i18n._(text));
    expect(written[TEXTS.dismiss.id]).toBe('Cerrar notificación');
    await activateLocale('en');
    expect(entryText(TEXTS.getStarted)).toBe('Get Started');
  });
});
