import { describe, expect, it } from 'vitest';
import { CARD_STAGGER_MS, sameMembers, sameOrder, staggerDelays } from './reorder';

describe('scoreboard reordering', () => {
  it('staggers only the cards that move, 150 ms apart from the top', () => {
    // 4 passes 2 and 3: 4, 2 and 3 move; 1 stays first.
    const delays = staggerDelays([1, 2, 3, 4], [1, 4, 2, 3]);
    expect([...delays]).toEqual([
      [4, 0],
      [2, CARD_STAGGER_MS],
      [3, 2 * CARD_STAGGER_MS],
    ]);
    expect(delays.has(1)).toBe(false);
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
