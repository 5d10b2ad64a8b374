import { describe, expect, it } from 'vitest';
import {
  byName,
  createdLabel,
  dayDateLabel,
  KIND_LABELS,
  parseClassId,
  scheduleLabel,
} from './class-labels';

describe('scheduleLabel', () => {
  it('names the weekday of a weekly class', () => {
    expect(scheduleLabel({ dayOfWeek: 1, scheduledDate: null })).toBe('Every Monday');
    expect(scheduleLabel({ dayOfWeek: 0, scheduledDate: null })).toBe('Every Sunday');
  });

  it('names both the weekday and the date of a class that still has both', () => {
    expect(scheduleLabel({ dayOfWeek: 3, scheduledDate: '2026-11-25' })).toBe(
      'Every Wednesday · Nov 25, 2026',
    );
  });

  it('shows the local date of a one-time class without shifting it a day', () => {
    expect(scheduleLabel({ dayOfWeek: null, scheduledDate: '2026-11-25' })).toBe('Nov 25, 2026');
    expect(scheduleLabel({ dayOfWeek: null, scheduledDate: '2027-01-01' })).toBe('Jan 1, 2027');
  });

  it('says when a class is not scheduled', () => {
    expect(scheduleLabel({ dayOfWeek: null, scheduledDate: null })).toBe('Not scheduled');
  });
});

describe('createdLabel', () => {
  it('formats the creation time as a date', () => {
    expect(createdLabel('2026-11-21T10:00:00.000Z', 'en-US', 'UTC')).toBe('Created Nov 21, 2026');
  });

  it('uses the given time zone for the day', () => {
    expect(createdLabel('2026-11-21T02:00:00.000Z', 'en-US', 'America/New_York')).toBe(
      'Created Nov 20, 2026',
    );
  });

  it('returns nothing for an unreadable timestamp', () => {
    expect(createdLabel('yesterday')).toBe('');
  });
});

describe('calendar and route helpers', () => {
  it('labels a day header', () => {
    expect(dayDateLabel('2026-11-16')).toBe('Nov 16');
  });

  it('has the three tags of the spec', () => {
    expect(Object.values(KIND_LABELS)).toEqual(['Recurring', 'One-time', 'Unscheduled']);
  });

  it('reads a class id only when it is a positive whole number', () => {
    expect(parseClassId('12')).toBe(12);
    for (const raw of [undefined, '', 'abc', '1.5', '-3', '0', '12abc', '1e3', ' 4']) {
      expect(parseClassId(raw)).toBeNull();
    }
  });

  it('sorts names naturally', () => {
    const names = ['Math 10', 'art', 'Math 9'].map((name) => ({ name })).sort(byName);
    expect(names.map((n) => n.name)).toEqual(['art', 'Math 9', 'Math 10']);
  });
});
