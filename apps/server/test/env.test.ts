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

  it('takes HTTPS as people write a switch, and says in a sentence what it takes otherwise', () => {
    for (const on of ['1', 'true', 'TRUE', 'yes', 'on'])
      expect(loadConfig({ ...BASE, HTTPS: on }).tls).toEqual({ mode: 'local' });
    for (const off of ['0', 'false', 'no', 'off', ''])
      expect(loadConfig({ ...BASE, HTTPS: off }).tls).toEqual({ mode: 'off' });
    expect(() => loadConfig({ ...BASE, HTTPS: 'please' })).toThrow(
      /^HTTPS="please": HTTPS takes 1 \(or true, yes, on\) to serve https, or 0/,
    );
    // Any other wrong setting is named too, not zod's JSON.
    expect(() => loadConfig({ ...BASE, PORT: 'eighty' })).toThrow(/^PORT="eighty": /);
  });

  it('reads a relative path from where the command was typed (npm runs the server elsewhere)', () => {
    const config = loadConfig({
      ...BASE,
      BIRTH_DATE_KEY: 'k'.repeat(40), // nothing generated, so nothing written
      INIT_CWD: '/srv/school',
      DATA_DIR: 'classbeam-data',
      BACKUP_DIR: '../backups',
      TLS_CERT: 'tls/cert.pem',
      TLS_KEY: '/etc/ssl/key.pem',
    });
    expect(config.dataDir).toBe('/srv/school/classbeam-data');
    expect(config.backupDir).toBe('/srv/backups');
    expect(config.tls).toEqual({
      mode: 'files',
      certFile: '/srv/school/tls/cert.pem',
      keyFile: '/etc/ssl/key.pem',
    });
  });
});
