import { afterEach, describe, expect, it, vi } from 'vitest';
import { cssToken } from './css-token';

describe('cssToken', () => {
  afterEach(() => vi.unstubAllGlobals());

  function page(tokens: Record<string, string>) {
    vi.stubGlobal('document', { documentElement: {} });
    vi.stubGlobal('getComputedStyle', () => ({
      getPropertyValue: (name: string) => tokens[name] ?? '',
    }));
  }

  it("reads a token's value from the page, trimmed", () => {
    page({ '--color-photo-matte': ' #ffffff' });
    expect(cssToken('--color-photo-matte')).toBe('#ffffff');
  });

  it('throws for a token the stylesheet does not define, rather than draw in black', () => {
    page({});
    expect(() => cssToken('--color-nothing')).toThrow('--color-nothing is not defined');
  });
});
