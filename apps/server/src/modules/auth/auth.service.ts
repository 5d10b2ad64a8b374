import { randomUUID } from 'node:crypto';
import {
  FORM_MESSAGES,
  MESSAGES,
  type SignInInput,
  type SignUpInput,
  type User,
} from '@classbeam/contracts';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findUserByEmail, findUserById, insertUser, replacePasswordHash } from './auth.repository';
import { accountKey, addressKey, type LoginLimiter, signUpKey } from './login-limiter';
import {
  DUMMY_HASH_PROMISE,
  hashPassword,
  isCheckableHash,
  needsRehash,
  passwordWeakness,
  verifyPassword,
} from './password';

/** The teacher as the web reads it; `schoolAccounts` are the linked providers, named. */
export function toUserDto(
  row: UserRow,
  schoolAccounts: { provider: string; name: string }[] = [],
): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    language: row.language,
    hasPassword: row.password_hash !== null,
    schoolAccounts,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function signUp(
  db: Db,
  limiter: LoginLimiter,
  input: Required<SignUpInput>,
  clientIp: string,
): Promise<User> {
  // Counted before the scrypt hash below, which is what a flood of sign-ups would spend.
  if (!(await limiter.reserve([signUpKey(clientIp)]))) {
    throw new AppError(429, 'too_many_attempts', MESSAGES.tooManySignUps);
  }
  const weakness = passwordWeakness(input.password, input.email);
  if (weakness) throw new AppError(400, 'weak_password', weakness);
  const row = await insertUser(db, {
    id: randomUUID(),
    email: input.email,
    password_hash: await hashPassword(input.password),
    first_name: input.firstName,
    last_name: input.lastName,
    profile_image_url: null,
  });
  if (!row) throw new AppError(409, 'email_taken', MESSAGES.emailTaken);
  return toUserDto(row);
}

export async function signIn(
  db: Db,
  limiter: LoginLimiter,
  input: SignInInput,
  clientIp: string,
): Promise<User> {
  const row = await findUserByEmail(db, input.email);
  const ok = await checkPassword(limiter, input.email, row, input.password, clientIp);
  if (!row || !ok) throw new AppError(401, 'invalid_credentials', MESSAGES.invalidCredentials);
  // The password was just proven: the only moment a hash made at a lower cost can be raised.
  if (row.password_hash !== null && needsRehash(row.password_hash)) {
    await replacePasswordHash(db, row.id, row.password_hash, await hashPassword(input.password));
  }
  return toUserDto(row);
}

/**
 * A password check under the brute-force limits of its account and address (S8). Unknown
 * emails cost the same scrypt work, so timing does not reveal who has an account; so does a
 * stored hash we refuse to check (absurd parameters), which never matches.
 */
async function checkPassword(
  limiter: LoginLimiter,
  email: string,
  row: UserRow | undefined,
  password: string,
  clientIp: string,
): Promise<boolean> {
  const account = accountKey(email);
  const address = addressKey(clientIp);
  if (!(await limiter.reserve([account, address]))) {
    throw new AppError(429, 'too_many_attempts', MESSAGES.tooManyAttempts);
  }
  // An account made by the school's sign-in has no password: it never matches, at the same cost.
  const hash = row?.password_hash ?? null;
  const checkable = hash !== null && isCheckableHash(hash);
  const stored = checkable ? hash : await DUMMY_HASH_PROMISE;
  // Verified even when it cannot match, so the time taken is the same.
  const matches = await verifyPassword(password, stored);
  // A hash from before the cost was raised checks in a tenth of the time: a wrong password
  // for that account also pays today's cost, or its speed would tell that the account exists.
  if (!matches && checkable && needsRehash(stored))
    await verifyPassword(password, await DUMMY_HASH_PROMISE);
  const ok = checkable && matches;
  if (ok) await limiter.succeeded(account, [address]);
  return ok;
}

/**
 * Deletes a teacher's account and everything under it (P4): every class with its students,
 * photos, behaviour logs, attendance, assessments, settings and display links, and every
 * session. The password is asked again, under the sign-in limits; an account without one (made
 * by the school's sign-in) needs a sign-in there within the last few minutes instead. Answers
 * what the caller must tell devices once it has committed: the classes and sessions gone.
 */
export async function deleteAccount(
  db: Db,
  limiter: LoginLimiter,
  userId: string,
  proof: { password: string | undefined; recentSchoolSignIn: boolean },
  clientIp: string,
): Promise<{ classIds: number[]; sids: string[] }> {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError(401, 'unauthorized', MESSAGES.notSignedIn);
  if (row.password_hash === null) {
    if (!proof.recentSchoolSignIn) {
      throw new AppError(403, 'sign_in_again', MESSAGES.signInAgainToDelete);
    }
  } else if (proof.password === undefined) {
    throw new AppError(400, 'invalid_payload', FORM_MESSAGES.passwordRequired);
  } else if (!(await checkPassword(limiter, row.email, row, proof.password, clientIp))) {
    throw new AppError(403, 'invalid_credentials', MESSAGES.wrongPassword);
  }
  const gone = await db.transaction().execute(async (trx) => {
    // Locked in id order, as the tap statement locks them, before the cascade takes them.
    const classes = await trx
      .selectFrom('classes')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('id')
      .forUpdate()
      .execute();
    const sessions = await trx
      .selectFrom('sessions')
      .select('sid')
      .where('user_id', '=', userId)
      .execute();
    // Every table under a teacher cascades from this row (see the migrations).
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return { classIds: classes.map((c) => c.id), sids: sessions.map((s) => s.sid) };
  });
  await limiter.forget(accountKey(row.email));
  return gone;
}
