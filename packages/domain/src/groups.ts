/**
 * Group building (spec section 4, docs/decisions/0043). Pure: the random source is an
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

/**
 * G5: loading a saved layout re-adds only members who still exist in the class and are not
 * absent (`restorable`); a student named in two saved groups goes to the first of them.
 * Answers the member ids per saved group, in the saved order.
 */
export function layoutMembers(
  layout: readonly { members: readonly { id: number }[] }[],
  restorable: ReadonlySet<number>,
): number[][] {
  const placed = new Set<number>();
  return layout.map((group) =>
    group.members
      .map((m) => m.id)
      .filter((id) => restorable.has(id) && !placed.has(id) && Boolean(placed.add(id))),
  );
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

/**
 * Search steps per phase (honour every pair; then break fewer), so a draw never stalls the
 * server: 30 students with the 200 pairs the API allows take 6-17 ms per draw for 2 to 6
 * groups on a quiet host of these machines, about twice that under load (the pairs of a real
 * class, well under 50, about 1 ms).
 */
const SEARCH_LIMIT = 2000;

/**
 * G3-G4: deals `ids` into `count` groups after a fair shuffle. Sizes differ by at most 1 and
 * no group is empty (with fewer students than groups, one group per student). Every
 * keep-apart pair lands in different groups whenever some deal allows it; when none does,
 * the deal breaking the fewest pairs that a bounded search finds is returned (the fewest
 * possible for classes of ordinary size), with those pairs in `unmet`.
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
  const fits = (g: number) => {
    const size = groups[g]?.length ?? 0;
    if (size < base) return true;
    if (size > base || big === 0) return false;
    // Room for one more only while fewer than `big` groups have grown to base + 1.
    return groups.filter((members) => members.length > base).length < big;
  };
  const rivalList = new Map([...rivals].map(([id, set]) => [id, [...set]]));
  const clashes = (id: number, g: number) => {
    let n = 0;
    for (const r of rivalList.get(id) ?? []) if (groupOf.get(r) === g) n += 1;
    return n;
  };
  let steps = 0;

  /** Clashes `id` would have in group `g` with the students placed so far. */
  const placeAt = (id: number, g: number) => {
    groups[g]?.push(id);
    groupOf.set(id, g);
  };
  const unplace = (id: number, g: number) => {
    groups[g]?.pop();
    groupOf.delete(id);
  };

  // Depth-first over the students, most constrained first, pruning any branch that cannot
  // beat the best deal found so far (`best` broken pairs). With best = 0 this is the search
  // for a deal that honours every pair; steps are bounded for the whole draw.
  let best = Number.POSITIVE_INFINITY;
  let bestGroups: number[][] | null = null;
  const search = (i: number, broken: number): boolean => {
    if (broken >= best) return false;
    if (i === placing.length) {
      best = broken;
      bestGroups = groups.map((members) => [...members]);
      return broken === 0;
    }
    steps += 1;
    if (steps > SEARCH_LIMIT) return false;
    const id = placing[i] as number;
    // Try the groups in a random order, the emptiest first, so sizes stay even as we go.
    const tries = shuffle(
      groups.map((_, g) => g),
      random,
    )
      .filter(fits)
      .sort(
        (a, b) =>
          clashes(id, a) - clashes(id, b) || (groups[a]?.length ?? 0) - (groups[b]?.length ?? 0),
      );
    for (const g of tries) {
      const added = clashes(id, g);
      if (broken + added >= best) continue;
      placeAt(id, g);
      const done = search(i + 1, broken + added);
      unplace(id, g);
      if (done) return true;
    }
    return false;
  };

  best = 1; // first: a deal that breaks no pair
  if (!search(0, 0)) {
    // None found: start from a greedy deal improved by swaps, then look for fewer broken pairs.
    const start = greedyDeal(placing, k, fits, clashes, groups, groupOf);
    improveBySwaps(start, rivals);
    best = countBroken(start, rivals);
    bestGroups = start.map((members) => [...members]);
    for (const members of groups) members.length = 0;
    groupOf.clear();
    steps = 0;
    if (best > 0) search(0, 0);
  }
  groups.splice(0, groups.length, ...(bestGroups ?? groups));
  groupOf.clear();
  groups.forEach((members, g) => {
    for (const id of members) groupOf.set(id, g);
  });
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

/** Places each student in the allowed group with the fewest clashes; leaves `groups` empty. */
function greedyDeal(
  placing: readonly number[],
  k: number,
  fits: (g: number) => boolean,
  clashes: (id: number, g: number) => number,
  groups: number[][],
  groupOf: Map<number, number>,
): number[][] {
  for (const id of placing) {
    const g = Array.from({ length: k }, (_, index) => index)
      .filter(fits)
      .sort(
        (a, b) =>
          clashes(id, a) - clashes(id, b) || (groups[a]?.length ?? 0) - (groups[b]?.length ?? 0),
      )[0] as number;
    groups[g]?.push(id);
    groupOf.set(id, g);
  }
  return groups.map((members) => [...members]);
}

function countBroken(groups: readonly number[][], rivals: ReadonlyMap<number, Set<number>>) {
  let broken = 0;
  for (const members of groups) {
    const here = new Set(members);
    for (const id of members)
      for (const r of rivals.get(id) ?? []) if (r > id && here.has(r)) broken += 1;
  }
  return broken;
}

/** Swaps two students of different groups while that breaks fewer pairs (sizes stay as they are). */
function improveBySwaps(groups: number[][], rivals: ReadonlyMap<number, Set<number>>): void {
  const groupOf = new Map(groups.flatMap((members, g) => members.map((id) => [id, g] as const)));
  const cost = (id: number, g: number, without: number) =>
    [...(rivals.get(id) ?? [])].filter((r) => r !== without && groupOf.get(r) === g).length;
  for (let improved = true, rounds = 0; improved && rounds < 100; rounds += 1) {
    improved = false;
    for (const [ga, a] of groups.entries()) {
      for (const x of a) {
        if (cost(x, ga, -1) === 0) continue;
        for (const [gb, b] of groups.entries()) {
          if (gb === ga) continue;
          const j = b.findIndex(
            (y) => cost(x, gb, y) + cost(y, ga, x) < cost(x, ga, -1) + cost(y, gb, -1),
          );
          if (j < 0) continue;
          const y = b[j] as number;
          a[a.indexOf(x)] = y;
          b[j] = x;
          groupOf.set(x, gb);
          groupOf.set(y, ga);
          improved = true;
          break;
        }
        if (improved) break;
      }
      if (improved) break;
    }
  }
}
