import { useCallback, useEffect, useState } from 'react';

export interface Fetched<T> {
  data: T | null;
  /** Loading a new key: the previous data stays on screen meanwhile (no flash of nothing). */
  loading: boolean;
  error: unknown;
  reload: () => void;
  /** Replaces the data held (a setting saved, a note written). */
  set: (update: (data: T) => T) => void;
}

/**
 * Reads `load` for `key` (the report's range, its student...) and again whenever the key
 * changes; an answer for a key left meanwhile is dropped. Null `key`: nothing to read yet.
 */
export function useFetched<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): Fetched<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(key !== null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` says when `load` changed.
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    load(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setData(value);
        setLoading(false);
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        setError(reason);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback(
    (update: (data: T) => T) => setData((d) => (d === null ? d : update(d))),
    [],
  );
  return { data, loading, error, reload, set };
}
