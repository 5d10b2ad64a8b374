import { type Kysely, sql } from 'kysely';

/**
 * Every entity of the spec (section 3) plus what the design adds: class version and share
 * key, applied operation ids, birth date hash, assessment source. Frozen once landed.
 * Every reference to a class (directly or through a student or group) cascades, so deleting
 * a class, a student or a teacher leaves no rows behind (P4).
 */
const DEFAULT_SCHEDULE = JSON.stringify([
  { name: 'Greetings & Attendance', duration: 5 },
  { name: 'Review', duration: 10 },
  { name: 'New Material', duration: 10 },
  { name: 'Main Game', duration: 10 },
  { name: 'Main Task', duration: 20 },
  { name: 'Wrap-up and Homework', duration: 5 },
]);

const UP = [
  `create table users (
    id text primary key,
    email text not null unique,
    password_hash text not null,
    first_name text not null default '',
    last_name text not null default '',
    profile_image_url text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table sessions (
    sid text primary key,
    sess jsonb not null,
    expire timestamptz not null,
    user_id text references users(id) on delete cascade
  )`,
  'create index sessions_expire_idx on sessions (expire)',
  'create index sessions_user_idx on sessions (user_id)',
  `create table login_failures (
    key text primary key,
    failures integer not null,
    window_start timestamptz not null
  )`,
  `create table classes (
    id serial primary key,
    user_id text not null references users(id) on delete cascade,
    name text not null check (length(name) between 1 and 100),
    grade text,
    description text,
    scheduled_date char(10),
    day_of_week smallint check (day_of_week between 0 and 6),
    version bigint not null default 0,
    share_key text not null unique,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index classes_user_idx on classes (user_id, created_at)',
  `create table students (
    id serial primary key,
    class_id integer not null references classes(id) on delete cascade,
    name text not null,
    avatar text not null default '',
    points integer not null default 5,
    attendance_status text not null default 'present'
      check (attendance_status in ('present', 'absent', 'late')),
    "row" smallint check ("row" between 1 and 10),
    notes text not null default '',
    goal text not null default '',
    is_active boolean not null default true,
    birth_date_hash text,
    created_at timestamptz not null default now()
  )`,
  'create index students_class_idx on students (class_id)',
  `create table daily_attendance (
    id serial primary key,
    student_id integer not null references students(id) on delete cascade,
    date char(10) not null,
    status text not null check (status in ('present', 'absent', 'late')),
    points_earned integer not null default 0,
    created_at timestamptz not null default now(),
    unique (student_id, date)
  )`,
  `create table behavior_logs (
    id bigserial primary key,
    student_id integer not null references students(id) on delete cascade,
    point_change integer not null,
    reason text,
    "timestamp" timestamptz not null default now()
  )`,
  'create index behavior_logs_student_idx on behavior_logs (student_id, "timestamp")',
  `create table curriculum_items (
    id serial primary key,
    class_id integer not null references classes(id) on delete cascade,
    title text not null,
    completed boolean not null default false,
    week integer not null
  )`,
  'create index curriculum_items_class_idx on curriculum_items (class_id)',
  `create table class_settings (
    id serial primary key,
    class_id integer not null unique references classes(id) on delete cascade,
    show_volume_to_students boolean not null default true,
    current_activity text not null default '',
    next_activity text not null default '',
    volume_threshold integer not null default 50,
    class_notes text not null default '',
    class_schedule jsonb not null default '${DEFAULT_SCHEDULE}'::jsonb,
    current_activity_index integer not null default 0,
    activity_start_time timestamptz,
    is_class_running boolean not null default false,
    timer_duration integer not null default 3,
    timer_start_time timestamptz,
    is_timer_running boolean not null default true,
    volume_tally_enabled boolean not null default true,
    volume_tally_count integer not null default 0,
    accumulated_free_time double precision not null default 0,
    student_assessment_enabled boolean not null default true,
    teacher_assessment_enabled boolean not null default true,
    updated_at timestamptz not null default now()
  )`,
  `create table groups (
    id serial primary key,
    class_id integer not null references classes(id) on delete cascade,
    name text not null,
    color text not null default '#3B82F6',
    created_at timestamptz not null default now()
  )`,
  'create index groups_class_idx on groups (class_id)',
  `create table group_members (
    id serial primary key,
    group_id integer not null references groups(id) on delete cascade,
    student_id integer not null references students(id) on delete cascade,
    created_at timestamptz not null default now(),
    unique (group_id, student_id)
  )`,
  'create index group_members_student_idx on group_members (student_id)',
  ...['class', 'group', 'schedule'].flatMap((kind) => [
    `create table ${kind}_configurations (
      id serial primary key,
      class_id integer not null references classes(id) on delete cascade,
      name text not null,
      description text not null default '',
      ${kind === 'class' ? 'student' : kind}_data jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create index ${kind}_configurations_class_idx on ${kind}_configurations (class_id)`,
  ]),
  `create table student_assessments (
    id serial primary key,
    student_id integer not null references students(id) on delete cascade,
    class_id integer not null references classes(id) on delete cascade,
    date char(10) not null,
    understanding smallint not null check (understanding between 1 and 5),
    behavior smallint not null check (behavior between 1 and 5),
    growth smallint not null check (growth between 1 and 5),
    goal_progress smallint check (goal_progress between 1 and 5),
    additional_metrics jsonb not null default '[]'::jsonb,
    source text not null default 'teacher' check (source in ('teacher', 'self')),
    created_at timestamptz not null default now(),
    unique (student_id, date, source)
  )`,
  'create index student_assessments_class_date_idx on student_assessments (class_id, date)',
  `create table assessment_sessions (
    id text primary key,
    class_id integer not null references classes(id) on delete cascade,
    student_id integer not null references students(id) on delete cascade,
    session_type text not null default 'self_assessment',
    is_active boolean not null default true,
    created_at timestamptz not null default now(),
    last_heartbeat timestamptz not null default now()
  )`,
  // One student in session per class, enforced where races cannot slip through (S10).
  'create unique index assessment_sessions_one_active on assessment_sessions (class_id) where is_active',
  `create table applied_operations (
    op_id text primary key,
    class_id integer not null references classes(id) on delete cascade,
    applied_at timestamptz not null default now()
  )`,
  'create index applied_operations_class_idx on applied_operations (class_id, applied_at)',
];

const TABLES_IN_DROP_ORDER = [
  'applied_operations',
  'assessment_sessions',
  'student_assessments',
  'schedule_configurations',
  'group_configurations',
  'class_configurations',
  'group_members',
  'groups',
  'class_settings',
  'curriculum_items',
  'behavior_logs',
  'daily_attendance',
  'students',
  'classes',
  'login_failures',
  'sessions',
  'users',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES_IN_DROP_ORDER) await sql.raw(`drop table ${table}`).execute(db);
}
