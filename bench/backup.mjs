// `npm run backup` / `npm run restore` on a school year of data: file size, time and the
// commands' peak memory (it must not grow with the data: rows and photos are streamed).
// A year: CLASSES classes of 30 students, each with an 80 KB photo (random bytes: a JPEG
// does not compress), 190 lessons of 150 taps with their applied operations, a day of
// attendance and a teacher's assessment per student per lesson.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from './lib.mjs';

const SERVER = path.join(ROOT, 'apps/server');
const CLASSES = Number(process.env.CLASSES ?? 10);
const PORT = Number(process.env.PORT ?? 4404);
const STUDENTS = 30;
const LESSONS = 190;
const TAPS = 150;
const root = mkdtempSync(path.join(os.tmpdir(), 'classbeam-bench-backup-'));
const A = path.join(root, 'a');
const B = path.join(root, 'b');

/** Runs a command under /usr/bin/time when there is one: seconds and peak RSS (MB). */
function timed(args, env) {
  const time = existsSync('/usr/bin/time');
  const command = time ? '/usr/bin/time' : process.execPath;
  const argv = time ? ['-f', 'TIME %e %M', process.execPath, ...args] : args;
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(command, argv, { cwd: SERVER, env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(out));
      const match = out.match(/TIME ([\d.]+) (\d+)/);
      resolve({
        seconds: match ? Number(match[1]) : (performance.now() - t0) / 1000,
        peakMb: match ? Number(match[2]) / 1024 : null,
        out,
      });
    });
  });
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: SERVER,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, DATA_DIR: A, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
});
await new Promise((resolve) => {
  let out = '';
  server.stdout.on('data', (c) => {
    out += c;
    if (out.includes('Classbeam is running')) resolve();
  });
});
try {
  const pid = readFileSync(path.join(A, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(path.join(A, 'postgres-password'), 'utf8').trim();
  const db = new pg.Client({
    connectionString: `postgres://classbeam:${encodeURIComponent(password)}@127.0.0.1:${pid[3]}/classbeam`,
  });
  await db.connect();
  const t0 = performance.now();
  await db.query(
    `insert into users (id, email, password_hash) values ('u1', 'year@school.test', 'x')`,
  );
  for (let c = 1; c <= CLASSES; c += 1) {
    const { rows } = await db.query(
      `insert into classes (user_id, name, share_key) values ('u1', $1, $2) returning id`,
      [`Class ${c}`, randomBytes(12).toString('hex')],
    );
    const classId = rows[0].id;
    const { rows: students } = await db.query(
      `insert into students (class_id, name, birth_date_hash)
       select $1, 'Student ' || g, md5(random()::text) from generate_series(1, ${STUDENTS}) g
       returning id`,
      [classId],
    );
    for (const { id } of students) {
      await db.query(
        `insert into student_photos (key, student_id, mime, data) values ($1, $2, 'image/jpeg', $3)`,
        [randomBytes(16).toString('hex'), id, randomBytes(80_000)],
      );
    }
    const ids = `array[${students.map((s) => s.id).join(',')}]`;
    await db.query(
      `insert into behavior_logs (student_id, class_id, point_change, reason, "timestamp", op_id)
       select (${ids})[1 + g % ${STUDENTS}], $1, case when g % 5 = 0 then -1 else 1 end,
              'Helping others', timestamp '2025-09-01 09:00' + (g / ${TAPS}) * interval '1 day'
              + (g % ${TAPS}) * interval '20 seconds', gen_random_uuid()::text
       from generate_series(0, ${LESSONS * TAPS - 1}) g`,
      [classId],
    );
    await db.query(
      `insert into applied_operations (op_id, class_id, applied_at)
       select op_id, class_id, "timestamp" from behavior_logs where class_id = $1`,
      [classId],
    );
    await db.query(
      `insert into daily_attendance (student_id, date, status)
       select s, to_char(date '2025-09-01' + d, 'YYYY-MM-DD'), 'present'
       from unnest(${ids}) s, generate_series(0, ${LESSONS - 1}) d`,
    );
    await db.query(
      `insert into student_assessments (student_id, class_id, date, understanding, behavior, growth)
       select s, $1, to_char(date '2025-09-01' + d, 'YYYY-MM-DD'), 1 + d % 5, 1 + s % 5, 3
       from unnest(${ids}) s, generate_series(0, ${LESSONS - 1}) d`,
      [classId],
    );
  }
  const { rows: size } = await db.query(
    `select pg_size_pretty(pg_database_size('classbeam')) as size,
            (select count(*) from behavior_logs)::int as logs`,
  );
  await db.end();
  console.log(
    `seeded ${CLASSES} classes x ${STUDENTS} students, ${size[0].logs} taps, database ${size[0].size} (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
  );

  // The backup runs while the server is up, as a school would run it.
  const file = path.join(root, 'year.backup');
  const backup = await timed(['--import', 'tsx', 'src/cli/backup.ts', file], {
    DATA_DIR: A,
    INIT_CWD: root,
  });
  const mb = statSync(file).size / 1024 / 1024;
  console.log(
    `backup: ${mb.toFixed(1)} MB in ${backup.seconds.toFixed(1)} s, peak RSS ${backup.peakMb?.toFixed(0) ?? '?'} MB`,
  );
  const restore = await timed(['--import', 'tsx', 'src/cli/restore.ts', file], {
    DATA_DIR: B,
    INIT_CWD: root,
  });
  console.log(
    `restore into an empty folder: ${restore.seconds.toFixed(1)} s (initdb included), peak RSS ${restore.peakMb?.toFixed(0) ?? '?'} MB`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(root, { recursive: true, force: true });
}
