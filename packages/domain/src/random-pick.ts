/** Random Student (spec section 4): 8 steps, 80 ms + 20 ms x step, then 5 s on the pick. */
export const PICK_STEPS = 8;
export const PICK_HIGHLIGHT_MS = 5000;
export const pickStepDelay = (step: number) => 80 + 20 * step;
/**
 * RP2: the server starts a pick's cycle this long after drawing it, so the event reaches every
 * device of the class before the first highlight is due and all of them light it together.
 */
export const PICK_LEAD_MS = 300;

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

/** A pick as the devices play it: the server's plan and the server time its cycle starts. */
export interface PickTimeline {
  cycle: readonly { studentId: number; ms: number }[];
  studentId: number;
  startsAt: number;
}

/** RP3: when the cycle ends and the pick lights up. */
export const pickLandsAt = (pick: PickTimeline) =>
  pick.cycle.reduce((at, step) => at + step.ms, pick.startsAt);

/** RP3: when the pick's 5 s are over. */
export const pickEndsAt = (pick: PickTimeline) => pickLandsAt(pick) + PICK_HIGHLIGHT_MS;

/** RP4: the pick is still cycling (another draw now joins it rather than starting a second). */
export const pickCycling = (pick: PickTimeline, now: number) => now < pickLandsAt(pick);

/**
 * RP3: what a device shows of a pick at server time `now`: the student lit while cycling,
 * the pick for 5 s after it, or nothing before the start and after the end. A device that
 * hears of a pick late shows the rest of it from where it stands, never a replay.
 */
export function pickShownAt(
  pick: PickTimeline,
  now: number,
): { studentId: number; chosen: boolean } | null {
  if (now < pick.startsAt) return null;
  let at = pick.startsAt;
  for (const step of pick.cycle) {
    at += step.ms;
    if (now < at) return { studentId: step.studentId, chosen: false };
  }
  return now < at + PICK_HIGHLIGHT_MS ? { studentId: pick.studentId, chosen: true } : null;
}

/** RP3: the next server time after `now` at which what a device shows changes; null once over. */
export function pickNextChangeAt(pick: PickTimeline, now: number): number | null {
  if (now < pick.startsAt) return pick.startsAt;
  let at = pick.startsAt;
  for (const step of pick.cycle) {
    at += step.ms;
    if (now < at) return at;
  }
  const ends = at + PICK_HIGHLIGHT_MS;
  return now < ends ? ends : null;
}

/** The timeline of a plan drawn at server time `now` (RP2). */
export function timelineOf(plan: PickPlan, now: number): PickTimeline {
  return {
    cycle: plan.cycle.map(({ id, ms }) => ({ studentId: id, ms })),
    studentId: plan.pick,
    startsAt: now + PICK_LEAD_MS,
  };
}
