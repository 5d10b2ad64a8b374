import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Operation } from '@classbeam/contracts';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/database';
import {
  type MovedClass,
  moveVersionsPastCrash,
  onVersionsMoved,
  WalFlusher,
} from '../src/db/durability';
import { type EmbeddedDatabase, isAlive, startEmbeddedPostgres } from '../src/db/embedded';
import { toApiError } from '../src/http/errors';
import type { ClassCommit } from '../src/modules/operations/tap-commit';
import { TapCommitter } from '../src/modules/operations/tap-committer';
import { createTestContext, type TestContext } from './context';
import { addStudents, createClass, opId, pointsOf } from './fixtures';

type Tap = Extract<Operation, { kind: 'points' }>;

/*
 * Taps commit without waiting for the disk and are acknowledged after a flush
 * (db/durability.ts). This file crashes a PostgreSQL of its own in the middle of a stream of
 * taps, the way a power cut or an out-of-memory kill would, and checks what devices rely on.
 */
describe('taps through a database crash', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'classbeam-crash-'));
  let pg: EmbeddedDatabase | undefined;
  let ctx: TestContext | undefined;
  afterAll(async () => {
    await ctx?.close();
    await pg?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loses no acknowledged tap, and moves the class version past every version devices saw', async () => {
    pg = await startEmbeddedPostgres(dir);
    const port = Number(new URL(pg.url).port);
    ctx = await createTestContext({}, pg.url);
    const teacher = await ctx.signUp();
    const classId = await createClass(ctx, teacher, 'Crash');
    const students = await addStudents(ctx, teacher, classId, ['A', 'B', 'C']);
    const moved: MovedClass[] = [];
    onVersionsMoved(ctx.db, (classes) => moved.push(...classes));

    const seen: ClassCommit[] = [];
    const committer = new TapCommitter(ctx.db, (commit) => seen.push(commit));
    const acked = new Set<string>();
    const sent = new Map<string, Tap>();
    const failures: unknown[] = [];
    // Twenty devices, each tapping again as soon as its last tap is answered, until one fails.
    const device = async (d: number) => {
      for (let i = 0; ; i += 1) {
        const tap: Tap = {
          opId: opId(),
          kind: 'points',
          studentId: students[(d + i) % 3] ?? 0,
          delta: 1,
        };
        sent.set(tap.opId, tap);
        try {
          const result = await committer.submit(classId, [tap]);
          for (const id of result.done) acked.add(id);
        } catch (error) {
          failures.push(error);
          return;
        }
      }
    };
    const devices = Array.from({ length: 20 }, (_, d) => device(d));
    await sleep(400);

    // An immediate shutdown: every PostgreSQL process quits at once, nothing is written out.
    const pidFile = path.join(dir, 'postgres', 'postmaster.pid');
    const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    process.kill(postmaster, 'SIGQUIT');
    await Promise.all(devices);
    for (let i = 0; i < 100 && isAlive(postmaster); i += 1) await sleep(50);
    expect(isAlive(postmaster)).toBe(false);
    pg = await startEmbeddedPostgres(dir, () => {}, { port });

    // Wrong-way numbers would make this test pass for nothing: taps flowed, and some failed.
    expect(acked.size).toBeGreaterThan(100);
    expect(failures).toHaveLength(20);
    // What each device was told: try again later, not an internal error.
    expect(new Set(failures.map((e) => toApiError(e).body.code))).toEqual(
      new Set(['service_unavailable']),
    );
    const stored = new Set(
      (await sql<{ op_id: string }>`select op_id from applied_operations`.execute(ctx.db)).rows.map(
        (r) => r.op_id,
      ),
    );
    const lost = [...acked].filter((id) => !stored.has(id));
    expect(lost).toEqual([]);

    // The totals are exactly the taps the database kept, each once.
    const expected = Object.fromEntries(students.map((id) => [id, 5]));
    for (const id of stored) {
      const tap = sent.get(id);
      if (tap) expected[tap.studentId] = (expected[tap.studentId] ?? 0) + tap.delta;
    }
    expect(await pointsOf(ctx, classId)).toEqual(expected);

    // Every version a device was shown is behind the class now, and the jump was announced.
    const row = await ctx.db
      .selectFrom('classes')
      .select('version')
      .where('id', '=', classId)
      .executeTakeFirstOrThrow();
    const highestSeen = Math.max(...seen.map((c) => c.version));
    expect(row.version).toBeGreaterThan(highestSeen);
    expect(moved).toContainEqual({ id: classId, version: row.version });
    // Once per crash: another instance starting now, and five connections it opens together,
    // find the marker set and move nothing.
    const other = createDb(pg.url, { max: 5 });
    const movedThere: MovedClass[] = [];
    onVersionsMoved(other, (classes) => movedThere.push(...classes));
    try {
      expect(await moveVersionsPastCrash(other)).toEqual([]);
      await Promise.all(Array.from({ length: 5 }, () => sql`select pg_sleep(0.05)`.execute(other)));
      expect(movedThere).toEqual([]);
    } finally {
      await other.destroy();
    }
    expect(moved.filter((c) => c.id === classId)).toHaveLength(1);
  }, 60_000);

  it('callers at the same moment share one flush; a caller after it gets a flush of its own', async () => {
    if (!ctx) throw new Error('needs the first test');
    const { db } = ctx;
    const flusher = new WalFlusher(db);
    const ticks = async () =>
      Number(
        (await sql<{ ticks: string }>`select ticks from wal_flush_barrier`.execute(db)).rows[0]
          ?.ticks,
      );
    const before = await ticks();
    await Promise.all(Array.from({ length: 10 }, () => flusher.flushed()));
    expect((await ticks()) - before).toBe(1);
    await flusher.flushed();
    expect((await ticks()) - before).toBe(2);
  });
});
