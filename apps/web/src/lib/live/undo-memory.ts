import type { AttendanceStatus, StudentLive } from '@classbeam/contracts';

/*
 * What this device's own taps did, kept while they can still be undone here, so an Undo shows
 * at once (as the tap did) instead of waiting for the server's totals. The server takes back
 * exactly what it stored (apps/server/src/modules/operations/undo.ts); this is the same rule
 * over what the screen showed.
 */

interface Change {
  id: number;
  delta: number;
  attendance?: { before: AttendanceStatus; after: AttendanceStatus };
}

/** Longer than any Undo is offered (10 s), short enough to hold only a handful of taps. */
const KEEP_MS = 60_000;
const effects = new Map<string, { at: number; changes: Change[] }>();

/** Remembers what a tap changed on screen: the roster before it and after it. */
export function rememberTap(
  opId: string,
  before: readonly StudentLive[],
  after: readonly StudentLive[],
  now = Date.now(),
): void {
  for (const [id, kept] of effects) if (now - kept.at > KEEP_MS) effects.delete(id);
  const was = new Map(before.map((s) => [s.id, s]));
  const changes: Change[] = [];
  for (const s of after) {
    const old = was.get(s.id);
    if (!old || old === s) continue;
    const change: Change = { id: s.id, delta: s.points - old.points };
    if (old.attendanceStatus !== s.attendanceStatus)
      change.attendance = { before: old.attendanceStatus, after: s.attendanceStatus };
    if (change.delta !== 0 || change.attendance) changes.push(change);
  }
  // A tap merged into the one before it (the same student within the coalescing window)
  // shares its id: the id's effect is both.
  const earlier = effects.get(opId);
  if (earlier) {
    const merged = new Map(earlier.changes.map((c) => [c.id, { ...c }]));
    for (const c of changes) {
      const had = merged.get(c.id);
      merged.set(c.id, had ? { ...had, delta: had.delta + c.delta } : c);
    }
    effects.set(opId, { at: now, changes: [...merged.values()] });
    return;
  }
  effects.set(opId, { at: now, changes });
}

/**
 * The roster with a remembered tap taken back: its points off again (what was given since
 * stays), a status back where nothing changed it since. An unknown tap changes nothing here;
 * the server's totals show its undo.
 */
export function showUndone<T extends StudentLive>(students: readonly T[], undoes: string): T[] {
  const kept = effects.get(undoes);
  if (!kept) return [...students];
  const byId = new Map(kept.changes.map((c) => [c.id, c]));
  return students.map((s) => {
    const change = byId.get(s.id);
    if (!change) return s;
    const back =
      change.attendance && s.attendanceStatus === change.attendance.after
        ? change.attendance.before
        : s.attendanceStatus;
    if (change.delta === 0 && back === s.attendanceStatus) return s;
    return { ...s, points: s.points - change.delta, attendanceStatus: back };
  });
}
