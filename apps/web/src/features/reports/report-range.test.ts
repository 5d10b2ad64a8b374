import { describe, expect, it } from 'vitest';
import { choiceOf, isDay, rangeOf, searchOf, shiftRange } from './report-range';

const params = (query: string) => new URLSearchParams(query);

describe('the range in the address', () => {
  it('reads a preset, a custom range, or falls back', () => {
    expect(choiceOf(params('range=month'), 'week')).toEqual({ kind: 'month' });
    expect(choiceOf(params('from=2025-11-03&to=2025-11-09'), 'week')).toEqual({
      kind: 'custom',
      from: '2025-11-03',
      to: '2025-11-09',
    });
    expect(choiceOf(params(''), 'week')).toEqual({ kind: 'week' });
    expect(choiceOf(params('range=decade'), 'month')).toEqual({ kind: 'month' });
  });

  it('ignores a custom range upside down or with a day that does not exist', () => {
    expect(choiceOf(params('from=2025-11-09&to=2025-11-03'), 'week')).toEqual({ kind: 'week' });
    expect(choiceOf(params('from=2025-02-30&to=2025-03-03'), 'week')).toEqual({ kind: 'week' });
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
  });

  it('writes what it reads', () => {
    for (const query of ['?range=today', '?from=2025-11-03&to=2025-11-09']) {
      expect(searchOf(choiceOf(params(query.slice(1)), 'week'))).toBe(query);
    }
  });

  it('turns a choice into days; the term only once set', () => {
    expect(rangeOf({ kind: 'week' }, '2025-11-05', null)).toEqual({
      from: '2025-11-03',
      to: '2025-11-09',
    });
    expect(rangeOf({ kind: 'term' }, '2025-11-05', null)).toBeNull();
    expect(
      rangeOf({ kind: 'term' }, '2025-11-05', { from: '2025-09-01', to: '2025-12-19' }),
    ).toEqual({ from: '2025-09-01', to: '2025-12-19' });
  });
});

describe('the range before and after', () => {
  it('steps a day, a week, a month (whatever its length), or a range as long', () => {
    expect(shiftRange('today', { from: '2025-11-03', to: '2025-11-03' }, -1)).toEqual({
      from: '2025-11-02',
      to: '2025-11-02',
    });
    expect(shiftRange('week', { from: '2025-11-03', to: '2025-11-09' }, 1)).toEqual({
      from: '2025-11-10',
      to: '2025-11-16',
    });
    expect(shiftRange('month', { from: '2025-03-01', to: '2025-03-31' }, -1)).toEqual({
      from: '2025-02-01',
      to: '2025-02-28',
    });
    expect(shiftRange('month', { from: '2025-01-01', to: '2025-01-31' }, 1)).toEqual({
      from: '2025-02-01',
      to: '2025-02-28',
    });
    expect(shiftRange('custom', { from: '2025-11-03', to: '2025-11-05' }, 1)).toEqual({
      from: '2025-11-06',
      to: '2025-11-08',
    });
  });
});
