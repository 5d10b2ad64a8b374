import type { AttendanceStatus } from '@classbeam/contracts';

export interface Scored {
  id: number;
  name: string;
  points: number;
  attendanceStatus: AttendanceStatus;
}

export const isPresent = (s: Pick<Scored, 'attendanceStatus'>) => s.attendanceStatus !== 'absent';

/** Teacher Dashboard order: the roster as it is, absent students moved to the bottom. */
export function rosterOrder<T extends Scored>(students: readonly T[]): T[] {
  return [...students.filter(isPresent), ...students.filter((s) => !isPresent(s))];
}

/** Scoreboard: non-absent students by points, highest first; ties by name, then id. */
export function scoreboardOrder<T extends Scored>(students: readonly T[]): T[] {
  return students
    .filter(isPresent)
    .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name) || a.id - b.id);
}

export type Rank = 1 | 2 | 3;

/**
 * Rank badges by distinct point values among non-absent students: everyone on the highest
 * value is 1st, the next value 2nd, the third 3rd. No badges at all when all are equal.
 */
export function rankBadges(students: readonly Scored[]): Map<number, Rank> {
  const present = students.filter(isPresent);
  const values = [...new Set(present.map((s) => s.points))].sort((a, b) => b - a);
  const ranks = new Map<number, Rank>();
  if (values.length < 2) return ranks;
  for (const s of present) {
    const place = values.indexOf(s.points) + 1;
    if (place <= 3) ranks.set(s.id, place as Rank);
  }
  return ranks;
}

/** Mean points of non-absent students, or null when nobody is here. */
export function averagePoints(
  students: readonly Pick<Scored, 'points' | 'attendanceStatus'>[],
): number | null {
  const present = students.filter(isPresent);
  if (present.length === 0) return null;
  return present.reduce((sum, s) => sum + s.points, 0) / present.length;
}

/** 'Ave: x.x pts' as the scoreboard header shows it. */
export function averageLabel(students: readonly Scored[]): string {
  const average = averagePoints(students);
  return `Ave: ${(average ?? 0).toFixed(1)} pts`;
}

/** 'X of Y present': late students are here. */
export function presentCountLabel(students: readonly Scored[]): string {
  return `${students.filter(isPresent).length} of ${students.length} present`;
}
