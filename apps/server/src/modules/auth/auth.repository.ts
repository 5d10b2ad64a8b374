import type { Language } from '@classbeam/contracts';
import type { Db } from '../../db/database';
import type { NewUser, UserRow } from '../../db/schema';

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Undefined when the email is taken (unique violation), so callers need no try/catch. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Swaps the stored hash for one at today's cost, only if it is still the one just checked:
 * a password set meanwhile is never overwritten with the old one. `updated_at` stays, as the
 * teacher changed nothing.
 */
export async function replacePasswordHash(
  db: Db,
  id: string,
  checked: string,
  raised: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: raised })
    .where('id', '=', id)
    .where('password_hash', '=', checked)
    .execute();
}

/** The teacher's chosen language; undefined when the account is gone. */
export function setUserLanguage(
  db: Db,
  id: string,
  language: Language | null,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ language, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The language the teacher chose for their account; null when none (or the account is gone). */
export async function findUserLanguage(db: Db, id: string): Promise<Language | null> {
  const row = await db
    .selectFrom('users')
    .select('language')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.language ?? null;
}

/** The teacher a school provider's account is linked to (decision 0179). */
export function findUserByIdentity(
  db: Db,
  provider: string,
  subject: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('user_identities')
    .innerJoin('users', 'users.id', 'user_identities.user_id')
    .selectAll('users')
    .where('user_identities.provider', '=', provider)
    .where('user_identities.subject', '=', subject)
    .executeTakeFirst();
}

/** Links a provider's account to a teacher; a second link of the same account changes nothing. */
export async function linkIdentity(
  db: Db,
  identity: { provider: string; subject: string; userId: string; email: string },
): Promise<void> {
  await db
    .insertInto('user_identities')
    .values({
      provider: identity.provider,
      subject: identity.subject,
      user_id: identity.userId,
      email: identity.email,
    })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .execute();
}

/**
 * A new teacher made by the school's sign-in, with no password, and its link, together; undefined
 * when the e-mail is taken meanwhile.
 */
export function insertSchoolUser(
  db: Db,
  user: Omit<NewUser, 'password_hash'>,
  identity: { provider: string; subject: string },
): Promise<UserRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await insertUser(trx, { ...user, password_hash: null });
    if (row) {
      await linkIdentity(trx, { ...identity, userId: row.id, email: row.email });
    }
    return row;
  });
}

/** The school providers a teacher's account is linked to. */
export async function identityProviders(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_identities')
    .select('provider')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return [...new Set(rows.map((r) => r.provider))];
}
