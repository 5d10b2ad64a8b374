import { i18n, type Messages } from '@lingui/core';
import { type AppLocale, HTML_LANG, INTL_LOCALE } from './locales';

/*
 * Only the active locale's catalogue is loaded: each is a chunk of its own, fetched when the
 * locale is first activated. The entries start the first fetch before anything else runs.
 */
const CATALOGUES: Record<AppLocale, () => Promise<Messages>> = {
  en: () => import('../../locales/en.po').then((m) => m.messages),
  es: () => import('../../locales/es.po').then((m) => m.messages),
  // English, dressed by our pseudo transform: no catalogue of its own to keep up to date.
  pseudo: () =>
    Promise.all([import('../../locales/en.po'), import('./pseudo')]).then(([en, pseudo]) =>
      pseudo.pseudoMessages(en.messages),
    ),
};

let wanted: AppLocale | null = null;

/**
 * Loads the locale's catalogue and makes it the page's: every `useLingui` reader re-renders,
 * and `<html lang>` follows. When several are asked for in a row, the last one asked wins.
 */
export async function activateLocale(locale: AppLocale): Promise<void> {
  wanted = locale;
  if (i18n.locale !== locale) {
    const messages = await CATALOGUES[locale]();
    if (wanted !== locale) return;
    // Plurals and Lingui's own formatting use the Intl locale (pseudo: English's rules).
    i18n.loadAndActivate({ locale, locales: INTL_LOCALE[locale], messages });
  }
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale];
}

/** The active locale; English until one is activated. */
export const activeLocale = (): AppLocale => (i18n.locale as AppLocale | '') || 'en';

export { i18n };
