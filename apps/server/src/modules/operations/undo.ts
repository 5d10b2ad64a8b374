import type { UndoRecord } from '../../db/schema';

/**
 * How to take an applied operation back, from what it stored: a student's point tap says it
 * all in its fingerprint (`points:<student>:<delta>`), so the tap path stores nothing more;
 * every other kind stored an `UndoRecord` when it was applied. Null: nothing to take back
 * (an undo itself, or a row from before undo existed).
 */
export function undoPlan(fingerprint: string | null, stored: UndoRecord | null): UndoRecord | null {
  if (stored) return stored;
  const tap = /^points:(\d+):(-?\d+)(?::s\d+)?$/.exec(fingerprint ?? '');
  if (!tap) return null;
  return { kind: 'add', ids: [Number(tap[1])], delta: Number(tap[2]) };
}
