import { describe, expect, it } from 'vitest';
import {
  ARRIVE_MS,
  CARD_STAGGER_MS,
  LEAVE_MS,
  REORDER_DELAY_MS,
  STAGGER_SPREAD_MS,
  sameMembers,
  sameOrder,
  staggerDelays,
} from './reorder';

describe('scoreboard reordering', () => {
  it('staggers only the cards that move, 150 ms apart from the top', () => {
    // 4 passes 3: both move; 1 and 2 stay put.
    const delays = staggerDelays([1, 2, 3, 4], [1, 2, 4, 3]);
    expect([...delays]).toEqual([
      [4, 0],
      [3, CARD_STAGGER_MS],
    ]);
    expect(delays.has(1)).toBe(false);
    expect(delays.has(2)).toBe(false);
  });

  it('brings many moving cards closer together, so the reorder is over in about 1 s', () => {
    // The last of 25 lifted to first: every card moves one place.
    const before = Array.from({ length: 25 }, (_, i) => i + 1);
    const after = [25, ...before.slice(0, 24)];
    const delays = staggerDelays(before, after);
    expect(delays.size).toBe(25);
    const last = Math.max(...delays.values());
    expect(last).toBeLessThanOrEqual(STAGGER_SPREAD_MS);
    expect(last).toBeGreaterThan(STAGGER_SPREAD_MS - 25);
    // What is left of the second: the tap's way to the display (about 100 ms).
    expect(REORDER_DELAY_MS + LEAVE_MS + last + ARRIVE_MS).toBeLessThanOrEqual(900);
    // Top of the board first.
    expect(delays.get(25)).toBe(0);
    expect(delays.get(1)).toBeLessThan(delays.get(2) ?? 0);
  });

  it('gives no delays when nothing moves, and none to a card that just arrived', () => {
    expect(staggerDelays([1, 2], [1, 2]).size).toBe(0);
    expect(staggerDelays([1, 2], [3, 1, 2])).toEqual(
      new Map([
        [1, 0],
        [2, CARD_STAGGER_MS],
      ]),
    );
  });

  it('tells a reorder from a change of who is on the board', () => {
    expect(sameMembers([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(sameMembers([1, 2, 3], [1, 2])).toBe(false);
    expect(sameMembers([1, 2], [1, 4])).toBe(false);
    expect(sameOrder([1, 2], [1, 2])).toBe(true);
    expect(sameOrder([1, 2], [2, 1])).toBe(false);
  });
});
