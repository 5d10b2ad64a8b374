import { spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { CLASS_KEY_HEADER } from '@classbeam/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBackup } from '../src/db/backup';
import { scheduleBackups, untilNext } from '../src/db/backup-schedule';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded';
import { localSecret } from '../src/env';
import { certificateNames, ensureLocalTls, tlsFiles } from '../src/tls/certificates';
import { createTestContext, ORIGIN, type Teacher, type TestContext } from './context';
import { addStudents, createClass, jpegDataUrl, opId } from './fixtures';

/*
 * R11: a class with a lesson's history -> a backup while the app runs and serves -> an empty
 * data folder -> a restore: every row and photo back, the app serves it; a corrupt, cut-short
 * or foreign file is refused with a clear message and changes nothing. The commands run as
 * `npm run backup` / `npm run restore` run them: the real CLI in a child process, on real
 * embedded PostgreSQL clusters in folders of their own.
 */

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const APP_PORT = 4400;
const PG_PORT = 4401;
const RESTORED_PORT = 4403;
const root = mkdtempSync(path.join(os.tmpdir(), 'classbeam-backup-'));
const A = path.join(root, 'a');
const B = path.join(root, 'b');

interface Run {
  code: number | null;
  output: string;
}

/** The command line as npm runs it, with only DATA_DIR telling it where the data is. */
function cli(
  name: 'backup' | 'restore',
  args: string[],
  dataDir: string,
  extra: NodeJS.ProcessEnv = {},
): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, INIT_CWD: root };
  for (const key of ['DATABASE_URL', 'BIRTH_DATE_KEY', 'SESSION_SECRET', 'BACKUP_DIR']) {
    delete env[key];
  }
  Object.assign(env, extra);
  const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${name}.ts`, ...args], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** Every table's rows as PostgreSQL prints them, sorted, and every sequence's position. */
async function contents(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public'
        and tablename not in ('kysely_migration', 'kysely_migration_lock', 'crash_marker')
        order by 1`,
    );
    const out: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ r: string }>(
        `select t::text as r from "${name}" t order by 1`,
      );
      out[name] = rows.map((row) => row.r);
    }
    const { rows: sequences } = await client.query<{ name: string }>(
      `select sequencename as name from pg_sequences where schemaname = 'public' order by 1`,
    );
    for (const { name } of sequences) {
      const { rows } = await client.query<{ r: string }>(
        `select last_value::text || ' ' || is_called as r from "${name}"`,
      );
      out[`sequence ${name}`] = rows.map((row) => row.r);
    }
    return out;
  } finally {
    await client.end();
  }
}

/** The backup's lines, for a test to change and write back as a file of its own. */
function linesOf(file: string): string[] {
  return gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
}

/** Writes lines as a backup whose checksum matches them (a well-formed file saying something else). */
function writeWithChecksum(file: string, body: string[]): void {
  const text = body.map((l) => `${l}\n`).join('');
  const sha256 = createHash('sha256').update(text).digest('hex');
  const rows = body.filter((l) => l.startsWith('[')).length;
  writeFileSync(file, gzipSync(`${text}${JSON.stringify({ end: 'classbeam', rows, sha256 })}\n`));
}

function backupIn(output: string): string {
  const match = output.match(/Backup written: (\S+)/);
  if (!match?.[1]) throw new Error(`no backup written:\n${output}`);
  return match[1];
}

let embedded: EmbeddedDatabase;
let ctx: TestContext;
let teacher: Teacher;
let classId: number;
let ann: number;
let bo: number;
let photoUrl: string;
const base = `http://127.0.0.1:${APP_PORT}`;

beforeAll(async () => {
  // The school's server: its embedded cluster in A, the app on it, listening.
  embedded = await startEmbeddedPostgres(A, () => {}, { port: PG_PORT });
  ctx = await createTestContext(
    {
      dataDir: A,
      birthDateKey: localSecret(A, 'birth-date-key'),
      sessionSecret: localSecret(A, 'session-secret'),
    },
    embedded.url,
  );
  await ctx.app.listen({ port: APP_PORT, host: '127.0.0.1' });
  teacher = await ctx.signUp({ email: 'ms.rivera@school.test' });

  // A lesson's history: a class, students with birth dates and a photo, points, attendance,
  // an assessment, groups, a display link.
  classId = await createClass(ctx, teacher, 'Year 3 Robins');
  [ann, bo] = (await addStudents(ctx, teacher, classId, ['Ann', 'Bo'])) as [number, number];
  const cy = await ctx.request({
    method: 'POST',
    url: '/api/students',
    as: teacher,
    payload: { classId, name: 'Cy', avatar: jpegDataUrl() },
  });
  expect(cy.statusCode, cy.body).toBe(201);
  photoUrl = cy.json().avatarUrl;
  const dates = await ctx.request({
    method: 'PUT',
    url: `/api/classes/${classId}/birth-dates`,
    as: teacher,
    payload: {
      birthDates: [
        { studentId: ann, birthDate: '2016-02-03' },
        { studentId: bo, birthDate: '2015-11-30' },
      ],
    },
  });
  expect(dates.statusCode, dates.body).toBe(200);
  const ops = await ctx.request({
    method: 'POST',
    url: '/api/ops',
    as: teacher,
    payload: {
      classId,
      ops: [
        { opId: opId(), kind: 'points', studentId: ann, delta: 2 },
        { opId: opId(), kind: 'points', studentId: bo, delta: -1 },
        { opId: opId(), kind: 'attendance', studentId: bo, status: 'late' },
      ],
    },
  });
  expect(ops.json()).toMatchObject({ rejected: [] });
  const assessed = await ctx.request({
    method: 'POST',
    url: `/api/classes/${classId}/students/${ann}/assessments`,
    as: teacher,
    payload: { date: '2026-11-23', understanding: 4, behavior: 5, growth: 3 },
  });
  expect(assessed.statusCode, assessed.body).toBeLessThan(300);
  const group = await ctx.request({
    method: 'POST',
    url: `/api/classes/${classId}/groups`,
    as: teacher,
    payload: { name: 'Owls' },
  });
  expect(group.statusCode, group.body).toBeLessThan(300);
  const link = await ctx.request({
    method: 'POST',
    url: `/api/classes/${classId}/display-links`,
    as: teacher,
  });
  expect(link.statusCode, link.body).toBeLessThan(300);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await embedded?.stop();
  rmSync(root, { recursive: true, force: true });
});

/** Taps over HTTP, one after another, until stopped: a lesson going on during the backup. */
function tapping(): { stop(): Promise<number> } {
  let going = true;
  let acknowledged = 0;
  const loop = (async () => {
    while (going) {
      const res = await fetch(`${base}/api/ops`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: teacher.cookie },
        body: JSON.stringify({
          classId,
          ops: [{ opId: opId(), kind: 'points', studentId: acknowledged % 2 ? ann : bo, delta: 1 }],
        }),
      });
      if (res.status !== 200) throw new Error(`tap refused: ${res.status} ${await res.text()}`);
      acknowledged += 1;
    }
  })();
  return {
    stop: async () => {
      going = false;
      await loop;
      return acknowledged;
    },
  };
}

describe('backup and restore (R11)', () => {
  let good: string;

  it('backs up while the app serves a lesson: one consistent moment, without a second PostgreSQL', async () => {
    const pidBefore = readFileSync(path.join(A, 'postgres', 'postmaster.pid'), 'utf8');
    const lesson = tapping();
    // Let some taps land first, so the snapshot falls in the middle of them.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const run = await cli('backup', [root], A);
    const taps = await lesson.stop();
    expect(run.code, run.output).toBe(0);
    expect(taps).toBeGreaterThan(5);
    // The running server's cluster served the backup: the same postmaster, still there.
    expect(readFileSync(path.join(A, 'postgres', 'postmaster.pid'), 'utf8')).toBe(pidBefore);

    // Restored, the file is one moment: every tap's log row and its applied operation are
    // both there or both not, and each student's points add up to their logged changes.
    const restored = await cli('restore', [backupIn(run.output)], B);
    expect(restored.code, restored.output).toBe(0);
    const b = await startEmbeddedPostgres(B);
    try {
      const client = new pg.Client({ connectionString: b.url });
      await client.connect();
      const { rows } = await client.query<{ logs: string; ops: string; off: string }>(
        `select
           (select count(*) from behavior_logs where op_id is not null)::text as logs,
           (select count(*) from applied_operations o
              where exists (select 1 from behavior_logs l where l.op_id = o.op_id))::text as ops,
           (select count(*) from students s where s.points <> 5 + coalesce(
              (select sum(point_change) from behavior_logs l where l.student_id = s.id), 0))::text as off`,
      );
      const { rows: applied } = await client.query<{ n: string }>(
        'select count(*)::text as n from applied_operations',
      );
      await client.end();
      expect(Number(rows[0]?.logs)).toBeGreaterThan(3);
      expect(rows[0]?.ops).toBe(rows[0]?.logs);
      expect(Number(applied[0]?.n)).toBe(Number(rows[0]?.logs) + 1);
      expect(rows[0]?.off).toBe('0');
    } finally {
      await b.stop();
    }
  }, 120_000);

  it('restores onto a new machine: every row back, the photo and birth dates work, the app serves the class', async () => {
    // The app keeps running and serving; the lesson has paused (so the rows can be compared).
    const run = await cli('backup', [root], A);
    expect(run.code, run.output).toBe(0);
    good = backupIn(run.output);
    expect(run.output).toMatch(/keep it as safe/);

    // A new machine: an empty data folder.
    rmSync(B, { recursive: true, force: true });
    const restored = await cli('restore', [path.basename(good)], B);
    expect(restored.code, restored.output).toBe(0);
    expect(readFileSync(path.join(B, 'birth-date-key'), 'utf8')).toBe(
      readFileSync(path.join(A, 'birth-date-key'), 'utf8'),
    );
    // A plain-http school has no CA: none is carried, none is made.
    expect(existsSync(path.join(B, 'tls'))).toBe(false);

    const b = await startEmbeddedPostgres(B);
    const [before, after] = await Promise.all([contents(embedded.url), contents(b.url)]);
    await b.stop();
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(before.student_photos).toHaveLength(1);
    expect(before.behavior_logs?.length).toBeGreaterThan(3);

    // The app on the restored folder, started as `npm start` starts it.
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: (() => {
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          DATA_DIR: B,
          PORT: String(RESTORED_PORT),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'error',
        };
        for (const key of ['DATABASE_URL', 'BIRTH_DATE_KEY', 'SESSION_SECRET']) delete env[key];
        return env;
      })(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    const up = new Promise<void>((resolve, reject) => {
      const onData = (c: Buffer) => {
        log += c.toString();
        if (log.includes('Classbeam is running')) resolve();
      };
      server.stdout.on('data', onData);
      server.stderr.on('data', onData);
      server.on('exit', (code) => reject(new Error(`server exited ${code}: ${log}`)));
    });
    const exited = new Promise((resolve) => server.on('exit', resolve));
    try {
      await up;
      const there = `http://127.0.0.1:${RESTORED_PORT}`;
      const call = (url: string, init: RequestInit & { cookie?: string } = {}) =>
        fetch(`${there}${url}`, {
          ...init,
          headers: {
            'content-type': 'application/json',
            origin: there,
            ...(init.cookie ? { cookie: init.cookie } : {}),
          },
        });
      // The teacher signs in with the password they had.
      const signin = await call('/api/auth/signin', {
        method: 'POST',
        body: JSON.stringify({ email: 'ms.rivera@school.test', password: 'maple-syrup-42' }),
      });
      expect(signin.status).toBe(200);
      const cookie = signin.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      // The phone that was signed in stays signed in: the sessions and their secret came back.
      expect((await call('/api/auth/user', { cookie: teacher.cookie })).status).toBe(200);

      const students = await call(`/api/classes/${classId}/students`, { cookie });
      expect(students.status).toBe(200);
      const roster = (await students.json()) as { name: string; points: number }[];
      expect(roster.map((s) => s.name).sort()).toEqual(['Ann', 'Bo', 'Cy']);
      const points = (await (
        await ctx.request({ method: 'GET', url: `/api/classes/${classId}/students`, as: teacher })
      ).json()) as { name: string; points: number }[];
      expect(roster.map((s) => [s.name, s.points]).sort()).toEqual(
        points.map((s) => [s.name, s.points]).sort(),
      );

      // The photo, byte for byte.
      const original = Buffer.from(await (await fetch(`${base}${photoUrl}`)).arrayBuffer());
      const photo = await fetch(`${there}${photoUrl}`);
      expect(photo.status).toBe(200);
      expect(Buffer.from(await photo.arrayBuffer()).equals(original)).toBe(true);

      // Ann's date of birth still opens the iPad: the restored key reads the restored hashes.
      const opened = await call(`/api/classes/${classId}/self-assessment`, {
        method: 'PUT',
        cookie,
        body: JSON.stringify({ open: true }),
      });
      expect(opened.status).toBe(200);
      const { key } = (await opened.json()) as { key: string };
      const lease = (birthDate: string) =>
        fetch(`${there}/api/classes/${classId}/assessment-sessions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: there, [CLASS_KEY_HEADER]: key },
          body: JSON.stringify({ studentId: ann, birthDate }),
        });
      expect((await lease('2015-01-01')).status).not.toBe(201);
      expect((await lease('2016-02-03')).status).toBe(201);
    } finally {
      server.kill('SIGTERM');
      await exited;
    }
  }, 180_000);

  it("works the same with DATABASE_URL (a PostgreSQL of the school's own)", async () => {
    const external = new URL(embedded.url);
    const dir = path.join(root, 'external');
    const run = await cli('backup', [`${root}/`], dir, { DATABASE_URL: embedded.url });
    expect(run.code, run.output).toBe(0);
    external.pathname = '/restored_elsewhere';
    const restored = await cli('restore', [backupIn(run.output)], dir, {
      DATABASE_URL: external.toString(),
    });
    expect(restored.code, restored.output).toBe(0);
    expect(await contents(external.toString())).toEqual(await contents(embedded.url));
    const again = await cli('restore', [backupIn(run.output)], dir, {
      DATABASE_URL: external.toString(),
    });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/at DATABASE_URL already holds classes/);
  }, 120_000);

  describe('a file that is not a good backup is refused, and nothing changes', () => {
    const bad = (name: string) => path.join(root, name);

    beforeAll(() => {
      const bytes = readFileSync(good);
      writeFileSync(bad('cut-short.backup'), bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      const flipped = Buffer.from(bytes);
      const at = Math.floor(flipped.length / 2);
      flipped[at] = (flipped[at] ?? 0) ^ 0xff;
      writeFileSync(bad('damaged.backup'), flipped);
      // Well-formed gzip, one value changed after writing: only the checksum can tell.
      const lines = linesOf(good);
      const trailer = lines.pop() as string;
      const edited = lines.map((l) => l.replace('"Ann"', '"Eve"'));
      expect(edited).not.toEqual(lines);
      writeFileSync(bad('edited.backup'), gzipSync(`${[...edited, trailer].join('\n')}\n`));
      writeFileSync(bad('spreadsheet.csv'), 'name,points\nAnn,7\n');
      writeFileSync(bad('other.json.gz'), gzipSync('{"app":"something-else"}\n'));
      // A backup from a Classbeam with a migration this one does not have.
      const newer = JSON.parse(lines[0] as string);
      newer.migration = '2099-01-01T1000-from-the-future';
      writeWithChecksum(bad('newer.backup'), [JSON.stringify(newer), ...lines.slice(1)]);
      // Well-formed and checksummed, but a value the database refuses half-way through the
      // restore (the last table's rows already in): the one transaction takes it all back.
      const body = lines.slice();
      const last = body.findLastIndex((l) => l.startsWith('['));
      body[last] = JSON.stringify(JSON.parse(body[last] as string).map(() => 'not-a-value'));
      writeWithChecksum(bad('refused-value.backup'), body);
    });

    const cases: [string, RegExp][] = [
      ['cut-short.backup', /incomplete \(cut short/],
      ['damaged.backup', /damaged/],
      ['edited.backup', /damaged \(its checksum does not match\)/],
      ['spreadsheet.csv', /not a Classbeam backup: nothing was restored/],
      ['other.json.gz', /not a Classbeam backup: nothing was restored/],
      ['newer.backup', /newer Classbeam \(database version 2099-01-01T1000-from-the-future\)/],
      ['missing.backup', /No such file/],
      ['refused-value.backup', /restore failed and was undone, nothing changed: invalid input/],
    ];

    it('over a data folder in use (--replace): refused with its message, every row as it was', async () => {
      const before = readdirSync(B).sort();
      const b = await startEmbeddedPostgres(B);
      const rows = await contents(b.url);
      await b.stop();
      for (const [name, message] of cases) {
        const run = await cli('restore', [bad(name), '--replace'], B);
        expect(run.code, name).toBe(1);
        expect(run.output, name).toMatch(message);
        expect(run.output, name).not.toMatch(/at .*\.ts:\d+/);
      }
      expect(readdirSync(B).sort()).toEqual(before);
      const again = await startEmbeddedPostgres(B);
      expect(await contents(again.url)).toEqual(rows);
      await again.stop();
    }, 120_000);

    it('into an empty folder: refused, and the folder is not even made', async () => {
      const fresh = path.join(root, 'fresh');
      for (const [name, message] of cases.slice(0, 3)) {
        const run = await cli('restore', [bad(name)], fresh);
        expect(run.code, name).toBe(1);
        expect(run.output, name).toMatch(message);
        expect(existsSync(fresh), name).toBe(false);
      }
    }, 60_000);

    it('over a folder holding classes, without --replace: refused, pointing at --replace', async () => {
      const run = await cli('restore', [good], B);
      expect(run.code).toBe(1);
      expect(run.output).toMatch(/already holds classes.*--replace/s);
    }, 60_000);

    it("with BIRTH_DATE_KEY set to another key: refused, and --show-key gives the backup's", async () => {
      const fresh = path.join(root, 'keyed');
      const run = await cli('restore', [good], fresh, { BIRTH_DATE_KEY: 'k'.repeat(48) });
      expect(run.code).toBe(1);
      expect(run.output).toMatch(/BIRTH_DATE_KEY is set to a different key/);
      expect(existsSync(fresh)).toBe(false);
      const shown = await cli('restore', [good, '--show-key'], fresh);
      expect(shown.code).toBe(0);
      expect(shown.output.trim()).toBe(readFileSync(path.join(A, 'birth-date-key'), 'utf8').trim());
      expect(existsSync(fresh)).toBe(false);
    }, 60_000);

    it('while Classbeam runs on the folder: refused, stop it first', async () => {
      const run = await cli('restore', [good, '--replace'], A);
      expect(run.code).toBe(1);
      expect(run.output).toMatch(/running on .*stop it first/);
    }, 60_000);
  });

  describe('nightly backups (BACKUP_DIR, BACKUP_KEEP, BACKUP_HOUR)', () => {
    it('waits for the next hour, local time', () => {
      const at = (h: number, m: number) => new Date(2026, 10, 28, h, m, 0, 0);
      const minutes = (ms: number) => ms / 60_000;
      expect(minutes(untilNext(at(1, 30), 2))).toBe(30);
      expect(minutes(untilNext(at(2, 0), 2))).toBe(24 * 60);
      expect(minutes(untilNext(at(3, 0), 2))).toBe(23 * 60);
    });

    it('writes a whole, checked backup, and keeps only the newest of its own files', async () => {
      const dir = path.join(root, 'nightly');
      mkdirSync(dir);
      for (const old of [
        'classbeam-20250101T020000Z.backup',
        'classbeam-20250102T020000Z.backup',
      ]) {
        writeFileSync(path.join(dir, old), 'an old night');
      }
      writeFileSync(path.join(dir, 'notes.txt'), 'not ours');
      let clock = new Date('2026-11-28T02:00:00Z');
      const logged: string[] = [];
      const schedule = scheduleBackups({
        url: embedded.url,
        dir,
        keep: 2,
        hour: 2,
        secrets: { birthDateKey: ctx.config.birthDateKey },
        log: { info: (_, m) => logged.push(m), error: (_, m) => logged.push(m) },
        now: () => clock,
      });
      try {
        const first = await schedule.runOnce();
        clock = new Date('2026-11-29T02:00:00Z');
        const second = await schedule.runOnce();
        expect(readdirSync(dir).sort()).toEqual(
          [path.basename(first), path.basename(second), 'notes.txt'].sort(),
        );
        expect(logged).toEqual(['nightly backup written', 'nightly backup written']);
        const { manifest, rows } = await verifyBackup(second);
        expect(manifest.createdAt).toBe('2026-11-29T02:00:00.000Z');
        expect(rows).toBeGreaterThan(10);
      } finally {
        schedule.stop();
      }
    }, 60_000);
  });
  describe("the school's local CA (HTTPS=1) travels with the backup", () => {
    const mode = (file: string) => statSync(file).mode & 0o777;
    let schoolCa: string;

    beforeAll(async () => {
      // The school's server starts with HTTPS=1 once: its CA, which every device now trusts.
      const made = await ensureLocalTls(A, certificateNames(['192.168.1.20'], 'school-box'), {
        host: 'school-box',
      });
      schoolCa = made.caFingerprint;
    });

    it('a new machine restored from it keeps the same CA and issues its own certificate under it', async () => {
      const run = await cli('backup', [root], A);
      expect(run.code, run.output).toBe(0);
      const { secrets } = await verifyBackup(backupIn(run.output));
      expect(secrets.tls?.caCert).toBe(readFileSync(tlsFiles(A).caCert, 'utf8'));

      const fresh = path.join(root, 'new-machine');
      const restored = await cli('restore', [backupIn(run.output)], fresh);
      expect(restored.code, restored.output).toBe(0);
      const files = tlsFiles(fresh);
      expect(mode(path.dirname(files.caKey))).toBe(0o700);
      expect(mode(files.caKey)).toBe(0o600);
      // No server certificate of the old machine: the next start makes one for this one.
      expect(existsSync(files.cert)).toBe(false);

      const started = await ensureLocalTls(fresh, certificateNames(['10.4.0.9'], 'new-box'), {
        host: 'new-box',
        note: () => {},
      });
      expect(started.made).toEqual({ ca: false, server: true });
      expect(started.caFingerprint).toBe(schoolCa);
      const server = new X509Certificate(started.cert);
      const ca = new X509Certificate(started.caCert);
      expect(server.checkIssued(ca) && server.verify(ca.publicKey)).toBe(true);
      expect(started.names).toContain('10.4.0.9');
    }, 120_000);

    it("over a data folder with a CA of its own: the backup's wins, and the restore says so", async () => {
      const fresh = path.join(root, 'had-a-ca');
      const own = await ensureLocalTls(fresh, ['localhost'], { host: 'other' });
      const run = await cli('backup', [root], A);
      const restored = await cli('restore', [backupIn(run.output)], fresh);
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toMatch(/CA in DATA_DIR\/tls was replaced by the backup's/);
      const after = new X509Certificate(readFileSync(tlsFiles(fresh).caCert, 'utf8'));
      expect(after.fingerprint256).not.toBe(own.caFingerprint);
      expect(after.fingerprint256).toBe(schoolCa);
    }, 120_000);

    it('the nightly backups carry it too', async () => {
      const dir = path.join(root, 'nightly-tls');
      const schedule = scheduleBackups({
        url: embedded.url,
        dir,
        keep: 2,
        hour: 2,
        secrets: { birthDateKey: ctx.config.birthDateKey },
        dataDir: A,
        log: { info: () => {}, error: () => {} },
      });
      try {
        const { secrets } = await verifyBackup(await schedule.runOnce());
        expect(secrets.tls?.caKey).toBe(readFileSync(tlsFiles(A).caKey, 'utf8'));
      } finally {
        schedule.stop();
      }
    }, 60_000);
  });
});
