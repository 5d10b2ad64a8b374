import { type Kysely, sql } from 'kysely';

/**
 * An applied operation remembers what it did (`fingerprint`, see operations/operation.ts), so
 * an old id sent again with another change is refused rather than answered done. Rows applied
 * before this migration have none and are taken as resends, as before. Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table applied_operations add column fingerprint text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table applied_operations drop column fingerprint`.execute(db);
}
