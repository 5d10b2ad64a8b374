import type { PublicGroupDto, StudentLive } from '@classbeam/contracts';
import { averagePoints } from '@classbeam/domain';

export type Team = Pick<PublicGroupDto, 'id' | 'name' | 'color'>;

/** Each grouped student's team, by student id (a student is in one group at most). */
export function teamsByStudent(groups: readonly PublicGroupDto[]): Map<number, Team> {
  const out = new Map<number, Team>();
  for (const { id, name, color, members } of groups) {
    for (const m of members) out.set(m.id, { id, name, color });
  }
  return out;
}

/**
 * A team's score: the average points of its members who are here, as the board's 'Ave' counts
 * the class (never a stored number, docs/decisions/0040). An average, not a sum: random teams
 * differ in size by one, and absent members get no team points, so sums would put a team
 * ahead before anyone earned anything. Null when no member is here.
 */
export function teamAverage(
  group: PublicGroupDto,
  students: readonly StudentLive[],
): number | null {
  const ids = new Set(group.members.map((m) => m.id));
  return averagePoints(students.filter((s) => ids.has(s.id)));
}

/** '6.4 avg', or '–' for a team with nobody here. */
/** A team's average as a number on screen: '6.4'. */
export const teamAverageText = (average: number) => average.toFixed(1);

export const teamScoreLabel = (average: number | null) =>
  average === null ? '–' : `${teamAverageText(average)} avg`;

/**
 * Text that reads on a team colour: light (white) or dark (black), whichever contrasts more
 * (WCAG relative luminance); `--color-team-ink-light` and `-dark` in styles/tokens.css. Mid-tone
 * presets such as #EF4444 reach 4.5:1 only with black.
 */
export function inkOn(hex: string): 'light' | 'dark' {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return onWhite >= onBlack ? 'light' : 'dark';
}
