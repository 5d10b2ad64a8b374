// The PO catalogues under src (one per folder that writes messages, lingui.config.ts), and the
// tidying `lingui extract` needs: it writes a catalogue for every feature folder, messages or
// not; one with no message is removed, so only folders that write messages have catalogues
// (a folder's first message brings its files with the next extract).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

export const web = path.resolve(import.meta.dirname, '..');
const src = path.join(web, 'src');

/** Every folder a catalogue may live in: src/{ui,lib,app}/locales, src/features/<name>/locales. */
export function catalogueFolders() {
  const features = readdirSync(path.join(src, 'features')).map((f) => path.join('features', f));
  return ['ui', 'lib', 'lib/server-texts', 'app', ...features]
    .map((folder) => path.join(src, folder, 'locales'))
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

if (process.argv[2] === 'prune') pruneEmpty();
