import { describe, expect, it } from 'vitest';
import { PICK_STEPS, planRandomPick, seededRandom } from './random-pick';

const classOf = (size: number) => Array.from({ length: size }, (_, i) => i + 1);

describe('random student pick', () => {
  it('cycles 8 steps with delays of 80 ms plus 20 ms per step', () => {
    const plan = planRandomPick([1, 2, 3], null, seededRandom(1));
    expect(plan?.cycle.map((c) => c.ms)).toEqual([80, 100, 120, 140, 160, 180, 200, 220]);
    expect(plan?.cycle.every((c) => [1, 2, 3].includes(c.id))).toBe(true);
  });

  it('never picks the previous pick again, over 1,000 seeded draws', () => {
    const random = seededRandom(42);
    let previous: number | null = null;
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i += 1) {
      const plan = planRandomPick([1, 2, 3, 4], previous, random);
      expect(plan?.pick).not.toBe(previous);
      previous = plan?.pick ?? null;
      seen.add(previous ?? 0);
    }
    expect(seen).toEqual(new Set([1, 2, 3, 4]));
  });

  it('highlights the only present student straight away, even if picked before, and nobody when empty', () => {
    expect(planRandomPick([7], 7, seededRandom(3))).toEqual({ cycle: [], pick: 7 });
    expect(planRandomPick([], null, seededRandom(3))).toBeNull();
  });

  it('moves the highlight to another card on each of the 8 steps and again onto the pick', () => {
    const stalls: string[] = [];
    for (const size of [2, 3, 6, 30]) {
      const random = seededRandom(size);
      let previous: number | null = null;
      for (let draw = 0; draw < 500; draw += 1) {
        const plan = planRandomPick(classOf(size), previous, random);
        const lit = [...(plan?.cycle.map((c) => c.id) ?? []), plan?.pick];
        expect(lit).toHaveLength(PICK_STEPS + 1);
        lit.forEach((id, step) => {
          if (step > 0 && id === lit[step - 1]) stalls.push(`class of ${size}: ${lit.join(' ')}`);
        });
        previous = plan?.pick ?? null;
      }
    }
    expect(stalls.length, `stalled on, e.g.:\n${stalls.slice(0, 3).join('\n')}`).toBe(0);
  });

  it('moves even when the random source keeps giving the same number', () => {
    const plan = planRandomPick([1, 2, 3], null, () => 0);
    const cycle = plan?.cycle.map((c) => c.id) ?? [];
    expect(new Set(cycle).size).toBeGreaterThan(1);
    expect(cycle.every((id, step) => step === 0 || id !== cycle[step - 1])).toBe(true);
  });

  it('still lights every present student while cycling and lands on each of them', () => {
    const random = seededRandom(7);
    const lit = new Map<number, number>();
    const picked = new Map<number, number>();
    let previous: number | null = null;
    for (let draw = 0; draw < 2000; draw += 1) {
      const plan = planRandomPick(classOf(5), previous, random);
      for (const { id } of plan?.cycle ?? []) lit.set(id, (lit.get(id) ?? 0) + 1);
      previous = plan?.pick ?? null;
      if (previous !== null) picked.set(previous, (picked.get(previous) ?? 0) + 1);
    }
    // 16,000 steps and 2,000 picks over 5 students: each near a fifth, none left out.
    for (const id of classOf(5)) {
      expect(lit.get(id) ?? 0).toBeGreaterThan(2800);
      expect(picked.get(id) ?? 0).toBeGreaterThan(330);
    }
  });
});
