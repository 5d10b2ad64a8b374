// `node scripts/production.mjs OUT`: what production runs, assembled into OUT (decision 0171):
//   OUT/apps/server  the compiled server (dist/) with its production dependencies only
//   OUT/apps/web/dist  the web build
//   OUT/LICENSE  the licence
// The repository's layout, so the server finds the web build and the data folder where it
// does in a clone (env.ts: REPO_ROOT). The Dockerfile's build stage runs this; so does the
// test that starts the result with plain node (scripts/production.test.mjs).
// --web-built: use the web build already in apps/web/dist (npm test has just made it).
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

const args = process.argv.slice(2);
const out = args.find((arg) => !arg.startsWith('--'));
if (!out) {
  console.error('usage: node scripts/production.mjs [--web-built] OUT');
  process.exit(2);
}
const target = path.resolve(out);
const webDist = path.join(ROOT, 'apps/web/dist');

if (!args.includes('--web-built') || !existsSync(path.join(webDist, 'index.html')))
  run('pnpm', ['--filter', '@classbeam/web', 'build']);
run('pnpm', ['--filter', '@classbeam/server', 'build']);

rmSync(target, { recursive: true, force: true });
// The server package as published (its "files": dist/) with node_modules of its production
// dependencies alone: no tsx, no TypeScript, no test tools, no workspace sources.
run('pnpm', [
  '--filter',
  '@classbeam/server',
  'deploy',
  '--prod',
  '--prefer-offline',
  path.join(target, 'apps/server'),
]);
mkdirSync(path.join(target, 'apps/web'), { recursive: true });
cpSync(webDist, path.join(target, 'apps/web/dist'), { recursive: true });
// The licence travels with every copy of the program (AGPL-3.0-or-later, decision 0172).
cpSync(path.join(ROOT, 'LICENSE'), path.join(target, 'LICENSE'));
// The operator's commands in the image, as in a clone: `npm run backup` / `npm run restore FILE`
// (docs/school/backups.md), here on the compiled server.
writeFileSync(
  path.join(target, 'package.json'),
  `${JSON.stringify(
    {
      name: 'classbeam',
      private: true,
      license: 'AGPL-3.0-or-later',
      scripts: {
        start: 'node --enable-source-maps apps/server/dist/main.js',
        backup: 'node apps/server/dist/backup.js',
        restore: 'node apps/server/dist/restore.js',
      },
    },
    null,
    2,
  )}\n`,
);
console.log(`production build in ${target}: node apps/server/dist/main.js`);
