import { describe, expect, test } from 'vitest';
import { awardShort, awardWords, skillLabel } from './award-head';
import { boardText } from './history-format';

describe('how the timelines name an award', () => {
  test('a plain point is "No skill", as the reports and the CSV call it', () => {
    const plain = { skillName: null, delta: 1 };
    expect(skillLabel(plain)).toBe('No skill');
    expect(awardWords(plain)).toBe('+1 point (No skill)');
    // In a sentence (the toast after Remove) it is simply a point.
    expect(awardShort(plain)).toBe('+1 point');
    expect(awardShort({ skillName: null, delta: -2 })).toBe('-2 points');
    expect(awardWords({ skillName: 'Teamwork', delta: 2 })).toBe('+2 points for Teamwork');
    expect(awardShort({ skillName: 'Helping others', delta: 1 })).toBe('+1 Helping others');
  });
});

describe("what a removal did to today's board", () => {
  test('says nothing when the board did not move (given before the lesson began)', () => {
    expect(boardText([])).toBeUndefined();
  });

  test('says by how much, and for how many students', () => {
    expect(boardText([{ studentId: 1, change: -1 }])).toBe("Today's points went down by 1.");
    expect(boardText([{ studentId: 1, change: 1 }])).toBe("Today's points went up by 1.");
    expect(
      boardText([
        { studentId: 1, change: -2 },
        { studentId: 2, change: -2 },
      ]),
    ).toBe("Today's points went down by 2 for each of 2 students.");
  });
});
