import type { ClassPrefs } from '@classbeam/contracts';
import { newer, type Versioned } from './class-extras';

/**
 * The settings changes this device has shown but the server has not answered yet, oldest
 * first. An event or snapshot made before one of them was saved (the echo of an earlier
 * change) would otherwise put the old value back on screen: a teacher turns on Award sounds,
 * picks the display at once, and sees the display unpicked until the second save comes back.
 */
const pending: { classId: number; change: Partial<ClassPrefs> }[] = [];

/** Marks a change as shown and unanswered; call the returned function once it is answered. */
export function holdPrefsChange(classId: number, change: Partial<ClassPrefs>): () => void {
  const entry = { classId, change };
  pending.push(entry);
  return () => {
    const at = pending.indexOf(entry);
    if (at >= 0) pending.splice(at, 1);
  };
}

/** Settings as the server sent them, with this device's unanswered changes laid over them. */
export function withPendingPrefs(classId: number | null, prefs: ClassPrefs): ClassPrefs {
  const shown = { ...prefs };
  for (const entry of pending) if (entry.classId === classId) Object.assign(shown, entry.change);
  return shown;
}

/** `newer`, for the teacher's settings: what arrives keeps this device's unanswered changes. */
export function newerPrefs(
  classId: number | null,
  held: Versioned<ClassPrefs> | null,
  prefs: ClassPrefs,
  version: number,
): Versioned<ClassPrefs> {
  return newer(held, withPendingPrefs(classId, prefs), version);
}
