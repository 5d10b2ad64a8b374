import { GROUP_COLORS } from '@classbeam/contracts/constants';
import { describe, expect, it } from 'vitest';
import { inkOn, teamAverage, teamScoreLabel, teamsByStudent } from './teams';

const dolphins = {
  id: 1,
  name: 'Dolphins',
  color: '#3B82F6',
  members: [
    { id: 10, name: 'Ada' },
    { id: 11, name: 'Ben' },
  ],
};
const frogs = { id: 2, name: 'Frogs', color: '#84CC16', members: [{ id: 12, name: 'Cy' }] };

describe('teams on the board', () => {
  it('finds each student’s team, and nobody else’s', () => {
    const teams = teamsByStudent([dolphins, frogs]);
    expect(teams.get(11)).toEqual({ id: 1, name: 'Dolphins', color: '#3B82F6' });
    expect(teams.get(12)?.name).toBe('Frogs');
    expect(teams.has(13)).toBe(false);
  });

  it('scores a team by the average of its members who are here, so team sizes do not matter', () => {
    const students = [
      { id: 10, points: 7, attendanceStatus: 'present' as const },
      { id: 11, points: -2, attendanceStatus: 'absent' as const },
      { id: 12, points: 9, attendanceStatus: 'late' as const },
      { id: 13, points: 5, attendanceStatus: 'present' as const },
    ];
    expect(teamAverage(dolphins, students)).toBe(7);
    expect(teamAverage(frogs, students)).toBe(9);
    expect(teamScoreLabel(teamAverage(dolphins, students))).toBe('7.0 avg');
    // Every member away: no score to show.
    const away = students.map((s) => ({ ...s, attendanceStatus: 'absent' as const }));
    expect(teamScoreLabel(teamAverage(dolphins, away))).toBe('–');
  });

  it('writes on every preset colour with at least 4.5:1 contrast', () => {
    const luminance = (hex: string) => {
      const c = [0, 1, 2].map((i) => {
        const v = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (c[0] ?? 0) + 0.7152 * (c[1] ?? 0) + 0.0722 * (c[2] ?? 0);
    };
    for (const color of GROUP_COLORS) {
      // The two inks in styles/tokens.css: white and black.
      const ink = inkOn(color) === 'light' ? '#ffffff' : '#000000';
      const [a, b] = [luminance(color), luminance(ink)].sort((x, y) => y - x);
      expect((a as number) + 0.05).toBeGreaterThanOrEqual(4.5 * ((b as number) + 0.05));
    }
  });
});
