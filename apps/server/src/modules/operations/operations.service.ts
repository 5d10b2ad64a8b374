import { randomUUID } from 'node:crypto';
import {
  type AwardNote,
  type AwardTarget,
  type BoardChange,
  MESSAGES,
  type OperationRejection,
  STARTING_POINTS,
  type StudentLive,
  UNDO_WINDOW_MS,
} from '@classbeam/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { flusherOf } from '../../db/durability';
import type { UndoRecord } from '../../db/schema';
import { notFound } from '../../http/errors';
import { bumpVersion } from '../classes/classes.repository';
import { type AppliedBatch, opFingerprint, type ServerOperation } from './operation';
import { commitTaps, TAP_STEPS, type Tap } from './tap-commit';
import { undoPlan } from './undo';

export type { AppliedBatch, ServerOperation };

type Trx = Db;
type LiveRow = { id: number; points: number; attendance_status: StudentLive['attendanceStatus'] };

interface Work {
  trx: Trx;
  classId: number;
  now: Date;
  today: string;
  changed: Map<number, StudentLive>;
  rejected: OperationRejection[];
  awards: AwardNote[];
}

/** Today as the server's calendar sees it (daily attendance rows are per calendar day). */
export function localDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const serverOp = <T extends object>(op: T): T & { opId: string } => ({
  ...op,
  opId: `srv-${randomUUID()}`,
});

/**
 * Applies a batch in one transaction (R1): op ids already applied are skipped, points change
 * by increments in SQL (never a total the client computed), every change is logged, and the
 * class version rises once. Callers broadcast `students` after this resolves (after commit).
 */
export async function applyOperations(
  db: Db,
  classId: number,
  ops: readonly ServerOperation[],
  now = new Date(),
): Promise<AppliedBatch> {
  if (ops.every((op) => op.kind === 'points')) {
    const [result] = await commitTaps(db, [{ classId, taps: ops as Tap[] }], localDate(now));
    if (!result || result instanceof Error) throw result ?? notFound(MESSAGES.classNotFound);
    // The tap statement commits without waiting for the disk: wait here, as the committer does.
    await flusherOf(db).flushed();
    return result.batch;
  }
  return db.transaction().execute((trx) => applyOperationsIn(trx, classId, ops, now));
}

/**
 * The same inside a transaction the caller holds (the class run resets points and attendance
 * in the transaction that starts the class). Locks the class row first.
 */
export async function applyOperationsIn(
  trx: Db,
  classId: number,
  ops: readonly ServerOperation[],
  now = new Date(),
): Promise<AppliedBatch> {
  // An id twice in one batch is a resend of itself (the contract refuses two changes under
  // one id); an id applied before to another change is refused below.
  const firsts = new Map<string, ServerOperation>();
  for (const op of ops) if (!firsts.has(op.opId)) firsts.set(op.opId, op);
  const reused = new Set<string>();
  const uniqueIds = [...firsts.keys()];
  const fingerprints = uniqueIds.map((id) => opFingerprint(firsts.get(id) as ServerOperation));
  // One round trip: lock the class (ordering writers, no deadlocks between a class-wide and
  // a single-student change), record which op ids are new, and which were applied before to
  // another change (updated to themselves, returning the old fingerprint; see tap-commit.ts).
  const head = await sql<{ version: number | null; fresh: string[]; reused: string[] }>`
    with input(op_id, fingerprint) as (
      select * from unnest(${uniqueIds}::text[], ${fingerprints}::text[])
    ),
    locked as (select version from classes where id = ${classId} for update),
    claimed as (
      insert into applied_operations (op_id, class_id, fingerprint)
      select input.op_id, ${classId}::int, input.fingerprint from input, locked
      on conflict (class_id, op_id) do update set fingerprint = applied_operations.fingerprint
      where applied_operations.fingerprint <> excluded.fingerprint
      returning op_id, fingerprint
    ),
    fresh as (
      select claimed.op_id from claimed join input using (op_id)
      where claimed.fingerprint = input.fingerprint
    ),
    reused as (
      select claimed.op_id from claimed join input using (op_id)
      where claimed.fingerprint <> input.fingerprint
    )
    select (select version from locked) as version,
           coalesce((select array_agg(op_id) from fresh), '{}') as fresh,
           coalesce((select array_agg(op_id) from reused), '{}') as reused`.execute(trx);
  const current = head.rows[0];
  if (!current || current.version === null) throw notFound(MESSAGES.classNotFound);
  for (const id of current.reused) reused.add(id);
  const freshIds = new Set(current.fresh);
  const toApply = uniqueIds
    .filter((id) => freshIds.has(id) && !reused.has(id))
    .map((id) => firsts.get(id) as ServerOperation);

  const work: Work = {
    trx,
    classId,
    now,
    today: localDate(now),
    changed: new Map(),
    rejected: [],
    awards: [],
  };
  for (const opId of reused)
    work.rejected.push({ opId, code: 'op_id_reused', message: MESSAGES.opIdReused });
  for (let i = 0; i < toApply.length; ) {
    const op = toApply[i] as ServerOperation;
    if (op.kind === 'points') {
      let end = i;
      while (toApply[end]?.kind === 'points') end += 1;
      await applyPointRun(
        work,
        toApply.slice(i, end) as Extract<ServerOperation, { kind: 'points' }>[],
      );
      i = end;
    } else {
      await applyOne(work, op);
      i += 1;
    }
  }

  const version = work.changed.size > 0 ? await bumpVersion(trx, classId) : current.version;
  const rejectedIds = new Set(work.rejected.map((r) => r.opId));
  return {
    version,
    done: uniqueIds.filter((id) => !reused.has(id)),
    rejected: work.rejected,
    students: [...work.changed.values()],
    appliedNow: toApply.map((op) => op.opId).filter((id) => !rejectedIds.has(id)),
    awards: work.awards,
  };
}

/**
 * Forgets the ids of operations applied before `before`: without it `applied_operations`
 * grows by a row a tap for ever. After this an id is new again, so the retention must outlast
 * any resend a device makes (its outbox's, after a night or a weekend offline).
 */
export async function forgetOldOperations(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('applied_operations')
    .where('applied_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

function remember(work: Work, rows: readonly LiveRow[]): void {
  for (const row of rows) {
    work.changed.set(row.id, {
      id: row.id,
      points: row.points,
      attendanceStatus: row.attendance_status,
    });
  }
}

function reject(work: Work, opId: string, message: string = MESSAGES.studentNotFound): void {
  work.rejected.push({ opId, code: 'not_found', message });
}

/** Whether the skill (if any) is one of this class's; a refused op is rejected here. */
async function skillFits(work: Work, opId: string, skillId: number | undefined): Promise<boolean> {
  if (skillId === undefined) return true;
  const skill = await work.trx
    .selectFrom('skills')
    .select('id')
    .where('id', '=', skillId)
    .where('class_id', '=', work.classId)
    .executeTakeFirst();
  if (!skill) reject(work, opId, MESSAGES.skillNotFound);
  return skill !== undefined;
}

/** A run of taps inside the batch's transaction: the same steps as the tap statement. */
async function applyPointRun(work: Work, all: Extract<ServerOperation, { kind: 'points' }>[]) {
  const run: typeof all = [];
  for (const op of all) if (await skillFits(work, op.opId, op.skillId)) run.push(op);
  if (run.length === 0) return;
  const rows = (
    await sql<LiveRow>`
      with new_taps(ord, class_id, id, delta, skill_id, op_id) as (
        select t.ord, ${work.classId}::int, t.id, t.delta, t.skill_id, t.op_id
        from unnest(${run.map((_, i) => i)}::int[], ${run.map((op) => op.studentId)}::int[],
                    ${run.map((op) => op.delta)}::int[], ${run.map((op) => op.skillId ?? null)}::int[],
                    ${run.map((op) => op.opId)}::text[]) as t(ord, id, delta, skill_id, op_id)
      ),
      today(d) as (select ${work.today}::text),
      ${sql.raw(TAP_STEPS)}
      select id, points, attendance_status from upd`.execute(work.trx)
  ).rows;
  remember(work, rows);
  const found = new Set(rows.map((r) => r.id));
  for (const op of run) {
    if (!found.has(op.studentId)) reject(work, op.opId);
    else
      work.awards.push({
        opId: op.opId,
        target: 'student',
        studentIds: [op.studentId],
        groupId: null,
        skillId: op.skillId ?? null,
        delta: op.delta,
      });
  }
}

async function applyOne(
  work: Work,
  op: Exclude<ServerOperation, { kind: 'points' }>,
): Promise<void> {
  const { trx, classId } = work;
  switch (op.kind) {
    case 'class-points':
      if (!(await skillFits(work, op.opId, op.skillId))) return;
      return addToPresent(work, op.opId, op.delta, op.skillId);
    case 'group-points': {
      const group = await trx
        .selectFrom('groups')
        .select('id')
        .where('id', '=', op.groupId)
        .where('class_id', '=', classId)
        .executeTakeFirst();
      if (!group) return reject(work, op.opId, MESSAGES.groupNotFound);
      if (!(await skillFits(work, op.opId, op.skillId))) return;
      return addToPresent(work, op.opId, op.delta, op.skillId, group.id);
    }
    case 'set-points': {
      const before = await trx
        .selectFrom('students')
        .select('points')
        .where('id', '=', op.studentId)
        .where('class_id', '=', classId)
        .where('is_active', '=', true)
        .forUpdate()
        .executeTakeFirst();
      if (!before) return reject(work, op.opId);
      const change = op.points - before.points;
      if (change === 0) return;
      const rows = await trx
        .updateTable('students')
        .set({ points: sql<number>`points + ${change}` })
        .where('id', '=', op.studentId)
        .returning(['id', 'points', 'attendance_status'])
        .execute();
      remember(work, rows);
      await logChanges(work, op.opId, [{ studentId: op.studentId, change }], { kind: 'adjust' });
      await keepUndo(work, op.opId, { kind: 'add', ids: [op.studentId], delta: change });
      return;
    }
    case 'attendance': {
      const rows = (
        await sql<LiveRow & { old: LiveRow['attendance_status'] }>`
          update students as s set attendance_status = ${op.status}
          from (select id, attendance_status as old from students
                where id = ${op.studentId} and class_id = ${classId} and is_active
                for update) as o
          where s.id = o.id
          returning s.id, s.points, s.attendance_status, o.old`.execute(trx)
      ).rows;
      if (rows.length === 0) return reject(work, op.opId);
      remember(work, rows);
      await recordAttendance(work, rows);
      await keepUndo(work, op.opId, {
        kind: 'attendance',
        ids: rows.map((r) => r.id),
        before: rows.map((r) => r.old),
        after: op.status,
      });
      return;
    }
    case 'reset-points': {
      const rows = (
        await sql<LiveRow & { change: number }>`
          update students as s set points = ${STARTING_POINTS}
          from (select id, points as old from students
                where class_id = ${classId} and is_active for update) as o
          where s.id = o.id
          returning s.id, s.points, s.attendance_status, ${STARTING_POINTS} - o.old as change`.execute(
          trx,
        )
      ).rows;
      remember(work, rows);
      // The scoreboard's lesson starts again here; the history keeps everything before it.
      const since = await sql<{ before: Date | null }>`
        update class_settings as cs set points_since = ${work.now}
        from (select points_since as before from class_settings
              where class_id = ${classId} for update) as o
        where cs.class_id = ${classId}
        returning o.before`.execute(trx);
      await keepUndo(work, op.opId, {
        kind: 'totals',
        ids: rows.map((r) => r.id),
        before: rows.map((r) => STARTING_POINTS - r.change),
        since: since.rows[0]?.before?.toISOString() ?? null,
      });
      await trx
        .insertInto('class_events')
        .values({
          class_id: classId,
          kind: op.cause ?? 'reset-points',
          op_id: op.opId,
          at: work.now,
        })
        .execute();
      return;
    }
    case 'reset-attendance': {
      const rows = (
        await sql<LiveRow & { old: LiveRow['attendance_status'] }>`
          update students as s set attendance_status = 'present'
          from (select id, attendance_status as old from students
                where class_id = ${classId} and is_active for update) as o
          where s.id = o.id
          returning s.id, s.points, s.attendance_status, o.old`.execute(trx)
      ).rows;
      remember(work, rows);
      await recordAttendance(work, rows);
      await keepUndo(work, op.opId, {
        kind: 'attendance',
        ids: rows.map((r) => r.id),
        before: rows.map((r) => r.old),
        after: 'present',
      });
      return;
    }
    case 'undo':
      return applyUndo(work, op.opId, op.undoes);
  }
}

/** Stores, beside an applied operation's id, what undoing it needs. */
async function keepUndo(work: Work, opId: string, record: UndoRecord): Promise<void> {
  await work.trx
    .updateTable('applied_operations')
    .set({ undo: JSON.stringify(record) })
    .where('class_id', '=', work.classId)
    .where('op_id', '=', opId)
    .execute();
}

/**
 * Takes back an operation of this class, once, within UNDO_WINDOW_MS of it: an award leaves
 * the history (as a removal from the timeline does, `removeAwards`), a reset's old totals come
 * back with what was given since on top (and the scoreboard's lesson begins where it did), and
 * a status goes back where nothing changed it since. Students deleted meanwhile are passed by.
 */
async function applyUndo(work: Work, opId: string, undoes: string): Promise<void> {
  const { trx, classId } = work;
  const target = await trx
    .selectFrom('applied_operations')
    .select(['fingerprint', 'undo', 'undone_by', 'applied_at'])
    .where('class_id', '=', classId)
    .where('op_id', '=', undoes)
    .forUpdate()
    .executeTakeFirst();
  const plan = target && !target.undone_by ? undoPlan(target.fingerprint, target.undo) : null;
  const tooOld =
    target !== undefined &&
    new Date(target.applied_at).getTime() < work.now.getTime() - UNDO_WINDOW_MS;
  if (!plan || tooOld) {
    work.rejected.push({ opId, code: 'cannot_undo', message: MESSAGES.cannotUndo });
    return;
  }
  await trx
    .updateTable('applied_operations')
    .set({ undone_by: opId })
    .where('class_id', '=', classId)
    .where('op_id', '=', undoes)
    .execute();
  if (plan.kind === 'attendance') {
    const rows = (
      await sql<LiveRow>`
        update students as s set attendance_status = b.before
        from unnest(${plan.ids}::int[], ${plan.before}::text[]) as b(id, before)
        where s.id = b.id and s.class_id = ${classId} and s.is_active
          and s.attendance_status = ${plan.after}
        returning s.id, s.points, s.attendance_status`.execute(trx)
    ).rows;
    remember(work, rows);
    await recordAttendance(work, rows);
    return;
  }
  if (plan.kind === 'add') {
    // The award's rows leave the history; the points come off where they still count.
    await removeAwardsIn(work, { opId: undoes });
    return;
  }
  await sql`update class_settings set points_since = ${plan.since ?? null}::timestamptz
            where class_id = ${classId}`.execute(trx);
  await trx
    .updateTable('class_events')
    .set({ undone_at: work.now })
    .where('class_id', '=', classId)
    .where('op_id', '=', undoes)
    .execute();
  const moving = plan.ids
    .map((id, i) => ({ id, change: (plan.before[i] ?? STARTING_POINTS) - STARTING_POINTS }))
    .filter((c) => c.change !== 0);
  if (moving.length === 0) return;
  const rows = (
    await sql<LiveRow>`
      update students as s set points = s.points + c.change
      from unnest(${moving.map((c) => c.id)}::int[], ${moving.map((c) => c.change)}::int[])
        as c(id, change)
      where s.id = c.id and s.class_id = ${classId} and s.is_active
      returning s.id, s.points, s.attendance_status`.execute(trx)
  ).rows;
  remember(work, rows);
}

/** Which awards to remove: one operation's (all its students), or single log rows. */
export type AwardSelection = { opId: string } | { logIds: string[] };

/**
 * Removes awards from the history (Undo, and the timeline's lasting undo): their rows are
 * marked removed (kept, so the timeline can say so, but never counted again), the day's earned
 * points lose them, and a student's scoreboard total loses them only when they were given in
 * this lesson (since the last reset to 5, `points_since`): removing last Tuesday's point leaves
 * today's board alone. Rows removed already are passed by, so a removal applies once however
 * often it is asked. Answers how many rows it removed, and how each scoreboard total moved.
 */
async function removeAwardsIn(
  work: Work,
  which: AwardSelection,
): Promise<{ removed: number; board: BoardChange[] }> {
  const { trx, classId } = work;
  const filter =
    'opId' in which ? sql`b.op_id = ${which.opId}` : sql`b.id = any(${which.logIds}::bigint[])`;
  const gone = (
    await sql<{ student_id: number; point_change: number; at: Date; live: boolean }>`
      update behavior_logs as b set removed_at = ${work.now}
      from class_settings as cs
      where cs.class_id = ${classId} and b.class_id = ${classId} and ${filter}
        and b.kind = 'award' and b.removed_at is null
      returning b.student_id, b.point_change, b."timestamp" as at,
                (cs.points_since is null or b."timestamp" >= cs.points_since) as live`.execute(trx)
  ).rows;
  if (gone.length === 0) return { removed: 0, board: [] };
  const live = new Map<number, number>();
  const earned = new Map<string, { id: number; date: string; change: number }>();
  for (const row of gone) {
    if (row.live) live.set(row.student_id, (live.get(row.student_id) ?? 0) + row.point_change);
    const date = localDate(new Date(row.at));
    const key = `${row.student_id}:${date}`;
    const day = earned.get(key) ?? { id: row.student_id, date, change: 0 };
    day.change += row.point_change;
    earned.set(key, day);
  }
  const moving = [...live].filter(([, change]) => change !== 0);
  const board: BoardChange[] = [];
  if (moving.length > 0) {
    const rows = (
      await sql<LiveRow>`
        update students as s set points = s.points - c.change
        from unnest(${moving.map(([id]) => id)}::int[], ${moving.map(([, n]) => n)}::int[])
          as c(id, change)
        where s.id = c.id and s.class_id = ${classId} and s.is_active
        returning s.id, s.points, s.attendance_status`.execute(trx)
    ).rows;
    remember(work, rows);
    for (const row of rows) board.push({ studentId: row.id, change: -(live.get(row.id) ?? 0) });
  }
  const days = [...earned.values()].filter((d) => d.change !== 0);
  if (days.length > 0) {
    await sql`
      update daily_attendance as d set points_earned = d.points_earned - c.change
      from unnest(${days.map((d) => d.id)}::int[], ${days.map((d) => d.date)}::text[],
                  ${days.map((d) => d.change)}::int[]) as c(id, date, change)
      where d.student_id = c.id and d.date = c.date`.execute(trx);
  }
  return { removed: gone.length, board };
}

/**
 * The timeline's removal: the awards leave the history on every device, in one transaction
 * under the class lock; the class version rises when a scoreboard total changed.
 */
export function removeAwards(
  db: Db,
  classId: number,
  which: AwardSelection,
  now = new Date(),
): Promise<{ removed: number; version: number; students: StudentLive[]; board: BoardChange[] }> {
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('classes')
      .select('version')
      .where('id', '=', classId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw notFound(MESSAGES.classNotFound);
    const work: Work = {
      trx,
      classId,
      now,
      today: localDate(now),
      changed: new Map(),
      rejected: [],
      awards: [],
    };
    const { removed, board } = await removeAwardsIn(work, which);
    // A removal by operation id also closes its Undo: the award cannot come off twice.
    if ('opId' in which && removed > 0) {
      await trx
        .updateTable('applied_operations')
        .set({ undone_by: 'removed' })
        .where('class_id', '=', classId)
        .where('op_id', '=', which.opId)
        .where('undone_by', 'is', null)
        .execute();
    }
    const version = work.changed.size > 0 ? await bumpVersion(trx, classId) : locked.version;
    return { removed, version, students: [...work.changed.values()], board };
  });
}

/**
 * The whole class's point (All +1), or a group's (its members as they are now): absent
 * students are not in the room and are passed by; each student's change is an award in the
 * history, tagged with its skill, what it was given to and the operation.
 */
async function addToPresent(
  work: Work,
  opId: string,
  delta: number,
  skillId: number | undefined,
  groupId?: number,
): Promise<void> {
  let update = work.trx
    .updateTable('students')
    .set({ points: sql<number>`points + ${delta}` })
    .where('class_id', '=', work.classId)
    .where('is_active', '=', true)
    .where('attendance_status', '<>', 'absent');
  if (groupId !== undefined)
    update = update.where('id', 'in', (qb) =>
      qb.selectFrom('group_members').select('student_id').where('group_id', '=', groupId),
    );
  const rows = await update.returning(['id', 'points', 'attendance_status']).execute();
  remember(work, rows);
  await keepUndo(work, opId, { kind: 'add', ids: rows.map((r) => r.id), delta });
  const target: AwardTarget = groupId === undefined ? 'class' : 'group';
  await logChanges(
    work,
    opId,
    rows.map((r) => ({ studentId: r.id, change: delta })),
    { kind: 'award', target, skillId, groupId },
  );
  work.awards.push({
    opId,
    target,
    studentIds: rows.map((r) => r.id),
    groupId: groupId ?? null,
    skillId: skillId ?? null,
    delta,
  });
}

/** A history row per change (with its operation), and the day's earned points. */
async function logChanges(
  work: Work,
  opId: string,
  changes: { studentId: number; change: number }[],
  how: {
    kind: 'award' | 'adjust';
    target?: AwardTarget;
    skillId?: number | undefined;
    groupId?: number | undefined;
  },
): Promise<void> {
  if (changes.length === 0) return;
  await work.trx
    .insertInto('behavior_logs')
    .values(
      changes.map((c) => ({
        class_id: work.classId,
        student_id: c.studentId,
        point_change: c.change,
        reason: how.target === 'group' ? 'group' : how.kind === 'adjust' ? 'set' : null,
        group_id: how.groupId ?? null,
        skill_id: how.skillId ?? null,
        target: how.target ?? 'student',
        kind: how.kind,
        op_id: opId,
      })),
    )
    .execute();
  const perStudent = new Map<number, number>();
  for (const c of changes)
    perStudent.set(c.studentId, (perStudent.get(c.studentId) ?? 0) + c.change);
  const values = sql.join([...perStudent].map(([id, n]) => sql`(${id}::int, ${n}::int)`));
  await sql`
    insert into daily_attendance (student_id, date, status, points_earned)
    select s.id, ${work.today}, s.attendance_status, v.earned
    from students as s join (values ${values}) as v(id, earned) on v.id = s.id
    on conflict (student_id, date)
    do update set points_earned = daily_attendance.points_earned + excluded.points_earned`.execute(
    work.trx,
  );
}

/**
 * The day's attendance of each student, and, for those whose status changed (`old` differs,
 * or is not known), an entry in their timeline.
 */
async function recordAttendance(
  work: Work,
  rows: readonly (LiveRow & { old?: LiveRow['attendance_status'] })[],
): Promise<void> {
  if (rows.length === 0) return;
  await work.trx
    .insertInto('daily_attendance')
    .values(rows.map((r) => ({ student_id: r.id, date: work.today, status: r.attendance_status })))
    .onConflict((oc) =>
      oc.columns(['student_id', 'date']).doUpdateSet({ status: sql`excluded.status` }),
    )
    .execute();
  const changed = rows.filter((r) => r.old !== r.attendance_status);
  if (changed.length === 0) return;
  await work.trx
    .insertInto('student_events')
    .values(
      changed.map((r) => ({
        class_id: work.classId,
        student_id: r.id,
        kind: 'attendance' as const,
        detail: r.attendance_status,
        at: work.now,
      })),
    )
    .execute();
}
