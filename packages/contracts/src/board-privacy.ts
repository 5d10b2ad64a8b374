import { FORM_MESSAGES } from './messages';
import { z } from './zod';

/**
 * What the class's boards (display links, the teacher's Student Scoreboard) show of the
 * points (docs/decisions/0152): everything as a leaderboard, points without ranks, one class
 * total, or no points at all. The teacher's own roster always shows each student's points.
 */
export const BOARD_PRIVACY = ['leaderboard', 'no-ranks', 'class-total', 'no-points'] as const;
export type BoardPrivacy = (typeof BOARD_PRIVACY)[number];

/** Today's board, and every class's until its teacher chooses otherwise. */
export const BOARD_PRIVACY_DEFAULT: BoardPrivacy = 'leaderboard';

export const BoardPrivacySchema = z.enum(BOARD_PRIVACY, {
  error: FORM_MESSAGES.boardPrivacy,
});
