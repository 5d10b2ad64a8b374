import { runningAudio } from '../../lib/sound';

/*
 * The "Time's up" chime, made with the Web Audio API (the page's context is lib/sound.ts,
 * shared with the award sound): three short bell tones, no sound file and nothing fetched.
 */
export { unlockSound, useSoundBlocked } from '../../lib/sound';

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
  const ctx = runningAudio();
  if (!ctx) return false;
  const start = ctx.currentTime + 0.02;
  tone(ctx, 988, start);
  tone(ctx, 784, start + 0.3);
  tone(ctx, 988, start + 0.6);
  return true;
}
