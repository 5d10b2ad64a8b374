import { type Kysely, sql } from 'kysely';

/**
 * Step 4: a student is in at most one group (spec section 4: available students are those in
 * no group), and group names are bounded like every other name. Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index group_members_student_idx`.execute(db);
  await sql`create unique index group_members_one_group on group_members (student_id)`.execute(db);
  await sql`alter table groups add constraint groups_name_check
    check (length(name) between 1 and 40)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table groups drop constraint groups_name_check`.execute(db);
  await sql`drop index group_members_one_group`.execute(db);
  await sql`create index group_members_student_idx on group_members (student_id)`.execute(db);
}
