/**
 * Group building (spec section 4, ARCHITECTURE.md section 9). Pure: the random source is an
 * argument, returning [0, 1) like Math.random. Rule ids (G1-G4) are in SPEC.md.
 */

export {
  GROUP_COUNT_DEFAULT,
  GROUP_COUNT_MAX,
  GROUP_COUNT_MIN,
} from '@classbeam/contracts/constants';
/** The spec's default team names, in order (section 9). */
export const TEAM_NAMES = [
  'Dolphins',
  'Cardinals',
  'Frogs',
  'Lions',
  'Panthers',
  'Tigers',
  'Sharks',
  'Chameleons',
  'Flamingos',
  'Elephants',
] as const;

export interface RosterStudent {
  id: number;
  attendanceStatus: 'present' | 'absent' | 'late';
}

/** G1: available students are not absent and in no group yet. */
export function availableStudents<S extends RosterStudent>(
  students: readonly S[],
  groupedIds: ReadonlySet<number>,
): S[] {
  return students.filter((s) => s.attendanceStatus !== 'absent' && !groupedIds.has(s.id));
}

/** G2: a fair shuffle (Fisher-Yates) of a copy. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export interface Deal {
  /** Member ids per group, in group order. Never an empty group. */
  groups: number[][];
  /** Keep-apart pairs that could not be honoured (empty whenever the roster allows it). */
  unmet: [number, number][];
}

/** Search steps before giving up on honouring every pair (a class never needs this many). */
const SEARCH_LIMIT = 200_000;

/**
 * G3-G5: deals `ids` into `count` groups after a fair shuffle. Sizes differ by at most 1 and
 * no group is empty (with fewer students than groups, one group per student). Every
 * keep-apart pair lands in different groups whenever some deal allows it; when none does,
 * the deal that breaks the fewest pairs is returned with those pairs in `unmet`.
 */
export function dealGroups(
  ids: readonly number[],
  count: number,
  random: () => number,
  keepApart: readonly (readonly [number, number])[] = [],
): Deal {
  const k = Math.max(1, Math.min(Math.floor(count), ids.length));
  if (ids.length === 0) return { groups: [], unmet: [] };
  const order = shuffle([...new Set(ids)], random);
  const n = order.length;
  const base = Math.floor(n / k);
  const big = n % k; // this many groups hold base + 1

  const present = new Set(order);
  const rivals = new Map<number, Set<number>>();
  for (const [a, b] of keepApart) {
    if (a === b || !present.has(a) || !present.has(b)) continue;
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const set = rivals.get(x) ?? new Set<number>();
      set.add(y);
      rivals.set(x, set);
    }
  }
  // The most constrained first (stable, so the shuffle still decides among equals).
  const placing = [...order].sort(
    (x, y) => (rivals.get(y)?.size ?? 0) - (rivals.get(x)?.size ?? 0),
  );

  const groups: number[][] = Array.from({ length: k }, () => []);
  const groupOf = new Map<number, number>();
  let steps = 0;
  const fits = (g: number) => {
    const size = groups[g]?.length ?? 0;
    if (size < base) return true;
    if (size > base || big === 0) return false;
    // Room for one more only while fewer than `big` groups have grown to base + 1.
    return groups.filter((members) => members.length > base).length < big;
  };
  const clashes = (id: number, g: number) =>
    [...(rivals.get(id) ?? [])].filter((r) => groupOf.get(r) === g).length;

  const place = (i: number): boolean => {
    if (i === placing.length) return true;
    steps += 1;
    if (steps > SEARCH_LIMIT) return false;
    const id = placing[i] as number;
    // Try the groups in a random order, the emptiest first, so sizes stay even as we go.
    const tries = shuffle(
      groups.map((_, g) => g),
      random,
    )
      .filter(fits)
      .sort((a, b) => (groups[a]?.length ?? 0) - (groups[b]?.length ?? 0));
    for (const g of tries) {
      if (clashes(id, g) > 0) continue;
      groups[g]?.push(id);
      groupOf.set(id, g);
      if (place(i + 1)) return true;
      groups[g]?.pop();
      groupOf.delete(id);
    }
    return false;
  };

  if (!place(0)) {
    // No deal honours every pair (or the search gave up): place greedily, fewest clashes first.
    for (const members of groups) members.length = 0;
    groupOf.clear();
    for (const id of placing) {
      const g = groups
        .map((_, index) => index)
        .filter(fits)
        .sort(
          (a, b) =>
            clashes(id, a) - clashes(id, b) || (groups[a]?.length ?? 0) - (groups[b]?.length ?? 0),
        )[0] as number;
      groups[g]?.push(id);
      groupOf.set(id, g);
    }
  }
  const unmet: [number, number][] = [];
  const seen = new Set<string>();
  for (const [a, b] of keepApart) {
    const key = a < b ? `${a}:${b}` : `${b}:${a}`;
    if (a === b || seen.has(key)) continue;
    seen.add(key);
    if (groupOf.has(a) && groupOf.get(a) === groupOf.get(b)) unmet.push([a, b]);
  }
  return { groups, unmet };
}
