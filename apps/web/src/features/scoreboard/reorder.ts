/** The scoreboard reorders this long after a point change (spec section 4). */
export const REORDER_DELAY_MS = 200;
/** Each moving card starts this much after the one before it (spec section 4)... */
export const CARD_STAGGER_MS = 150;
/**
 * ...as long as the last one still starts within this, so that a reorder is over about 1 s
 * after the tap however many cards move (decision 0150): 200 + 150 out + 250 + 250 in.
 */
export const STAGGER_SPREAD_MS = 250;
/** A moving card fades where it was... */
export const LEAVE_MS = 150;
/** ...and comes back in its new place. */
export const ARRIVE_MS = 250;

export function sameMembers(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

export const sameOrder = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => b[i] === id);

/**
 * Start delays for a reorder's arrivals: the cards that change place come in one after
 * another, top of the board first, 150 ms apart, closer when many move so the last is in
 * place within the budget. Cards that stay put get no delay (and do not move).
 */
export function staggerDelays(
  previous: readonly number[],
  next: readonly number[],
): Map<number, number> {
  const before = new Map(previous.map((id, i) => [id, i]));
  const moving = next.filter((id, i) => {
    const was = before.get(id);
    return was !== undefined && was !== i;
  });
  const step =
    moving.length > 1
      ? Math.min(CARD_STAGGER_MS, Math.floor(STAGGER_SPREAD_MS / (moving.length - 1)))
      : 0;
  return new Map(moving.map((id, i) => [id, i * step]));
}
