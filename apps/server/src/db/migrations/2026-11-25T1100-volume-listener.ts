import { type Kysely, sql } from 'kysely';

/**
 * Step 5: which device listens for a class (one at a time), so every device's snapshot can
 * say so: `{socketId, label, since}`, null when nobody listens. Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table class_settings add column volume_listener jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table class_settings drop column volume_listener`.execute(db);
}
