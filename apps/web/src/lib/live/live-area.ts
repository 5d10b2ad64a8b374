import type {
  ClassPrefs,
  PublicPrefs,
  PublicStudentDto,
  RandomPick,
  ServerToClientEvents,
  SkillDto,
  StudentLive,
} from '@classbeam/contracts';
import type { HeardAwards, HeldVolume, Versioned } from './class-extras';
import type { LiveTopic } from './live-resource';
import type { Mirror, Received } from './mirror';
import type { HeldRun } from './run-mirror';

/*
 * Each area of the app says, in one handler map of its own (`features/<area>/<area>.live.ts`),
 * what its events do to a live board. The teacher's class (class-sync.ts) and a display
 * link's board (features/display/display-sync.ts) both listen with the maps the app gives
 * them (app/teacher-live-areas.ts, app/display-live-areas.ts), so an area's event is handled
 * once, the same way on every device that hears it.
 */

export type LiveEventName = keyof ServerToClientEvents;
export type LiveEvent<E extends LiveEventName> = Parameters<ServerToClientEvents[E]>[0];

/** What every live board holds: the teacher's class and a display's board alike. */
export interface LiveBoard {
  mirror: Mirror<PublicStudentDto>;
  runMirror: HeldRun;
  prefs: Versioned<PublicPrefs> | null;
  volume: HeldVolume;
  /** The latest Random Student pick heard (a moment: no snapshot carries it). */
  pick: RandomPick | null;
  /** The class's skills, archived ones too (features/skills keeps them). */
  skills: readonly SkillDto[];
  /** The latest awards heard (a moment: the boards name the skill). */
  awards: HeardAwards | null;
}

/** What a handler may set directly; the mirror and the settings go through keep/takePrefs. */
export type LivePatch<S> = Partial<Omit<S, 'mirror' | 'prefs'>>;

/** A change to a board's mirror, whatever its students' type (the teacher's or the public). */
export type MirrorChange = <T extends StudentLive>(mirror: Mirror<T>) => Received<T>;

/**
 * A live board as an area's handlers see it; `S` is the board's own state. Written as
 * properties, not methods, so a handler for one board type cannot be given another's.
 */
export interface LiveTarget<S = LiveBoard> {
  /** Who holds the board: a teacher's device sees everything, a display the public part. */
  readonly role: 'teacher' | 'display';
  readonly get: () => Readonly<S>;
  readonly set: (patch: LivePatch<S>) => void;
  /**
   * Applies a change to the board's own mirror, with the rest of its patch; a missed event
   * (a version gap) means a fresh snapshot.
   */
  readonly keep: (change: MirrorChange, patch?: LivePatch<S>) => void;
  /** Takes the hand-set settings at `version`: a display keeps only the public ones. */
  readonly takePrefs: (prefs: ClassPrefs | PublicPrefs, version: number) => void;
  /** A fresh snapshot (something changed that no event carries). */
  readonly resync: () => void;
  /**
   * Lists that read themselves over HTTP on this topic (live-resource.ts) read again. A
   * display holds no such list: nothing happens.
   */
  readonly invalidate: (topic: LiveTopic) => void;
  /** The class is gone for this device (deleted, or the display's link revoked). */
  readonly gone: () => void;
}

/** An area's events and what each does to a board; every device that hears one runs it. */
export type LiveHandlers<S = LiveBoard> = {
  [E in LiveEventName]?: (event: LiveEvent<E>, live: LiveTarget<S>) => void;
};

interface Listener {
  on(event: string, handler: (payload: never) => void): unknown;
}

/**
 * Listens for the areas' events on a socket. `mine` drops an event about another class, or
 * one that arrives after the board was closed.
 */
export function listenAreas<S>(
  socket: Listener,
  areas: readonly LiveHandlers<S>[],
  live: LiveTarget<S>,
  mine: (event: { classId: number }) => boolean,
): void {
  for (const area of areas) {
    for (const [name, handler] of Object.entries(area) as [
      LiveEventName,
      (event: unknown, live: LiveTarget<S>) => void,
    ][]) {
      socket.on(name, (event: { classId: number }) => {
        if (mine(event)) handler(event, live);
      });
    }
  }
}
