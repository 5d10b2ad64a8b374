/**
 * The server's one source of time for the class run. Production runs it at offset 0; tests
 * (and the end-to-end server started with TEST_CLOCK=1) move it forward with `jump`, and
 * every pending wake-up is re-armed against the new time.
 */
export interface Clock {
  now(): number;
  /** Runs `fire` once at server time `at` (at once if that is past); returns a cancel. */
  at(at: number, fire: () => void): () => void;
}

const MAX_DELAY_MS = 2 ** 31 - 1;

interface Pending {
  at: number;
  fire: () => void;
  handle: ReturnType<typeof setTimeout> | undefined;
}

export class OffsetClock implements Clock {
  private offset = 0;
  private readonly pending = new Set<Pending>();

  now(): number {
    return Date.now() + this.offset;
  }

  at(at: number, fire: () => void): () => void {
    const entry: Pending = { at, fire, handle: undefined };
    this.pending.add(entry);
    this.arm(entry);
    return () => {
      clearTimeout(entry.handle);
      this.pending.delete(entry);
    };
  }

  /** Moves server time forward (tests only); wake-ups now due fire at once, in order. */
  jump(ms: number): void {
    this.offset += ms;
    for (const entry of [...this.pending].sort((a, b) => a.at - b.at)) {
      clearTimeout(entry.handle);
      this.arm(entry);
    }
  }

  /** Wake-ups waiting, for the running-classes bench and leak tests. */
  get size(): number {
    return this.pending.size;
  }

  private arm(entry: Pending): void {
    const delay = Math.min(MAX_DELAY_MS, Math.max(0, entry.at - this.now()));
    entry.handle = setTimeout(() => {
      // A timeout may fire a little early, or be capped: re-arm until the time has come.
      if (this.now() < entry.at) return this.arm(entry);
      this.pending.delete(entry);
      entry.fire();
    }, delay);
    entry.handle.unref?.();
  }
}
