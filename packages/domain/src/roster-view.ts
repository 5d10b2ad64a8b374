import { isPresent, type Scored } from './scoreboard';

/** How the teacher's student list is ordered: the seating row, the name, or the points. */
export type RosterSort = 'row' | 'name' | 'points';

export const ROSTER_SORTS: readonly RosterSort[] = ['name', 'row', 'points'];

interface Listed extends Scored {
  row: number | null;
}

/** By name as a person reads a list (accents and case aside, "Sam 2" before "Sam 10"). */
export const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }) || a.id - b.id;

const COMPARE: Record<RosterSort, (a: Listed, b: Listed) => number> = {
  name: byName,
  // Students without a row come after row 10: they sit nowhere in particular.
  row: (a, b) =>
    (a.row ?? Number.POSITIVE_INFINITY) - (b.row ?? Number.POSITIVE_INFINITY) || byName(a, b),
  points: (a, b) => b.points - a.points || byName(a, b),
};

/**
 * The list as the teacher asked for it. Whatever the order, absent students stay at the
 * bottom (spec: "Absent students sort to the bottom"), in the same order among themselves.
 */
export function sortRoster<T extends Listed>(students: readonly T[], by: RosterSort): T[] {
  const sorted = [...students].sort(COMPARE[by]);
  return [...sorted.filter(isPresent), ...sorted.filter((s) => !isPresent(s))];
}

/** Lower case without accents, so "zoe" finds "Zoë" and "jose" finds "José". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * Whether a name matches what the teacher typed: every typed word starts a word of the name
 * ("sa" finds Sam and Sara, "o s" finds Olivia Smith), or, for one typed word, appears
 * anywhere in it ("ann" finds Joanna). Empty finds everyone.
 */
/** Where a name's words part: spaces, hyphens, apostrophes (Okonkwo-Smith, O'Neil). */
const NAME_BREAKS = /[\s'-]+/;

export function nameMatches(name: string, query: string): boolean {
  const folded = fold(name);
  const typed = fold(query).trim();
  if (typed === '') return true;
  // One word typed ("ann", or a whole "okonkwo-smith"): anywhere in the name.
  if (!/\s/.test(typed)) return folded.includes(typed);
  // Several: split as the name is, so "Zoë Okonkwo-Smith" typed in full finds her.
  const words = typed.split(NAME_BREAKS).filter(Boolean);
  const parts = folded.split(NAME_BREAKS);
  return words.every((w) => parts.some((p) => p.startsWith(w)));
}
