import { type Kysely, sql } from 'kysely';

/**
 * Skills and the lasting history (Step 11, docs/decisions/0153-0154).
 * - `skills`: what a point is given for, per class, never deleted (archived), ordered.
 * - `behavior_logs` becomes the history: the class it belongs to (so a class's history is read
 *   through its own index, never by scanning other classes), the skill, what it was given to,
 *   the operation it came from (Undo and the timeline remove by it), what kind of row it is
 *   (an award counts in reports; an adjustment, a reset or an old undo row does not), and when
 *   it was removed. Old rows get their kind from `reason`.
 * - `class_events`: Start Class, Reset, Reset to 5 and Finish Class, in the class timeline.
 * - `student_events`: attendance, notes and goal changes, in the student's timeline.
 * - `class_settings.points_since`: when the scoreboard last went back to 5. An award removed
 *   from the history changes today's board only if it was given since then.
 * Every class gets the default skills (the list is written out here: a migration is frozen).
 */
const DEFAULTS: [string, string, number][] = [
  ['Helping others', 'heart', 1],
  ['On task', 'target', 1],
  ['Participating', 'hand', 1],
  ['Perseverance', 'mountain', 1],
  ['Teamwork', 'team', 1],
  ['Working hard', 'bolt', 1],
  ['Disrespect', 'frown', -1],
  ['No homework', 'book', -1],
  ['Off task', 'warning', -1],
  ['Talking out of turn', 'speech', -1],
  ['Unprepared', 'backpack', -1],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table skills (
    id serial primary key,
    class_id integer not null references classes(id) on delete cascade,
    name text not null,
    icon text not null,
    weight smallint not null check (weight between -5 and 5),
    position integer not null,
    archived boolean not null default false,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index skills_class_idx on skills (class_id, position)`.execute(db);
  await sql`insert into skills (class_id, name, icon, weight, position)
    select c.id, d.name, d.icon, d.weight, d.position
    from classes as c
    cross join unnest(${DEFAULTS.map((d) => d[0])}::text[], ${DEFAULTS.map((d) => d[1])}::text[],
                      ${DEFAULTS.map((d) => d[2])}::int[], ${DEFAULTS.map((_, i) => i)}::int[])
      as d(name, icon, weight, position)`.execute(db);

  await sql`alter table behavior_logs
    add column class_id integer references classes(id) on delete cascade,
    add column skill_id integer references skills(id) on delete set null,
    add column target text not null default 'student'
      check (target in ('student', 'group', 'class')),
    add column op_id text,
    add column kind text not null default 'award'
      check (kind in ('award', 'adjust', 'reset', 'undo')),
    add column removed_at timestamptz`.execute(db);
  await sql`update behavior_logs as b set class_id = s.class_id,
      target = case when b.reason = 'group' then 'group' else 'student' end,
      kind = case b.reason when 'set' then 'adjust' when 'reset' then 'reset'
                           when 'undo' then 'undo' else 'award' end
    from students as s where s.id = b.student_id`.execute(db);
  await sql`alter table behavior_logs alter column class_id set not null`.execute(db);
  await sql`create index behavior_logs_class_idx on behavior_logs (class_id, "timestamp")`.execute(
    db,
  );
  await sql`create index behavior_logs_op_idx on behavior_logs (class_id, op_id)
            where op_id is not null`.execute(db);

  await sql`create table class_events (
    id bigserial primary key,
    class_id integer not null references classes(id) on delete cascade,
    kind text not null check (kind in ('start', 'reset', 'reset-points', 'finish')),
    op_id text,
    at timestamptz not null default now(),
    undone_at timestamptz
  )`.execute(db);
  await sql`create index class_events_class_idx on class_events (class_id, at)`.execute(db);

  await sql`create table student_events (
    id bigserial primary key,
    class_id integer not null references classes(id) on delete cascade,
    student_id integer not null references students(id) on delete cascade,
    kind text not null check (kind in ('attendance', 'note', 'goal')),
    detail text not null,
    at timestamptz not null default now()
  )`.execute(db);
  await sql`create index student_events_student_idx on student_events (student_id, at)`.execute(db);
  await sql`create index student_events_class_idx on student_events (class_id, at)`.execute(db);

  await sql`alter table class_settings add column points_since timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table class_settings drop column points_since`.execute(db);
  await sql`drop table student_events`.execute(db);
  await sql`drop table class_events`.execute(db);
  await sql`drop index behavior_logs_op_idx`.execute(db);
  await sql`drop index behavior_logs_class_idx`.execute(db);
  await sql`alter table behavior_logs drop column class_id, drop column skill_id,
            drop column target, drop column op_id, drop column kind, drop column removed_at`.execute(
    db,
  );
  await sql`drop table skills`.execute(db);
}
