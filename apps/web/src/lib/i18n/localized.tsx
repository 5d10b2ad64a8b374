import { type ComponentType, lazy } from 'react';

/*
 * Safe for the app's entry: nothing of Lingui is imported here, only asked for. The landing
 * page stays free of it (docs/decisions/0165); the pages loaded on demand come with it.
 */
const runtime = () => import('./runtime');

/** Starts fetching the runtime and the active catalogue now, beside the entry's own work. */
export function preloadLocale(): void {
  void runtime().then((r) => r.localeReady());
}

/**
 * A page loaded on demand, drawn inside the LocaleProvider once the active catalogue is in:
 * the page's chunk, the runtime and the catalogue are fetched side by side.
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
