import { type Kysely, sql } from 'kysely';

/**
 * Step 12, languages (docs/decisions/0166): a teacher's account and a class may each name the
 * interface's language. Null everywhere to start with: the browser's language decides until
 * someone chooses, so nothing changes for anyone on the day this lands. Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users
    add column language text
      constraint users_language_check check (language in ('en', 'es'))`.execute(db);
  await sql`alter table class_settings
    add column language text
      constraint class_settings_language_check check (language in ('en', 'es'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table class_settings drop column language`.execute(db);
  await sql`alter table users drop column language`.execute(db);
}
