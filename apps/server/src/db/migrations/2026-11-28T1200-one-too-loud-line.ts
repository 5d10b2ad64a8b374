import { type Kysely, sql } from 'kysely';

/**
 * Step 10, one loudness rule (docs/decisions/0148, 0149): the teacher's `volume_threshold` is
 * now the Too Loud line the tally counts at, so a new class starts at the spec's 'Over 80%'.
 * A stored 50 was the old default, which only drew a line on the teacher's meter while the
 * tally counted at 80: it becomes 80, so those classes count as they did. Any other value was
 * chosen by the teacher, and the tally now follows it. The boards may show the meter big.
 * Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table class_settings
    alter column volume_threshold set default 80,
    add column big_volume_meter boolean not null default false`.execute(db);
  await sql`update class_settings set volume_threshold = 80 where volume_threshold = 50`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update class_settings set volume_threshold = 50 where volume_threshold = 80`.execute(
    db,
  );
  await sql`alter table class_settings
    alter column volume_threshold set default 50,
    drop column big_volume_meter`.execute(db);
}
