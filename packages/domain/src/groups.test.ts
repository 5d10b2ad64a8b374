import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableStudents, dealGroups, layoutMembers, shuffle } from './groups';

/** A seeded source of [0, 1), so a failing case can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}
const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const sizes = (groups: number[][]) => groups.map((g) => g.length);

describe('G1 available students', () => {
  it('are the ones not absent and in no group', () => {
    const roster = [
      { id: 1, attendanceStatus: 'present' as const },
      { id: 2, attendanceStatus: 'absent' as const },
      { id: 3, attendanceStatus: 'late' as const },
      { id: 4, attendanceStatus: 'present' as const },
    ];
    expect(availableStudents(roster, new Set([4])).map((s) => s.id)).toEqual([1, 3]);
  });
});

describe('G2 shuffle', () => {
  it('is a permutation, and every order of 3 comes up about equally often', () => {
    const random = seeded(7);
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i += 1) {
      const key = shuffle([1, 2, 3], random).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const n of counts.values()) expect(n).toBeGreaterThan(850);
  });
});

describe('G3 sizes within 1, never empty', () => {
  it("7 students in 6 groups: 2,1,1,1,1,1 — not the ceiling rule's 2,2,2,1,0,0", () => {
    const deal = dealGroups(ids(7), 6, seeded(1));
    expect(sizes(deal.groups).sort()).toEqual([1, 1, 1, 1, 1, 2]);
  });

  it('fewer students than groups: one group each', () => {
    expect(sizes(dealGroups(ids(2), 5, seeded(2)).groups)).toEqual([1, 1]);
    expect(dealGroups([], 3, seeded(3)).groups).toEqual([]);
  });

  it('any roster and count: every student once, sizes within 1, none empty', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 2, max: 6 }),
        fc.integer(),
        (n, count, seed) => {
          const { groups } = dealGroups(ids(n), count, seeded(seed));
          expect(groups.flat().sort((a, b) => a - b)).toEqual(ids(n));
          expect(groups).toHaveLength(Math.min(n, count));
          const s = sizes(groups);
          expect(Math.max(...s) - Math.min(...s)).toBeLessThanOrEqual(1);
          expect(Math.min(...s)).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('G4 keep apart', () => {
  /** The fewest distinct pairs any even deal of n students into k groups breaks (brute force). */
  function fewestBroken(n: number, k: number, pairs: [number, number][]): number {
    const groupsFor = Math.min(n, k);
    const distinct = [
      ...new Map(pairs.map(([a, b]) => [`${Math.min(a, b)}:${Math.max(a, b)}`, [a, b]])).values(),
    ];
    let best = Number.POSITIVE_INFINITY;
    for (let code = 0; code < groupsFor ** n && best > 0; code += 1) {
      const of: number[] = [];
      for (let i = 0, c = code; i < n; i += 1, c = Math.floor(c / groupsFor))
        of.push(c % groupsFor);
      const s = Array.from({ length: groupsFor }, (_, g) => of.filter((x) => x === g).length);
      if (Math.max(...s) - Math.min(...s) > 1 || Math.min(...s) === 0) continue;
      best = Math.min(
        best,
        distinct.filter(([a, b]) => of[(a as number) - 1] === of[(b as number) - 1]).length,
      );
    }
    return best;
  }

  it('breaks no pair whenever some deal allows it, else as few as any deal, and names them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer(),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 8 }),
        (n, count, seed, raw) => {
          const pairs = raw
            .map(([a, b]) => [(a % n) + 1, (b % n) + 1] as [number, number])
            .filter(([a, b]) => a !== b);
          const deal = dealGroups(ids(n), count, seeded(seed), pairs);
          const groupOf = new Map(deal.groups.flatMap((g, i) => g.map((id) => [id, i] as const)));
          const broken = new Set(
            pairs
              .filter(([a, b]) => groupOf.get(a) === groupOf.get(b))
              .map(([a, b]) => `${Math.min(a, b)}:${Math.max(a, b)}`),
          );
          expect(deal.unmet).toHaveLength(broken.size);
          expect(deal.unmet).toHaveLength(fewestBroken(n, count, pairs));
        },
      ),
      { numRuns: 400, seed: 20261124 },
    );
  });

  it('twins and a clash in a class of 10 in 3 groups are always apart', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const deal = dealGroups(ids(10), 3, seeded(seed), [
        [1, 2],
        [3, 4],
        [1, 3],
      ]);
      expect(deal.unmet).toEqual([]);
    }
  });

  it('a chain of rivals in a large class still breaks as few pairs as possible', () => {
    // 20 students in 2 groups of 10; students 1-9 each clash with the next, and 1-5 with 10.
    const pairs: [number, number][] = [
      ...Array.from({ length: 8 }, (_, i) => [i + 1, i + 2] as [number, number]),
      ...[1, 2, 3, 4, 5].map((a) => [a, 10] as [number, number]),
    ];
    for (let seed = 1; seed <= 50; seed += 1) {
      const deal = dealGroups(ids(20), 2, seeded(seed), pairs);
      expect(deal.unmet.length).toBeLessThanOrEqual(2);
    }
  });

  it('says which pair could not be honoured when no deal allows it', () => {
    // Three students who must all be apart, in 2 groups.
    const deal = dealGroups(ids(3), 2, seeded(5), [
      [1, 2],
      [2, 3],
      [1, 3],
    ]);
    expect(deal.unmet).toHaveLength(1);
    expect(sizes(deal.groups).sort()).toEqual([1, 2]);
  });
});

describe('G5 loading a saved layout', () => {
  it('re-adds only students still here, each once, in the saved order', () => {
    const layout = [
      { members: [{ id: 1 }, { id: 2 }, { id: 3 }] },
      { members: [{ id: 4 }, { id: 2 }] },
      { members: [] },
    ];
    // 3 was deleted, 4 is absent today: neither is restorable.
    expect(layoutMembers(layout, new Set([1, 2]))).toEqual([[1, 2], [], []]);
    expect(layoutMembers(layout, new Set([1, 2, 3, 4]))).toEqual([[1, 2, 3], [4], []]);
    expect(layoutMembers([], new Set([1]))).toEqual([]);
  });
});
