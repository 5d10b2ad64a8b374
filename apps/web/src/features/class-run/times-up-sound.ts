import { useSyncExternalStore } from 'react';

/*
 * The "Time's up" chime, made here with the Web Audio API: three short bell tones, no sound
 * file and nothing fetched. Browsers keep a page silent until someone has tapped it, so a
 * classroom display that was never touched says so (useSoundBlocked) and offers "Sound on"; a
 * tap anywhere on the page unlocks it as well.
 */

let context: AudioContext | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function audio(): AudioContext | null {
  if (context) return context;
  if (typeof AudioContext === 'undefined') return null;
  context = new AudioContext();
  context.addEventListener('statechange', notify);
  // Any tap or key on the page is the gesture the browser waits for.
  const unlock = () => void context?.resume().catch(() => {});
  for (const event of ['pointerdown', 'keydown'] as const)
    addEventListener(event, unlock, { capture: true, passive: true });
  return context;
}

/** In a tap's handler (Sound on, a sound switch): this page may make sounds from now on. */
export async function unlockSound(): Promise<void> {
  await audio()
    ?.resume()
    .catch(() => {});
}

/** One short bell tone of the chime, `at` seconds on the context's clock. */
function tone(ctx: AudioContext, frequency: number, at: number): void {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(0.35, at + 0.015);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.55);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(at);
  oscillator.stop(at + 0.6);
}

/** Plays the chime, if the page may make sounds; about 1.2 s long. */
export function playChime(): boolean {
  const ctx = audio();
  if (ctx?.state !== 'running') return false;
  const start = ctx.currentTime + 0.02;
  tone(ctx, 988, start);
  tone(ctx, 784, start + 0.3);
  tone(ctx, 988, start + 0.6);
  return true;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The page cannot make sounds until someone taps it. `wanted`: only a screen that would
 * chime asks (asking makes the page's audio, which a screen that never chimes has no use for).
 */
export function useSoundBlocked(wanted: boolean): boolean {
  return useSyncExternalStore(subscribe, () => {
    if (!wanted) return false;
    const ctx = audio();
    return ctx !== null && ctx.state !== 'running';
  });
}
