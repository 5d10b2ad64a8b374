import { useSyncExternalStore } from 'react';

/*
 * The page's one Web Audio context, shared by every sound the app makes (the "Time's up"
 * chime, the award sound), all synthesised: no sound file, nothing fetched. Browsers keep a
 * page silent until someone has tapped it, so a classroom display that was never touched says
 * so (useSoundBlocked) and offers "Sound on"; a tap anywhere on the page unlocks it as well.
 */

let context: AudioContext | null = null;
const listeners = new Set<() => void>();
/**
 * The context's state as the page shows it ("Sound on" or not). It follows the context, except
 * while a pointer is down: the tap that unlocks the sound is usually meant for a button beside
 * "Sound on" (Listen here), and taking "Sound on" away under the finger would move that button
 * before the tap ends, and the tap would land on nothing.
 */
let shownState: AudioContextState | null = null;
let pressed = false;
const notify = () => {
  if (pressed || !context || shownState === context.state) return;
  shownState = context.state;
  for (const listener of listeners) listener();
};

/** The context, made on first use; null where the browser has no Web Audio. */
export function audio(): AudioContext | null {
  if (context) return context;
  if (typeof AudioContext === 'undefined') return null;
  context = new AudioContext();
  shownState = context.state;
  context.addEventListener('statechange', notify);
  // Any tap or key on the page is the gesture the browser waits for.
  const unlock = () => void context?.resume().catch(() => {});
  addEventListener('keydown', unlock, { capture: true, passive: true });
  addEventListener(
    'pointerdown',
    () => {
      pressed = true;
      unlock();
    },
    { capture: true, passive: true },
  );
  // The page changes once the tap is over: after its click, which follows in the same task.
  const released = () => {
    pressed = false;
    setTimeout(notify, 0);
  };
  for (const event of ['pointerup', 'pointercancel'] as const)
    addEventListener(event, released, { capture: true, passive: true });
  return context;
}

/** The context, if the page may make sounds now. */
export function runningAudio(): AudioContext | null {
  const ctx = audio();
  return ctx?.state === 'running' ? ctx : null;
}

/** In a tap's handler (Sound on, a sound switch): this page may make sounds from now on. */
export async function unlockSound(): Promise<void> {
  await audio()
    ?.resume()
    .catch(() => {});
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The page cannot make sounds until someone taps it. `wanted`: only a screen that would
 * sound asks (asking makes the page's audio, which a screen that never sounds has no use for).
 */
export function useSoundBlocked(wanted: boolean): boolean {
  return useSyncExternalStore(subscribe, () => {
    if (!wanted) return false;
    const ctx = audio();
    return ctx !== null && shownState !== 'running';
  });
}
