/*
 * The default avatar: initials on a colour, drawn on the device. The spec's external avatar
 * service would send every child's name to a third party (P2), so nothing here leaves the page.
 */

/** One segmenter for the page: building one loads the break rules, too slow for every card. */
let graphemes: Intl.Segmenter | null | undefined;

function segmenter(): Intl.Segmenter | null {
  if (graphemes === undefined) {
    graphemes =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  }
  return graphemes;
}

/** First user-perceived character (an emoji with modifiers, a letter with accents). */
function firstGrapheme(word: string): string {
  // Most names start with a Latin letter followed by another one: that letter is the
  // grapheme, no segmenter needed (a combining accent, U+0300 on, takes the long way).
  const first = word.codePointAt(0);
  const second = word.codePointAt(1);
  if (first !== undefined && first < 0x300 && (second === undefined || second < 0x300)) {
    return word.charAt(0);
  }
  const split = segmenter();
  if (split) {
    for (const { segment } of split.segment(word)) return segment;
    return '';
  }
  return Array.from(word)[0] ?? '';
}

/** Every user-perceived character of a word; the same fast path for plain Latin words. */
export function graphemesOf(word: string): string[] {
  let plain = true;
  for (let i = 0; i < word.length && plain; i += 1) plain = word.charCodeAt(i) < 0x300;
  if (plain) return word.split('');
  const split = segmenter();
  if (split) return Array.from(split.segment(word), ({ segment }) => segment);
  return Array.from(word);
}

/** 'Ada Lovelace' -> 'AL', 'Cher' -> 'C', 'jean-luc picard' -> 'JP', '' -> '?'. */
export function initialsOf(name: string): string {
  // NFC: an 'É' typed and an 'E' + accent pasted from another system are the same initial.
  const words = name.normalize('NFC').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return capital(firstGrapheme(first)) + (last ? capital(firstGrapheme(last)) : '');
}

/** A character in capitals, unless that makes it two ('ß' would be 'SS'): one stays one. */
export function capital(character: string): string {
  const upper = character.toLocaleUpperCase();
  return upper.length === character.length || graphemesOf(upper).length === 1 ? upper : character;
}

/**
 * Font size, in the avatar's 64-unit box, at which `initials` fit: 28 for one character, 24 for
 * two, smaller for the three or four that set classmates apart. A wide character (CJK, Hangul,
 * an emoji) takes about a square; a Latin letter or digit about two thirds of one.
 */
export function initialsFontSize(initials: string): number {
  const characters = graphemesOf(initials);
  if (characters.length <= 1) return 28;
  let width = 0;
  for (const character of characters) width += (character.codePointAt(0) ?? 0) >= 0x1100 ? 1 : 0.68;
  return Math.min(24, Math.floor(46 / width));
}

/**
 * How many avatar backgrounds there are: `--color-avatar-1` to `--color-avatar-12` in
 * styles/tokens.css, each at least 4.5:1 against the white initials (WCAG AA).
 */
export const AVATAR_TONES = 12;

/** FNV-1a over the UTF-16 code units: tiny, stable everywhere, well spread for short names. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The same name always gets the same background (1 to AVATAR_TONES), on every device. */
export function avatarTone(name: string): number {
  const key = name.trim().toLocaleLowerCase();
  return (hash(key) % AVATAR_TONES) + 1;
}
