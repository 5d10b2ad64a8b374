import { describe, expect, it } from 'vitest';
import { nameMatches, sortRoster } from './roster-view';

const s = (id: number, name: string, points: number, row: number | null, absent = false) => ({
  id,
  name,
  points,
  row,
  attendanceStatus: absent ? ('absent' as const) : ('present' as const),
});

const roster = [
  s(1, 'Zoë Adams', 7, 2),
  s(2, 'ada Brown', 5, null),
  s(3, 'Ben Carter', 9, 1, true),
  s(4, 'Amara Okafor', 5, 2),
  s(5, 'Student 10', 3, 1),
  s(6, 'Student 9', 3, 1),
];
const names = (list: { name: string }[]) => list.map((x) => x.name);

describe('sortRoster', () => {
  it('sorts by name ignoring case and accents, numbers in number order, absent last', () => {
    expect(names(sortRoster(roster, 'name'))).toEqual([
      'ada Brown',
      'Amara Okafor',
      'Student 9',
      'Student 10',
      'Zoë Adams',
      'Ben Carter',
    ]);
  });

  it('sorts by row, students without a row after row 10, then by name', () => {
    expect(names(sortRoster(roster, 'row'))).toEqual([
      'Student 9',
      'Student 10',
      'Amara Okafor',
      'Zoë Adams',
      'ada Brown',
      'Ben Carter',
    ]);
  });

  it('sorts by points, highest first, ties by name; the absent leader stays at the bottom', () => {
    expect(names(sortRoster(roster, 'points'))).toEqual([
      'Zoë Adams',
      'ada Brown',
      'Amara Okafor',
      'Student 9',
      'Student 10',
      'Ben Carter',
    ]);
  });

  it('leaves the list it was given untouched', () => {
    const before = names(roster);
    sortRoster(roster, 'name');
    expect(names(roster)).toEqual(before);
  });
});

describe('nameMatches', () => {
  it('finds a name from any part of it, without case or accents', () => {
    expect(nameMatches('Zoë Adams', 'zoe')).toBe(true);
    expect(nameMatches('Joanna Lee', 'ANN')).toBe(true);
    expect(nameMatches('José Núñez', 'nunez')).toBe(true);
    expect(nameMatches('Ben Carter', 'zoe')).toBe(false);
  });

  it('with several words, each must start a word of the name', () => {
    expect(nameMatches('Olivia Smith', 'o s')).toBe(true);
    expect(nameMatches('Olivia Smith', 'o x')).toBe(false);
    expect(nameMatches("Liam O'Brien", 'liam br')).toBe(true);
    expect(nameMatches('Mary-Jane Watson', 'jane wat')).toBe(true);
  });

  it('finds a hyphenated name typed in full, as it is on the roster', () => {
    expect(nameMatches('Zoë Okonkwo-Smith', 'Zoë Okonkwo-Smith')).toBe(true);
    expect(nameMatches('Zoë Okonkwo-Smith', 'zoe okonkwo-sm')).toBe(true);
    expect(nameMatches('Zoë Okonkwo-Smith', 'okonkwo-smith')).toBe(true);
    expect(nameMatches("Liam O'Brien", "liam o'brien")).toBe(true);
    expect(nameMatches('Zoë Okonkwo-Smith', 'zoe okonkwo-jones')).toBe(false);
  });

  it('finds everyone for an empty or blank search', () => {
    expect(nameMatches('Ada', '')).toBe(true);
    expect(nameMatches('Ada', '   ')).toBe(true);
  });
});
