import {
  type AwardNote,
  MESSAGES,
  type OperationRejection,
  type StudentLive,
} from '@classbeam/contracts';
import { type Db, runPrepared } from '../../db/database';
import { notFound } from '../../http/errors';
import { type AppliedBatch, opFingerprint, type ServerOperation } from './operation';

export type Tap = Extract<ServerOperation, { kind: 'points' }>;

export interface TapBatch {
  classId: number;
  taps: readonly Tap[];
}

/** What a class's devices must hear after the commit: one event per class per statement. */
export interface ClassCommit {
  classId: number;
  version: number;
  students: StudentLive[];
  opIds: string[];
  /** Each applied tap as an award, with its skill (the boards name it). */
  awards: AwardNote[];
}

export interface TapBatchResult {
  batch: AppliedBatch;
  commit: ClassCommit;
}

type Row = {
  locked: { id: number; version: number }[] | null;
  bumped: { id: number; version: number }[] | null;
  fresh: string[] | null;
  reused: string[] | null;
  /** Taps whose skill is not one of their class's (class id : op id). */
  skillless: string[] | null;
  students:
    | {
        id: number;
        class_id: number;
        points: number;
        attendance_status: StudentLive['attendanceStatus'];
      }[]
    | null;
};

/**
 * What a tap does once its op id is known to be new, over
 * `new_taps(ord, class_id, id, delta, skill_id, op_id)` and `today(d)`: each student's taps make
 * one increment in SQL (never a total a device computed), each tap one award in the history
 * (its skill, its operation) in tap order, and the day's points are counted. `upd` holds the
 * new totals; a tap on a student outside its class, or hidden by a roster load, matches no row
 * and changes nothing. A reminder skill's tap adds 0 and is logged all the same.
 * Shared by the tap statement below and the mixed batches of operations.service.ts.
 */
export const TAP_STEPS = `
  v as (select class_id, id, sum(delta)::int as delta from new_taps group by class_id, id),
  upd as (
    update students as s set points = s.points + v.delta from v
    where s.id = v.id and s.class_id = v.class_id and s.is_active
    returning s.id, s.class_id, s.points, s.attendance_status
  ),
  logs as (
    insert into behavior_logs (class_id, student_id, point_change, skill_id, op_id)
    select n.class_id, n.id, n.delta, n.skill_id, n.op_id
    from new_taps as n join upd on upd.id = n.id
    order by n.ord
  ),
  daily as (
    insert into daily_attendance (student_id, date, status, points_earned)
    select upd.id, today.d, upd.attendance_status, v.delta
    from upd join v on v.id = upd.id and v.class_id = upd.class_id cross join today
    on conflict (student_id, date)
    do update set points_earned = daily_attendance.points_earned + excluded.points_earned
  )`;

/**
 * The tap statement. Its text is fixed (the taps come as parallel arrays), so it is prepared
 * once per connection. $1..$5: order, op id, class id, student id and delta of each tap; $6:
 * today; $7: each tap's fingerprint. One index probe per tap tells all three cases apart: a new
 * id is inserted (`fresh`); an id applied before to another change is "updated" to itself, which
 * returns its old fingerprint (`reused`); a resend matches nothing and returns nothing. (A
 * second lookup of `applied_operations` beside the insert made PostgreSQL's share of F1's CPU
 * half as much again.) Its commit does not wait for the WAL flush (set_config is local to its
 * transaction): the caller waits for one before acknowledging (db/durability.ts).
 */
const COMMIT_TAPS = `
  with input(ord, op_id, class_id, id, delta, fingerprint, skill_id) as (
    select * from unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::int[], $7::text[],
                         $8::int[])
  ),
  today(d) as (select $6::text),
  locked as (
    select c.id, c.version from classes as c
    where c.id in (select class_id from input)
    order by c.id
    for update of c
  ),
  claimed as (
    insert into applied_operations (op_id, class_id, fingerprint)
    select input.op_id, input.class_id, input.fingerprint
    from input join locked on locked.id = input.class_id
    on conflict (class_id, op_id) do update set fingerprint = applied_operations.fingerprint
    where applied_operations.fingerprint <> excluded.fingerprint
    returning class_id, op_id, fingerprint
  ),
  fresh as (
    select claimed.class_id, claimed.op_id from claimed
    join input on input.class_id = claimed.class_id and input.op_id = claimed.op_id
    where claimed.fingerprint = input.fingerprint
  ),
  reused as (
    select claimed.class_id, claimed.op_id from claimed
    join input on input.class_id = claimed.class_id and input.op_id = claimed.op_id
    where claimed.fingerprint <> input.fingerprint
  ),
  skilled as (
    select input.*, (input.skill_id is null or exists (
      select 1 from skills as sk where sk.id = input.skill_id and sk.class_id = input.class_id
    )) as skill_ok
    from input join fresh on fresh.class_id = input.class_id and fresh.op_id = input.op_id
  ),
  new_taps as (
    select ord, class_id, id, delta, skill_id, op_id from skilled where skill_ok
  ),
  ${TAP_STEPS},
  ver as (
    update classes as c set version = c.version + 1
    where c.id in (select class_id from upd)
    returning c.id, c.version
  )
  select set_config('synchronous_commit', 'off', true) as async_commit,
         (select json_agg(json_build_object('id', id, 'version', version)) from locked) as locked,
         (select json_agg(json_build_object('id', id, 'version', version)) from ver) as bumped,
         (select json_agg(class_id || ':' || op_id) from fresh) as fresh,
         (select json_agg(class_id || ':' || op_id) from reused) as reused,
         (select json_agg(class_id || ':' || op_id) from skilled where not skill_ok) as skillless,
         (select json_agg(upd) from upd) as students`;

/**
 * Taps of any number of batches and classes in ONE statement, its own transaction (R1),
 * committed without waiting for the disk (the caller flushes before it acknowledges):
 * classes are locked in id order (so concurrent statements never deadlock), op ids already
 * applied are skipped, each student's new taps are added in SQL, each tap is logged, the day
 * is counted and each touched class's version rises by one. Data dependencies order the
 * steps, so nothing is written before its class is locked. Each batch gets its own result, or
 * an Error when its class does not exist.
 */
export async function commitTaps(
  db: Db,
  batches: readonly TapBatch[],
  today: string,
): Promise<(TapBatchResult | Error)[]> {
  // An op id counts once per class in the whole statement: a resend queued beside its
  // original is a no-op, and the same id with another change beside it is refused.
  // `key` is how the statement names it back (class id : op id).
  const owner = new Map<string, { batch: number; fingerprint: string }>();
  const clashes = new Map<number, Set<string>>();
  const rows: {
    ord: number;
    key: string;
    opId: string;
    classId: number;
    studentId: number;
    delta: number;
    skillId: number | null;
    fingerprint: string;
  }[] = [];
  for (const [b, batch] of batches.entries()) {
    for (const tap of batch.taps) {
      const key = `${batch.classId}:${tap.opId}`;
      const fingerprint = opFingerprint(tap);
      const first = owner.get(key);
      if (first) {
        if (first.fingerprint !== fingerprint) {
          const mine = clashes.get(b) ?? new Set<string>();
          clashes.set(b, mine.add(tap.opId));
        }
        continue;
      }
      owner.set(key, { batch: b, fingerprint });
      rows.push({
        ord: rows.length,
        key,
        opId: tap.opId,
        classId: batch.classId,
        studentId: tap.studentId,
        delta: tap.delta,
        skillId: tap.skillId ?? null,
        fingerprint,
      });
    }
  }
  const [row] = await runPrepared<Row>(db, 'commit-taps', COMMIT_TAPS, [
    rows.map((r) => r.ord),
    rows.map((r) => r.opId),
    rows.map((r) => r.classId),
    rows.map((r) => r.studentId),
    rows.map((r) => r.delta),
    today,
    rows.map((r) => r.fingerprint),
    rows.map((r) => r.skillId),
  ]);
  const locked = new Map((row?.locked ?? []).map((c) => [c.id, c.version]));
  const bumped = new Map((row?.bumped ?? []).map((c) => [c.id, c.version]));
  const fresh = new Set(row?.fresh ?? []);
  const reused = new Set(row?.reused ?? []);
  const skillless = new Set(row?.skillless ?? []);
  const updated = row?.students ?? [];
  const found = new Set(updated.map((s) => `${s.class_id}:${s.id}`));

  const commits = new Map<number, ClassCommit>();
  const applied = (r: (typeof rows)[number]) =>
    fresh.has(r.key) && !skillless.has(r.key) && found.has(`${r.classId}:${r.studentId}`);
  const commitOf = (classId: number): ClassCommit => {
    let commit = commits.get(classId);
    if (!commit) {
      const mine = rows.filter((r) => r.classId === classId && applied(r));
      commit = {
        classId,
        version: bumped.get(classId) ?? locked.get(classId) ?? 0,
        students: updated
          .filter((s) => s.class_id === classId)
          .map((s) => ({ id: s.id, points: s.points, attendanceStatus: s.attendance_status })),
        opIds: mine.map((r) => r.opId),
        awards: mine.map((r) => ({
          opId: r.opId,
          target: 'student' as const,
          studentIds: [r.studentId],
          groupId: null,
          skillId: r.skillId,
          delta: r.delta,
        })),
      };
      commits.set(classId, commit);
    }
    return commit;
  };

  return batches.map((batch, b) => {
    if (!locked.has(batch.classId)) return notFound(MESSAGES.classNotFound);
    const commit = commitOf(batch.classId);
    const mine = rows.filter((r) => owner.get(r.key)?.batch === b);
    const reusedIds = new Set([
      ...mine.filter((r) => reused.has(r.key)).map((r) => r.opId),
      ...(clashes.get(b) ?? []),
    ]);
    const rejected: OperationRejection[] = [
      ...mine
        .filter((r) => skillless.has(r.key))
        .map((r) => ({
          opId: r.opId,
          code: 'not_found' as const,
          message: MESSAGES.skillNotFound,
        })),
      ...mine
        .filter(
          (r) =>
            fresh.has(r.key) && !skillless.has(r.key) && !found.has(`${r.classId}:${r.studentId}`),
        )
        .map((r) => ({
          opId: r.opId,
          code: 'not_found' as const,
          message: MESSAGES.studentNotFound,
        })),
      ...[...reusedIds].map((opId) => ({
        opId,
        code: 'op_id_reused' as const,
        message: MESSAGES.opIdReused,
      })),
    ];
    const rejectedIds = new Set(rejected.map((r) => r.opId));
    return {
      commit,
      batch: {
        version: commit.version,
        done: [...new Set(batch.taps.map((t) => t.opId))].filter((id) => !reusedIds.has(id)),
        rejected,
        students: commit.students,
        awards: commit.awards.filter((a) => mine.some((r) => r.opId === a.opId)),
        appliedNow: mine
          .filter((r) => fresh.has(r.key) && !rejectedIds.has(r.opId))
          .map((r) => r.opId),
      },
    };
  });
}
