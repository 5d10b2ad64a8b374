import type { Session } from 'fastify';
import type { Db } from '../../db/database';

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** What @fastify/session hands the store: our fields plus its cookie. */
type StoredSession = Session & { cookie?: { expires?: string | Date | null } };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sessions live in PostgreSQL so they survive restarts and any instance can serve any
 * request (S1). Rows are written only once a session holds something (saveUninitialized off).
 */
export class PostgresSessionStore {
  private readonly endedListeners: ((sid: string) => void)[] = [];

  constructor(private readonly db: Db) {}

  /**
   * Hears every session this store ends: sign-out, and the old session a sign-in replaces
   * (@fastify/session's regenerate destroys it here), and an account's deletion.
   */
  onEnded(listener: (sid: string) => void): void {
    this.endedListeners.push(listener);
  }

  /** Tells the listeners these sessions are gone (a deletion that committed elsewhere). */
  announceEnded(sids: readonly string[]): void {
    for (const sid of sids) for (const listener of this.endedListeners) listener(sid);
  }

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
      .then(() => {
        this.announceEnded([sid]);
        callback();
      }, callback);
  }

  async deleteExpired(now = new Date()): Promise<number> {
    const result = await this.db
      .deleteFrom('sessions')
      .where('expire', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The signed-in user of a live session and when it expires, for the sockets it opens. */
  async liveSession(sid: string): Promise<{ userId: string; expire: Date } | null> {
    const row = await this.db
      .selectFrom('sessions')
      .select(['user_id', 'expire'])
      .where('sid', '=', sid)
      .where('expire', '>', new Date())
      .executeTakeFirst();
    return row?.user_id ? { userId: row.user_id, expire: row.expire } : null;
  }
}
