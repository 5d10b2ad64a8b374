import { describe, expect, it } from 'vitest';
import {
  clampActivityMinutes,
  clampTimerMinutes,
  configNameValid,
  randomTimerMinutes,
  settleActivityMinutes,
} from './schedule-input';

describe('schedule editor minutes (spec 5: 1 to 120, clamped to at least 1)', () => {
  it('keeps whole minutes in range', () => {
    expect(clampActivityMinutes('15')).toBe(15);
    expect(clampActivityMinutes(1)).toBe(1);
    expect(clampActivityMinutes('120')).toBe(120);
  });

  it('clamps below 1 and above 120', () => {
    expect(clampActivityMinutes('0')).toBe(1);
    expect(clampActivityMinutes('-7')).toBe(1);
    expect(clampActivityMinutes('121')).toBe(120);
    expect(clampActivityMinutes('1e4')).toBe(120);
  });

  it('reads an empty or unreadable field as 1, and drops fractions', () => {
    expect(clampActivityMinutes('')).toBe(1);
    expect(clampActivityMinutes('abc')).toBe(1);
    expect(clampActivityMinutes('7.9')).toBe(7);
  });
});

describe('editing schedule minutes: free while typing, clamped on leaving the field', () => {
  it('backspacing "10" and typing 45 gives 45, not 120', () => {
    // What the field holds after each keystroke; nothing is clamped until the teacher leaves it.
    const typed = ['1', '', '4', '45'];
    expect(settleActivityMinutes(typed.at(-1) ?? '')).toBe('45');
  });

  it('shows the clamped number once the field is left', () => {
    expect(settleActivityMinutes('')).toBe('1');
    expect(settleActivityMinutes('0')).toBe('1');
    expect(settleActivityMinutes('007')).toBe('7');
    expect(settleActivityMinutes('145')).toBe('120');
  });
});

describe('custom timer minutes (spec 5: 1 to 60, falling back to 1)', () => {
  it('keeps 1 to 60 and clamps outside', () => {
    expect(clampTimerMinutes('25')).toBe(25);
    expect(clampTimerMinutes('61')).toBe(60);
    expect(clampTimerMinutes('0')).toBe(1);
  });

  it('falls back to 1 for anything that is not a number', () => {
    expect(clampTimerMinutes('')).toBe(1);
    expect(clampTimerMinutes('ten')).toBe(1);
    expect(clampTimerMinutes(Number.NaN)).toBe(1);
  });
});

describe('random timer', () => {
  it('gives 1 to 10 whole minutes across the whole range of the generator', () => {
    expect(randomTimerMinutes(() => 0)).toBe(1);
    expect(randomTimerMinutes(() => 0.55)).toBe(6);
    expect(randomTimerMinutes(() => 0.999999)).toBe(10);
  });
});

describe('configuration names', () => {
  it('need something besides spaces', () => {
    expect(configNameValid('Monday plan')).toBe(true);
    expect(configNameValid('  x ')).toBe(true);
    expect(configNameValid('')).toBe(false);
    expect(configNameValid('   ')).toBe(false);
  });
});
