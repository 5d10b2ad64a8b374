import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env';

const BASE = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(48) };

describe('the settings an operator writes', () => {
  it('says in a sentence that a DATABASE_URL does not parse, and why it usually does not', () => {
    // openssl rand -base64 gives a password with a / about half the time.
    expect(() =>
      loadConfig({ ...BASE, DATABASE_URL: 'postgres://classbeam:ab/cd+ef=@db:5432/classbeam' }),
    ).toThrow(/DATABASE_URL is not a valid URL: .*percent-encoded.*PGPASSWORD/);
    // The compose file's form: the password apart, in PGPASSWORD.
    expect(
      loadConfig({ ...BASE, DATABASE_URL: 'postgres://classbeam@db:5432/classbeam' }).databaseUrl,
    ).toBe('postgres://classbeam@db:5432/classbeam');
    expect(
      loadConfig({ ...BASE, DATABASE_URL: 'postgres://classbeam:ab%2Fcd@db:5432/classbeam' })
        .databaseUrl,
    ).toContain('ab%2Fcd');
  });
});
