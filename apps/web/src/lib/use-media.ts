import { useSyncExternalStore } from 'react';

/** The phone breakpoint of styles/tokens.css, for the few layouts CSS alone cannot switch. */
export const PHONE_QUERY = '(max-width: 640px)';

const lists = new Map<string, MediaQueryList>();
const list = (query: string) => {
  let found = lists.get(query);
  if (!found) {
    found = matchMedia(query);
    lists.set(query, found);
  }
  return found;
};

/** Whether a media query matches now; re-renders when it changes (a phone turned sideways). */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof matchMedia !== 'function') return () => {};
      const media = list(query);
      media.addEventListener('change', changed);
      return () => media.removeEventListener('change', changed);
    },
    () => typeof matchMedia === 'function' && list(query).matches,
  );
}

/** The teacher holds a phone: the classroom becomes a remote with tabs. */
export const usePhone = () => useMedia(PHONE_QUERY);
