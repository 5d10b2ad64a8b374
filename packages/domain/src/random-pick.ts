/** Random Student (spec section 4): 8 steps, 80 ms + 20 ms x step, then 5 s on the pick. */
export const PICK_STEPS = 8;
export const PICK_HIGHLIGHT_MS = 5000;
export const pickStepDelay = (step: number) => 80 + 20 * step;

export interface PickPlan {
  /** Ids highlighted one after another while cycling, with how long each stays lit. */
  cycle: { id: number; ms: number }[];
  /** The student finally highlighted for PICK_HIGHLIGHT_MS. */
  pick: number;
}

/**
 * Plans a pick among non-absent students. The pick is never the previous one (unless only
 * one student is here, who is then highlighted straight away). `random` returns [0, 1).
 *
 * The highlight moves on every step: no step lights the card the step before lit, and the
 * last step is not the card the pick lands on, so all 8 steps and the landing are visible.
 */
export function planRandomPick(
  candidateIds: readonly number[],
  previousPick: number | null,
  random: () => number,
): PickPlan | null {
  if (candidateIds.length === 0) return null;
  const [only] = candidateIds;
  if (candidateIds.length === 1 && only !== undefined) return { cycle: [], pick: only };
  const choose = (from: readonly number[]) =>
    from[Math.floor(random() * from.length)] ?? from[0] ?? 0;
  const pick = choose(candidateIds.filter((id) => id !== previousPick));
  // Drawn backwards from the pick, each step avoiding the card lit right after it.
  const ids: number[] = [];
  let next = pick;
  for (let step = 0; step < PICK_STEPS; step += 1) {
    next = choose(candidateIds.filter((id) => id !== next));
    ids.unshift(next);
  }
  return { cycle: ids.map((id, step) => ({ id, ms: pickStepDelay(step) })), pick };
}

/** A small seeded generator (mulberry32) for tests and reproducible plans. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
