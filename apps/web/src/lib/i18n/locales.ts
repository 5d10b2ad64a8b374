import type { Language } from '@classbeam/contracts/constants';

/**
 * The languages offered, as contracts' LANGUAGES (the server's list). Written out here so the
 * entry imports no value from contracts (its constants module would join every first load);
 * the type below fails to compile if the two lists ever differ.
 */
export const LANGUAGES = ['en', 'es'] as const satisfies readonly Language[];
type Unlisted = Exclude<Language, (typeof LANGUAGES)[number]>;
const allListed: [Unlisted] extends [never] ? true : false = true;
void allListed;

/** A locale the page can run in: a language offered to users, or the test-only pseudo locale. */
export type AppLocale = Language | 'pseudo';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Each language's own name, shown as is in every language (a reader finds their own). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/**
 * The tag `Intl` formats with. English keeps the spec's US dates ("Nov 25, 2026"); the pseudo
 * locale formats as English, since it only dresses English text.
 */
export const INTL_LOCALE: Record<AppLocale, string> = { en: 'en-US', es: 'es', pseudo: 'en-US' };

/** The page's `lang`: the pseudo locale is English in disguise (en-XA, as pseudo tags go). */
export const HTML_LANG: Record<AppLocale, string> = { en: 'en', es: 'es', pseudo: 'en-XA' };

/**
 * The page's writing direction. Every language offered so far runs left to right; the styles
 * use logical properties only (scripts/check-css.mjs), so a right-to-left catalogue (Arabic,
 * Hebrew) needs its entry here and no layout work.
 */
export const HTML_DIR: Record<AppLocale, 'ltr' | 'rtl'> = { en: 'ltr', es: 'ltr', pseudo: 'ltr' };

/** The first of the browser's languages we offer ('es-MX' is Spanish), else English. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/**
 * Who chooses (docs/decisions/0166): the test switch first, then the language someone chose
 * (the teacher's account on the teacher's devices, the class's on a display or iPad), then
 * the browser's.
 */
export function chooseLocale(choice: {
  test: 'pseudo' | null;
  chosen: Language | null | undefined;
  browser: readonly string[];
}): AppLocale {
  return choice.test ?? choice.chosen ?? browserLanguage(choice.browser);
}
