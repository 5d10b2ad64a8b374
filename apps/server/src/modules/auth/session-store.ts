import type { Db } from '../../db/database';

type Callback<T = void> = (error?: unknown, value?: T) => void;

import type { Session } from 'fastify';

/** What @fastify/session hands the store: our fields plus its cookie. */
type StoredSession = Session & { cookie?: { expires?: string | Date | null } };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sessions live in PostgreSQL so they survive restarts and any instance can serve any
 * request (S1). Rows are written only once a session holds something (saveUninitialized off).
 */
export class PostgresSessionStore {
  constructor(private readonly db: Db) {}

  get(sid: string, callback: Callback<StoredSession | null>): void {
    this.db
      .selectFrom('sessions')
      .select('sess')
      .where('sid', '=', sid)
      .where('expire', '>', new Date())
      .executeTakeFirst()
      .then((row) => callback(null, (row?.sess as StoredSession | undefined) ?? null), callback);
  }

  set(sid: string, session: StoredSession, callback: Callback): void {
    const expires = session.cookie?.expires;
    const expire = expires ? new Date(expires) : new Date(Date.now() + DAY_MS);
    const sess = JSON.stringify(session);
    const userId = typeof session.userId === 'string' ? session.userId : null;
    this.db
      .insertInto('sessions')
      .values({ sid, sess, expire, user_id: userId })
      .onConflict((oc) => oc.column('sid').doUpdateSet({ sess, expire, user_id: userId }))
      .execute()
      .then(() => callback(), callback);
  }

  destroy(sid: string, callback: Callback): void {
    this.db
      .deleteFrom('sessions')
      .where('sid', '=', sid)
      .execute()
      .then(() => callback(), callback);
  }

  async deleteExpired(now = new Date()): Promise<number> {
    const result = await this.db
      .deleteFrom('sessions')
      .where('expire', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The signed-in user of a session id, for the socket handshake. */
  async userIdOf(sid: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('sessions')
      .select('user_id')
      .where('sid', '=', sid)
      .where('expire', '>', new Date())
      .executeTakeFirst();
    return row?.user_id ?? null;
  }
}
