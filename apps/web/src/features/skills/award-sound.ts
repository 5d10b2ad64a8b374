import type { PublicPrefs } from '@classbeam/contracts';
import { useEffect, useRef } from 'react';
import type { HeardAwards } from '../../lib/live/class-extras';
import { runningAudio } from '../../lib/sound';

/*
 * The award sound (docs/decisions/0160), synthesised with Web Audio like the Time's-up chime:
 * a bright rising pair of notes for a point given, a soft falling pair for a point taken (a
 * signal, not a scolding). Reminders make no sound. It plays only on the one device the
 * teacher picked, and only with the master switch and that kind's switch on.
 */

type Kind = 'positive' | 'needs-work';

function note(ctx: AudioContext, type: OscillatorType, hz: number, at: number, length: number) {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = type;
  oscillator.frequency.value = hz;
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(0.28, at + 0.012);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(at);
  oscillator.stop(at + length + 0.05);
}

/** Plays the sound of a kind of award, if the page may make sounds; under half a second. */
export function playAwardSound(kind: Kind): boolean {
  const ctx = runningAudio();
  if (!ctx) return false;
  const start = ctx.currentTime + 0.01;
  if (kind === 'positive') {
    note(ctx, 'triangle', 1046.5, start, 0.18);
    note(ctx, 'triangle', 1568, start + 0.09, 0.32);
  } else {
    note(ctx, 'sine', 392, start, 0.2);
    note(ctx, 'sine', 311.1, start + 0.13, 0.3);
  }
  return true;
}

type SoundPrefs = Pick<
  PublicPrefs,
  'awardSound' | 'awardSoundPositive' | 'awardSoundNeedsWork' | 'awardSoundDevice'
>;

/** Whether this device plays the award sound: the master switch on and this device chosen. */
export const soundsHere = (prefs: SoundPrefs | null | undefined, device: string | null) =>
  Boolean(prefs?.awardSound && device !== null && prefs.awardSoundDevice === device);

/** The kind of sound the awards of one change call for, under the class's switches. */
export function soundFor(
  awards: HeardAwards,
  prefs: Pick<SoundPrefs, 'awardSoundPositive' | 'awardSoundNeedsWork'>,
): Kind | null {
  const given = awards.notes.some((n) => n.delta > 0);
  const taken = awards.notes.some((n) => n.delta < 0);
  if (given && prefs.awardSoundPositive) return 'positive';
  if (taken && prefs.awardSoundNeedsWork) return 'needs-work';
  return null;
}

/**
 * Sounds each award this board hears, on the device the teacher picked (`device` is this
 * board's own name for itself, `link:<id>` or `device:<id>`).
 */
export function useAwardSound(
  awards: HeardAwards | null,
  prefs: SoundPrefs | null | undefined,
  device: string | null,
): void {
  // Awards heard before this board was shown are not news.
  const seen = useRef(awards?.seq ?? 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new award (its seq) sounds once; a switch turned on later does not replay the last one
  useEffect(() => {
    if (!awards || awards.seq <= seen.current) return;
    seen.current = awards.seq;
    if (!prefs || !soundsHere(prefs, device)) return;
    const kind = soundFor(awards, prefs);
    if (kind) playAwardSound(kind);
  }, [awards?.seq]);
}
