// The PO catalogues under src (lingui.config.ts: one per folder that writes messages, and a
// second, locales/later/, for a folder's files loaded only on demand; scripts/catalogue-split.mjs),
// and the tidying `lingui extract` needs:
// - `extract` (`pnpm i18n:extract`): runs `lingui extract --clean`, then gives each message
//   left without a translation the one the same message (msgid and msgctxt) had in any
//   catalogue of that language before: a message that moves to another catalogue (its file
//   now loads on demand, or a page now imports it) keeps its Spanish. Then `prune`.
// - `prune`: `lingui extract` writes a catalogue for every feature folder, messages or not;
//   one with no message is removed, so only folders that write messages have catalogues.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  folderOf,
  folderPath,
  LATER,
  LAYERS,
  laterFilesByFolder,
  SRC,
  WEB,
} from './catalogue-split.mjs';

export const web = WEB;

/** Every folder a catalogue may live in (a folder's `locales/later` before its `locales`). */
export function catalogueFolders() {
  const features = readdirSync(path.join(SRC, 'features'));
  return [...LAYERS, 'server-texts', ...features]
    .map((name) => path.join(SRC, folderPath(name), 'locales'))
    .flatMap((dir) => [path.join(dir, LATER), dir])
    .filter((dir) => existsSync(dir));
}

/** The PO files, as paths relative to apps/web. */
export const catalogueFiles = () =>
  catalogueFolders().flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.po'))
      .map((f) => path.relative(web, path.join(dir, f))),
  );

export const hasMessages = (text) => /^msgid "[^"]/m.test(text);

/** Removes the catalogues with no message (and their folder, once empty). */
export function pruneEmpty() {
  for (const file of catalogueFiles()) {
    const full = path.join(web, file);
    if (!hasMessages(readFileSync(full, 'utf8'))) rmSync(full);
  }
  for (const dir of catalogueFolders())
    if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
}

/**
 * The later catalogues (locales/later/) of folders that no longer have files loaded only on
 * demand: lingui.config.ts names no such catalogue, so extract leaves them as they were.
 */
export function staleCatalogues() {
  const later = laterFilesByFolder();
  return catalogueFolders()
    .filter((dir) => path.basename(dir) === LATER)
    .filter((dir) => !later.has(folderOf(path.join(dir, '..', '..', 'x.ts')) ?? ''))
    .map((dir) => path.relative(web, dir));
}

/*
 * PO entries as Lingui's formatter writes them: blocks apart by a blank line, each field a
 * keyword and one or more quoted lines (`msgstr ""` then `"…"` lines for a long one). Values
 * are compared as written (escapes and all): every file comes from the same formatter.
 */
const FIELD = /^(msgctxt|msgid|msgstr) (".*")$/;

/** Each entry's fields: their text as written, and the lines each spans. */
function entries(po) {
  const lines = po.split('\n');
  const found = [];
  let current = null;
  let field = null;
  lines.forEach((line, index) => {
    const start = line.match(FIELD);
    if (start) {
      current ??= {};
      field = { value: start[2], from: index, to: index };
      current[start[1]] = field;
      if (start[1] === 'msgstr') found.push(current);
    } else if (field && /^".*"$/.test(line)) {
      field.value += `\n${line}`;
      field.to = index;
    } else {
      if (line.trim() === '') current = null;
      field = null;
    }
  });
  return { lines, found: found.filter((e) => e.msgid && e.msgid.value !== '""') };
}

const keyOf = (entry) => `${entry.msgctxt?.value ?? ''}\u0004${entry.msgid.value}`;
const isEmpty = (field) => field.value.split('\n').every((line) => line === '""');

/** Every translated message of some PO texts (one language): msgctxt+msgid -> msgstr lines. */
export function translationMemory(poTexts) {
  const memory = new Map();
  for (const po of poTexts) {
    const { lines, found } = entries(po);
    for (const entry of found) {
      if (isEmpty(entry.msgstr) || memory.has(keyOf(entry))) continue;
      memory.set(keyOf(entry), lines.slice(entry.msgstr.from, entry.msgstr.to + 1));
    }
  }
  return memory;
}

/** The PO text with each empty msgstr the memory knows filled in; and how many were. */
export function fillFromMemory(po, memory) {
  const { lines, found } = entries(po);
  let filled = 0;
  // From the end, so the line numbers of the entries not done yet stay right.
  for (const entry of [...found].reverse()) {
    const known = memory.get(keyOf(entry));
    if (!isEmpty(entry.msgstr) || !known) continue;
    lines.splice(entry.msgstr.from, entry.msgstr.to - entry.msgstr.from + 1, ...known);
    filled++;
  }
  return { text: lines.join('\n'), filled };
}

const localeOf = (file) => path.basename(file, '.po');
/** The folder a PO file's messages come from: its own and its later catalogue share it. */
const folderOfPo = (file) => file.split(`${path.sep}locales${path.sep}`)[0];

/**
 * A catalogue's translation memory: the translations of its language before the extract, its
 * own folder's first (a message two folders word differently keeps its folder's wording).
 */
export function memoryFor(file, before) {
  const same = before.filter((c) => localeOf(c.file) === localeOf(file));
  const own = same.filter((c) => folderOfPo(c.file) === folderOfPo(file));
  const others = same.filter((c) => folderOfPo(c.file) !== folderOfPo(file));
  return translationMemory([...own, ...others].map((c) => c.text));
}

function linguiExtract() {
  const lingui = spawnSync(path.join(web, 'node_modules/.bin/lingui'), ['extract', '--clean'], {
    cwd: web,
    stdio: 'inherit',
  });
  if (lingui.status !== 0) process.exit(lingui.status ?? 1);
}

/** `lingui extract --clean`, then each untranslated message gets its translation from before. */
export function extract() {
  const before = catalogueFiles().map((file) => ({
    file,
    text: readFileSync(path.join(web, file), 'utf8'),
  }));
  linguiExtract();
  for (const dir of staleCatalogues()) rmSync(path.join(web, dir), { recursive: true });
  let total = 0;
  for (const file of catalogueFiles()) {
    const full = path.join(web, file);
    const { text, filled } = fillFromMemory(readFileSync(full, 'utf8'), memoryFor(file, before));
    if (filled === 0) continue;
    writeFileSync(full, text);
    total += filled;
    console.log(`${file}: ${filled} translation(s) kept from before`);
  }
  // Lingui writes a new catalogue's header short, and whole on the next run: once more, so
  // the gate's own extract finds the new files as written.
  pruneEmpty();
  if (catalogueFiles().some((file) => !before.some((c) => c.file === file))) {
    linguiExtract();
    pruneEmpty();
  }
  if (total > 0) console.log(`${total} translation(s) followed their message to a new catalogue.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv[2] === 'prune') pruneEmpty();
  else if (process.argv[2] === 'extract') extract();
  else {
    console.error('Usage: node scripts/catalogue-files.mjs extract|prune');
    process.exit(2);
  }
}
