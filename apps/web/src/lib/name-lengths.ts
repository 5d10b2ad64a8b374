/** A name's longest word and its whole length, in characters: what a big name is sized by. */
export interface NameLengths {
  word: number;
  name: number;
}

/** The longest word and the longest name among `names` (the board's, or one picked name). */
export function nameLengths(names: readonly string[]): NameLengths {
  let word = 0;
  let name = 0;
  for (const full of names) {
    name = Math.max(name, full.length);
    for (const part of full.split(/\s+/)) word = Math.max(word, part.length);
  }
  return { word, name };
}
