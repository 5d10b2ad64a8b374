import { describe, expect, it } from 'vitest';
import {
  averageLabel,
  averagePoints,
  presentCountLabel,
  rankBadges,
  rosterOrder,
  type Scored,
  scoreboardOrder,
} from './scoreboard';

let next = 1;
const s = (
  name: string,
  points: number,
  attendanceStatus: Scored['attendanceStatus'] = 'present',
): Scored => ({
  id: next++,
  name,
  points,
  attendanceStatus,
});

describe('roster and scoreboard order', () => {
  it('moves absent students to the bottom of the roster and keeps the rest in place', () => {
    const list = [s('Ann', 5), s('Ben', 9, 'absent'), s('Cy', 3, 'late'), s('Di', 1)];
    expect(rosterOrder(list).map((x) => x.name)).toEqual(['Ann', 'Cy', 'Di', 'Ben']);
  });

  it('shows only non-absent students on the scoreboard, highest points first, ties by name', () => {
    const list = [
      s('Zoe', 7),
      s('Amy', 7),
      s('Bob', 9),
      s('Cal', 12, 'absent'),
      s('Dan', 2, 'late'),
    ];
    expect(scoreboardOrder(list).map((x) => x.name)).toEqual(['Bob', 'Amy', 'Zoe', 'Dan']);
  });
});

describe('rank badges', () => {
  it('places as a sports table does: ties share a place and the places after them are skipped', () => {
    const list = [s('A', 10), s('B', 10), s('C', 8), s('D', 7), s('E', 3), s('F', 20, 'absent')];
    const ranks = rankBadges(list);
    expect(list.map((x) => ranks.get(x.id) ?? null)).toEqual([1, 1, 3, null, null, null]);
    const spread = [s('A', 9), s('B', 8), s('C', 7), s('D', 6)];
    const placed = rankBadges(spread);
    expect(spread.map((x) => placed.get(x.id) ?? null)).toEqual([1, 2, 3, null]);
  });

  it('a board of two values badges only the leaders, not the many on the lower value', () => {
    const board = [
      ...Array.from({ length: 7 }, (_, i) => s(`Top${i}`, 6)),
      ...Array.from({ length: 16 }, (_, i) => s(`Rest${i}`, 5)),
    ];
    const ranks = rankBadges(board);
    expect([...ranks.values()].filter((r) => r === 1)).toHaveLength(7);
    expect(ranks.size).toBe(7);
  });

  it('gives no badge at all when every present student has the same points', () => {
    expect(rankBadges([s('A', 5), s('B', 5), s('C', 9, 'absent')]).size).toBe(0);
    expect(rankBadges([s('A', 5)]).size).toBe(0);
  });

  it('never badges the pack on the lowest points: one on 6 and 24 on 5 is one badge, not 25', () => {
    const board = [s('Top', 6), ...Array.from({ length: 24 }, (_, i) => s(`Rest${i}`, 5))];
    const ranks = rankBadges(board);
    expect([...ranks.entries()]).toEqual([[board[0]?.id, 1]]);
    const two = [s('A', 6), s('B', 6), ...Array.from({ length: 23 }, (_, i) => s(`R${i}`, 5))];
    expect([...rankBadges(two).values()]).toEqual([1, 1]);
    expect([...rankBadges([s('A', 7), s('B', 6), s('C', 5), s('D', 5)]).values()]).toEqual([1, 2]);
    // One student alone at the foot is still placed: 7 and 5 read 1st and 2nd.
    expect([...rankBadges([s('A', 7), s('B', 5)]).values()]).toEqual([1, 2]);
  });

  it('a badge picks out a few: none for a place most of the class holds', () => {
    // One -1 on a level board of 25: 24 are level at the top, and nobody is first of anything.
    const level = [...Array.from({ length: 24 }, (_, i) => s(`L${i}`, 5)), s('Low', 4)];
    expect(rankBadges(level).size).toBe(0);
    // Later: one on 7, one on 6, fifteen on 5, eight on 4. The fifteen are not '3rd'.
    const later = [
      s('Top', 7),
      s('Next', 6),
      ...Array.from({ length: 15 }, (_, i) => s(`Mid${i}`, 5)),
      ...Array.from({ length: 8 }, (_, i) => s(`Low${i}`, 4)),
    ];
    expect([...rankBadges(later).values()]).toEqual([1, 2]);
    // Half the class may share a place; more may not (a class of 25: 13, not 14).
    const board = (top: number) => [
      ...Array.from({ length: top }, (_, i) => s(`T${i}`, 6)),
      ...Array.from({ length: 24 - top }, (_, i) => s(`R${i}`, 5)),
      s('Last', 4),
    ];
    expect(rankBadges(board(13)).size).toBe(13);
    expect(rankBadges(board(14)).size).toBe(0);
    // Six students: two sharing 3rd are still 3rd (four of six hold a place).
    const six = [s('A', 9), s('B', 8), s('C', 7), s('D', 7), s('E', 5), s('F', 4)];
    expect(six.map((x) => rankBadges(six).get(x.id) ?? null)).toEqual([1, 2, 3, 3, null, null]);
    expect([...rankBadges([s('A', 7), s('B', 5)]).values()]).toEqual([1, 2]);
    expect([...rankBadges([s('A', 6), s('B', 6), s('C', 5)]).values()]).toEqual([1, 1, 3]);
    // An absent student's low points do not make the present ones' pack.
    const away = [s('A', 6), s('B', 5), s('C', 5), s('D', 1, 'absent')];
    expect([...rankBadges(away).values()]).toEqual([1]);
  });
});

describe('average and presence', () => {
  it("averages non-absent students only and formats 'Ave: x.x pts'", () => {
    const list = [s('A', 5), s('B', 6, 'late'), s('C', 100, 'absent')];
    expect(averagePoints(list)).toBe(5.5);
    expect(averageLabel(list)).toBe('Ave: 5.5 pts');
    expect(averageLabel([s('A', 1), s('B', 2), s('C', 2)])).toBe('Ave: 1.7 pts');
  });

  it('shows Ave: 0.0 pts when nobody is present, and counts late students as present', () => {
    expect(averagePoints([s('A', 4, 'absent')])).toBeNull();
    expect(averageLabel([])).toBe('Ave: 0.0 pts');
    expect(presentCountLabel([s('A', 1), s('B', 1, 'late'), s('C', 1, 'absent')])).toBe(
      '2 of 3 present',
    );
  });
});
