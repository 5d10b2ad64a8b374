import { type Kysely, sql } from 'kysely';

/**
 * Step 11, what the board shows (docs/decisions/0152): each class chooses how much of the
 * points its boards show. Every class starts with the full leaderboard, the board as it was,
 * so nothing changes until a teacher chooses. Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table class_settings
    add column board_privacy text not null default 'leaderboard'
      constraint class_settings_board_privacy_check
      check (board_privacy in ('leaderboard', 'no-ranks', 'class-total', 'no-points'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table class_settings drop column board_privacy`.execute(db);
}
