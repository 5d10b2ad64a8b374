/*
 * Lingui's runtime and the catalogue loader, as one chunk loaded on demand: the landing page
 * (a visitor's first load, budget F4) draws no catalogue text yet and needs none of it. Every
 * other page is drawn inside its LocaleProvider (./localized.tsx), the display's entry and
 * the component tests import the provider directly.
 */
import { loadCatalogues } from './activate';
import type { CatalogueName } from './catalogues';
import { startLocale } from './choice';

export { followAccount } from './choice';
export { LocaleProvider } from './provider';

let ready: Promise<void> | null = null;

/** The page load's first locale, activated once (the account may change it afterwards). */
export function localeReady(): Promise<void> {
  ready ??= startLocale();
  return ready;
}

/**
 * The catalogues a part loaded on demand needs, in the active locale: asked for before the
 * first activation, they come with it; after, they are merged into it.
 */
export function catalogues(names: readonly CatalogueName[]): Promise<void> {
  const loading = loadCatalogues(names);
  return localeReady()
    .then(() => loading)
    .then(() => loadCatalogues(names));
}
