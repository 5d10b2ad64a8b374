// `npm run bench`: every benchmark, one after the other, figures on stdout.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
for (const script of [
  'first-load.mjs',
  'startup.mjs',
  'points-throughput.mjs',
  'realtime-latency.mjs',
  'class-run.mjs',
  'lighthouse.mjs',
  'csv-import.mjs',
  'backup.mjs',
]) {
  console.log(`\n## ${script}`);
  const result = spawnSync('node', [path.join(here, script)], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
