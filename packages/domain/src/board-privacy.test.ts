import { BOARD_PRIVACY } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import { boardView, classTotal, classTotalLabel } from './board-privacy';
import type { Scored } from './scoreboard';

let next = 1;
const s = (
  name: string,
  points: number,
  attendanceStatus: Scored['attendanceStatus'] = 'present',
): Scored => ({ id: next++, name, points, attendanceStatus });

// Points and names in opposite orders, one absent, one late, accents and numbers in names.
const CLASS = [
  s('Zoe', 12),
  s('émile', 9),
  s('Sam 10', 7),
  s('Bob', 3, 'late'),
  s('Sam 2', 4),
  s('Cal', 20, 'absent'),
];
const names = (list: readonly Scored[]) => list.map((x) => x.name);

describe('the board under each privacy choice (decision 0152)', () => {
  it("the full leaderboard is today's board: by points, ranks, the average", () => {
    const view = boardView(CLASS, 'leaderboard');
    expect(names(view.cards)).toEqual(['Zoe', 'émile', 'Sam 10', 'Sam 2', 'Bob']);
    expect(view.byPoints).toBe(true);
    expect([...view.ranks.values()]).toEqual([1, 2, 3]);
    expect(view.cardPoints).toBe(true);
    expect(view.figure).toBe('Ave: 7.0 pts');
    expect(view.teamScores).toBe(true);
  });

  it('points without ranks: every card keeps its points, in name order, no badges, the average stays', () => {
    const view = boardView(CLASS, 'no-ranks');
    expect(names(view.cards)).toEqual(['Bob', 'émile', 'Sam 2', 'Sam 10', 'Zoe']);
    expect(view.byPoints).toBe(false);
    expect(view.ranks.size).toBe(0);
    expect(view.cardPoints).toBe(true);
    expect(view.figure).toBe('Ave: 7.0 pts');
    expect(view.teamScores).toBe(true);
  });

  it('a point given moves nobody when points do not order the board', () => {
    const before = boardView(CLASS, 'no-ranks').cards.map((x) => x.id);
    const after = CLASS.map((x) => (x.name === 'Bob' ? { ...x, points: 40 } : x));
    for (const privacy of ['no-ranks', 'class-total', 'no-points'] as const) {
      expect(boardView(after, privacy).cards.map((x) => x.id)).toEqual(before);
    }
    expect(boardView(after, 'leaderboard').cards[0]?.name).toBe('Bob');
  });

  it("the class total: one figure for the students on the board, no one's own points, no team scores", () => {
    const view = boardView(CLASS, 'class-total');
    expect(names(view.cards)).toEqual(['Bob', 'émile', 'Sam 2', 'Sam 10', 'Zoe']);
    expect(view.ranks.size).toBe(0);
    expect(view.cardPoints).toBe(false);
    // 12 + 9 + 7 + 3 + 4; the absent student's 20 is not on the board.
    expect(view.figure).toBe('Class total: 35 pts');
    expect(view.teamScores).toBe(false);
  });

  it('no points: names and photos only, no figure at all', () => {
    const view = boardView(CLASS, 'no-points');
    expect(names(view.cards)).toEqual(['Bob', 'émile', 'Sam 2', 'Sam 10', 'Zoe']);
    expect(view.ranks.size).toBe(0);
    expect(view.cardPoints).toBe(false);
    expect(view.figure).toBeNull();
    expect(view.teamScores).toBe(false);
  });

  it('every choice leaves the absent off the board and the list it was given as it was', () => {
    const given = [...CLASS];
    for (const privacy of BOARD_PRIVACY) {
      expect(names(boardView(CLASS, privacy).cards)).not.toContain('Cal');
    }
    expect(CLASS).toEqual(given);
  });

  it('the class total counts negative points and says one point in the singular', () => {
    expect(classTotal([])).toBe(0);
    expect(classTotalLabel([s('A', 3), s('B', -2)])).toBe('Class total: 1 pt');
    expect(classTotalLabel([s('A', -4), s('B', 1)])).toBe('Class total: -3 pts');
    expect(classTotalLabel([s('A', 0, 'absent')])).toBe('Class total: 0 pts');
  });
});
