import { describe, expect, it } from 'vitest';
import { gradeLabel } from './grade-label';

describe('gradeLabel', () => {
  it('prefixes bare numbers and keeps words', () => {
    expect(gradeLabel('5')).toBe('Grade 5');
    expect(gradeLabel(' 12 ')).toBe('Grade 12');
    expect(gradeLabel('Year 7')).toBe('Year 7');
    expect(gradeLabel('  ')).toBeNull();
    expect(gradeLabel(null)).toBeNull();
  });
});
