import type { DisplaySnapshot } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import { displayTokenOf, parseServedDisplay } from './served-display';

const TOKEN = 'b_Y2vwatqsx39h-7y0tWLpZJ';

describe('the display page finds its token', () => {
  it('takes the one path segment after /display/', () => {
    expect(displayTokenOf(`/display/${TOKEN}`)).toBe(TOKEN);
    expect(displayTokenOf(`/display/${TOKEN}/`)).toBe(TOKEN);
    expect(displayTokenOf('/display/a%20b')).toBe('a b');
  });

  it('has none on any other path, or a token that is not valid percent-encoding', () => {
    for (const path of [
      '/',
      '/display',
      '/display/',
      `/display/${TOKEN}/more`,
      '/display/%E0%A4%A',
    ]) {
      expect(displayTokenOf(path), path).toBe('');
    }
  });
});

describe('the snapshot the server wrote into the page', () => {
  const snapshot = {
    classId: 3,
    className: 'Class 5B',
    students: [],
  } as unknown as DisplaySnapshot;

  it('is the first board, or null for a link the server knows as revoked', () => {
    expect(parseServedDisplay(JSON.stringify({ token: TOKEN, snapshot }), TOKEN)).toEqual(snapshot);
    expect(parseServedDisplay(JSON.stringify({ token: TOKEN, snapshot: null }), TOKEN)).toBeNull();
  });

  it('is not used when it is missing, broken or for another token: the page asks over HTTP', () => {
    for (const text of [
      undefined,
      null,
      '',
      '{"token":',
      JSON.stringify({ token: 'another', snapshot }),
      JSON.stringify({ token: TOKEN }),
    ]) {
      expect(parseServedDisplay(text, TOKEN), String(text)).toBeUndefined();
    }
    expect(parseServedDisplay(JSON.stringify({ token: '', snapshot }), '')).toBeUndefined();
  });
});
