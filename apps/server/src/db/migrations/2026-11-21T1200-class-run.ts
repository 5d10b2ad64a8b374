import { type Kysely, sql } from 'kysely';

/**
 * What the class run needs beyond the spec's settings fields: the phase (ready, activity,
 * free time, complete), the activity time frozen by a pause or by free time in use, when
 * free time started counting, the countdown timer's state, and a revision counter. The
 * spec's fields stay the source for everything they can express. Frozen once landed.
 */
const UP = [
  `alter table class_settings
    add column run_phase text not null default 'ready'
      check (run_phase in ('ready', 'activity', 'free-time', 'complete')),
    add column run_elapsed_ms integer not null default 0 check (run_elapsed_ms >= 0),
    add column free_time_started_at timestamptz,
    add column run_rev integer not null default 0,
    add column timer_status text not null default 'idle'
      check (timer_status in ('idle', 'running', 'paused', 'stopped')),
    add column timer_ends_at timestamptz,
    add column timer_remaining_ms integer not null default 180000 check (timer_remaining_ms >= 0)`,
  // Wake-ups are re-armed after a restart from the classes that have something counting.
  `create index class_settings_counting_idx on class_settings (class_id)
    where is_class_running or timer_status = 'running'`,
  'alter table schedule_configurations add constraint schedule_configurations_name_check check (length(name) between 1 and 80)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw('alter table schedule_configurations drop constraint schedule_configurations_name_check')
    .execute(db);
  await sql.raw('drop index class_settings_counting_idx').execute(db);
  await sql
    .raw(
      `alter table class_settings
        drop column run_phase, drop column run_elapsed_ms, drop column free_time_started_at,
        drop column run_rev, drop column timer_status, drop column timer_ends_at,
        drop column timer_remaining_ms`,
    )
    .execute(db);
}
