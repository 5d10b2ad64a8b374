import { describe, expect, it } from 'vitest';
import {
  loudness,
  NO_TALLY,
  overTheLine,
  RollingAverage,
  rms,
  studentBand,
  type TallyState,
  TOO_LOUD_LINE_DEFAULT,
  tallyLevel,
  teacherBand,
  windowAverage,
} from './volume';

/** Feeds levels to the tally, one every `every` ms from `from`, and counts how often it counted. */
function feed(
  levels: (t: number) => number,
  {
    from = 0,
    to,
    every = 250,
    enabled = true,
    line = TOO_LOUD_LINE_DEFAULT,
    state = NO_TALLY,
  }: {
    from?: number;
    to: number;
    every?: number;
    enabled?: boolean;
    line?: number;
    state?: TallyState;
  },
): { counts: number[]; state: TallyState } {
  const counts: number[] = [];
  let s = state;
  for (let t = from; t <= to; t += every) {
    const step = tallyLevel(s, levels(t), t, { enabled, line });
    s = step.state;
    if (step.counted) counts.push(t);
  }
  return { counts, state: s };
}

describe('V1 loudness', () => {
  it('maps the RMS to 0-100 over 60 dB: silence 0, full scale 100, each 6 dB a tenth', () => {
    expect(loudness(0)).toBe(0);
    expect(loudness(0.0005)).toBe(0); // below -60 dBFS
    expect(loudness(1)).toBe(100);
    expect(loudness(2)).toBe(100);
    expect(loudness(0.1)).toBe(67); // -20 dBFS
    expect(loudness(0.01)).toBe(33); // -40 dBFS
    expect(loudness(Number.NaN)).toBe(0);
  });

  it('takes the RMS of a block of samples', () => {
    expect(rms([])).toBe(0);
    expect(rms([0.5, -0.5, 0.5, -0.5])).toBeCloseTo(0.5);
    // A full-scale sine has an RMS of 1/sqrt(2).
    const sine = Array.from({ length: 1000 }, (_, i) => Math.sin((2 * Math.PI * i) / 100));
    expect(rms(sine)).toBeCloseTo(Math.SQRT1_2, 3);
  });
});

describe('V2 rolling average', () => {
  it('averages the last 300 samples and forgets older ones', () => {
    const avg = new RollingAverage();
    for (let i = 0; i < 300; i += 1) avg.push(100);
    expect(avg.average).toBe(100);
    for (let i = 0; i < 150; i += 1) avg.push(0);
    expect(avg.average).toBe(50);
    for (let i = 0; i < 150; i += 1) avg.push(0);
    expect(avg.average).toBe(0);
    avg.reset();
    expect(avg.average).toBe(0);
    expect(avg.push(40)).toBe(40);
  });
});

describe('V3 bands', () => {
  it('teacher view: below 20 silent, below 60 quiet, else loud', () => {
    expect([0, 19.9, 20, 59.9, 60, 100].map(teacherBand)).toEqual([
      'silent',
      'silent',
      'quiet',
      'quiet',
      'loud',
      'loud',
    ]);
  });

  it('student view: above 95 extreme, above 75 loud, above 50 quiet, else silent', () => {
    expect([0, 50, 50.1, 75, 75.1, 95, 95.1].map(studentBand)).toEqual([
      'silent',
      'silent',
      'quiet',
      'quiet',
      'loud',
      'loud',
      'extreme',
    ]);
  });
});

describe('V4 the tally', () => {
  it('a 300 ms burst at 100 adds nothing, from silence or from chatter', () => {
    for (const base of [0, 50, 70]) {
      const { counts } = feed((t) => (t >= 10_000 && t < 10_300 ? 100 : base), { to: 20_000 });
      expect(counts, `base ${base}`).toEqual([]);
    }
  });

  it('noise sustained above 80 adds exactly one per 5 s', () => {
    const { counts } = feed(() => 85, { to: 30_000 });
    // The first once 4 s of the window are covered, then every 5 s.
    expect(counts).toEqual([4000, 9000, 14_000, 19_000, 24_000, 29_000]);
  });

  it('levels arriving unevenly (2-4 a second) still count once per 5 s', () => {
    let s: TallyState = NO_TALLY;
    const counted: number[] = [];
    let t = 0;
    for (let i = 0; t < 30_000; i += 1) {
      t += [250, 500, 333, 400][i % 4] as number;
      const step = tallyLevel(s, 90, t, { enabled: true, line: TOO_LOUD_LINE_DEFAULT });
      s = step.state;
      if (step.counted) counted.push(t);
    }
    expect(counted.length).toBe(6);
    for (let i = 1; i < counted.length; i += 1) {
      expect((counted[i] as number) - (counted[i - 1] as number)).toBeGreaterThanOrEqual(5000);
    }
  });

  it('a disabled tally adds nothing; enabled mid-noise, it counts at once', () => {
    const off = feed(() => 95, { to: 20_000, enabled: false });
    expect(off.counts).toEqual([]);
    const on = feed(() => 95, { from: 20_250, to: 21_000, state: off.state });
    expect(on.counts).toEqual([20_250]);
  });

  it('a lesson loud, then quiet, then loud again counts only while its 5-second average is over 80', () => {
    // Loud (90) for 10 s, quiet (30) for 10 s, loud for 10 s.
    const { counts } = feed((t) => (t < 10_000 || t >= 20_000 ? 90 : 30), { to: 30_000 });
    // At 24 s the window holds 1 s of quiet and 4 s of noise: an average of 81.
    expect(counts).toEqual([4000, 9000, 24_000, 29_000]);
  });

  it('averages over time, a level standing for the time since the one before', () => {
    expect(windowAverage([])).toBeNull();
    expect(
      windowAverage([
        { at: 0, level: 100 },
        { at: 1000, level: 0 },
        { at: 1250, level: 100 },
      ]),
    ).toBeCloseTo((100 * 250 + 0 * 1000 + 100 * 250) / 1500);
  });
});

describe('V5 the Too Loud line', () => {
  it("starts at the spec's 'Over 80%' and is crossed only above it", () => {
    expect(TOO_LOUD_LINE_DEFAULT).toBe(80);
    expect(overTheLine(80, 80)).toBe(false);
    expect(overTheLine(80.1, 80)).toBe(true);
    expect(overTheLine(100, 100)).toBe(false);
    expect(overTheLine(0.5, 0)).toBe(true);
  });

  it('the tally counts at the line the teacher set, not at 80', () => {
    // Chatter at 65 for 12 s: nothing at the default line, once per 5 s at a line of 60.
    expect(feed(() => 65, { to: 12_000 }).counts).toEqual([]);
    expect(feed(() => 65, { to: 12_000, line: 60 }).counts).toEqual([4000, 9000]);
    // A line of 90 lets 85 go by, which the default line would count.
    expect(feed(() => 85, { to: 12_000 }).counts).toEqual([4000, 9000]);
    expect(feed(() => 85, { to: 12_000, line: 90 }).counts).toEqual([]);
    // At 100 nothing ever counts, even at full scale.
    expect(feed(() => 100, { to: 12_000, line: 100 }).counts).toEqual([]);
  });

  it('a line moved mid-noise counts from the next level, keeping the 5 s gap', () => {
    const before = feed(() => 70, { to: 6000, line: 80 });
    expect(before.counts).toEqual([]);
    const after = feed(() => 70, { from: 6250, to: 12_000, line: 60, state: before.state });
    expect(after.counts).toEqual([6250, 11_250]);
  });

  it('reports the average the count was judged by', () => {
    let s: TallyState = NO_TALLY;
    let last: number | null = null;
    for (let t = 0; t <= 5000; t += 250) {
      const step = tallyLevel(s, t < 2500 ? 40 : 90, t, { enabled: true, line: 60 });
      s = step.state;
      last = step.average;
    }
    expect(last).toBeCloseTo(windowAverage(s.levels) as number);
    expect(tallyLevel(NO_TALLY, 50, 0, { enabled: false, line: 60 }).average).toBe(50);
  });
});
