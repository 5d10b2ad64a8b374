import { describe, expect, it } from 'vitest';
import { NEXT_PATH_MAX_LENGTH, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeNextPath('/classroom/7')).toBe('/classroom/7');
    expect(safeNextPath('/classroom/7?view=scoreboard#top')).toBe(
      '/classroom/7?view=scoreboard#top',
    );
  });

  it('falls back when there is nothing to go to', () => {
    for (const next of [null, undefined, '', 42, ['/classroom/7']]) {
      expect(safeNextPath(next)).toBe('/');
    }
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'classroom/7',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/x\u007f',
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/./\\evil.example',
  ])('refuses %j', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('encodes what a Location header cannot carry, and keeps it on our site', () => {
    const next = safeNextPath('/classe/été?q=😀 x#ü');
    expect(next).toBe('/classe/%C3%A9t%C3%A9?q=%F0%9F%98%80%20x#%C3%BC');
    expect(next).toMatch(/^[\x21-\x7e]+$/);
  });

  it('refuses a path longer than any of ours', () => {
    expect(safeNextPath(`/${'a'.repeat(NEXT_PATH_MAX_LENGTH)}`)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeNextPath('//evil.example', '/home')).toBe('/home');
  });
});
