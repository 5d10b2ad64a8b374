import { useEffect } from 'react';

/**
 * Keeps a classroom display from dimming into its screensaver mid-lesson, where the browser
 * allows it (Screen Wake Lock). The lock drops whenever the tab is hidden, so it is taken
 * again each time the page is shown.
 */
export function useScreenAwake(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let active = true;
    const take = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (active) lock = sentinel;
          else void sentinel.release();
        },
        () => {},
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', take);
      void lock?.release();
    };
  }, []);
}
