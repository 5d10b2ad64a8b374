import { type Kysely, sql } from 'kysely';

/**
 * Student photos live in their own table, addressed by a random key, so lists carry a short
 * URL instead of the image and the browser can cache each photo forever (the key changes with
 * the photo). Display links are read-only capabilities for a classroom display. Frozen.
 */
const UP = [
  `create table student_photos (
    key text primary key,
    student_id integer not null unique references students(id) on delete cascade,
    mime text not null check (mime in ('image/jpeg', 'image/png', 'image/webp')),
    data bytea not null,
    created_at timestamptz not null default now()
  )`,
  `create table display_links (
    id serial primary key,
    class_id integer not null references classes(id) on delete cascade,
    token text not null unique,
    created_at timestamptz not null default now()
  )`,
  'create index display_links_class_idx on display_links (class_id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table display_links').execute(db);
  await sql.raw('drop table student_photos').execute(db);
}
