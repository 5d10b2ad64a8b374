import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { runPrepared } from './prepared';
import type { Db } from './schema';

/*
 * Taps commit asynchronously (synchronous_commit off for their statement): their totals reach
 * every device as soon as they are visible, without waiting for a disk flush that this kind
 * of host stalls for 3-900 ms now and then (bench/realtime-latency.mjs). Two things keep
 * that safe:
 * - a device's ops are acknowledged only after a WAL flush that started after their commit
 *   (WalFlusher), and a device resends whatever is unacknowledged, so a crash loses nothing
 *   a device has let go of;
 * - a crash may take back commits that devices have already seen, and with them class
 *   versions. Found after a crash, every class version jumps past anything that could have
 *   been handed out (moveVersionsPastCrash), so devices see a gap and take a fresh snapshot
 *   instead of ignoring the next events as old.
 */

/**
 * The synchronous update that makes everything written before it durable. It sets
 * synchronous_commit itself: a server or database configured with it off would otherwise
 * turn every acknowledgement into a promise nothing keeps.
 */
const FLUSH = `update wal_flush_barrier set ticks = ticks + 1
  where id = 1 and set_config('synchronous_commit', 'on', true) is not null`;

/**
 * How long a flush waits for more commits to share it. Acknowledgements are not what anyone
 * watches (the tapping phone shows its tap at once), and at 500 taps/s this halves the
 * flushes and the statements that make them: 178 instead of 279 per second, and 4 points of a
 * core less for the server (bench/realtime-latency.mjs, 5,000 sockets).
 */
export const FLUSH_GATHER_MS = 4;

/**
 * Flushes on demand, shared by every waiter. The WAL is one sequence, so a flush whose
 * statement is sent after a commit covers it: callers join the flush that has not sent its
 * statement yet, and a new one waits for the one in flight, which may predate their commits.
 */
export class WalFlusher {
  private pending: Promise<void> | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly gatherMs = FLUSH_GATHER_MS,
  ) {}

  /** Resolves once everything committed before this call is on disk. */
  flushed(): Promise<void> {
    this.pending ??= this.next();
    return this.pending;
  }

  private async next(): Promise<void> {
    await Promise.all([sleep(this.gatherMs), this.running?.catch(() => {})]);
    // From here on, a caller's commit may come after this statement: it needs the next flush.
    this.pending = null;
    const run = runPrepared(this.db, 'wal-flush', FLUSH, []).then(() => {});
    this.running = run;
    const done = () => {
      if (this.running === run) this.running = null;
    };
    run.then(done, done);
    return run;
  }
}

const flushers = new WeakMap<Db, WalFlusher>();

/** The handle's one flusher, so every asynchronous commit on it shares the same flushes. */
export function flusherOf(db: Db): WalFlusher {
  let flusher = flushers.get(db);
  if (!flusher) {
    flusher = new WalFlusher(db);
    flushers.set(db, flusher);
  }
  return flusher;
}

/**
 * More than the versions one class could gain from commits lost in a crash: one per tap
 * statement between two flushes, a few thousand even through a flush stalled for seconds.
 */
export const VERSION_JUMP_AFTER_CRASH = 1_000_000;

/**
 * Run on every new connection and once at start: when the crash marker is gone, put it back
 * and move every class version past the crash, in one transaction. Concurrent checks (other
 * connections, other instances) wait on the marker's key and find it set: one jump per crash.
 */
const CRASH_CHECK = `
  with marked as (insert into crash_marker (id) values (1) on conflict do nothing returning id)
  update classes set version = version + ${VERSION_JUMP_AFTER_CRASH}
  where exists (select 1 from marked)
  returning id, version`;

export interface MovedClass {
  id: number;
  version: number;
}

type Listener = (moved: MovedClass[]) => void;
const listeners = new WeakMap<Db, Set<Listener>>();

/** Called with the classes whose versions jumped, so their devices can be told. */
export function onVersionsMoved(db: Db, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

function announce(db: Db, moved: MovedClass[]): void {
  if (moved.length === 0) return;
  for (const listener of listeners.get(db) ?? []) listener(moved);
}

/** Handles whose start-up check has run: from then on, each new connection checks too. */
const armed = new WeakSet<Db>();

/** The start-up check, after the migrations (the tables exist) and before serving. */
export async function moveVersionsPastCrash(db: Db): Promise<MovedClass[]> {
  const moved = await runPrepared<MovedClass>(db, 'crash-check', CRASH_CHECK, []);
  armed.add(db);
  announce(db, moved);
  return moved;
}

/**
 * The check on each new connection of the pool (its `onConnect` hook, which the pool awaits
 * before handing the connection out), so no statement after a crash can read a version from
 * before the jump. Connections made before the start-up check (the migrations' among them,
 * when the table may not exist yet) skip it: a crash ends every connection, so each one
 * opened after a crash is checked.
 */
export function crashCheckOnConnect(
  dbOf: () => Db | undefined,
): (client: pg.ClientBase) => Promise<void> {
  return async (client) => {
    const db = dbOf();
    if (!db || !armed.has(db)) return;
    // A failed check fails the connection: the caller gets the database's error and retries.
    const { rows } = await client.query<MovedClass>(CRASH_CHECK);
    announce(db, rows);
  };
}
