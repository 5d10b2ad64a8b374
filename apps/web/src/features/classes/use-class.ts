import type { ClassDto } from '@classbeam/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchClass } from './classes-api';

export type ClassLoad =
  | { status: 'loading' }
  | { status: 'ready'; cls: ClassDto }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void };

type Settled = Exclude<ClassLoad, { status: 'loading' }>;

/**
 * One class by id for the classroom; `id` null (unreadable route id) is simply not found.
 * Each answer is stored with the id it belongs to, so a changed id never shows the old
 * class (or the old "not found") for a render.
 */
export function useClass(id: number | null, enabled = true): ClassLoad {
  const [settled, setSettled] = useState<{ id: number; attempt: number; load: Settled } | null>(
    null,
  );
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!enabled || id === null) return;
    let current = true;
    fetchClass(id)
      .then((cls) => {
        if (!current) return;
        setSettled({ id, attempt, load: cls ? { status: 'ready', cls } : { status: 'not-found' } });
      })
      .catch((error: unknown) => {
        console.error('Could not load the class', error);
        if (current) setSettled({ id, attempt, load: { status: 'error', retry } });
      });
    return () => {
      current = false;
    };
  }, [id, attempt, enabled, retry]);

  if (!enabled) return { status: 'loading' };
  if (id === null) return { status: 'not-found' };
  if (!settled || settled.id !== id || settled.attempt !== attempt) return { status: 'loading' };
  return settled.load;
}
