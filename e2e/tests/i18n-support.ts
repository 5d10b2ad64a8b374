import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { accent } from '../../apps/web/src/lib/i18n/pseudo';

/*
 * The journeys' view of the message catalogues (docs/decisions/0165-0168): a journey written
 * once in the spec's English runs in Spanish and in the pseudo locale by asking `Words` for
 * each text it looks for, and checks every screen it passes for English left behind, texts that
 * did not come from the catalogue, and texts with no room to grow.
 */

export type Lang = 'en' | 'es' | 'pseudo';

const SRC = path.resolve(import.meta.dirname, '../../apps/web/src');

interface Entry {
  id: string;
  context: string;
  str: string;
}

function poFiles(dir: string, name: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...poFiles(full, name));
    else if (entry === name && /(^|\/)locales(\/later)?$/.test(dir)) found.push(full);
  }
  return found;
}

const unquote = (line: string) =>
  JSON.parse(line.slice(line.indexOf('"')).replace(/\\'/g, "'")) as string;

/** A PO file's entries (msgctxt, msgid, msgstr; continued lines joined). */
export function readPo(file: string): Entry[] {
  const entries: Entry[] = [];
  let current: Partial<Entry> = {};
  let field: keyof Entry | null = null;
  const flush = () => {
    if (current.id) entries.push({ context: '', str: '', ...current } as Entry);
    current = {};
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('msgctxt ')) {
      flush();
      field = 'context';
      current.context = unquote(line);
    } else if (line.startsWith('msgid ')) {
      if (current.id !== undefined || current.str !== undefined) flush();
      field = 'id';
      current.id = unquote(line);
    } else if (line.startsWith('msgstr ')) {
      field = 'str';
      current.str = unquote(line);
    } else if (line.startsWith('"') && field) {
      current[field] = (current[field] ?? '') + unquote(line);
    } else if (line.trim() === '') {
      field = null;
    }
  }
  flush();
  return entries;
}

/** English text -> Spanish text, over every catalogue of the web app. */
function spanishCatalogue(): Map<string, string> {
  const map = new Map<string, string>();
  for (const file of poFiles(SRC, 'es.po'))
    for (const e of readPo(file)) {
      const key = e.context ? `${e.context}\u0004${e.id}` : e.id;
      if (!map.has(key)) map.set(key, e.str || e.id);
    }
  return map;
}

type Part = string | { arg: string; type?: string; options?: Record<string, Part[]> };

/** A small ICU MessageFormat reader: arguments, plural / selectordinal / select, `#`. */
export function parseIcu(text: string): Part[] {
  let i = 0;
  const parse = (inPlural: boolean, untilBrace: boolean): Part[] => {
    const parts: Part[] = [];
    let literal = '';
    while (i < text.length) {
      const c = text[i];
      if (c === "'" && text[i + 1] === "'") {
        literal += "'";
        i += 2;
      } else if (c === "'" && /[{}#]/.test(text[i + 1] ?? '')) {
        const end = text.indexOf("'", i + 1);
        literal += text.slice(i + 1, end < 0 ? undefined : end);
        i = end < 0 ? text.length : end + 1;
      } else if (c === '}' && untilBrace) {
        break;
      } else if (c === '#' && inPlural) {
        if (literal) parts.push(literal);
        literal = '';
        parts.push({ arg: '#' });
        i++;
      } else if (c === '{') {
        if (literal) parts.push(literal);
        literal = '';
        i++;
        const head = /^\s*([^,}\s]+)\s*(?:,\s*(\w+)\s*(?:,)?)?/.exec(text.slice(i));
        const arg = head?.[1] ?? '';
        const type = head?.[2];
        i += head?.[0].length ?? 0;
        if (type === 'plural' || type === 'select' || type === 'selectordinal') {
          const options: Record<string, Part[]> = {};
          for (;;) {
            const key = /^\s*(offset:\d+\s*)?([^\s{]+)\s*\{/.exec(text.slice(i));
            if (!key) break;
            i += key[0].length;
            options[key[2] ?? 'other'] = parse(type !== 'select', true);
            i++; // the option's closing brace
          }
          while (i < text.length && text[i] !== '}') i++;
          parts.push({ arg, type, options });
        } else {
          while (i < text.length && text[i] !== '}') i++;
          parts.push({ arg, type });
        }
        i++; // the argument's closing brace
      } else {
        literal += c;
        i++;
      }
    }
    if (literal) parts.push(literal);
    return parts;
  };
  return parse(false, false);
}

const INTL: Record<Lang, string> = { en: 'en-US', es: 'es-ES', pseudo: 'en-US' };

/** The message with its values, each literal passed through `dress` (the pseudo accents). */
export function formatIcu(
  message: string,
  values: Record<string, string | number>,
  lang: Lang,
  dress: (literal: string) => string = (s) => s,
): string {
  const render = (parts: Part[], count?: number): string =>
    parts
      .map((part) => {
        if (typeof part === 'string') return dress(part.replace(/<\/?\d+\/?>/g, ''));
        if (part.arg === '#') return String(count ?? '');
        const value = values[part.arg];
        if (!part.options) return String(value ?? `{${part.arg}}`);
        const n = Number(value);
        let key = String(value);
        if (part.type === 'plural' || part.type === 'selectordinal') {
          const exact = `=${n}`;
          const rules = new Intl.PluralRules(INTL[lang], {
            type: part.type === 'plural' ? 'cardinal' : 'ordinal',
          });
          key = part.options[exact] ? exact : rules.select(n);
        }
        const chosen = part.options[key] ?? part.options.other ?? [];
        return render(chosen, part.type === 'select' ? count : n);
      })
      .join('');
  return render(parseIcu(message));
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let spanish: Map<string, string> | null = null;

interface Pattern {
  id: string;
  context: string;
  regex: RegExp;
  /** What each capture group holds: an argument's value, or a select's branch (`key`). */
  groups: { arg: string; key?: string }[];
  letters: number;
}

/** Letters a message writes itself (its longest branch where it has several). */
function literalLetters(parts: Part[]): number {
  let count = 0;
  for (const part of parts) {
    if (typeof part === 'string') count += part.match(/\p{L}/gu)?.length ?? 0;
    else if (part.options) count += Math.max(0, ...Object.values(part.options).map(literalLetters));
  }
  return count;
}

/** A message as a pattern over the English a screen shows, its arguments captured. */
function patternOf(id: string, context: string): Pattern {
  const groups: Pattern['groups'] = [];
  const build = (parts: Part[], pluralArg?: string): string =>
    parts
      .map((part) => {
        if (typeof part === 'string') return escapeRegex(part.replace(/<\/?\d+\/?>/g, ''));
        if (part.arg === '#') {
          groups.push({ arg: pluralArg ?? '#' });
          return '(-?[\\d.,]+)';
        }
        if (!part.options) {
          groups.push({ arg: part.arg });
          return '(.+?)';
        }
        const branches = Object.entries(part.options).map(([key, branch]) => {
          if (part.type === 'select') {
            groups.push({ arg: part.arg, key });
            return `(${build(branch)})`;
          }
          return build(branch, part.arg);
        });
        return `(?:${branches.join('|')})`;
      })
      .join('');
  const source = build(parseIcu(id));
  return {
    id,
    context,
    regex: new RegExp(`^${source}$`),
    groups,
    letters: literalLetters(parseIcu(id)),
  };
}

let patterns: Pattern[] | null = null;
let literalIds: Set<string> | null = null;

/** A whole message with no argument ("Present"). */
function isMessage(text: string): boolean {
  literalIds ??= new Set(
    poFiles(SRC, 'en.po')
      .flatMap(readPo)
      .filter((e) => !e.context && !e.id.includes('{'))
      .map((e) => e.id),
  );
  return literalIds.has(text);
}

/** The message an English text on screen came from, and its arguments' values. */
export function messageOf(shown: string): {
  id: string;
  context: string;
  values: Record<string, string | number>;
} {
  patterns ??= poFiles(SRC, 'en.po')
    .flatMap(readPo)
    .map((e) => patternOf(e.id, e.context))
    .filter((p) => p.letters > 0);
  let best: { pattern: Pattern; match: RegExpExecArray } | null = null;
  for (const pattern of patterns) {
    const match = pattern.regex.exec(shown);
    if (match && (!best || pattern.letters > best.pattern.letters)) best = { pattern, match };
  }
  if (!best) throw new Error(`no message in the catalogues reads "${shown}"`);
  const values: Record<string, string | number> = {};
  best.pattern.groups.forEach((group, i) => {
    const captured = best.match[i + 1];
    if (captured === undefined) return;
    if (group.key !== undefined) values[group.arg] = group.key;
    else
      values[group.arg] =
        /^-?[\d.,]+$/.test(captured) && group.arg !== 'name'
          ? Number(captured.replace(/,/g, ''))
          : captured;
  });
  return { id: best.pattern.id, context: best.pattern.context, values };
}

/** The texts of the app in one language, for locators and checks. */
export class Words {
  constructor(readonly lang: Lang) {}

  /**
   * A message as the screen shows it: the exact string in English and Spanish, a pattern in
   * the pseudo locale (its padding depends on the whole message). `context` is the message's
   * msgctxt where the English alone is ambiguous.
   */
  t(
    english: string,
    values: Record<string, string | number | RegExp> = {},
    context = '',
  ): string | RegExp {
    // A value that is itself a pattern (a pseudo word, a translated status) joins as a pattern.
    const plain: Record<string, string | number> = {};
    const patterns: string[] = [];
    for (const [key, value] of Object.entries(values)) {
      if (value instanceof RegExp) {
        plain[key] = `§§${patterns.length}§§`;
        patterns.push(value.source.replace(/^\^/, '').replace(/\$$/, ''));
      } else plain[key] = value;
    }
    let text: string;
    if (this.lang === 'es') {
      spanish ??= spanishCatalogue();
      const key = context ? `${context}\u0004${english}` : english;
      const found = spanish.get(key);
      if (found === undefined) throw new Error(`no message "${english}" in the catalogues`);
      text = formatIcu(found, plain, 'es');
    } else text = formatIcu(english, plain, this.lang, this.lang === 'pseudo' ? accent : undefined);
    if (this.lang !== 'pseudo' && patterns.length === 0) return text;
    const source = escapeRegex(text).replace(
      /§§(\d+)§§/g,
      (_, i: string) => `(?:${patterns[Number(i)]})`,
    );
    return new RegExp(this.lang === 'pseudo' ? `^\\[${source}(?: ~+)+\\]$` : `^${source}$`);
  }

  /**
   * The text a screen shows in this language where the spec's English shows `shown`
   * ("3 of 4 present"): its message is found in the catalogues, its values carried over.
   */
  say(shown: string): string | RegExp {
    if (this.lang === 'en') return shown;
    const { id, context, values } = messageOf(shown);
    // A value that is a message of its own ("Present" in "Attendance for Ada: Present. …") is
    // shown in the language too.
    const said: Record<string, string | number | RegExp> = {};
    for (const [key, value] of Object.entries(values))
      said[key] = typeof value === 'string' && isMessage(value) ? this.t(value) : value;
    return this.t(id, said, context);
  }

  /** The same, found inside a longer text (a toast with a title and a description, say). */
  part(english: string, values: Record<string, string | number> = {}, context = ''): RegExp {
    const found = this.t(english, values, context);
    if (typeof found === 'string') return new RegExp(escapeRegex(found));
    return new RegExp(found.source.replace(/^\^/, '').replace(/\$$/, ''));
  }
}

/**
 * English texts that only English has: each message whose Spanish differs gives the pieces of
 * its English between arguments and tags, minus those the Spanish repeats (a name, "iPad").
 */
function englishOnlyPieces(): { words: Set<string>; phrases: string[] } {
  const words = new Set<string>();
  const phrases = new Set<string>();
  for (const file of poFiles(SRC, 'es.po'))
    for (const e of readPo(file)) {
      if (!e.str || e.str === e.id) continue;
      const pieces = parseIcu(e.id)
        .flatMap(function flat(p): string[] {
          if (typeof p === 'string') return p.split(/<\/?\d+\/?>/);
          return p.options ? Object.values(p.options).flatMap((o) => o.flatMap(flat)) : [];
        })
        .map((s) => s.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
        .filter((s) => (s.match(/\p{L}/gu)?.length ?? 0) >= 4)
        .filter((s) => !e.str.toLowerCase().includes(s.toLowerCase()));
      for (const piece of pieces) (/\s/.test(piece) ? phrases : words).add(piece);
    }
  return { words, phrases: [...phrases] };
}

/** Single English words a screen may show that no catalogue message may hold on its own. */
const ENGLISH_LABELS = new Set(
  'Reports Report Closed Open Copy Teacher Settings Cancel Save Delete Edit Close Undo Done Back Loading History Students Points Skill Skills Present Absent Late Start Stop Pause Resume Next Previous Continue Confirm Retry Groups Lesson More Live Offline'.split(
    ' ',
  ),
);

/** Words a Spanish sentence does not use: a text holding two of them is English. */
const ENGLISH_WORDS =
  /\b(the|and|your|you|with|this|that|from|will|are|here|students?|points?|class|tap|give|show|each|every)\b/gi;

interface Seen {
  text: string;
  where: string;
}

/** Every text a person can see or hear on the page now: visible text and accessible names. */
export function visibleTexts(page: Page): Promise<Seen[]> {
  return page.evaluate(() => {
    const out: { text: string; where: string }[] = [];
    const nameOf = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        el.classList.length ? `.${Array.from(el.classList).slice(0, 2).join('.')}` : ''
      }`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) {
        // A screen reader still reads text kept for it alone (.visually-hidden).
        if (!parent.closest('.visually-hidden, .sr-only')) continue;
      }
      out.push({ text, where: nameOf(parent) });
    }
    for (const el of Array.from(
      document.body.querySelectorAll(
        '[aria-label], [title], [placeholder], [alt], [aria-description], [aria-valuetext]',
      ),
    )) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of [
        'aria-label',
        'title',
        'placeholder',
        'alt',
        'aria-description',
        'aria-valuetext',
      ]) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push({ text: value, where: `${nameOf(el)}[${name}]` });
      }
    }
    if (document.title) out.push({ text: document.title, where: 'title' });
    return out;
  });
}

let pieces: ReturnType<typeof englishOnlyPieces> | null = null;

const withoutData = (text: string, data: readonly string[]) =>
  data.reduce((t, d) => t.split(d).join(' '), text);

/** Texts on the page that are English where Spanish is shown: `data` are names people typed. */
export async function englishLeft(page: Page, data: readonly string[]): Promise<string[]> {
  pieces ??= englishOnlyPieces();
  const { words, phrases } = pieces;
  const found: string[] = [];
  for (const { text, where } of await visibleTexts(page)) {
    const bare = withoutData(text, data);
    const plain = bare.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    const hits = new Set(bare.match(ENGLISH_WORDS)?.map((w) => w.toLowerCase()));
    if (
      words.has(plain) ||
      ENGLISH_LABELS.has(plain) ||
      phrases.some((p) => bare.includes(p)) ||
      hits.size >= 2 ||
      (hits.size === 1 && plain.toLowerCase() === [...hits][0])
    )
      found.push(`${where}: ${text}`);
  }
  return [...new Set(found)];
}

/** Words every language writes the same (the product, formats, devices). */
const SAME_IN_EVERY_LANGUAGE = /\b(Classbeam|CSV|QR|iPads?|PDF|Wi-Fi|OK)\b/g;

/**
 * Pseudo locale: texts that did not come from the catalogue. Every catalogue letter is accented
 * (but q, v, x): three plain letters in a row, outside `data`, is a text written in code.
 */
export async function notFromCatalogue(page: Page, data: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { text, where } of await visibleTexts(page)) {
    const bare = withoutData(text, data).replace(SAME_IN_EVERY_LANGUAGE, ' ');
    if (/[A-Za-z]{3,}/.test(bare)) found.push(`${where}: ${text}`);
  }
  return [...new Set(found)];
}

/**
 * Texts with no room: an element that clips its text (overflow hidden or an ellipsis) narrower
 * than the text, a tag hanging out of its card's side, anything reaching past the screen's
 * sides, and a page that scrolls sideways.
 */
export function overflowing(page: Page, data: readonly string[]): Promise<string[]> {
  return page.evaluate((data) => {
    const found: string[] = [];
    const nameOf = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.classList.length ? `.${Array.from(el.classList).slice(0, 2).join('.')}` : ''} "${(
        el.textContent ?? ''
      )
        .trim()
        .slice(0, 40)}"`;
    const scrollsSideways = (el: Element | null): boolean => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const o = getComputedStyle(e).overflowX;
        if (o === 'auto' || o === 'scroll') return true;
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!(el instanceof HTMLElement) || !el.checkVisibility({ visibilityProperty: true }))
        continue;
      const hasText = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
      if (!hasText) continue;
      // Text kept for screen readers (a 1 px clipped box), and a name a person typed, cut with
      // an ellipsis by design, are not texts without room.
      const box = el.getBoundingClientRect();
      const hiddenBox = (e: Element) => {
        const r = e.getBoundingClientRect();
        return r.width <= 2 || r.height <= 2;
      };
      let unseen = false;
      for (let e: Element | null = el; e && e !== document.body; e = e.parentElement)
        if (hiddenBox(e)) unseen = true;
      if (unseen) continue;
      if (data.includes((el.textContent ?? '').trim())) continue;
      const style = getComputedStyle(el);
      const clips =
        style.overflowX === 'hidden' ||
        style.overflowX === 'clip' ||
        style.textOverflow === 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1) found.push(`clipped: ${nameOf(el)}`);
      else if (!clips && style.display !== 'inline') {
        // The text's own extent against the box: a wider hit area (::after) is not text.
        for (const node of Array.from(el.childNodes)) {
          if (node.nodeType !== Node.TEXT_NODE || !(node.textContent ?? '').trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const text = range.getBoundingClientRect();
          if (text.right > box.right + 1 || text.left < box.left - 1) {
            found.push(`spills out of its box: ${nameOf(el)}`);
            break;
          }
        }
      } else if (
        clips &&
        (style.overflowY === 'hidden' || style.overflowY === 'clip') &&
        el.scrollHeight > el.clientHeight + 2
      )
        found.push(`cut at the bottom: ${nameOf(el)}`);
      // A tag placed on a card (position absolute) reaching past the card's sides: a badge may
      // sit on a card's top edge by design, never hang out of its side.
      const card = el.offsetParent;
      if (style.position === 'absolute' && card && card !== document.body) {
        const c = card.getBoundingClientRect();
        if (box.left < c.left - 1 || box.right > c.right + 1)
          found.push(`sticks out of its card: ${nameOf(el)}`);
      }
      const r = el.getBoundingClientRect();
      if ((r.right > innerWidth + 1 || r.left < -1) && !scrollsSideways(el.parentElement))
        found.push(`past the screen's side: ${nameOf(el)}`);
    }
    const root = document.scrollingElement;
    if (root && root.scrollWidth > innerWidth + 1) found.push('the page scrolls sideways');
    return [...new Set(found)];
  }, data);
}
