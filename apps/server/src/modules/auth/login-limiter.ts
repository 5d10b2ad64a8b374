import { sql } from 'kysely';
import type { Db } from '../../db/database';

export const MAX_ATTEMPTS = 10;
export const WINDOW_MS = 15 * 60 * 1000;

/**
 * Brute-force limit on sign-in (S8): at most 10 failed tries per account and per client IP
 * in 15 minutes. A slot is reserved atomically before the password is checked, so a burst
 * of parallel guesses cannot slip past the count; a success gives its slot back.
 */
export class LoginLimiter {
  constructor(private readonly db: Db) {}

  /** Reserves an attempt on every key; false when any key is already at its limit. */
  async reserve(keys: readonly string[], now = new Date()): Promise<boolean> {
    const windowStart = new Date(now.getTime() - WINDOW_MS);
    let allowed = true;
    for (const key of keys) {
      const row = await this.db
        .insertInto('login_failures')
        .values({ key, failures: 1, window_start: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures: sql<number>`case when login_failures.window_start <= ${windowStart} then 1 else login_failures.failures + 1 end`,
            window_start: sql<Date>`case when login_failures.window_start <= ${windowStart} then ${now} else login_failures.window_start end`,
          }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      if (row.failures > MAX_ATTEMPTS) allowed = false;
    }
    return allowed;
  }

  /** After a successful sign-in the account starts afresh and the IP gets its slot back. */
  async succeeded(accountKey: string, otherKeys: readonly string[]): Promise<void> {
    await this.db.deleteFrom('login_failures').where('key', '=', accountKey).execute();
    if (otherKeys.length === 0) return;
    await this.db
      .updateTable('login_failures')
      .set({ failures: sql<number>`greatest(failures - 1, 0)` })
      .where('key', 'in', otherKeys)
      .execute();
  }

  async deleteExpired(now = new Date()): Promise<void> {
    await this.db
      .deleteFrom('login_failures')
      .where('window_start', '<=', new Date(now.getTime() - WINDOW_MS))
      .execute();
  }
}
