/**
 * Classroom noise (spec section 9, docs/decisions/0053, 0148). Pure: times are arguments in
 * milliseconds, so the rules are tested with sequences of levels and times. Rule ids (V1-V5)
 * are in SPEC.md.
 */

/** The spec's rolling average covers about 300 samples, called '5-sec'. */
export const ROLLING_SAMPLES = 300;
/**
 * V5: the Too Loud line a class starts with, the spec's 'Over 80%'. The teacher moves it
 * (volumeThreshold); wherever it is, it is the one line meters draw and the tally counts at.
 */
export const TOO_LOUD_LINE_DEFAULT = 80;
/** The tally counts at most once per this many milliseconds per class. */
export const TALLY_GAP_MS = 5000;
/** The window the server averages the listener's levels over ('5-sec'). */
export const TALLY_WINDOW_MS = 5000;

/** The quietest signal that still reads above 0 (dBFS); 0 dBFS reads 100. */
const FLOOR_DB = -60;

/**
 * V1: loudness 0-100 from the RMS of a block of samples (-1..1): the level in decibels below
 * full scale, with -60 dBFS and below as 0 and full scale as 100, rounded.
 */
export function loudness(rms: number): number {
  if (!Number.isFinite(rms) || rms <= 0) return 0;
  const db = 20 * Math.log10(Math.min(rms, 1));
  return Math.round(Math.min(100, Math.max(0, ((db - FLOOR_DB) / -FLOOR_DB) * 100)));
}

/** The RMS of a block of audio samples. */
export function rms(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const s = samples[i] as number;
    sum += s * s;
  }
  return Math.sqrt(sum / samples.length);
}

/** V2: the spec's rolling average of the last ~300 samples, in O(1) per sample. */
export class RollingAverage {
  private readonly values: number[] = [];
  private next = 0;
  private sum = 0;

  constructor(private readonly size = ROLLING_SAMPLES) {}

  push(value: number): number {
    if (this.values.length < this.size) {
      this.values.push(value);
    } else {
      this.sum -= this.values[this.next] as number;
      this.values[this.next] = value;
      this.next = (this.next + 1) % this.size;
    }
    this.sum += value;
    return this.average;
  }

  get average(): number {
    return this.values.length === 0 ? 0 : this.sum / this.values.length;
  }

  reset(): void {
    this.values.length = 0;
    this.next = 0;
    this.sum = 0;
  }
}

export type TeacherBand = 'silent' | 'quiet' | 'loud';
export type StudentBand = 'silent' | 'quiet' | 'loud' | 'extreme';

/** V3: the teacher's view of the average: below 20 silent, below 60 quiet, else loud. */
export function teacherBand(average: number): TeacherBand {
  if (average < 20) return 'silent';
  if (average < 60) return 'quiet';
  return 'loud';
}

/** V3: the students' view: above 95 extreme, above 75 loud, above 50 quiet, else silent. */
export function studentBand(level: number): StudentBand {
  if (level > 95) return 'extreme';
  if (level > 75) return 'loud';
  if (level > 50) return 'quiet';
  return 'silent';
}

/** The server's memory of one class's tally: the levels of the last window, the last count. */
export interface TallyState {
  /** Levels the listener sent, oldest first, each with the server time it arrived. */
  levels: readonly { at: number; level: number }[];
  /** When the tally last counted (ms), or null. */
  countedAt: number | null;
}

export const NO_TALLY: TallyState = { levels: [], countedAt: null };

/**
 * V5: an average is over the Too Loud line when it is above it (a line of 80 is 'Over 80%');
 * a line of 100 is never crossed. The meters' red and the tally ask this same question.
 */
export function overTheLine(average: number, line: number): boolean {
  return average > line;
}

/** How the tally is set for the class: its switch, and the Too Loud line (V5). */
export interface TallyRule {
  enabled: boolean;
  line: number;
}

/**
 * V4: one level from the listener. The server keeps the last 5 s of levels and counts one
 * when their time-weighted average is over the Too Loud line (V5), the window is nearly
 * covered (a device that just started listening has no 5-second average yet), and 5 s have
 * passed since the last count. A 300 ms burst at 100 cannot move a 5-second average past 80;
 * sustained noise counts once every 5 s. With the tally disabled nothing counts, but levels
 * are kept, so turning it on mid-noise does not wait another 5 s. `average` is the window's
 * average after this level (null with none), which the count is judged by.
 */
export function tallyLevel(
  state: TallyState,
  level: number,
  at: number,
  rule: TallyRule,
): { state: TallyState; counted: boolean; average: number | null } {
  const clamped = Math.min(100, Math.max(0, level));
  const levels = [
    ...state.levels.filter((l) => l.at > at - TALLY_WINDOW_MS && l.at <= at),
    {
      at,
      level: clamped,
    },
  ];
  const next: TallyState = { levels, countedAt: state.countedAt };
  const average = windowAverage(levels);
  if (!rule.enabled) return { state: next, counted: false, average };
  const covered = levels.length > 1 && at - (levels[0]?.at ?? at) >= TALLY_WINDOW_MS * 0.8;
  const rested = state.countedAt === null || at - state.countedAt >= TALLY_GAP_MS;
  if (average !== null && overTheLine(average, rule.line) && covered && rested) {
    return { state: { levels, countedAt: at }, counted: true, average };
  }
  return { state: next, counted: false, average };
}

/** How long one level stands for when nothing came before it, and at most. */
const FIRST_SPAN_MS = 250;
const MAX_SPAN_MS = 1000;

/**
 * The time-weighted average of a window of levels: each level stands for the time since the
 * one before it (the listener sends a few a second, not evenly; a gap counts at most 1 s).
 * Null for no levels.
 */
export function windowAverage(levels: readonly { at: number; level: number }[]): number | null {
  let weighted = 0;
  let span = 0;
  for (let i = 0; i < levels.length; i += 1) {
    const current = levels[i] as { at: number; level: number };
    const previous = levels[i - 1];
    const held = previous
      ? Math.min(MAX_SPAN_MS, Math.max(0, current.at - previous.at))
      : FIRST_SPAN_MS;
    weighted += current.level * held;
    span += held;
  }
  return span === 0 ? null : weighted / span;
}
