import type { Messages } from '@lingui/core';

/*
 * The pseudo locale, for tests only (docs/decisions/0165): every English message accented and
 * about 35% longer, between brackets. A text a screen shows without brackets did not come
 * from the catalogue; a bracket cut off, or a line that spills, is a text with no room to
 * grow. Lingui's own pseudo locale only accents, which finds no overflow.
 */
const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  w: 'ŵ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  W: 'Ŵ',
  Y: 'Ý',
  Z: 'Ž',
};

/** How much longer a pseudo message is than its English. */
export const PSEUDO_GROWTH = 0.35;

type Compiled = Messages[string];
type Token = Exclude<Compiled, string>[number];

/** Every letter that has an accented look-alike, accented (the journeys find texts by it). */
export const accent = (text: string) => text.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c);

const isChoices = (value: unknown): value is Record<string, Compiled> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Letters a reader sees: placeholders count as nothing, a plural as its longest branch. */
function visibleLength(message: Compiled): number {
  if (typeof message === 'string') return message.length;
  let length = 0;
  for (const token of message) {
    if (typeof token === 'string') length += token.length;
    else if (Array.isArray(token) && isChoices(token[2])) {
      const branches = Object.entries(token[2]).filter(([key]) => key !== 'offset');
      length += Math.max(0, ...branches.map(([, branch]) => visibleLength(branch as Compiled)));
    }
  }
  return length;
}

function accentAll(message: Compiled): Compiled {
  if (typeof message === 'string') return accent(message);
  return message.map((token): Token => {
    if (typeof token === 'string') return accent(token);
    if (Array.isArray(token) && isChoices(token[2])) {
      const choices: Record<string, unknown> = {};
      for (const [key, branch] of Object.entries(token[2]))
        choices[key] = key === 'offset' ? branch : accentAll(branch as Compiled);
      return [token[0], token[1], choices] as Token;
    }
    return token;
  });
}

/** One message in the pseudo locale: '[Šíĝñ íñ ~~]'. */
export function pseudoMessage(message: Compiled): Compiled {
  const length = visibleLength(message);
  // In words of five at most: a language's longer words wrap like words, where one run of 40
  // tildes would be a word no real language has, and would widen a whole page.
  const tildes = '~'.repeat(Math.max(1, Math.ceil(length * PSEUDO_GROWTH) - 3));
  const padding = ` ${tildes.match(/~{1,5}/g)?.join(' ')}]`;
  const body = accentAll(message);
  if (typeof body === 'string') return `[${body}${padding}`;
  return ['[', ...body, padding];
}

export function pseudoMessages(english: Messages): Messages {
  const out: Messages = {};
  for (const [id, message] of Object.entries(english)) out[id] = pseudoMessage(message);
  return out;
}
