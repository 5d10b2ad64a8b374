import { sql } from 'kysely';
import type { Db } from '../../db/database';

export const WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins per account in a window, from any address. */
export const MAX_ACCOUNT_FAILURES = 10;
/**
 * Failed sign-ins per client address. A school puts every teacher behind one NAT address,
 * so a few teachers' typos must not lock out the rest; a sweep over many accounts still stops.
 */
export const MAX_ADDRESS_FAILURES = 100;
/** Sign-ups per client address: each costs a scrypt hash, so a flood would burn the CPU. */
export const MAX_ADDRESS_SIGN_UPS = 100;

/**
 * Sign-ins started at a school provider per client address: each keeps a session row for ten
 * minutes, so a flood of starts would fill the table. A school of teachers behind one address
 * starts far fewer; a finished sign-in gives its slot back.
 */
export const MAX_ADDRESS_SCHOOL_STARTS = 200;

/** A counter and its limit within the window. */
export interface LimitKey {
  key: string;
  limit: number;
}

export const accountKey = (email: string): LimitKey => ({
  key: `account:${email}`,
  limit: MAX_ACCOUNT_FAILURES,
});
export const addressKey = (ip: string): LimitKey => ({
  key: `ip:${ip}`,
  limit: MAX_ADDRESS_FAILURES,
});
export const signUpKey = (ip: string): LimitKey => ({
  key: `signup-ip:${ip}`,
  limit: MAX_ADDRESS_SIGN_UPS,
});

export const schoolStartKey = (ip: string): LimitKey => ({
  key: `school-start-ip:${ip}`,
  limit: MAX_ADDRESS_SCHOOL_STARTS,
});

/**
 * Brute-force limits (S8), counted in `login_failures` per key over a 15-minute window. A
 * slot is reserved atomically before the password is checked, so a burst of parallel guesses
 * cannot slip past the count; a successful sign-in gives its slots back.
 */
export class LoginLimiter {
  constructor(private readonly db: Db) {}

  /**
   * Reserves an attempt on every key; false when any key is already past its limit. Inside a
   * transaction (`db`), the counter's row stays locked until it ends, so attempts of one key
   * are counted and decided one at a time however many arrive at once.
   */
  async reserve(keys: readonly LimitKey[], now = new Date(), db: Db = this.db): Promise<boolean> {
    const windowStart = new Date(now.getTime() - WINDOW_MS);
    let allowed = true;
    for (const { key, limit } of keys) {
      const row = await db
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
      if (row.failures > limit) allowed = false;
    }
    return allowed;
  }

  /** After a successful sign-in the account starts afresh and the others get their slot back. */
  async succeeded(account: LimitKey, others: readonly LimitKey[]): Promise<void> {
    await this.db.deleteFrom('login_failures').where('key', '=', account.key).execute();
    await this.giveBack(others);
  }

  /** An attempt that turned out right gives its reserved slot back: only failures count. */
  async giveBack(keys: readonly LimitKey[], db: Db = this.db): Promise<void> {
    if (keys.length === 0) return;
    await db
      .updateTable('login_failures')
      .set({ failures: sql<number>`greatest(failures - 1, 0)` })
      .where(
        'key',
        'in',
        keys.map((k) => k.key),
      )
      .execute();
  }

  /** Forgets an account's counter (the account was deleted). */
  async forget(account: LimitKey): Promise<void> {
    await this.db.deleteFrom('login_failures').where('key', '=', account.key).execute();
  }

  async deleteExpired(now = new Date()): Promise<void> {
    await this.db
      .deleteFrom('login_failures')
      .where('window_start', '<=', new Date(now.getTime() - WINDOW_MS))
      .execute();
  }
}
