import type { ClassRun } from '@classbeam/contracts';

/**
 * A device's copy of the class run and the class version it came with. Events are ordered
 * by that version (it rises by one per event, like the students'); a command's answer has
 * no version, so it is ordered by the run's own `rev` and only ever shows a newer run early.
 */
export interface HeldRun {
  run: ClassRun | null;
  version: number;
  /** The run came from a command's answer, ahead of the event that will confirm it. */
  aheadRev: number | null;
}

export const NO_RUN: HeldRun = { run: null, version: 0, aheadRev: null };

function take(held: HeldRun, version: number, run: ClassRun): HeldRun {
  // An event older than the answer we already show (the server answered before it broadcast):
  // keep the answer; its own event follows.
  if (held.aheadRev !== null && run.rev < held.aheadRev) return { ...held, version };
  return { run, version, aheadRev: null };
}

/** `run:changed`: newer than what we hold applies; older or equal is done. */
export function runFromEvent(held: HeldRun, event: { version: number; run: ClassRun }): HeldRun {
  return event.version > held.version ? take(held, event.version, event.run) : held;
}

/**
 * A snapshot (join, resync, first paint) applies unless events already took us past it. It
 * is the server's whole truth, so it also ends any wait for an answer's event (a restarted
 * server may even have started its revisions over).
 */
export function runFromSnapshot(
  held: HeldRun,
  snapshot: { version: number; run: ClassRun },
): HeldRun {
  return snapshot.version >= held.version || held.run === null
    ? { run: snapshot.run, version: snapshot.version, aheadRev: null }
    : held;
}

/** A command's answer: shown at once when it is newer than the run we hold. */
export function runFromAck(held: HeldRun, run: ClassRun): HeldRun {
  if (held.run !== null && run.rev <= held.run.rev) return held;
  return { run, version: held.version, aheadRev: run.rev };
}
