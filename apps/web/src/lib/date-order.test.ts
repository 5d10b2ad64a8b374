import { describe, expect, it } from 'vitest';
import { localeDateOrder, preferredDateOrder, rememberDateOrder } from './date-order';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the date order a teacher starts from', () => {
  it('follows the browser language: month first in the US, day first in Britain and Germany, year first in Japan and Sweden', () => {
    expect(localeDateOrder('en-US')).toBe('mdy');
    expect(localeDateOrder('en-GB')).toBe('dmy');
    expect(localeDateOrder('de-DE')).toBe('dmy');
    expect(localeDateOrder('ja-JP')).toBe('ymd');
    expect(localeDateOrder('sv-SE')).toBe('ymd');
    expect(localeDateOrder('not a locale!')).toBe('dmy');
  });

  it('remembers the last order chosen on this device, over the language', () => {
    const storage = memoryStorage();
    expect(['dmy', 'mdy', 'ymd']).toContain(preferredDateOrder(storage));
    rememberDateOrder('ymd', storage);
    expect(preferredDateOrder(storage)).toBe('ymd');
    storage.setItem('classbeam.date-order', 'ydm');
    expect(preferredDateOrder(storage)).toBe(localeDateOrder());
  });
});
