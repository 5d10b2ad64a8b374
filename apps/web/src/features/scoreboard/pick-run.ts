import { PICK_HIGHLIGHT_MS, planRandomPick } from '@classbeam/domain';

export interface Lit {
  id: number;
  /** false while cycling, true for the 5 s on the chosen student. */
  chosen: boolean;
}

/**
 * When each student was last picked. It lives here rather than in the board because the board
 * comes and goes: switching to the Teacher Dashboard and back unmounts it, and so does a display
 * losing the server for a moment. Student ids are unique across classes, so the latest pick
 * among one board's students is that class's previous pick, and classes never mix.
 */
const pickedAt = new Map<number, number>();
let picks = 0;

export function previousPick(classmates: readonly number[]): number | null {
  let previous: number | null = null;
  let latest = 0;
  for (const id of classmates) {
    const at = pickedAt.get(id) ?? 0;
    if (at > latest) [previous, latest] = [id, at];
  }
  return previous;
}

export interface RandomPicker {
  /**
   * Cycles through `candidates` (the students on the board), then lights one of them for 5 s.
   * `classmates` are all the class's students, absent ones too, to find the previous pick.
   */
  pick(candidates: readonly number[], classmates: readonly number[]): void;
  /** Cancels a pick under way; a pick that never landed does not count as the previous one. */
  stop(): void;
}

/** One board's Random Student: the timers of its current pick and what it shows. */
export function createRandomPicker(
  show: (lit: Lit | null) => void,
  random: () => number = Math.random,
): RandomPicker {
  let timers: ReturnType<typeof setTimeout>[] = [];
  const stop = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
  };
  const pick = (candidates: readonly number[], classmates: readonly number[]) => {
    const plan = planRandomPick(candidates, previousPick(classmates), random);
    if (!plan) return;
    stop();
    let at = 0;
    for (const { id, ms } of plan.cycle) {
      timers.push(setTimeout(() => show({ id, chosen: false }), at));
      at += ms;
    }
    timers.push(
      setTimeout(() => {
        picks += 1;
        pickedAt.set(plan.pick, picks);
        show({ id: plan.pick, chosen: true });
      }, at),
      setTimeout(() => show(null), at + PICK_HIGHLIGHT_MS),
    );
  };
  return { pick, stop };
}
