import { type Kysely, sql } from 'kysely';

/**
 * A deleted student is first put aside for a short undo window (students/deletions.ts):
 * hidden from every list, out of every saved roster and layout, `deleting_until` set; then the
 * sweep deletes the row for good. What undo needs to put them back is kept on the row itself,
 * so it goes with the row: whether they were shown (`active_before`) and their places in saved
 * rosters and layouts (`places_before`). Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table students add column deleting_until timestamptz,
            add column active_before boolean,
            add column places_before jsonb`.execute(db);
  await sql`create index students_deleting_idx on students (deleting_until)
            where deleting_until is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index students_deleting_idx`.execute(db);
  await sql`alter table students drop column deleting_until, drop column active_before,
            drop column places_before`.execute(db);
}
