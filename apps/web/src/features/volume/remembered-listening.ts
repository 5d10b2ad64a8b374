import type { VolumeListener } from '@classbeam/contracts';

/*
 * Whether this display was listening for its class, kept in localStorage so a reload (or the
 * computer's browser opened again the next morning) goes on listening (docs/decisions/0149).
 * What is kept is the claim the server gave it: after a reload the class may still name that
 * claim (its old page's connection not yet closed), which this display may take back; a claim
 * of any other device means someone chose another microphone, and this display stays quiet.
 */

const PREFIX = 'classbeam:display-listening:';

export type RememberedListening = VolumeListener;

/** The claim this display held for the class when it last listened, or null. */
export function rememberedListening(
  key: string,
  storage: Pick<Storage, 'getItem'> = localStorage,
): RememberedListening | null {
  try {
    const raw: unknown = JSON.parse(storage.getItem(PREFIX + key) ?? 'null');
    if (
      typeof raw === 'object' &&
      raw !== null &&
      'label' in raw &&
      'since' in raw &&
      typeof raw.label === 'string' &&
      typeof raw.since === 'string'
    )
      return { label: raw.label, since: raw.since };
    return null;
  } catch {
    return null;
  }
}

/** The display claimed the class (again): remembered until someone stops it or takes over. */
export function rememberListening(
  key: string,
  claim: VolumeListener,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  try {
    storage.setItem(PREFIX + key, JSON.stringify({ label: claim.label, since: claim.since }));
  } catch {
    // Private mode or full storage: this visit listens, the next one asks for a tap.
  }
}

/** Stop listening was tapped, or another device listens now: a reload does not resume. */
export function forgetListening(
  key: string,
  storage: Pick<Storage, 'removeItem'> = localStorage,
): void {
  try {
    storage.removeItem(PREFIX + key);
  } catch {
    // Nothing was kept.
  }
}
