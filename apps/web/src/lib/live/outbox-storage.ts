import type { Outbox } from './outbox';
import { deserializeOutbox, serializeOutbox } from './outbox-codec';

/*
 * Unsent taps live in localStorage per class, so a reload, a crash or a closed tab does not
 * lose them (R3): they are sent when the class opens again. Storage can be full or refused
 * (private mode); the taps then live in memory only, which is still correct while the tab is
 * open.
 */
const keyOf = (classId: number) => `classbeam.outbox.${classId}`;

export function loadOutbox(classId: number): Outbox {
  try {
    return deserializeOutbox(localStorage.getItem(keyOf(classId)));
  } catch {
    return [];
  }
}

export function saveOutbox(classId: number, outbox: Outbox): void {
  try {
    if (outbox.length === 0) localStorage.removeItem(keyOf(classId));
    else localStorage.setItem(keyOf(classId), serializeOutbox(outbox));
  } catch (error) {
    console.warn('Could not keep unsent changes in this browser', error);
  }
}
