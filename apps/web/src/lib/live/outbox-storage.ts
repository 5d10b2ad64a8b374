import { SENT_OP_MAX_AGE_MS } from '@classbeam/contracts/constants';
import { mergeForStorage, type Outbox, withoutStale } from './outbox';
import { deserializeOutbox, serializeOutbox } from './outbox-codec';

/*
 * Unsent taps live in localStorage per class, so a reload, a crash or a closed tab does not
 * lose them (R3): they are sent when the class opens again. Two tabs on the same class share
 * the entry, so each writes its own ops beside the other's instead of over them. Storage can
 * be full or refused (private mode); the taps then live in memory only, which is still
 * correct while the tab is open.
 */
const keyOf = (classId: number) => `classbeam.outbox.${classId}`;

/** The op ids this tab has held, per class: the stored ops outside them belong to other tabs. */
const held = new Map<number, Set<string>>();

function read(classId: number): Outbox {
  try {
    return deserializeOutbox(localStorage.getItem(keyOf(classId)));
  } catch {
    return [];
  }
}

/**
 * The class's stored ops, which this tab now holds and sends; ops it sent so long ago that
 * the server may have forgotten their ids are dropped (see `withoutStale`).
 */
export function loadOutbox(classId: number, now = Date.now()): Outbox {
  const stored = read(classId);
  // Held, the stale ones too: the next save, which writes what this tab holds, leaves them out.
  held.set(classId, new Set(stored.map((p) => p.op.opId)));
  return withoutStale(stored, now, SENT_OP_MAX_AGE_MS);
}

export function saveOutbox(classId: number, outbox: Outbox): void {
  const mine = held.get(classId) ?? new Set<string>();
  held.set(classId, mine);
  for (const pending of outbox) mine.add(pending.op.opId);
  try {
    const all = mergeForStorage(read(classId), outbox, mine);
    if (all.length === 0) localStorage.removeItem(keyOf(classId));
    else localStorage.setItem(keyOf(classId), serializeOutbox(all));
  } catch (error) {
    console.warn('Could not keep unsent changes in this browser', error);
  }
}

/** The class is gone: nothing stored for it can ever be applied. */
export function forgetOutbox(classId: number): void {
  held.delete(classId);
  try {
    localStorage.removeItem(keyOf(classId));
  } catch {
    // Storage refused: there was nothing kept to forget.
  }
}
