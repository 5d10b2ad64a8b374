import type { Db } from '../../db/database';
import { flusherOf } from '../../db/durability';
import { toApiError } from '../../http/errors';
import type { AppliedBatch } from './operation';
import { localDate } from './operations.service';
import { type ClassCommit, commitTaps, type Tap, type TapBatchResult } from './tap-commit';

interface Waiting {
  classId: number;
  taps: readonly Tap[];
  resolve(result: AppliedBatch): void;
  reject(error: unknown): void;
}

/** Ops per statement at most; a queue longer than this is taken in turns. */
const MAX_GROUP_OPS = 2000;

/**
 * Group commit for taps (one statement at a time measured best: bench/points-throughput.mjs):
 * while a statement is running, batches from every class queue up and the next statement
 * takes them all, so a busy server runs far fewer statements per tap and a quiet one still
 * commits each tap at once.
 * Broadcasts go out once per class per statement, as soon as its commit is visible; the
 * acknowledgements wait for a WAL flush that covers it (db/durability.ts), which the
 * commits in flight share.
 */
export class TapCommitter {
  private queue: Waiting[] = [];
  private running = 0;
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly onCommitted: (commit: ClassCommit) => void,
    private readonly concurrency = 1,
    private readonly flusher = flusherOf(db),
  ) {}

  submit(classId: number, taps: readonly Tap[]): Promise<AppliedBatch> {
    return new Promise((resolve, reject) => {
      this.queue.push({ classId, taps, resolve, reject });
      // Start after this turn's reads: taps that arrived together share the first statement
      // instead of the first going alone and the rest waiting a whole statement for it.
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  private pump(): void {
    while (this.running < this.concurrency && this.queue.length > 0) {
      let ops = 0;
      let take = 0;
      while (
        take < this.queue.length &&
        (take === 0 || ops + (this.queue[take]?.taps.length ?? 0) <= MAX_GROUP_OPS)
      ) {
        ops += this.queue[take]?.taps.length ?? 0;
        take += 1;
      }
      const group = this.queue.splice(0, take);
      this.running += 1;
      void this.run(group);
    }
  }

  /** A statement has finished: the connection may take the next group. */
  private release(): void {
    this.running -= 1;
    this.pump();
  }

  /**
   * One statement for the group. If it fails and the group has several batches, each is
   * tried alone, in order: one device's bad batch fails that batch, never its neighbours'
   * (other teachers' taps among them). A database that is out of reach fails them all at once.
   */
  private async commit(group: Waiting[]): Promise<(TapBatchResult | Error)[]> {
    const today = localDate();
    try {
      return await commitTaps(this.db, group, today);
    } catch (error) {
      if (group.length === 1 || toApiError(error).status === 503) throw error;
      const results: (TapBatchResult | Error)[] = [];
      for (const waiting of group) {
        try {
          results.push(...(await commitTaps(this.db, [waiting], today)));
        } catch (alone) {
          results.push(alone instanceof Error ? alone : new Error(String(alone)));
        }
      }
      return results;
    }
  }

  private async run(group: Waiting[]): Promise<void> {
    let results: (TapBatchResult | Error)[];
    try {
      results = await this.commit(group);
    } catch (error) {
      this.release();
      for (const waiting of group) waiting.reject(error);
      return;
    }
    // Asked for now, the flush starts after this commit and so covers it.
    const flushed = this.flusher.flushed();
    // Start the next statement before broadcasting this one, so PostgreSQL runs it while this
    // process writes to the sockets. The pool hands out its connection on the next tick; once
    // that tick has run, the statement has left and the broadcast goes. Its result cannot be
    // read before this broadcast ends (no I/O runs in between), so classes still hear their
    // versions in order.
    this.release();
    await new Promise<void>((resolve) => process.nextTick(resolve));
    // Batches of a class share one commit, except when they were tried one by one.
    const announced = new Set<ClassCommit>();
    const applied: [Waiting, AppliedBatch][] = [];
    for (const [i, waiting] of group.entries()) {
      const result = results[i];
      if (!result || result instanceof Error) {
        waiting.reject(result ?? new Error('no result'));
        continue;
      }
      if (!announced.has(result.commit) && result.commit.students.length > 0) {
        announced.add(result.commit);
        this.onCommitted(result.commit);
      }
      applied.push([waiting, result.batch]);
    }
    // Devices let go of their ops on the acknowledgement: only once the commit is durable.
    try {
      await flushed;
    } catch (error) {
      for (const [waiting] of applied) waiting.reject(error);
      return;
    }
    for (const [waiting, batch] of applied) waiting.resolve(batch);
  }
}
