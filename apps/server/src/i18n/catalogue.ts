import {
  CSV_EXPORT_COLUMNS,
  DEFAULT_SCHEDULE,
  DEFAULT_SKILLS,
  LANGUAGES,
  type Language,
} from '@classbeam/contracts';
import {
  DOMAIN_TEXTS,
  EXPORT_FILE_NAME,
  english,
  fillIn,
  HISTORY_CSV_COLUMNS,
  HISTORY_FILE_NAMES,
  type Translate,
} from '@classbeam/domain/roster-csv';
import { TRUST_TEXTS } from '../tls/trust-texts';
import { catalogueText } from './catalogue-files';
import { parsePo } from './po';

/*
 * The server's own texts in the teacher's language (decision 0169): the CSV files' headers
 * and fixed words, and the names a new class is given (skills, schedule). English is the
 * spec's and the msgid; each other language is a PO file in src/locales, read once at start.
 * A text with no translation is written in English (the test makes that never happen).
 */

/** Every English text the server translates, for the test that each has its translation. */
export const SERVER_TEXTS: readonly string[] = [
  ...CSV_EXPORT_COLUMNS,
  ...HISTORY_CSV_COLUMNS,
  ...Object.values(DOMAIN_TEXTS),
  EXPORT_FILE_NAME,
  ...Object.values(HISTORY_FILE_NAMES),
  ...DEFAULT_SKILLS.map((skill) => skill.name),
  ...DEFAULT_SCHEDULE.map((activity) => activity.name),
  ...Object.values(TRUST_TEXTS),
];

const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');

/** English msgid -> translation, per language; the empty translations are left out. */
function load(language: Language): Map<string, string> {
  const entries = parsePo(catalogueText(language));
  return new Map(entries.filter((e) => e.text !== '').map((e) => [e.id, e.text]));
}

const CATALOGUES = new Map<Language, Map<string, string>>(
  TRANSLATED.map((language) => [language, load(language)]),
);

/** The texts in `language`, placeholders filled in; English is the texts as written. */
export function translator(language: Language): Translate {
  const catalogue = CATALOGUES.get(language);
  if (!catalogue) return english;
  return (text, values) => fillIn(catalogue.get(text) ?? text, values);
}

/**
 * The first language of an Accept-Language header we ship ('es-MX;q=0.9' is Spanish),
 * highest quality first; null when it names none (or only with q=0).
 */
export function acceptedLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.q > 0 && entry.tag !== '')
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    const found = LANGUAGES.find((language) => language === primary);
    if (found) return found;
  }
  return null;
}

/** Decision 0169: the teacher's account language, else the request's, else English. */
export const teacherLanguage = (
  account: Language | null | undefined,
  acceptLanguage: string | undefined,
): Language => account ?? acceptedLanguage(acceptLanguage) ?? 'en';
