// The message catalogues' gates (docs/decisions/0167), run by the web package's lint, over
// every catalogue (one per folder that writes messages, docs/decisions/0168):
// 1. `lingui extract` changes no committed catalogue: every message in the code is in the PO
//    files, and none is left there that the code no longer has (nor a later catalogue the
//    split by imports, scripts/catalogue-split.mjs, no longer makes);
// 2. `lingui compile --strict` passes: every message has its Spanish (a shipped language).
// Both leave the working tree as they found it: the PO files are put back, the compiled
// files (never committed) and the empty catalogues extract writes are removed.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  catalogueFiles,
  catalogueFolders,
  hasMessages,
  pruneEmpty,
  staleCatalogues,
  web,
} from './catalogue-files.mjs';

const lingui = path.join(web, 'node_modules/.bin/lingui');

function run(args) {
  const result = spawnSync(lingui, args, { cwd: web, encoding: 'utf8' });
  if (result.error) throw result.error;
  return result;
}

const ids = (text) => new Set([...text.matchAll(/^msgid "(.+)"$/gm)].map((m) => m[1]));
let failed = false;

const read = (file) => readFileSync(path.join(web, file), 'utf8');
// A later catalogue the split no longer makes (its files are a page's now): extract leaves it.
for (const dir of staleCatalogues()) {
  failed = true;
  console.error(
    `✗ apps/web/${dir} is no longer a catalogue: every file of its folder is a page's now.`,
  );
}
const before = new Map(catalogueFiles().map((f) => [f, read(f)]));
const extract = run(['extract', '--clean']);
if (extract.status !== 0) {
  console.error(extract.stdout, extract.stderr);
  failed = true;
}
for (const file of catalogueFiles()) {
  const after = read(file);
  const was = before.get(file);
  // A folder with no message gets an empty catalogue from extract: not one to commit.
  if (was === after || (was === undefined && !hasMessages(after))) continue;
  failed = true;
  const old = ids(was ?? '');
  const now = ids(after);
  const added = [...now].filter((id) => !old.has(id));
  const gone = [...old].filter((id) => !now.has(id));
  console.error(`✗ apps/web/${file} is not what \`lingui extract\` writes:`);
  for (const id of added) console.error(`    new in the code: "${id}"`);
  for (const id of gone) console.error(`    no longer in the code: "${id}"`);
  if (added.length + gone.length === 0) console.error('    (its order or references differ)');
}
for (const file of catalogueFiles()) if (!before.has(file)) rmSync(path.join(web, file));
for (const [file, text] of before) writeFileSync(path.join(web, file), text);
pruneEmpty();
if (failed) {
  console.error(
    "\nRun `pnpm --filter @classbeam/web i18n:extract`, translate the new messages in the folder's locales/es.po, and commit the PO files.",
  );
}

const compile = run(['compile', '--strict', '--verbose', '--config', 'lingui.strict.config.ts']);
for (const dir of catalogueFolders()) {
  for (const file of readdirSync(dir))
    if (/\.(js|mjs|ts)$/.test(file)) rmSync(path.join(dir, file));
}
pruneEmpty();
if (compile.status !== 0) {
  failed = true;
  const said = `${compile.stdout}\n${compile.stderr}`.split('\n');
  const lines = said.filter(
    (line) => line.trim() && !/Compiling message catalogs|⇒|worker pool|^\s*Done in/.test(line),
  );
  console.error('✗ `lingui compile --strict` failed: a shipped language lacks a message.');
  for (const line of lines.slice(0, 40)) console.error(`    ${line.trim()}`);
}

if (failed) process.exit(1);
const count = before.size / 2;
console.log(`The ${count} catalogues hold every message, and every language has them all.`);
