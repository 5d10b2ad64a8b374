import { type Kysely, sql } from 'kysely';

/**
 * Step 10, the moments on every screen: when the countdown reached 0 by itself (every device
 * shows "Time's up" from then), whether the boards chime at it, and each class's Random
 * Student pick, drawn on the server so every device plays the same one and the next avoids
 * it. The pick goes with its class, and with its student (P4). Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table class_settings
    add column timer_ended_at timestamptz,
    add column times_up_sound boolean not null default true`.execute(db);
  await sql`create table random_picks (
    class_id integer primary key references classes(id) on delete cascade,
    student_id integer not null references students(id) on delete cascade,
    cycle jsonb not null,
    starts_at timestamptz not null
  )`.execute(db);
  await sql`create index random_picks_student on random_picks (student_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table random_picks`.execute(db);
  await sql`alter table class_settings
    drop column timer_ended_at,
    drop column times_up_sound`.execute(db);
}
