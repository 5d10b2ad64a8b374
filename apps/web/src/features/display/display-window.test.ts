import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedClock } from '../../lib/live/clock';
import { initialDisplay, useDisplayStore } from './display-store';
import { forgetClassKeyAtWindowEnd } from './display-window';

/** This device's clock runs 5 minutes behind the server's. */
const DEVICE_NOW = Date.UTC(2025, 2, 3, 14, 0, 0);
const SERVER_NOW = DEVICE_NOW + 5 * 60_000;
const at = (serverMs: number) => new Date(serverMs).toISOString();
const held = () => {
  const { selfAssessmentKey, selfAssessmentOpenUntil } = useDisplayStore.getState();
  return { key: selfAssessmentKey, openUntil: selfAssessmentOpenUntil };
};

let stop = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(DEVICE_NOW);
  seedClock(SERVER_NOW);
  useDisplayStore.setState(initialDisplay());
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('a display drops the class key when the self-assessment window ends', () => {
  it("at the window's end on the server's clock, not on the device's", () => {
    useDisplayStore.setState({
      selfAssessmentKey: 'key-1',
      selfAssessmentOpenUntil: at(SERVER_NOW + 60_000),
    });
    stop = forgetClassKeyAtWindowEnd();
    vi.advanceTimersByTime(59_000);
    expect(held()).toEqual({ key: 'key-1', openUntil: at(SERVER_NOW + 60_000) });
    vi.advanceTimersByTime(1_000);
    expect(held()).toEqual({ key: null, openUntil: null });
  });

  it('at the later end when the teacher keeps the page open longer', () => {
    stop = forgetClassKeyAtWindowEnd();
    useDisplayStore.setState({
      selfAssessmentKey: 'key-1',
      selfAssessmentOpenUntil: at(SERVER_NOW + 60_000),
    });
    vi.advanceTimersByTime(30_000);
    useDisplayStore.setState({ selfAssessmentOpenUntil: at(SERVER_NOW + 30 * 60_000) });
    vi.advanceTimersByTime(10 * 60_000);
    expect(held().key).toBe('key-1');
    vi.advanceTimersByTime(20 * 60_000);
    expect(held()).toEqual({ key: null, openUntil: null });
  });

  it('at once for a window already past on the server clock, or a key with no window', () => {
    stop = forgetClassKeyAtWindowEnd();
    // Still ahead on this device's clock, which is 5 minutes slow: past for the server.
    useDisplayStore.setState({
      selfAssessmentKey: 'key-1',
      selfAssessmentOpenUntil: at(DEVICE_NOW + 60_000),
    });
    expect(held()).toEqual({ key: null, openUntil: null });
    useDisplayStore.setState({ selfAssessmentKey: 'key-2' });
    expect(held()).toEqual({ key: null, openUntil: null });
  });
});
