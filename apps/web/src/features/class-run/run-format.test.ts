import { describe, expect, it } from 'vitest';
import { countActivities, formatClock, formatDuration, formatFreeMinutes } from './run-format';

describe('formatClock: m:ss counting down', () => {
  it('shows whole minutes as m:00', () => {
    expect(formatClock(10 * 60_000)).toBe('10:00');
    expect(formatClock(60_000)).toBe('1:00');
  });

  it('rounds seconds up, so 0:00 means the time is out', () => {
    expect(formatClock(59_001)).toBe('1:00');
    expect(formatClock(59_000)).toBe('0:59');
    expect(formatClock(1)).toBe('0:01');
    expect(formatClock(0)).toBe('0:00');
  });

  it('pads seconds and never goes negative', () => {
    expect(formatClock(65_000)).toBe('1:05');
    expect(formatClock(-5_000)).toBe('0:00');
  });

  it('keeps minutes past the hour (a 75-minute class)', () => {
    expect(formatClock(75 * 60_000)).toBe('75:00');
  });
});

describe('formatFreeMinutes', () => {
  it('rounds earned free time up to whole minutes, as the final free time is', () => {
    expect(formatFreeMinutes(10_000)).toBe('1 min');
    expect(formatFreeMinutes(4 * 60_000 + 1)).toBe('5 min');
    expect(formatFreeMinutes(7 * 60_000)).toBe('7 min');
    expect(formatFreeMinutes(0)).toBe('0 min');
  });
});

describe('formatDuration', () => {
  it('reads schedule minutes as minutes and hours', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(80)).toBe('1 h 20 min');
  });
});

describe('countActivities', () => {
  it('says "1 activity", never "1 activities"', () => {
    expect(countActivities(1)).toBe('1 activity');
    expect(countActivities(2)).toBe('2 activities');
    expect(countActivities(0)).toBe('0 activities');
  });
});

describe('in Spanish', () => {
  it('counts activities and minutes as plurals, and keeps the clock in digits', async () => {
    const { activateLocale, loadCatalogues } = await import('../../lib/i18n/activate');
    await loadCatalogues(['class-run']);
    await activateLocale('es');
    try {
      expect(countActivities(1)).toBe('1 actividad');
      expect(countActivities(3)).toBe('3 actividades');
      expect(formatDuration(80)).toBe('1 h 20 min');
      expect(formatFreeMinutes(4 * 60_000 + 1)).toBe('5 min');
      expect(formatClock(65_000)).toBe('1:05');
    } finally {
      await activateLocale('en');
    }
  });
});
