import { type Kysely, sql } from 'kysely';

/**
 * Reports (Step 11, docs/decisions/0155-0157).
 * - `class_settings`: the class's term (its first and last day, for "this term") and the
 *   shares of positive points at which a report's day dots turn green and yellow.
 * - `parent_notes`: the teacher's note for the parents on a student's report, one per student,
 *   gone with the student (P4, P5). Not the private classroom notes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table class_settings
    add column term_from date,
    add column term_to date,
    add column report_green_at smallint not null default 80,
    add column report_yellow_at smallint not null default 50,
    add constraint class_settings_term_check
      check ((term_from is null) = (term_to is null) and term_from <= term_to),
    add constraint class_settings_report_tones_check
      check (report_yellow_at >= 0 and report_green_at <= 100
             and report_yellow_at < report_green_at)`.execute(db);

  await sql`create table parent_notes (
    student_id integer primary key references students(id) on delete cascade,
    class_id integer not null references classes(id) on delete cascade,
    text text not null,
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index parent_notes_class_idx on parent_notes (class_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table parent_notes`.execute(db);
  await sql`alter table class_settings
    drop constraint class_settings_report_tones_check,
    drop constraint class_settings_term_check,
    drop column report_yellow_at,
    drop column report_green_at,
    drop column term_to,
    drop column term_from`.execute(db);
}
