// F4 (landing part): gzip size of the JavaScript a first visit to / downloads, from the
// production build. Reads index.html for the entry script and its modulepreloads.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(ROOT, 'apps/web/dist');
const TARGET_KB = 90;

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('No production build: run `pnpm --filter @classbeam/web build` first.');
  process.exit(1);
}
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((m) => m[1]);
const unique = [...new Set(files)];
let raw = 0;
let gz = 0;
console.log('First-load JavaScript of the landing page (production build):');
for (const file of unique) {
  const body = readFileSync(path.join(dist, file));
  const size = gzipSync(body, { level: 9 }).length;
  raw += body.length;
  gz += size;
  console.log(
    `  ${file.padEnd(40)} ${(body.length / 1024).toFixed(1).padStart(7)} KB raw ${(size / 1024).toFixed(1).padStart(6)} KB gzip`,
  );
}
const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map(
  (m) => m[1],
);
const cssGz = css.reduce(
  (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
  0,
);
console.log(
  `  total JS: ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip (target <= ${TARGET_KB} KB); CSS ${(cssGz / 1024).toFixed(1)} KB gzip`,
);
console.log(gz / 1024 <= TARGET_KB ? '  within budget' : '  OVER BUDGET');
