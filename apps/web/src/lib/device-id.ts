/*
 * This browser's own id, made once and kept in its storage: the class settings name a teacher
 * device by it when the teacher picks it to play the award sound (docs/decisions/0160). It is
 * no secret and no account: another browser, or cleared storage, is another device.
 */
const KEY = 'classbeam:device-id';
let made: string | null = null;

function fresh(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
}

export function deviceId(): string {
  if (made) return made;
  try {
    const stored = localStorage.getItem(KEY);
    if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) made = stored;
    else {
      made = fresh();
      localStorage.setItem(KEY, made);
    }
  } catch {
    // Private mode: this visit only.
    made ??= fresh();
  }
  return made;
}

/** How the award sound's setting names this device: `device:<id>`. */
export const thisSoundDevice = () => `device:${deviceId()}`;
