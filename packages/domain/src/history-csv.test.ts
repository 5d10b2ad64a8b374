import { describe, expect, it } from 'vitest';
import { givenToText, historyCsvRecord, historyFileName } from './history-csv';

const award = {
  date: '2026-11-25',
  time: '09:05',
  student: 'Sam',
  skill: 'On task',
  points: 2,
  target: 'student' as const,
  group: null,
  removed: false,
};

describe('RE7 the behaviour history as a spreadsheet', () => {
  it('writes one line per award: date, time, student, skill, points, given to, removed', () => {
    expect(historyCsvRecord(award)).toEqual([
      '2026-11-25',
      '09:05',
      'Sam',
      'On task',
      2,
      'Student',
      'No',
    ]);
    expect(historyCsvRecord({ ...award, skill: null, points: -1, removed: true })).toEqual([
      '2026-11-25',
      '09:05',
      'Sam',
      'No skill',
      -1,
      'Student',
      'Yes',
    ]);
  });

  it('names what the award went to', () => {
    expect(givenToText({ target: 'class', group: null })).toBe('Whole class');
    expect(givenToText({ target: 'group', group: 'Owls' })).toBe('Group: Owls');
    expect(givenToText({ target: 'group', group: null })).toBe('A group');
  });

  it('neutralises formula-looking names, skills and groups (RC1), keeps points numbers (RC2)', () => {
    const line = historyCsvRecord({
      ...award,
      student: '=HYPERLINK("x")',
      skill: '+1 kindness',
      target: 'group',
      group: '@owls',
      points: -3,
    });
    expect(line[2]).toBe(`'=HYPERLINK("x")`);
    expect(line[3]).toBe("'+1 kindness");
    expect(line[4]).toBe(-3);
    // The group's name is after 'Group: ', so the cell itself is safe as it is.
    expect(line[5]).toBe('Group: @owls');
  });

  it('names the file after the class and the range, made safe (RC4)', () => {
    expect(historyFileName('Year 5', 7, '2026-11-01', '2026-11-30')).toBe(
      'Year 5 behaviour 2026-11-01 to 2026-11-30.csv',
    );
    expect(historyFileName('Year 5', 7, '2026-11-25', '2026-11-25')).toBe(
      'Year 5 behaviour 2026-11-25.csv',
    );
    expect(historyFileName('a/b:c', 7, '2026-11-25', '2026-11-25')).toBe(
      'a-b-c behaviour 2026-11-25.csv',
    );
    expect(historyFileName(' ... ', 7, '2026-11-25', '2026-11-25')).toBe(
      'class-7 behaviour 2026-11-25.csv',
    );
  });
});
