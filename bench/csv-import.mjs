// F9: the CSV import of 1,000 rows through the real server and database, as the dashboard
// does it: the file read by the web's own code (apps/web/src/features/roster-csv/read-csv-file.ts,
// papaparse), the preview call, then the confirmed import. Targets: preview < 1 s, import < 2 s.
// Then the round trip: the class exported and the file imported into it must change nothing.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { api, percentile, ROOT, signUp, startServer } from './lib.mjs';

const ROWS = Number(process.env.ROWS ?? 1000);
const RUNS = Number(process.env.RUNS ?? 5);

const require = createRequire(path.join(ROOT, 'apps/server/package.json'));
const tsxDir = path.dirname(require.resolve('tsx/package.json'));
const { tsImport } = await import(pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href);
const { csvTable } = await tsImport(
  '../apps/web/src/features/roster-csv/read-csv-file.ts',
  import.meta.url,
);

/** A class list as a spreadsheet writes it: names in several scripts, rows, notes with commas. */
function classList(rows) {
  const names = ['Maya', 'Zoë', 'Мария', '李小龙', 'Ahmed', 'Ana-Lucía'];
  const lines = ['Name,Row/Table,Notes'];
  for (let i = 0; i < rows; i += 1) {
    const note =
      i % 3 === 0 ? `"Sits near the door, needs ""quiet"" work"` : i % 7 === 0 ? '=1+1' : '';
    lines.push(`${names[i % names.length]} ${i + 1},${(i % 10) + 1},${note}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

const ms = (t0) => performance.now() - t0;
const fmt = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${percentile(sorted, 50).toFixed(0)} ms, worst ${sorted.at(-1).toFixed(0)} ms`;
};

const server = await startServer();
try {
  const cookie = await signUp(server.base);
  /** The dashboard's two calls: the preview, then the import of exactly that plan (timed). */
  const previewAndImport = async (classId, table) => {
    const url = `/api/classes/${classId}/roster-import`;
    let t0 = performance.now();
    const { data: plan } = await api(server.base, cookie, 'POST', `${url}/preview`, table);
    const previewMs = ms(t0);
    t0 = performance.now();
    const { data: result } = await api(server.base, cookie, 'POST', url, {
      ...table,
      planId: plan.planId,
    });
    return { plan, result, previewMs, importMs: ms(t0) };
  };
  const text = classList(ROWS);
  const parse = [];
  const preview = [];
  const apply = [];
  let classId = 0;
  for (let run = 0; run < RUNS; run += 1) {
    ({
      data: { id: classId },
    } = await api(server.base, cookie, 'POST', '/api/classes', {
      name: `F9 ${run + 1}`,
    }));
    const t0 = performance.now();
    const table = csvTable(text);
    parse.push(ms(t0));
    const { plan, result, previewMs, importMs } = await previewAndImport(classId, table);
    preview.push(previewMs);
    if (plan.counts.create !== ROWS)
      throw new Error(`expected ${ROWS} creates: ${JSON.stringify(plan.counts)}`);
    apply.push(importMs);
    if (result.created !== ROWS)
      throw new Error(`expected ${ROWS} created: ${JSON.stringify(result)}`);
  }
  console.log(
    `F9 CSV import of ${ROWS} rows (${(Buffer.byteLength(text) / 1024).toFixed(0)} KB file), ${RUNS} runs:`,
  );
  console.log(`  reading the file (papaparse, in the browser's code)   ${fmt(parse)}`);
  console.log(
    `  preview (POST .../roster-import/preview)              ${fmt(preview)} (target < 1000 ms)`,
  );
  console.log(
    `  confirmed import (POST .../roster-import)             ${fmt(apply)} (target < 2000 ms)`,
  );

  // The round trip on the last class: export, read the file back, import it.
  const students = async () =>
    (await api(server.base, cookie, 'GET', `/api/classes/${classId}/students`)).data;
  const before = await students();
  const res = await fetch(`${server.base}/api/classes/${classId}/roster-export`, {
    headers: { cookie },
  });
  const exported = await res.text();
  const t0 = performance.now();
  const table = csvTable(exported);
  const { plan, result } = await previewAndImport(classId, table);
  const after = await students();
  const same = JSON.stringify(before) === JSON.stringify(after);
  const { create, update, skip, unchanged } = plan.counts;
  console.log(
    `  export -> import of the same class (${ROWS} students): create ${create}, update ${update}, skip ${skip}, unchanged ${unchanged}; ` +
      `written ${result.version === null ? 'nothing' : `version ${result.version}`}; roster ${same ? 'identical' : 'CHANGED'} (${ms(t0).toFixed(0)} ms)`,
  );
  if (!same || create + update + skip !== 0 || result.version !== null) process.exitCode = 1;

  // The heaviest write: every one of the 1,000 students gets new notes.
  // The table as the browser sends it (only the columns the import reads): find Notes by name.
  const notesAt = table.headers.findIndex((h) => h.trim().toLowerCase() === 'notes');
  const renoted = {
    headers: table.headers,
    records: table.records.map((cells, i) =>
      table.headers.map((_, c) => (c === notesAt ? `New note ${i}` : (cells[c] ?? ''))),
    ),
  };
  const { result: notesResult, importMs: notesMs } = await previewAndImport(classId, renoted);
  console.log(
    `  confirmed import updating the notes of ${notesResult.updated} students             ${notesMs.toFixed(0)} ms (target < 2000 ms)`,
  );
  if (notesResult.updated !== ROWS) process.exitCode = 1;
} finally {
  await server.stop();
}
