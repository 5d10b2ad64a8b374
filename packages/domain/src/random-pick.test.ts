import { describe, expect, it } from 'vitest';
import {
  PICK_HIGHLIGHT_MS,
  PICK_LEAD_MS,
  PICK_STEPS,
  pickCycling,
  pickEndsAt,
  pickLandsAt,
  pickNextChangeAt,
  pickShownAt,
  planRandomPick,
  seededRandom,
  timelineOf,
} from './random-pick';

const classOf = (size: number) => Array.from({ length: size }, (_, i) => i + 1);

describe('RP1 random student pick plan', () => {
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

describe('a pick as every device plays it', () => {
  const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);
  const plan = planRandomPick([1, 2, 3, 4], 2, seededRandom(11));
  if (!plan) throw new Error('a class of four has a pick');
  const pick = timelineOf(plan, T0);

  it('RP2 the cycle starts a short lead after the draw, with the plan as drawn', () => {
    expect(pick.startsAt).toBe(T0 + PICK_LEAD_MS);
    expect(pick.cycle.map((s) => s.studentId)).toEqual(plan.cycle.map((s) => s.id));
    expect(pick.studentId).toBe(plan.pick);
    // 80 + 100 + ... + 220 ms of cycling, then the spec's 5 s.
    expect(pickLandsAt(pick)).toBe(pick.startsAt + 1200);
    expect(pickEndsAt(pick)).toBe(pick.startsAt + 1200 + PICK_HIGHLIGHT_MS);
  });

  it('RP3 at any server time a device shows the step due then, the pick for 5 s, or nothing', () => {
    const { startsAt } = pick;
    expect(pickShownAt(pick, startsAt - 1)).toBeNull();
    expect(pickShownAt(pick, startsAt)).toEqual({
      studentId: pick.cycle[0]?.studentId,
      chosen: false,
    });
    // 80 ms in: the second step (its own 100 ms).
    expect(pickShownAt(pick, startsAt + 80)).toEqual({
      studentId: pick.cycle[1]?.studentId,
      chosen: false,
    });
    expect(pickShownAt(pick, startsAt + 1199)?.chosen).toBe(false);
    expect(pickShownAt(pick, startsAt + 1200)).toEqual({ studentId: plan.pick, chosen: true });
    expect(pickShownAt(pick, pickEndsAt(pick) - 1)).toEqual({ studentId: plan.pick, chosen: true });
    expect(pickShownAt(pick, pickEndsAt(pick))).toBeNull();
  });

  it('RP3 a device redraws exactly when what it shows changes, and stops once the pick is over', () => {
    const { startsAt } = pick;
    expect(pickNextChangeAt(pick, startsAt - 500)).toBe(startsAt);
    expect(pickNextChangeAt(pick, startsAt)).toBe(startsAt + 80);
    expect(pickNextChangeAt(pick, startsAt + 80)).toBe(startsAt + 180);
    expect(pickNextChangeAt(pick, startsAt + 1199)).toBe(startsAt + 1200);
    expect(pickNextChangeAt(pick, startsAt + 1200)).toBe(pickEndsAt(pick));
    expect(pickNextChangeAt(pick, pickEndsAt(pick))).toBeNull();
  });

  it('RP3 a device that hears of a pick late shows the rest of it, not a replay', () => {
    // Heard 3 s after the start: the cycle is over, the pick has 5 - 1.8 s left.
    expect(pickShownAt(pick, pick.startsAt + 3000)).toEqual({ studentId: plan.pick, chosen: true });
    // Heard after the end: nothing at all.
    expect(pickShownAt(pick, pick.startsAt + 60_000)).toBeNull();
  });

  it('RP3 a single present student is lit straight away for 5 s', () => {
    const alone = timelineOf({ cycle: [], pick: 9 }, T0);
    expect(pickShownAt(alone, alone.startsAt)).toEqual({ studentId: 9, chosen: true });
    expect(pickEndsAt(alone)).toBe(alone.startsAt + PICK_HIGHLIGHT_MS);
  });

  it('RP4 a pick cycles until it lands; after that a new draw may start', () => {
    expect(pickCycling(pick, T0)).toBe(true);
    expect(pickCycling(pick, pickLandsAt(pick) - 1)).toBe(true);
    expect(pickCycling(pick, pickLandsAt(pick))).toBe(false);
  });
});
