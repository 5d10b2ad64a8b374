import { describe, expect, it } from 'vitest';
import { clockDrifted, estimateOffset } from './clock';

describe('estimateOffset: server clock from clock:sync probes', () => {
  it('is the server time minus the midpoint of the trip', () => {
    // Left at 1000, back at 1100: the server read 5050 halfway, at 1050.
    expect(estimateOffset([{ sent: 1000, received: 1100, serverNow: 5050 }])).toEqual({
      offset: 4000,
      roundTrip: 100,
    });
  });

  it('keeps the probe with the smallest round trip', () => {
    const estimate = estimateOffset([
      { sent: 0, received: 400, serverNow: 10_350 }, // slow: answer held up on the way back
      { sent: 1000, received: 1020, serverNow: 11_010 },
      { sent: 2000, received: 2090, serverNow: 12_000 },
    ]);
    expect(estimate).toEqual({ offset: 10_000, roundTrip: 20 });
  });

  it('works for clocks minutes behind or ahead of the server', () => {
    const behind = estimateOffset([{ sent: 0, received: 10, serverNow: 5 * 60_000 + 5 }]);
    expect(behind?.offset).toBe(5 * 60_000);
    const ahead = estimateOffset([{ sent: 600_000, received: 600_010, serverNow: 5 }]);
    expect(ahead?.offset).toBe(-600_000);
  });

  it('ignores probes during which our clock stepped backwards, and answers null with none left', () => {
    expect(estimateOffset([{ sent: 1000, received: 900, serverNow: 0 }])).toBeNull();
    expect(estimateOffset([])).toBeNull();
    expect(
      estimateOffset([
        { sent: 1000, received: 900, serverNow: 0 },
        { sent: 2000, received: 2050, serverNow: 2025 },
      ]),
    ).toEqual({ offset: 0, roundTrip: 50 });
  });
});

describe('clockDrifted: when an event time says our estimate is wrong', () => {
  it('stays put within a second', () => {
    expect(clockDrifted(4000, 14_900, 10_000)).toBe(false);
    expect(clockDrifted(4000, 15_000, 10_000)).toBe(false);
  });

  it('re-measures beyond a second either way (a device that slept, a clock changed)', () => {
    expect(clockDrifted(4000, 15_001, 10_000)).toBe(true);
    expect(clockDrifted(4000, 12_000, 10_000)).toBe(true);
  });
});
