import type { BoardPrivacy } from '@classbeam/contracts';
import { byName } from './roster-view';
import {
  averageLabel,
  isPresent,
  type Rank,
  rankBadges,
  type Scored,
  scoreboardOrder,
} from './scoreboard';

/** What a board draws under the class's privacy choice (docs/decisions/0152). */
export interface BoardView<T extends Scored> {
  /** The cards: the non-absent students, in the order the board draws them. */
  cards: T[];
  /** Points decide the order: the cards change places when points change. */
  byPoints: boolean;
  /** 1st, 2nd and 3rd badges; empty when the board shows no ranks. */
  ranks: ReadonlyMap<number, Rank>;
  /** Each card shows its student's points. */
  cardPoints: boolean;
  /** The figure in the board's header: the average, the class total, or nothing. */
  figure: string | null;
  /** The teams' strip with their scores. */
  teamScores: boolean;
}

const NO_RANKS: ReadonlyMap<number, Rank> = new Map();

/** Whether the board under this choice shows each student's points (its cards, its moments). */
export const cardPointsShown = (privacy: BoardPrivacy) =>
  privacy === 'leaderboard' || privacy === 'no-ranks';

/** The points of the students on the board (present or late) added up. */
export function classTotal(students: readonly Pick<Scored, 'points' | 'attendanceStatus'>[]) {
  return students.filter(isPresent).reduce((sum, s) => sum + s.points, 0);
}

/** 'Class total: 152 pts' as the board's header shows it. */
export function classTotalLabel(students: readonly Scored[]): string {
  const total = classTotal(students);
  return `Class total: ${total} ${Math.abs(total) === 1 ? 'pt' : 'pts'}`;
}

/**
 * The board as the class's choice has it. The full leaderboard is the spec's board: by points,
 * ranks, the average. Without ranks, every card keeps its points, the average stays (it ranks
 * nobody, and the points it sums are on the cards anyway), and the cards stand in name order,
 * as a class list does, so a point given moves nobody. The class total shows one figure and
 * no one's own points; with no points, names and photos only. Neither of the last two shows
 * the teams' scores: a team of two or three gives its members' points away.
 */
export function boardView<T extends Scored>(
  students: readonly T[],
  privacy: BoardPrivacy,
): BoardView<T> {
  if (privacy === 'leaderboard') {
    return {
      cards: scoreboardOrder(students),
      byPoints: true,
      ranks: rankBadges(students),
      cardPoints: cardPointsShown(privacy),
      figure: averageLabel(students),
      teamScores: true,
    };
  }
  const cards = students.filter(isPresent).sort(byName);
  if (privacy === 'no-ranks') {
    return {
      cards,
      byPoints: false,
      ranks: NO_RANKS,
      cardPoints: true,
      figure: averageLabel(students),
      teamScores: true,
    };
  }
  return {
    cards,
    byPoints: false,
    ranks: NO_RANKS,
    cardPoints: false,
    figure: privacy === 'class-total' ? classTotalLabel(students) : null,
    teamScores: false,
  };
}
