import { type ClassPrefs, type ClassRun, publicPrefs } from '@classbeam/contracts';
import {
  classAndDisplays,
  classRoom,
  displayRoom,
  kioskRoom,
  type Realtime,
} from '../../realtime/socket';

declare module '../../realtime/socket' {
  interface PeerEvents {
    /** A class's run moved on another instance: arm its next wake-up here too. */
    'run:moved': (classId: number) => void;
  }
}

export function runChanged(
  realtime: Realtime,
  classId: number,
  version: number,
  run: ClassRun,
  serverNow: number,
): void {
  realtime.io
    .to(classAndDisplays(classId))
    .emit('run:changed', { classId, version, run, serverNow });
  realtime.toPeers('run:moved', classId);
}

/** Hand-set settings: all of them to teachers' devices, the public ones to displays. */
export function settingsChanged(
  realtime: Realtime,
  classId: number,
  version: number,
  prefs: ClassPrefs,
): void {
  realtime.io.to(classRoom(classId)).emit('settings:changed', { classId, version, prefs });
  realtime.io.to(displayRoom(classId)).emit('settings:changed', {
    classId,
    version,
    prefs: publicPrefs(prefs),
  });
}

/**
 * The class's language changed: teachers and displays have it from `settings:changed`; the
 * iPads hear no settings, so they read their page (which carries the language) again.
 */
export function languageChanged(realtime: Realtime, classId: number): void {
  realtime.io.to(kioskRoom(classId)).emit('kiosk:changed', { classId });
}
