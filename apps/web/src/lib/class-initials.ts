/*
 * Initials that tell classmates apart. 'Student 1', 'Student 10' and 'Student 11' would all
 * wear 'S1'; within a class they wear 'S1', 'S10' and 'S11'. A name no classmate shares
 * initials with keeps its usual ones (docs/decisions/0104).
 */
import { capital, graphemesOf, initialsOf } from './initials';

/** The longest initials, in user-perceived characters, that still read inside an avatar. */
export const MAX_INITIALS = 4;

/** The initials each name of one class wears. */
export interface ClassInitials {
  /** A name of the class gets its own; any other (one being typed) as if it joined the class. */
  of(name: string): string;
}

/** Outside a class (a lone preview), every name has its usual initials. */
export const USUAL_INITIALS: ClassInitials = { of: initialsOf };

interface Words {
  /** Lower-cased graphemes of the word that grows first: the last word, or the only one. */
  main: string[];
  /** Of the first word, when there is a last word too; it grows when the last words match. */
  first: string[] | null;
}

function wordsOf(name: string): Words {
  const words = name.normalize('NFC').trim().toLocaleLowerCase().split(/\s+/);
  const first = graphemesOf(words[0] ?? '');
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last === undefined ? { main: first, first: null } : { main: graphemesOf(last), first };
}

function compareWords(a: readonly string[], b: readonly string[]): number {
  const shorter = Math.min(a.length, b.length);
  for (let i = 0; i < shorter; i += 1) {
    const x = a[i] ?? '';
    const y = b[i] ?? '';
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

function sharedStart(a: readonly string[], b: readonly string[] | undefined): number {
  if (!b) return 0;
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}

/**
 * How many leading characters set each word apart from every other word given: one more than
 * it shares with its closest word, or all of it when it is the start of another ('1' of '10').
 * Sorted, a word's closest words are its neighbours, so a group costs a sort, not n² compares.
 */
function lengthsApart(words: ReadonlyMap<string, string[]>): Map<string, number> {
  const sorted = [...words.values()].sort(compareWords);
  const lengths = new Map<string, number>();
  sorted.forEach((word, i) => {
    const shared = Math.max(sharedStart(word, sorted[i - 1]), sharedStart(word, sorted[i + 1]));
    lengths.set(word.join(''), Math.min(shared + 1, word.length));
  });
  return lengths;
}

/** The first `count` characters of a word, its initial upper-case as in the usual initials. */
function head(word: readonly string[], count: number): string {
  return capital(word[0] ?? '') + word.slice(1, count).join('');
}

/** Labels for names that share their usual initials. */
function setApart(names: readonly string[]): Map<string, string> {
  const words = names.map(wordsOf);
  const mains = new Map<string, string[]>();
  // The first words of the names sharing each last word: only those need telling apart by it.
  const firsts = new Map<string, Map<string, string[]>>();
  for (const { main, first } of words) {
    const key = main.join('');
    mains.set(key, main);
    if (!first) continue;
    const same = firsts.get(key) ?? new Map<string, string[]>();
    same.set(first.join(''), first);
    firsts.set(key, same);
  }
  const mainLengths = lengthsApart(mains);
  const firstLengths = new Map([...firsts].map(([key, same]) => [key, lengthsApart(same)]));

  const labels = new Map<string, string>();
  const who = new Map<string, string>();
  names.forEach((name, i) => {
    const { main, first } = words[i] ?? wordsOf(name);
    const key = main.join('');
    const mainLength = mainLengths.get(key) ?? 1;
    const firstLength = first ? (firstLengths.get(key)?.get(first.join('')) ?? 1) : 0;
    labels.set(name, labelOf(name, main, mainLength, first, firstLength));
    who.set(name, `${key}\u0000${first?.join('') ?? ''}`);
  });
  // Two different names can still land on one label (one shortened beside another's): those
  // keep the usual initials rather than wear a longer label that tells nothing apart. The
  // same name typed twice is one child's label and stays.
  const owners = new Map<string, Set<string>>();
  for (const [name, label] of labels) {
    const same = owners.get(label) ?? new Set<string>();
    same.add(who.get(name) ?? name);
    owners.set(label, same);
  }
  for (const [name, label] of labels) {
    if ((owners.get(label)?.size ?? 0) > 1) labels.set(name, initialsOf(name));
  }
  return labels;
}

/** The label from each word's length apart, within MAX_INITIALS, else the usual initials. */
function labelOf(
  name: string,
  main: readonly string[],
  mainLength: number,
  first: readonly string[] | null,
  firstLength: number,
): string {
  if (mainLength <= 1 && firstLength <= 1) return initialsOf(name);
  if (mainLength + firstLength <= MAX_INITIALS) {
    return (first ? head(first, firstLength) : '') + head(main, mainLength);
  }
  // Both words grown is too long; where the first word alone sets this name apart from those
  // with its last word ('Ada Smith' beside 'Anna Smith' and 'Al Smyth'), its initial will do.
  if (first && firstLength > 1 && firstLength + 1 <= MAX_INITIALS) {
    return head(first, firstLength) + head(main, 1);
  }
  // Past the limit the letters would not fit, and the name is written beside the avatar.
  return initialsOf(name);
}

/**
 * The initials of a class's names. Names that would share initials take further characters,
 * lower-case, from the last word (the surname, the number in 'Student 10') until no classmate
 * shares them; where the last words are the same, from the first word. The same first and last
 * word (in any case) cannot be told apart and keep the usual initials, as does a name that
 * would need more than MAX_INITIALS characters. Built once per roster; `of` is a map look-up.
 */
export function classInitials(names: Iterable<string>): ClassInitials {
  const labels = new Map<string, string>();
  const byInitials = new Map<string, string[]>();
  for (const name of names) {
    if (labels.has(name)) continue;
    const usual = initialsOf(name);
    labels.set(name, usual);
    const same = byInitials.get(usual);
    if (same) same.push(name);
    else byInitials.set(usual, [name]);
  }
  for (const [usual, same] of byInitials) {
    if (same.length < 2 || usual === '?') continue;
    for (const [name, label] of setApart(same)) labels.set(name, label);
  }
  return {
    of(name) {
      const known = labels.get(name);
      if (known !== undefined) return known;
      const usual = initialsOf(name);
      const same = byInitials.get(usual);
      if (!same || usual === '?') return usual;
      return setApart([...same, name]).get(name) ?? usual;
    },
  };
}
