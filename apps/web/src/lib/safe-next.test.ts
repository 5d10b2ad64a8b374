import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from './safe-next';

describe('safeNextPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeNextPath('/classroom/7')).toBe('/classroom/7');
    expect(safeNextPath('/classroom/7?view=scoreboard#top')).toBe(
      '/classroom/7?view=scoreboard#top',
    );
  });

  it('falls back to / when there is nothing to go to', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath(undefined)).toBe('/');
    expect(safeNextPath('')).toBe('/');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'classroom/7',
    '/\t/evil.example',
    '/\n/evil.example',
  ])('refuses %j', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeNextPath('//evil.example', '/home')).toBe('/home');
  });
});

describe('signInPathFor', () => {
  it('builds a readable next parameter that round-trips', () => {
    expect(signInPathFor('/classroom/12')).toBe('/sign-in?next=/classroom/12');
    const path = signInPathFor('/classroom/1?a=b&c=d');
    const next = new URL(path, 'http://x.invalid').searchParams.get('next');
    expect(next).toBe('/classroom/1?a=b&c=d');
  });
});
