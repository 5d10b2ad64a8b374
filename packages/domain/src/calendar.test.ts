import { describe, expect, it } from 'vitest';
import {
  addDays,
  classesOnDay,
  openingWeekStart,
  scheduleKind,
  startOfWeek,
  toDateString,
  unscheduledClasses,
  weekDays,
} from './calendar';

const weekly = (dayOfWeek: number) => ({ scheduledDate: null, dayOfWeek });
const once = (scheduledDate: string) => ({ scheduledDate, dayOfWeek: null });
const none = { scheduledDate: null, dayOfWeek: null };

describe('week calendar', () => {
  it('starts the week on Monday, also when today is Sunday', () => {
    expect(toDateString(startOfWeek(new Date(2026, 10, 22)))).toBe('2026-11-16'); // Sunday
    expect(toDateString(startOfWeek(new Date(2026, 10, 16)))).toBe('2026-11-16'); // Monday
    expect(toDateString(startOfWeek(new Date(2026, 10, 21)))).toBe('2026-11-16'); // Saturday
  });

  it('shows 5 columns Monday to Friday by default and 7 with weekends', () => {
    const monday = new Date(2026, 10, 16);
    expect(weekDays(monday, false).map((d) => d.name)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
    const seven = weekDays(monday, true);
    expect(seven).toHaveLength(7);
    expect(seven[6]).toMatchObject({ name: 'Sunday', dayOfWeek: 0, date: '2026-11-22' });
  });

  it('moves by exactly 7 days across a month and a daylight-saving change', () => {
    const monday = new Date(2026, 9, 26);
    expect(toDateString(addDays(monday, 7))).toBe('2026-11-02');
    expect(toDateString(addDays(new Date(2026, 2, 23), 7))).toBe('2026-03-30');
  });

  it('tags classes recurring, one-time or unscheduled', () => {
    expect(scheduleKind(weekly(1))).toBe('recurring');
    expect(scheduleKind(weekly(0))).toBe('recurring');
    expect(scheduleKind(once('2026-11-18'))).toBe('one-time');
    expect(scheduleKind(none)).toBe('unscheduled');
    expect(scheduleKind({ scheduledDate: '2026-11-18', dayOfWeek: 3 })).toBe('recurring');
  });

  it('puts weekly classes in every week and one-time classes only on their date', () => {
    const classes = [weekly(3), once('2026-11-18'), once('2026-11-25'), none];
    const [, , wednesday] = weekDays(new Date(2026, 10, 16), false);
    if (!wednesday) throw new Error('no wednesday');
    expect(classesOnDay(classes, wednesday)).toEqual([weekly(3), once('2026-11-18')]);
    const [, , nextWednesday] = weekDays(new Date(2026, 10, 23), false);
    if (!nextWednesday) throw new Error('no wednesday');
    expect(classesOnDay(classes, nextWednesday)).toEqual([weekly(3), once('2026-11-25')]);
    expect(unscheduledClasses(classes)).toEqual([none]);
  });

  describe('the week it opens on', () => {
    // Monday 16 to Sunday 22 November 2026; the coming week starts on Monday 23.
    const days = [
      ['Monday', 16],
      ['Tuesday', 17],
      ['Wednesday', 18],
      ['Thursday', 19],
      ['Friday', 20],
      ['Saturday', 21],
      ['Sunday', 22],
    ] as const;

    for (const [name, date] of days) {
      const weekend = name === 'Saturday' || name === 'Sunday';
      it(`on ${name} with weekends hidden: ${weekend ? 'the coming week' : 'this week'}`, () => {
        const today = new Date(2026, 10, date, 21, 30);
        expect(toDateString(openingWeekStart(today, false))).toBe(
          weekend ? '2026-11-23' : '2026-11-16',
        );
      });
      it(`on ${name} with weekends shown: this week`, () => {
        const today = new Date(2026, 10, date, 7, 5);
        expect(toDateString(openingWeekStart(today, true))).toBe('2026-11-16');
      });
    }

    it('shows today when weekends are shown on a Sunday, and the Monday after when hidden', () => {
      const sunday = new Date(2026, 10, 22);
      const shown = weekDays(openingWeekStart(sunday, true), true).map((d) => d.date);
      expect(shown).toContain('2026-11-22');
      const hidden = weekDays(openingWeekStart(sunday, false), false).map((d) => d.date);
      expect(hidden[0]).toBe('2026-11-23');
      expect(hidden).not.toContain('2026-11-22');
    });

    it('crosses a month and a year end', () => {
      expect(toDateString(openingWeekStart(new Date(2026, 9, 31), false))).toBe('2026-11-02');
      expect(toDateString(openingWeekStart(new Date(2027, 0, 2), false))).toBe('2027-01-04');
      expect(toDateString(openingWeekStart(new Date(2027, 0, 2), true))).toBe('2026-12-28');
    });
  });

  it('shows Sunday classes only when weekends are shown', () => {
    const days = weekDays(new Date(2026, 10, 16), false);
    expect(days.flatMap((d) => classesOnDay([weekly(0)], d))).toHaveLength(0);
    const all = weekDays(new Date(2026, 10, 16), true);
    expect(all.flatMap((d) => classesOnDay([weekly(0)], d))).toHaveLength(1);
  });
});
