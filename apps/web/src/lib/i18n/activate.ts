import { i18n, type Messages } from '@lingui/core';
import type { CatalogueName } from './catalogues';
import { type AppLocale, HTML_DIR, HTML_LANG, INTL_LOCALE } from './locales';

/*
 * Only the active locale is loaded, and of it only the catalogues of the code the page has
 * loaded (docs/decisions/0168): each folder's catalogue (and its later one, the messages of its
 * files loaded only on demand) is a chunk of its own per locale.
 * `loadCatalogues` merges a part's catalogues into the active messages before the part draws;
 * a locale switch fetches every catalogue loaded so far in the new locale, then activates it.
 */
type Loader = () => Promise<{ messages: Messages }>;

/**
 * Compiled by the Lingui Vite plugin on import; a folder without messages has no file, a
 * folder's files loaded only on demand have theirs in `locales/later/` (`<name>.later`).
 */
const FILES: Record<string, Loader> = import.meta.glob<{ messages: Messages }>([
  '../../features/*/locales/*.po',
  '../../features/*/locales/later/*.po',
  '../../{ui,lib,app}/locales/*.po',
  '../../{ui,lib,app}/locales/later/*.po',
  '../server-texts/locales/*.po',
  '../server-texts/locales/later/*.po',
]);

const SHARED = ['ui', 'app'];
/** Vite names each file by its shortest path from here: lib's own catalogue is '../locales'. */
function fileOf(name: CatalogueName, locale: 'en' | 'es'): Loader | undefined {
  const [folder = '', later] = name.split('.');
  const dir =
    folder === 'lib'
      ? '..'
      : folder === 'server-texts'
        ? '../server-texts'
        : `../../${SHARED.includes(folder) ? '' : 'features/'}${folder}`;
  return FILES[`${dir}/locales/${later ? 'later/' : ''}${locale}.po`];
}

const fetched = new Map<string, Promise<Messages>>();

function fetchOne(locale: AppLocale, name: CatalogueName): Promise<Messages> {
  const key = `${locale}/${name}`;
  let messages = fetched.get(key);
  if (!messages) {
    if (locale === 'pseudo') {
      // English, dressed by our pseudo transform: no catalogue of its own to keep up to date.
      messages = Promise.all([fetchOne('en', name), import('./pseudo')]).then(([en, pseudo]) =>
        pseudo.pseudoMessages(en),
      );
    } else {
      const file = fileOf(name, locale);
      messages = file ? file().then((m) => m.messages) : Promise.resolve({});
    }
    // A failed fetch (offline) is asked again the next time, not remembered.
    messages.catch(() => fetched.delete(key));
    fetched.set(key, messages);
  }
  return messages;
}

const fetchAll = (locale: AppLocale, names: readonly CatalogueName[]) =>
  Promise.all(names.map((name) => fetchOne(locale, name))).then((all) => Object.assign({}, ...all));

/** Every catalogue asked for so far: a locale switch brings all of them in the new locale. */
const wantedCatalogues = new Set<CatalogueName>();
/** The catalogues merged into each locale's messages. */
const merged = new Map<AppLocale, Set<CatalogueName>>();
let wanted: AppLocale | null = null;
let activation: Promise<void> = Promise.resolve();

function mark(locale: AppLocale, names: Iterable<CatalogueName>) {
  const set = merged.get(locale) ?? new Set();
  for (const name of names) set.add(name);
  merged.set(locale, set);
}

/**
 * Loads the locale's catalogues (every one asked for so far) and makes it the page's: every
 * `useLingui` reader re-renders, and `<html lang>` follows. When several are asked for in a
 * row, the last one asked wins.
 */
export function activateLocale(locale: AppLocale): Promise<void> {
  wanted = locale;
  const run = (async () => {
    if (i18n.locale !== locale) {
      let names: CatalogueName[];
      let messages: Messages;
      // A part that asks for its catalogues meanwhile is fetched in the same go.
      do {
        names = [...wantedCatalogues];
        messages = await fetchAll(locale, names);
        if (wanted !== locale) return;
      } while (names.length !== wantedCatalogues.size);
      // Plurals and Lingui's own formatting use the Intl locale (pseudo: English's rules).
      i18n.loadAndActivate({ locale, locales: INTL_LOCALE[locale], messages });
      mark(locale, names);
    }
    if (typeof document !== 'undefined') {
      document.documentElement.lang = HTML_LANG[locale];
      document.documentElement.dir = HTML_DIR[locale];
    }
  })();
  // A catalogue that failed to arrive (offline) leaves the page in the locale it had.
  activation = run.catch(() => {
    if (wanted === locale) wanted = (i18n.locale as AppLocale | '') || null;
  });
  return run;
}

/**
 * Resolves once the catalogues' messages are in the active locale's (the first activation
 * brings them if it has not happened yet). Ask before the code that shows them renders.
 */
export async function loadCatalogues(names: readonly CatalogueName[]): Promise<void> {
  for (const name of names) wantedCatalogues.add(name);
  for (;;) {
    await activation;
    const locale = i18n.locale as AppLocale | '';
    // No locale asked for yet: the first activation will fetch them with the rest.
    if (!wanted) return;
    // A switch is under way (it fetches these too): wait for it.
    if (locale !== wanted) continue;
    const missing = names.filter((name) => !merged.get(locale)?.has(name));
    if (missing.length === 0) return;
    const messages = await fetchAll(locale, missing);
    // A switch happened meanwhile: the new locale's activation brought them; look again.
    if (i18n.locale !== locale) continue;
    i18n.load(locale, messages);
    mark(locale, missing);
    return;
  }
}

/** The active locale; English until one is activated. */
export const activeLocale = (): AppLocale => (i18n.locale as AppLocale | '') || 'en';

export { i18n };
