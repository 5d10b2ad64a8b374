import type { AwardNote, VolumeListener } from '@classbeam/contracts';

/**
 * Parts of a class that ride beside the roster with a class version of their own: the
 * hand-set settings and the 'Too Loud' tally. An event may share its version with a run
 * event (a PATCH that also started the class, Start Class resetting the tally), so the mirror's
 * version can already be there when it arrives: what is at least as new as what we hold is
 * taken, an older one (a slow snapshot overtaken by events) is not.
 */
export interface Versioned<T> {
  value: T;
  version: number;
}

export function newer<T>(held: Versioned<T> | null, value: T, version: number): Versioned<T> {
  return held !== null && version < held.version ? held : { value, version };
}

/** Who listens for the class, as this device last heard (events carry no version). */
export interface HeldVolume {
  listener: VolumeListener | null;
  tally: Versioned<number> | null;
}

export const NO_VOLUME: HeldVolume = { listener: null, tally: null };

/** Same device, same claim: a listener is told apart by when it started and its label. */
export const sameListener = (a: VolumeListener | null, b: VolumeListener | null) =>
  a !== null && b !== null && a.since === b.since && a.label === b.label;

/**
 * The awards of the latest `students:changed` that carried any (a moment, like the random
 * pick: no snapshot holds them). `seq` tells two heard awards apart, whatever they hold.
 */
export interface HeardAwards {
  notes: readonly AwardNote[];
  seq: number;
}

/** The awards an event brought, after those heard before; null when it brought none. */
export function heardAwards(
  held: HeardAwards | null,
  notes: readonly AwardNote[] | undefined,
): HeardAwards | null {
  if (!notes || notes.length === 0) return held;
  return { notes, seq: (held?.seq ?? 0) + 1 };
}
