/** setTimeout's longest delay (about 24.8 days); a 30-day session is looked at again then. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** A check the database could not answer is tried again this soon. */
const RETRY_MS = 1000;

interface ExpiryDeps {
  /** When the session expires now, or null when it has ended (expired, deleted). */
  expiryOf(sid: string): Promise<Date | null>;
  /** Whether this instance still holds a socket of the session. */
  hasSockets(sid: string): boolean;
  /** Puts out this instance's sockets of the session. */
  close(sid: string): void;
}

/**
 * Sockets of a session are put out when it expires, as they are when it is signed out (S2).
 * One timer per session with sockets on this instance, set for its expiry; when it fires,
 * the database says whether the session is still live (its expiry may have moved).
 */
export class SessionExpiry {
  private readonly timers = new Map<string, { timer: NodeJS.Timeout; at: number }>();

  constructor(private readonly deps: ExpiryDeps) {}

  /** A socket of this session connected here. */
  watch(sid: string, expire: Date): void {
    const armed = this.timers.get(sid);
    if (armed && armed.at <= expire.getTime()) return;
    clearTimeout(armed?.timer);
    this.arm(sid, expire.getTime() - Date.now());
  }

  /** The last socket of this session on this instance left. */
  forget(sid: string): void {
    clearTimeout(this.timers.get(sid)?.timer);
    this.timers.delete(sid);
  }

  close(): void {
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private arm(sid: string, delayMs: number): void {
    const delay = Math.min(Math.max(delayMs, 0), MAX_DELAY_MS);
    const timer = setTimeout(() => void this.check(sid), delay);
    timer.unref();
    this.timers.set(sid, { timer, at: Date.now() + delay });
  }

  private async check(sid: string): Promise<void> {
    this.timers.delete(sid);
    let expire: Date | null;
    try {
      expire = await this.deps.expiryOf(sid);
    } catch {
      if (this.deps.hasSockets(sid)) this.arm(sid, RETRY_MS);
      return;
    }
    if (expire === null) this.deps.close(sid);
    else if (this.deps.hasSockets(sid) && !this.timers.has(sid))
      this.arm(sid, expire.getTime() - Date.now());
  }
}
