import { type Kysely, sql } from 'kysely';

/**
 * Step 4: a group's point is logged on each member's row with the group it came from (the
 * group may later be deleted; the history keeps its id), and a class keeps the pairs of
 * students random groups must not put together. Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table behavior_logs add column group_id integer`.execute(db);
  await sql`create table keep_apart_pairs (
    class_id integer not null references classes(id) on delete cascade,
    student_a integer not null references students(id) on delete cascade,
    student_b integer not null references students(id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (class_id, student_a, student_b),
    check (student_a < student_b)
  )`.execute(db);
  await sql`create index keep_apart_pairs_b_idx on keep_apart_pairs (student_b)`.execute(db);
  await sql`create index keep_apart_pairs_a_idx on keep_apart_pairs (student_a)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table keep_apart_pairs`.execute(db);
  await sql`alter table behavior_logs drop column group_id`.execute(db);
}
