import { useCallback, useEffect, useState } from 'react';
import { useClassLive } from './class-store';

/*
 * Lists a screen reads over HTTP and keeps current as devices change them (the class itself,
 * hidden students, saved classes, assessment results). An area's live handler invalidates a
 * topic when its event says the list changed; a missed event (a reconnect, a version gap)
 * invalidates them all. Topics are named in `LiveTopics` below, and by areas that add their own.
 */

/**
 * The topics lists follow. An area adds its own with `declare module` (see
 * features/roster/roster.live.ts), so a misspelt topic does not compile.
 */
export interface LiveTopics {
  /** The class itself: its name, its day, its key. */
  class: true;
  /** A student added, edited, deleted, hidden or shown. */
  roster: true;
  /** A teacher's or a student's assessment saved. */
  assessments: true;
  /** A saved class saved, deleted or loaded. */
  'class-configs': true;
}
export type LiveTopic = keyof LiveTopics;

/** This topic's lists read again (any device changed what they show). */
export function invalidate(topic: LiveTopic): void {
  const { topics } = useClassLive.getState();
  useClassLive.setState({ topics: { ...topics, [topic]: (topics[topic] ?? 0) + 1 } });
}

/** Every list reads again: events may have been missed. */
export function invalidateAll(): void {
  useClassLive.setState({ rereads: useClassLive.getState().rereads + 1 });
}

/**
 * Rises whenever one of the topics is invalidated for this class (0 until then, and again
 * when another class opens).
 */
export function useLiveRevision(classId: number, topics: readonly LiveTopic[]): number {
  return useClassLive((s) =>
    s.classId === classId
      ? topics.reduce((sum, topic) => sum + (s.topics[topic] ?? 0), s.rereads)
      : 0,
  );
}

export interface LiveResource<T> {
  /** The last list read (kept on screen while it reads again); undefined before the first. */
  data: T | undefined;
  /** The last read failed (the data shown, if any, is the one before it). */
  failed: boolean;
  /** Reads again now (Try again). */
  reload(): void;
  /** Changes the list shown, until the next read (a row this device just removed, say). */
  update(change: (data: T | undefined) => T | undefined): void;
}

/**
 * Reads `load` for the class and again whenever one of `topics` is invalidated. With
 * `initial`, the screen already has the list: it is read only once invalidated. An answer
 * that comes after a newer read started, or after the screen went, is dropped.
 */
export function useLiveResource<T>(
  classId: number,
  topics: readonly LiveTopic[],
  load: () => Promise<T>,
  options: {
    initial?: T;
    what?: string;
    /** Reads again when this changes too (the range a timeline shows, the class's version). */
    key?: string | number;
  } = {},
): LiveResource<T> {
  const revision = useLiveRevision(classId, topics);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ data: T | undefined; failed: boolean }>({
    data: options.initial,
    failed: false,
  });
  const skip = options.initial !== undefined && revision === 0 && attempt === 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` and `attempt` are the signals to read again; `load` is the screen's fixed call for this class
  useEffect(() => {
    if (skip) return;
    let current = true;
    load().then(
      (data) => current && setState({ data, failed: false }),
      (error: unknown) => {
        console.warn(`${options.what ?? 'A live list'} could not be read`, error);
        if (current) setState((was) => ({ ...was, failed: true }));
      },
    );
    return () => {
      current = false;
    };
  }, [classId, revision, attempt, skip, options.key]);
  const reload = useCallback(() => {
    // Try again shows 'loading' while it reads, not the failure it is retrying.
    setState((was) => ({ ...was, failed: false }));
    setAttempt((n) => n + 1);
  }, []);
  const update = useCallback(
    (change: (data: T | undefined) => T | undefined) =>
      setState((was) => ({ ...was, data: change(was.data) })),
    [],
  );
  return { ...state, reload, update };
}
