import { randomUUID } from 'node:crypto';
import { MESSAGES, type SignInInput, type SignUpInput, type User } from '@classbeam/contracts';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findUserByEmail, insertUser } from './auth.repository';
import type { LoginLimiter } from './login-limiter';
import { DUMMY_HASH_PROMISE, hashPassword, passwordWeakness, verifyPassword } from './password';

export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function signUp(db: Db, input: Required<SignUpInput>): Promise<User> {
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
  const accountKey = `account:${input.email}`;
  const ipKey = `ip:${clientIp}`;
  if (!(await limiter.reserve([accountKey, ipKey]))) {
    throw new AppError(429, 'too_many_attempts', MESSAGES.tooManyAttempts);
  }
  const row = await findUserByEmail(db, input.email);
  // Unknown emails cost the same scrypt work, so timing does not reveal who has an account.
  const ok = await verifyPassword(input.password, row?.password_hash ?? (await DUMMY_HASH_PROMISE));
  if (!row || !ok) throw new AppError(401, 'invalid_credentials', MESSAGES.invalidCredentials);
  await limiter.succeeded(accountKey, [ipKey]);
  return toUserDto(row);
}
