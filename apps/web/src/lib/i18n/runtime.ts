/*
 * Lingui's runtime and the active catalogue, as one chunk loaded on demand: the landing page
 * (a visitor's first load, budget F4) draws no catalogue text yet and needs none of it. Every
 * other page is drawn inside its LocaleProvider (./localized.tsx), the display's entry and
 * the component tests import the provider directly.
 */
import { startLocale } from './choice';

export { followAccount } from './choice';
export { LocaleProvider } from './provider';

let ready: Promise<void> | null = null;

/** The page load's first locale, activated once (the account may change it afterwards). */
export function localeReady(): Promise<void> {
  ready ??= startLocale();
  return ready;
}
