import { type Kysely, sql } from 'kysely';

/**
 * Step 14, the school's sign-in (docs/decisions/0179): an account made by an OpenID Connect
 * provider has no password, and each provider's account (its issuer's subject) is linked to
 * one teacher. A teacher's identities go with the account (P4). Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users alter column password_hash drop not null`.execute(db);
  await sql`create table user_identities (
    provider text not null,
    subject text not null,
    user_id text not null references users (id) on delete cascade,
    email text not null default '',
    created_at timestamptz not null default now(),
    primary key (provider, subject)
  )`.execute(db);
  await sql`create index user_identities_user_id on user_identities (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table user_identities`.execute(db);
  await sql`delete from users where password_hash is null`.execute(db);
  await sql`alter table users alter column password_hash set not null`.execute(db);
}
