import { toDateString } from '@classbeam/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PageEvents, watchDate } from './today';

/** What a page shows as today: read again each time the watcher says the date may have moved. */
function followDate(events: PageEvents) {
  const seen = { day: toDateString(new Date()), calls: 0 };
  const stop = watchDate(() => {
    seen.calls += 1;
    seen.day = toDateString(new Date());
  }, events);
  return { seen, stop };
}

describe('watchDate: a page left open moves on to the new day', () => {
  let events: PageEvents;
  beforeEach(() => {
    // Friday 27 November 2026, a minute to midnight on this machine's clock.
    vi.useFakeTimers({ now: new Date(2026, 10, 27, 23, 59) });
    events = { doc: new EventTarget(), win: new EventTarget() };
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says so just after local midnight, and again the next midnight', () => {
    const { seen, stop } = followDate(events);
    vi.advanceTimersByTime(59_000);
    expect(seen).toEqual({ day: '2026-11-27', calls: 0 });
    vi.advanceTimersByTime(1_100);
    expect(seen).toEqual({ day: '2026-11-28', calls: 1 });
    vi.advanceTimersByTime(24 * 60 * 60_000);
    expect(seen).toEqual({ day: '2026-11-29', calls: 2 });
    stop();
  });

  it('says so when the page is shown again or its window is focused (timers asleep meanwhile)', () => {
    const { seen, stop } = followDate(events);
    // A phone asleep over the weekend: the clock moves on, no timer ran.
    vi.setSystemTime(new Date(2026, 10, 30, 7, 45));
    events.doc.dispatchEvent(new Event('visibilitychange'));
    expect(seen).toEqual({ day: '2026-11-30', calls: 1 });
    vi.setSystemTime(new Date(2026, 11, 1, 8, 0));
    events.win.dispatchEvent(new Event('focus'));
    expect(seen).toEqual({ day: '2026-12-01', calls: 2 });
    stop();
  });

  it('counts the next midnight from the clock as it is when the page wakes', () => {
    const { seen, stop } = followDate(events);
    vi.setSystemTime(new Date(2026, 10, 30, 23, 0));
    events.doc.dispatchEvent(new Event('visibilitychange'));
    expect(seen.calls).toBe(1);
    // The timer armed on Friday would be long overdue; the one armed now waits an hour.
    vi.advanceTimersByTime(59 * 60_000);
    expect(seen.calls).toBe(1);
    vi.advanceTimersByTime(61_000);
    expect(seen).toEqual({ day: '2026-12-01', calls: 2 });
    stop();
  });

  it('is silent once stopped', () => {
    const { seen, stop } = followDate(events);
    stop();
    events.doc.dispatchEvent(new Event('visibilitychange'));
    events.win.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(2 * 24 * 60 * 60_000);
    expect(seen.calls).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
