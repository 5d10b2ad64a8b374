/*
 * The installed app's service worker (decision 0180): registered by the teacher's app once a
 * teacher is signed in, and by the classroom display. A new version never takes over by
 * itself (prompt mode): it installs beside the running one and waits. The teacher's devices
 * offer "Update available, reload?"; the display reloads itself between lessons.
 */

/** How often an open page asks the server for a new version (a board is never navigated). */
export const UPDATE_CHECK_MS = 15 * 60 * 1000;

export interface NewVersion {
  /** Lets the waiting version take over, then reloads this page into it. */
  apply: () => void;
}

/** Registers the worker; `onWaiting` hears of a new version once it has installed and waits. */
export async function watchForNewVersion(
  onWaiting: (version: NewVersion) => void,
  { checkEveryMs = UPDATE_CHECK_MS, waitingAtStart = true } = {},
): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration;
  try {
    registration = await workers.register('/sw.js', { scope: '/' });
  } catch (error) {
    // Plain http on a LAN address: no service worker there (nor an installed app).
    console.info('No offline copy of the app on this device', error);
    return;
  }
  const offer = (worker: ServiceWorker) =>
    onWaiting({
      apply: () => {
        // A page the old version controls reloads once the new one has taken over; a page
        // from the server (the first visit's) has nothing to wait for, nor has a page whose
        // other tab already said Reload: that version no longer waits, and this page would wait
        // for a change that came before.
        if (workers.controller && worker.state === 'installed') {
          workers.addEventListener('controllerchange', () => window.location.reload(), {
            once: true,
          });
          worker.postMessage({ type: 'SKIP_WAITING' });
        } else {
          worker.postMessage({ type: 'SKIP_WAITING' });
          window.location.reload();
        }
      },
    });
  // A version that installed while no page was open waits from the start (a page that came
  // from the server after it, as the display's always does, already runs it: it says so).
  if (waitingAtStart && registration.waiting && registration.active) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    // The first install (no version before it on this device) is no update.
    if (!registration.active) return;
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  setInterval(() => void registration.update().catch(() => {}), checkEveryMs);
}
