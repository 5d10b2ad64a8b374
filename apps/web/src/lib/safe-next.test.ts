import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from './safe-next';

describe('signInPathFor', () => {
  it('builds a readable next parameter that round-trips', () => {
    expect(signInPathFor('/classroom/12')).toBe('/sign-in?next=/classroom/12');
    const path = signInPathFor('/classroom/1?a=b&c=d');
    const next = new URL(path, 'http://x.invalid').searchParams.get('next');
    expect(next).toBe('/classroom/1?a=b&c=d');
    // The sign-in page reads it back through the same rule as the server.
    expect(safeNextPath(next)).toBe('/classroom/1?a=b&c=d');
  });
});
