import { describe, expect, it } from 'vitest';
import { savedAtLabels } from './saved-at';

const NOW = new Date(2026, 10, 27, 16, 0);
const at = (...parts: [number, number, number, number, number, number?]) =>
  new Date(...parts).toISOString();

describe('savedAtLabels: two saved configurations never read the same in the Load list', () => {
  it('gives the day and the time in the teacher’s locale, the year only when it is not this one', () => {
    const labels = savedAtLabels(
      [
        { id: 1, name: 'Monday set', updatedAt: at(2026, 10, 27, 14, 5) },
        { id: 2, name: 'Old set', updatedAt: at(2025, 2, 3, 9, 30) },
      ],
      NOW,
      'en-GB',
    );
    expect(labels.get(1)).toBe('27 Nov, 14:05');
    expect(labels.get(2)).toBe('3 Mar 2025, 9:30');
    expect(
      savedAtLabels([{ id: 1, name: 'x', updatedAt: at(2026, 10, 27, 14, 5) }], NOW, 'en-US'),
    ).toEqual(new Map([[1, 'Nov 27, 2:05 PM']]));
  });

  it('tells two of the same name apart by the time they were saved', () => {
    const labels = savedAtLabels(
      [
        { id: 1, name: 'Monday set', updatedAt: at(2026, 10, 27, 9, 10) },
        { id: 2, name: 'Monday set', updatedAt: at(2026, 10, 27, 14, 5) },
      ],
      NOW,
      'en-GB',
    );
    expect(labels.get(1)).toBe('27 Nov, 9:10');
    expect(labels.get(2)).toBe('27 Nov, 14:05');
  });

  it('adds the seconds for two of the same name saved within one minute, and only for them', () => {
    const labels = savedAtLabels(
      [
        { id: 1, name: 'Monday set', updatedAt: at(2026, 10, 27, 14, 5, 3) },
        { id: 2, name: ' monday SET', updatedAt: at(2026, 10, 27, 14, 5, 41) },
        { id: 3, name: 'Tuesday set', updatedAt: at(2026, 10, 27, 14, 5, 20) },
      ],
      NOW,
      'en-GB',
    );
    expect(labels.get(1)).toBe('27 Nov, 14:05:03');
    expect(labels.get(2)).toBe('27 Nov, 14:05:41');
    expect(labels.get(3)).toBe('27 Nov, 14:05');
  });
});
