import type { PublicGroupDto, StudentLive } from '@classbeam/contracts';

export type Team = Pick<PublicGroupDto, 'id' | 'name' | 'color'>;

/** Each grouped student's team, by student id (a student is in one group at most). */
export function teamsByStudent(groups: readonly PublicGroupDto[]): Map<number, Team> {
  const out = new Map<number, Team>();
  for (const { id, name, color, members } of groups) {
    for (const m of members) out.set(m.id, { id, name, color });
  }
  return out;
}

/** A team's score: the sum of its members' points (ARCHITECTURE.md 9: never a stored number). */
export function teamTotal(group: PublicGroupDto, students: readonly StudentLive[]): number {
  const ids = new Set(group.members.map((m) => m.id));
  return students.reduce((sum, s) => (ids.has(s.id) ? sum + s.points : sum), 0);
}

/**
 * Text that reads on a team colour: white or black, whichever contrasts more (WCAG relative
 * luminance). Mid-tone presets such as #EF4444 reach 4.5:1 only with black.
 */
export function inkOn(hex: string): '#ffffff' | '#000000' {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return onWhite >= onBlack ? '#ffffff' : '#000000';
}
