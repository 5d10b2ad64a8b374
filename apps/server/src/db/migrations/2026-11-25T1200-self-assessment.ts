import { type Kysely, sql } from 'kysely';

/**
 * Step 6: the self-assessment page opens for a while (the teacher's window, or the class
 * finishing), and a student's wrong dates of birth are counted per day so that 3 lock them
 * until the teacher unlocks (S9). Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table class_settings add column self_assessment_open_until timestamptz`.execute(
    db,
  );
  await sql`create table birth_date_failures (
    student_id integer not null references students(id) on delete cascade,
    date char(10) not null,
    failures integer not null default 0,
    primary key (student_id, date)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table birth_date_failures`.execute(db);
  await sql`alter table class_settings drop column self_assessment_open_until`.execute(db);
}
