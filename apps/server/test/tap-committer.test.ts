import type { Operation } from '@classbeam/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { toApiError } from '../src/http/errors';
import { localDate } from '../src/modules/operations/operations.service';
import { type ClassCommit, commitTaps } from '../src/modules/operations/tap-commit';
import { TapCommitter } from '../src/modules/operations/tap-committer';
import type { Teacher, TestContext } from './context';
import { addStudents, createClass, opId, pointsOf } from './fixtures';
import { setUpServer } from './set-up';

let ctx: TestContext;
let teacher: Teacher;

setUpServer((s) => ({ ctx, teacher } = s));

type Tap = Extract<Operation, { kind: 'points' }>;

describe('group commit of taps', () => {
  it('one op id in two classes of one statement is applied in each, once', async () => {
    const [first, second] = await Promise.all([
      createClass(ctx, teacher),
      createClass(ctx, teacher),
    ]);
    if (!first || !second) throw new Error('classes');
    const [a] = await addStudents(ctx, teacher, first, ['A']);
    const [b] = await addStudents(ctx, teacher, second, ['B']);
    const id = opId();
    const tap = (studentId: number | undefined): Tap => ({
      opId: id,
      kind: 'points',
      studentId: studentId ?? 0,
      delta: 1,
    });
    const today = localDate(new Date());
    const results = await commitTaps(
      ctx.db,
      [
        { classId: first, taps: [tap(a)] },
        { classId: second, taps: [tap(b)] },
        { classId: second, taps: [tap(b)] },
      ],
      today,
    );
    const applied = results.map((r) => (r instanceof Error ? r : r.batch.appliedNow));
    expect(applied).toEqual([[id], [id], []]);
    expect({ ...(await pointsOf(ctx, first)), ...(await pointsOf(ctx, second)) }).toEqual({
      [a ?? 0]: 6,
      [b ?? 0]: 6,
    });
  });

  it('300 batches from 4 classes at once, with resends queued beside their originals: exact totals, one event per class per commit, versions rising', async () => {
    const classes = await Promise.all([0, 1, 2, 3].map((i) => createClass(ctx, teacher, `G${i}`)));
    const students = await Promise.all(
      classes.map((c) => addStudents(ctx, teacher, c, ['A', 'B', 'C'])),
    );
    const commits: ClassCommit[] = [];
    const committer = new TapCommitter(ctx.db, (c) => commits.push(c));

    const sent: { classId: number; taps: Tap[] }[] = [];
    for (let i = 0; i < 300; i += 1) {
      const c = i % classes.length;
      const taps: Tap[] = [
        {
          opId: opId(),
          kind: 'points',
          studentId: students[c]?.[i % 3] ?? 0,
          delta: i % 5 === 0 ? -1 : 1,
        },
      ];
      sent.push({ classId: classes[c] ?? 0, taps });
      // Every tenth batch is sent twice at once, as a device retrying a lost ack would.
      if (i % 10 === 0) sent.push({ classId: classes[c] ?? 0, taps });
    }
    const results = await Promise.all(sent.map((b) => committer.submit(b.classId, b.taps)));
    expect(results.every((r) => r.rejected.length === 0)).toBe(true);

    for (const [c, classId] of classes.entries()) {
      const expected: Record<number, number> = Object.fromEntries(
        (students[c] ?? []).map((id) => [id, 5]),
      );
      const unique = new Map(
        sent
          .filter((b) => b.classId === classId)
          .flatMap((b) => b.taps)
          .map((t) => [t.opId, t]),
      );
      for (const tap of unique.values())
        expected[tap.studentId] = (expected[tap.studentId] ?? 0) + tap.delta;
      expect(await pointsOf(ctx, classId)).toEqual(expected);

      const events = commits.filter((e) => e.classId === classId);
      const versions = events.map((e) => e.version);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
      expect(new Set(versions).size).toBe(versions.length);
      // Every applied op is announced exactly once.
      const announced = events.flatMap((e) => e.opIds);
      expect(announced.sort()).toEqual([...unique.keys()].sort());
    }
    // Fewer statements than batches: commits were shared.
    expect(commits.length).toBeLessThan(sent.length);
  });

  it('a batch for a class that is gone fails alone; its neighbours in the same commit succeed', async () => {
    const live = await createClass(ctx, teacher, 'Live');
    const [s] = await addStudents(ctx, teacher, live, ['S']);
    const gone = await createClass(ctx, teacher, 'Gone');
    await ctx.request({ method: 'DELETE', url: `/api/classes/${gone}`, as: teacher });
    const committer = new TapCommitter(ctx.db, () => {});
    const [ok, failed] = await Promise.allSettled([
      committer.submit(live, [{ opId: opId(), kind: 'points', studentId: s ?? 0, delta: 1 }]),
      committer.submit(gone, [{ opId: opId(), kind: 'points', studentId: s ?? 0, delta: 1 }]),
    ]);
    expect(ok.status).toBe('fulfilled');
    expect(failed.status).toBe('rejected');
    expect(await pointsOf(ctx, live)).toEqual({ [s ?? 0]: 6 });
  });

  it("a batch the database refuses fails alone: the other batches of its statement, another teacher's among them, are applied and announced", async () => {
    const other = await ctx.signUp();
    const mine = await createClass(ctx, teacher, 'Mine');
    const theirs = await createClass(ctx, other, 'Theirs');
    const [m] = await addStudents(ctx, teacher, mine, ['M']);
    const [t1, t2] = await addStudents(ctx, other, theirs, ['T1', 'T2']);
    const heard: ClassCommit[] = [];
    const committer = new TapCommitter(ctx.db, (c) => heard.push(c));
    const tap = (studentId: number): Tap => ({ opId: opId(), kind: 'points', studentId, delta: 1 });
    // Past the schemas' guard (as a bug or a new path might be): PostgreSQL refuses this id.
    const results = await Promise.allSettled([
      committer.submit(theirs, [tap(t1 ?? 0)]),
      committer.submit(mine, [tap(2 ** 31)]),
      committer.submit(theirs, [tap(t2 ?? 0)]),
      committer.submit(mine, [tap(m ?? 0)]),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const refused = results[1];
    if (refused?.status === 'rejected') expect(toApiError(refused.reason).status).toBe(400);
    expect(await pointsOf(ctx, theirs)).toEqual({ [t1 ?? 0]: 6, [t2 ?? 0]: 6 });
    expect(await pointsOf(ctx, mine)).toEqual({ [m ?? 0]: 6 });
    // Tried one by one, the class's two commits are both announced, in version order.
    const theirVersions = heard.filter((c) => c.classId === theirs).map((c) => c.version);
    expect(theirVersions).toHaveLength(2);
    expect(theirVersions[1]).toBe((theirVersions[0] ?? 0) + 1);
    expect(heard.filter((c) => c.classId === mine)).toHaveLength(1);
  });

  it('taps that arrive in the same turn share the first statement, not only the ones queued behind it', async () => {
    const classes = await Promise.all([0, 1, 2].map((i) => createClass(ctx, teacher, `T${i}`)));
    const students = await Promise.all(classes.map((c) => addStudents(ctx, teacher, c, ['A'])));
    // One statement announces its classes in one synchronous loop; a microtask closes the group.
    const statements: number[][] = [];
    let open: number[] | null = null;
    const committer = new TapCommitter(ctx.db, (c) => {
      if (!open) {
        const group: number[] = [];
        open = group;
        statements.push(group);
        queueMicrotask(() => {
          open = null;
        });
      }
      open.push(c.classId);
    });
    await Promise.all(
      classes.map((classId, c) =>
        committer.submit(classId, [
          { opId: opId(), kind: 'points', studentId: students[c]?.[0] ?? 0, delta: 1 },
        ]),
      ),
    );
    expect(statements).toEqual([classes]);
  });

  it('the next statement runs while the previous one is broadcast, and the broadcasts keep their order', async () => {
    const [first, second] = await Promise.all(
      [1, 2].map((i) => createClass(ctx, teacher, `P${i}`)),
    );
    const [a] = await addStudents(ctx, teacher, first ?? 0, ['A']);
    const [b] = await addStudents(ctx, teacher, second ?? 0, ['B']);
    const tapA: Tap = { opId: opId(), kind: 'points', studentId: a ?? 0, delta: 1 };
    const tapB: Tap = { opId: opId(), kind: 'points', studentId: b ?? 0, delta: 1 };
    let broadcastStarted = 0;
    const heard: number[] = [];
    // A slow broadcast: 150 ms of socket writes for the first class.
    const committer = new TapCommitter(ctx.db, (c) => {
      heard.push(c.classId);
      if (c.classId !== first) return;
      broadcastStarted = Date.now();
      while (Date.now() - broadcastStarted < 150);
    });
    // Hold the first class so its statement waits, and queue the second one behind it.
    let done: Promise<unknown> = Promise.resolve();
    await ctx.db.transaction().execute(async (trx) => {
      await sql`select id from classes where id = ${first} for update`.execute(trx);
      const pending = committer.submit(first ?? 0, [tapA]);
      await new Promise((r) => setTimeout(r, 50));
      done = Promise.all([pending, committer.submit(second ?? 0, [tapB])]);
      await new Promise((r) => setTimeout(r, 20));
    });
    await done;
    const { rows } = await sql<{ at: Date }>`
      select applied_at as at from applied_operations where op_id = ${tapB.opId}`.execute(ctx.db);
    // The second statement began before the first broadcast's 150 ms were over, not after.
    expect(rows[0]?.at.getTime()).toBeLessThan(broadcastStarted + 100);
    expect(heard).toEqual([first, second]);
  });

  it("runs inside a caller's transaction too, and is undone with it", async () => {
    const classId = await createClass(ctx, teacher, 'Rolled back');
    const [s] = await addStudents(ctx, teacher, classId, ['S']);
    const tap: Tap = { opId: opId(), kind: 'points', studentId: s ?? 0, delta: 3 };
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        const [result] = await commitTaps(trx, [{ classId, taps: [tap] }], localDate());
        expect(result).not.toBeInstanceOf(Error);
        if (result instanceof Error || !result) throw new Error('no result');
        expect(result.batch.students).toEqual([{ id: s, points: 8, attendanceStatus: 'present' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await pointsOf(ctx, classId)).toEqual({ [s ?? 0]: 5 });
    // The op id was rolled back with it, so the same tap applies once afterwards.
    await commitTaps(ctx.db, [{ classId, taps: [tap] }], localDate());
    expect(await pointsOf(ctx, classId)).toEqual({ [s ?? 0]: 8 });
  });
});
