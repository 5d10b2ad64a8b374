// F10: reports over a school year. A class of 30 with 180 school days of history (about 40,000
// behaviour-log rows, attendance every day, ratings every week) beside nine other classes as
// full (three of the same teacher's, six of another's), in the real server on its embedded
// PostgreSQL. Printed:
//   - the server's answer time (p50, p95 of RUNS=50 after 5 warm-ups, loopback HTTP) of a
//     student's and the class's report, for the year and for the month, and of the parent
//     pages, the history CSV and the timelines (targets: reports p95 < 200 ms);
//   - the plan of every query those reads make (EXPLAIN ANALYZE, the app's own SQL captured
//     as it runs), and whether any reads another class's rows: each scan of the history tables
//     must go by an index on the class or the student (no sequential scan, no other class);
//   - the time to draw a report in Chromium on a phone (390x844) with the CPU slowed 4x (CDP),
//     from a tap on a range to its figures painted, data fetch included (target < 300 ms).
// Needs `pnpm --filter @classbeam/web build` for the draw (DRAW=0 skips it) and Chromium
// (CHROMIUM_PATH, default /usr/bin/chromium). PLANS=0 skips the plans.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  api,
  databaseConfigOf,
  databaseOf,
  percentile,
  ROOT,
  signUp,
  startServer,
} from './lib.mjs';
import { DAYS, dateOf, STUDENTS, schoolDays, seedYear } from './reports-seed.mjs';

const RUNS = Number(process.env.RUNS ?? 50);
const OTHER_CLASSES = 9;
const DRAW = process.env.DRAW !== '0';
const PLANS = process.env.PLANS !== '0';

const require = createRequire(path.join(ROOT, 'apps/server/package.json'));
const tsxDir = path.dirname(require.resolve('tsx/package.json'));
const { tsImport } = await import(pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href);

const fmt = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
};

async function timed(base, cookie, url) {
  for (let i = 0; i < 5; i += 1) await fetch(`${base}${url}`, { headers: { cookie } });
  const times = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { cookie } });
    const body = await res.text();
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`${url}: ${res.status} ${body}`);
    bytes = body.length;
  }
  return { times, bytes };
}

const server = await startServer();
try {
  const cookie = await signUp(server.base);
  const otherCookie = await signUp(server.base);
  const client = await databaseOf(server);
  const classes = [];
  for (let i = 0; i <= OTHER_CLASSES; i += 1) {
    const who = i <= 3 ? cookie : otherCookie;
    const { data } = await api(server.base, who, 'POST', '/api/classes', { name: `Year ${i + 1}` });
    classes.push(data.id);
  }
  const t0 = performance.now();
  const seeded = [];
  for (const [i, classId] of classes.entries()) seeded.push(await seedYear(client, classId, 7 + i));
  await client.query('vacuum analyze');
  const [measured] = seeded;
  const classId = classes[0];
  const studentId = measured.students[0];
  const total = seeded.reduce((n, s) => n + s.rows, 0);
  const counts = (
    await client.query(
      `select (select count(*) from behavior_logs where class_id = $1)::int as logs,
              (select count(*) from behavior_logs where class_id = $1 and kind = 'award')::int as awards,
              (select count(*) from daily_attendance d join students s on s.id = d.student_id where s.class_id = $1)::int as days,
              (select count(*) from student_assessments where class_id = $1)::int as ratings`,
      [classId],
    )
  ).rows[0];
  console.log(
    `F10 reports over a school year: a class of ${STUDENTS} with ${counts.logs} log rows ` +
      `(${counts.awards} awards) over ${DAYS} school days, ${counts.days} attendance days, ` +
      `${counts.ratings} ratings; ${total} log rows in all in ${classes.length} classes ` +
      `(seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );

  const days = schoolDays();
  const yearFrom = dateOf(days[0]);
  const today = dateOf(new Date());
  const lastDay = dateOf(days[days.length - 1]);
  const monthFrom = `${today.slice(0, 8)}01`;
  const year = `from=${yearFrom}&to=${today}`;
  const month = `from=${monthFrom}&to=${today}`;
  const reads = [
    ['student report, the year', `/api/students/${studentId}/report?${year}`, 200],
    ['student report, this month', `/api/students/${studentId}/report?${month}`, 200],
    ['class report, the year', `/api/classes/${classId}/report?${year}`, 200],
    ['class report, this month', `/api/classes/${classId}/report?${month}`, 200],
    ['parent pages (30 reports), this month', `/api/classes/${classId}/parent-pages?${month}`],
    ['history CSV, the year', `/api/classes/${classId}/history-export?${year}`],
    ["student's timeline, the year", `/api/students/${studentId}/history?${year}`],
    ["class's timeline, the last school day", `/api/classes/${classId}/history?date=${lastDay}`],
  ];
  // Two busy cores double every figure: the host's load says how quiet the run was.
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(
    `  at the server (loopback HTTP, ${RUNS} runs after 5 warm-ups; load average ${load()}):`,
  );
  for (const [label, url, target] of reads) {
    const { times, bytes } = await timed(server.base, cookie, url);
    const p95 = percentile(
      [...times].sort((a, b) => a - b),
      95,
    );
    const verdict = target
      ? ` (target p95 < ${target} ms: ${p95 < target ? 'within' : 'OVER'})`
      : '';
    console.log(`    ${label.padEnd(40)} ${fmt(times)}, ${(bytes / 1024).toFixed(0)} KB${verdict}`);
  }

  if (PLANS) await printPlans({ client, classId, studentId, yearFrom, today, monthFrom, lastDay });
  await client.end();
  if (DRAW) {
    const { drawTimes } = await import('./reports-draw.mjs');
    await drawTimes({ base: server.base, cookie, classId, studentId, yearFrom, today });
  }
  console.log(
    `  load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await server.stop();
}

/**
 * Runs the reports' and timelines' own functions on a Kysely that records each statement,
 * then explains each statement with its parameters.
 */
async function printPlans({ client, classId, studentId, yearFrom, today, monthFrom, lastDay }) {
  await tsImport('../apps/server/src/db/database.ts', import.meta.url);
  const { Kysely, PostgresDialect } = require('kysely');
  const pg = require('pg');
  const statements = [];
  const pool = new pg.Pool(databaseConfigOf(server));
  const db = new Kysely({
    dialect: new PostgresDialect({ pool }),
    log: (event) => statements.push({ sql: event.query.sql, parameters: event.query.parameters }),
  });
  const service = await tsImport(
    '../apps/server/src/modules/reports/reports.service.ts',
    import.meta.url,
  );
  const repo = await tsImport(
    '../apps/server/src/modules/reports/reports.repository.ts',
    import.meta.url,
  );
  const history = await tsImport(
    '../apps/server/src/modules/history/history.repository.ts',
    import.meta.url,
  );
  const csv = await tsImport(
    '../apps/server/src/modules/reports/history-export.ts',
    import.meta.url,
  );
  const cls = { id: classId, name: 'Year 1' };
  const students = await repo.reportStudents(db, classId);
  const student = students.find((s) => s.id === studentId);
  const runs = [
    [
      'student report, the year',
      () => service.studentReports(db, cls, [student], yearFrom, today, today),
    ],
    [
      'class report, the year',
      () => service.classReport(db, cls, students, yearFrom, today, today),
    ],
    [
      'parent pages, this month',
      () => service.studentReports(db, cls, students, monthFrom, today, today),
    ],
    ['history CSV, the year', () => csv.historyCsv(db, cls, yearFrom, today)],
    [
      "student's timeline, the year",
      () => history.studentHistory(db, { id: studentId, class_id: classId }, yearFrom, today),
    ],
    ["class's timeline, the last school day", () => history.classHistory(db, classId, lastDay)],
  ];
  const HISTORY_TABLES = [
    'behavior_logs',
    'daily_attendance',
    'student_assessments',
    'student_events',
    'class_events',
  ];
  let bad = 0;
  console.log('  plans (EXPLAIN ANALYZE of each statement the reads make):');
  for (const [label, run] of runs) {
    statements.length = 0;
    await run();
    const seen = new Set();
    for (const { sql, parameters } of statements) {
      if (seen.has(sql) || !/^\s*select|^\s*with/i.test(sql)) continue;
      seen.add(sql);
      const plan = (
        await client.query(
          `explain (analyze, costs off, timing off, summary off) ${sql}`,
          parameters,
        )
      ).rows.map((r) => r['QUERY PLAN']);
      const tables = HISTORY_TABLES.filter((t) => plan.some((line) => line.includes(` on ${t}`)));
      if (tables.length === 0) continue;
      // Every scan of a history table goes by an index on the class or the student.
      const problems = [];
      plan.forEach((line, i) => {
        const table = HISTORY_TABLES.find((t) => line.includes(` on ${t}`));
        if (!table) return;
        if (/Seq Scan/.test(line)) problems.push(`sequential scan of ${table}`);
        const cond = plan.slice(i + 1, i + 3).join(' ');
        if (/Index|Bitmap/.test(line) && !/(class_id|student_id) = /.test(cond))
          problems.push(`${table} scanned without its class or student`);
      });
      bad += problems.length;
      console.log(
        `    ${label}: ${tables.join(', ')}${problems.length ? ` — ${problems.join('; ')}` : ' — by the class or the student only'}`,
      );
      for (const line of plan) console.log(`      ${line}`);
    }
  }
  console.log(`  plans: ${bad === 0 ? 'no read touches another class’s rows' : `${bad} PROBLEMS`}`);
  if (bad > 0) process.exitCode = 1;
  await db.destroy();
}
