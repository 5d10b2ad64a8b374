import { describe, expect, it } from 'vitest';
import {
  DAILY_SERIES_MAX_DAYS,
  DOTS_MONTHS_MAX,
  daysIn,
  daysOfMonth,
  dayTone,
  dotsMonths,
  mondayOf,
  percentPositive,
  presetRange,
  seriesStarts,
  seriesStepOf,
  seriesUnit,
  seriesUntil,
  shiftDate,
  validThresholds,
} from './reports';

describe('RE1 presets', () => {
  it('today is the day alone', () => {
    expect(presetRange('today', '2026-11-25', null)).toEqual({
      from: '2026-11-25',
      to: '2026-11-25',
    });
  });

  it('this week runs Monday to Sunday, also on a Sunday and across a month', () => {
    expect(presetRange('week', '2026-11-25', null)).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(presetRange('week', '2026-11-29', null)).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(presetRange('week', '2026-12-01', null)).toEqual({
      from: '2026-11-30',
      to: '2026-12-06',
    });
  });

  it('this month is its first to its last day, February of a leap year too', () => {
    expect(presetRange('month', '2028-02-10', null)).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(presetRange('month', '2026-12-31', null)).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it('this term is the one set, or none', () => {
    const term = { from: '2026-09-01', to: '2026-12-18' };
    expect(presetRange('term', '2026-11-25', term)).toEqual(term);
    expect(presetRange('term', '2026-11-25', null)).toBeNull();
  });

  it('day arithmetic does not slip at a clock change', () => {
    expect(shiftDate('2026-03-28', 2)).toBe('2026-03-30');
    expect(shiftDate('2026-10-24', 2)).toBe('2026-10-26');
    expect(daysIn('2026-03-01', '2026-03-31')).toBe(31);
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(daysOfMonth('2026-11')).toHaveLength(30);
  });
});

describe('RE2 percent positive', () => {
  it('is points given over points given and taken, weights counting', () => {
    expect(percentPositive(3, 1)).toBe(75);
    expect(percentPositive(2, 1)).toBe(67);
    expect(percentPositive(1, 2)).toBe(33);
    expect(percentPositive(5, 0)).toBe(100);
    expect(percentPositive(0, 4)).toBe(0);
  });

  it('has no value without points either way (no points, or reminders alone)', () => {
    expect(percentPositive(0, 0)).toBeNull();
  });
});

describe('RE3 day colours', () => {
  const t = { greenAt: 80, yellowAt: 50 };
  it('green at or above green, yellow at or above yellow, red below, none without points', () => {
    expect(dayTone(80, t)).toBe('green');
    expect(dayTone(100, t)).toBe('green');
    expect(dayTone(79, t)).toBe('yellow');
    expect(dayTone(50, t)).toBe('yellow');
    expect(dayTone(49, t)).toBe('red');
    expect(dayTone(0, t)).toBe('red');
    expect(dayTone(null, t)).toBe('none');
  });

  it('thresholds are whole percents with yellow below green', () => {
    expect(validThresholds(t)).toBe(true);
    expect(validThresholds({ greenAt: 100, yellowAt: 0 })).toBe(true);
    expect(validThresholds({ greenAt: 50, yellowAt: 50 })).toBe(false);
    expect(validThresholds({ greenAt: 101, yellowAt: 50 })).toBe(false);
    expect(validThresholds({ greenAt: 80, yellowAt: -1 })).toBe(false);
    expect(validThresholds({ greenAt: 80.5, yellowAt: 50 })).toBe(false);
  });
});

describe('RE4 points over time', () => {
  it('goes day by day up to 31 days, week by week beyond', () => {
    expect(seriesUnit('2026-11-01', '2026-11-30')).toBe('day');
    expect(seriesUnit('2026-10-01', '2026-10-31')).toBe('day');
    expect(daysIn('2026-10-01', '2026-10-31')).toBe(DAILY_SERIES_MAX_DAYS);
    expect(seriesUnit('2026-10-01', '2026-11-01')).toBe('week');
  });

  it('names each day, or each week by its Monday with a mid-week start named by itself', () => {
    expect(seriesStarts('2026-11-27', '2026-11-30', 'day')).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
    expect(seriesStarts('2026-11-04', '2026-11-30', 'week')).toEqual([
      '2026-11-04',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(seriesStarts('2026-11-30', '2026-11-29', 'day')).toEqual([]);
  });

  it('puts each day in its step', () => {
    expect(seriesStepOf('2026-11-05', '2026-11-04', 'week')).toBe('2026-11-04');
    expect(seriesStepOf('2026-11-08', '2026-11-04', 'week')).toBe('2026-11-04');
    expect(seriesStepOf('2026-11-10', '2026-11-04', 'week')).toBe('2026-11-09');
    expect(seriesStepOf('2026-11-10', '2026-11-04', 'day')).toBe('2026-11-10');
  });
});

describe('RE5 and RE6 the month shown and the series end', () => {
  it('shows every month of the range, up to today’s when the range reaches past today', () => {
    expect(dotsMonths('2026-11-23', '2026-11-29', '2026-11-25')).toEqual(['2026-11']);
    expect(dotsMonths('2026-10-05', '2026-11-27', '2026-11-28')).toEqual(['2026-10', '2026-11']);
    expect(dotsMonths('2026-11-02', '2026-12-18', '2026-11-25')).toEqual(['2026-11']);
    expect(dotsMonths('2026-06-01', '2026-06-30', '2026-11-25')).toEqual(['2026-06']);
    expect(dotsMonths('2026-11-30', '2027-01-03', '2027-01-01')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
    // A range wholly to come still shows its first month (faint).
    expect(dotsMonths('2026-12-07', '2026-12-11', '2026-11-25')).toEqual(['2026-12']);
  });

  it('shows the last 12 months of a longer range', () => {
    const months = dotsMonths('2025-09-01', '2026-10-31', '2026-11-25');
    expect(months).toHaveLength(DOTS_MONTHS_MAX);
    expect(months[0]).toBe('2025-11');
    expect(months.at(-1)).toBe('2026-10');
  });

  it('ends the series today when the range reaches past it', () => {
    expect(seriesUntil('2026-11-29', '2026-11-25')).toBe('2026-11-25');
    expect(seriesUntil('2026-11-20', '2026-11-25')).toBe('2026-11-20');
  });
});
