import type { Language } from '@classbeam/contracts/constants';
import { activateLocale } from './activate';
import { chooseLocale, isLanguage } from './locales';
import { testLocale } from './test-switch';

/*
 * The page's language, from who chose what (docs/decisions/0166). The teacher's devices follow
 * the teacher's account; a page students see (a display link, the iPad page) claims the
 * class's language while it is shown, null included (then the browser's decides).
 */
const HINT_KEY = 'classbeam-language';

let account: Language | null = readHint();
let page: { language: Language | null } | null = null;

function readHint(): Language | null {
  try {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(HINT_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

function browser(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

function apply(): Promise<void> {
  const chosen = page ? page.language : account;
  return activateLocale(chooseLocale({ test: testLocale(), chosen, browser: browser() }));
}

/** The first locale of a page load, started at once by the entry. */
export function startLocale(pageLanguage?: Language | null): Promise<void> {
  if (pageLanguage !== undefined) page = { language: pageLanguage };
  return apply();
}

/**
 * The signed-in teacher's language (null: none chosen, or signed out). Remembered on the
 * device, so the next visit starts in it before the account has answered.
 */
export function followAccount(language: Language | null): Promise<void> {
  account = language;
  try {
    if (language) localStorage.setItem(HINT_KEY, language);
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage refused (a private window): the account still decides once it has answered.
  }
  return apply();
}

/** A page students see takes the class's language until it goes. */
export function claimPageLanguage(language: Language | null): () => void {
  page = { language };
  void apply();
  return () => {
    page = null;
    void apply();
  };
}
