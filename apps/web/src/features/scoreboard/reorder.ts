/** The scoreboard reorders this long after a point change (spec section 4). */
export const REORDER_DELAY_MS = 200;
/** Each moving card starts this much after the one before it (spec section 4). */
export const CARD_STAGGER_MS = 150;

export function sameMembers(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

export const sameOrder = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => b[i] === id);

/**
 * Start delays for a reorder: the cards that change place move one after another, 150 ms
 * apart, top of the board first. Cards that stay put get no delay (and do not move).
 */
export function staggerDelays(
  previous: readonly number[],
  next: readonly number[],
): Map<number, number> {
  const before = new Map(previous.map((id, i) => [id, i]));
  const delays = new Map<number, number>();
  let moving = 0;
  next.forEach((id, i) => {
    const was = before.get(id);
    if (was !== undefined && was !== i) {
      delays.set(id, moving * CARD_STAGGER_MS);
      moving += 1;
    }
  });
  return delays;
}
