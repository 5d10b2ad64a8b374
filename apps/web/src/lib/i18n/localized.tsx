import { type ComponentType, lazy } from 'react';
import type { CatalogueName } from './catalogues';

/*
 * Safe for the app's entry: nothing of Lingui is imported here, only asked for. The landing
 * page stays free of it (docs/decisions/0165); the parts loaded on demand come with it, each
 * with the catalogues of its own code (docs/decisions/0168).
 */
const runtime = () => import('./runtime');

/** Starts fetching the runtime and the active locale now, beside the entry's own work. */
export function preloadLocale(): void {
  void runtime().then((r) => r.localeReady());
}

/**
 * A chunk loaded on demand with its messages: `withMessages(import('./x'), ['x', 'ui'])`
 * resolves to the module once its catalogues (those of the folders its code comes from, in
 * the active locale) are merged, fetched side by side with the chunk, so nothing it draws
 * shows a missing message. catalogues.test.ts checks each list against the chunk's imports.
 */
export function withMessages<M>(chunk: Promise<M>, catalogues: readonly CatalogueName[]) {
  return Promise.all([chunk, runtime().then((r) => r.catalogues(catalogues))]).then(([m]) => m);
}

/**
 * A page loaded on demand, drawn inside the LocaleProvider once the active locale is in: the
 * page's chunk (with its catalogues, `withMessages`) and the runtime are fetched side by side.
 */
export function localized<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Page, r] = await Promise.all([load(), runtime()]);
    await r.localeReady();
    const { LocaleProvider } = r;
    return {
      default: (props: P) => (
        <LocaleProvider>
          <Page {...props} />
        </LocaleProvider>
      ),
    };
  });
}
