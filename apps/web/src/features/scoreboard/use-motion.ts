import { useSyncExternalStore } from 'react';

export type Motion = typeof import('./motion');

let loaded: Motion | null = null;
let requested = false;
const listeners = new Set<() => void>();

/** Starts fetching framer-motion (once per page); boards re-render when it is there. */
export function wantMotion(): void {
  if (requested) return;
  requested = true;
  import('./motion').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
    },
    () => {
      // Offline or a stale deploy: the cards still swap places, just without the animation.
      requested = false;
    },
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** framer-motion once it has been fetched, else null (the board draws plain cards). */
export function useMotion(): Motion | null {
  return useSyncExternalStore(subscribe, () => loaded);
}
