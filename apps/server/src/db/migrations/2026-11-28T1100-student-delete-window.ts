import { type Kysely, sql } from 'kysely';

/**
 * A deleted student is first put aside (hidden from every list, `deleting_until` set) for a
 * short undo window, then deleted for good by the sweep (students/deletions.ts). What the
 * student was before (shown or hidden by a roster load) is kept to be put back on undo.
 * Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table students add column deleting_until timestamptz,
            add column active_before boolean`.execute(db);
  await sql`create index students_deleting_idx on students (deleting_until)
            where deleting_until is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index students_deleting_idx`.execute(db);
  await sql`alter table students drop column deleting_until, drop column active_before`.execute(
    db,
  );
}
