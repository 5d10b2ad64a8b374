import { type Kysely, sql } from 'kysely';

/**
 * An applied operation keeps what undoing it needs (`undo`: the students it touched and what
 * they had before, see operations/undo.ts) and, once undone, the id of the undo
 * (`undone_by`), so two devices cannot undo it twice. Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table applied_operations add column undo jsonb, add column undone_by text`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table applied_operations drop column undo, drop column undone_by`.execute(db);
}
