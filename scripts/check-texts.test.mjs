// `node --test scripts/`: the text check finds what a person reads that is not from the
// catalogue, lets catalogue texts and code through, and keeps its pending list shrinking.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { checkSource, checkWeb } from './check-texts.mjs';

const found = (source, file = 'a.tsx') =>
  checkSource(source, file).map((p) => `${p.line}: ${p.message}`);

test('text between tags and in user-facing attributes is found', () => {
  const source = [
    'export const A = () => (',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test
    '  <button type="button" aria-label="Close dialog" title={`Delete ${name}`}>',
    '    Sign Out',
    '    <Field label="Email" hint={busy ? "Saving…" : undefined} />',
    '    <img alt="Class photo" src="/a.png" />',
    "    {open && 'Open now'}",
    '  </button>',
    ');',
  ].join('\n');
  assert.deepEqual(found(source), [
    "2: aria-label 'Close dialog' is not from the catalogue",
    "2: title 'Delete' is not from the catalogue",
    "3: text 'Sign Out' is not from the catalogue",
    "4: label 'Email' is not from the catalogue",
    "4: hint 'Saving…' is not from the catalogue",
    "5: alt 'Class photo' is not from the catalogue",
    "6: text 'Open now' is not from the catalogue",
  ]);
});

test("a toast's title and a list of choices written as plain strings are found, in .ts too", () => {
  const source = [
    "toast({ title: 'Class created', variant: 'success' });",
    "const CHOICES = { leaderboard: { label: 'Full leaderboard', hint: `Most points first` } };",
  ].join('\n');
  assert.deepEqual(found(source, 'a.ts'), [
    "1: title 'Class created' is not from the catalogue",
    "2: label 'Full leaderboard' is not from the catalogue",
    "2: hint 'Most points first' is not from the catalogue",
  ]);
});

test('catalogue texts, code strings, names and punctuation pass', () => {
  const source = [
    "import { Trans, useLingui } from '@lingui/react/macro';",
    'export function A({ name, mode }) {',
    '  const { t } = useLingui();',
    '  return (',
    '    <section className="card card-wide" aria-labelledby="title-id" data-mode="sign-in">',
    '      <Trans>Signed in as <strong>{name}</strong></Trans>',
    "      <Field label={mode === 'sign-in' ? t`Password` : t`New password`} />",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test
    '      <span aria-label={`${name} ${count}`}>{name} · {count}</span>',
    "      {' '}—{' '}",
    "      {toast({ title: t`Saved`, variant: 'success' })}",
    '    </section>',
    '  );',
    '}',
  ].join('\n');
  assert.deepEqual(found(source), []);
});

test('a line marked i18n-ignore is skipped (a brand name, say)', () => {
  const source = [
    'const L = () => (',
    '  // i18n-ignore: the product name',
    '  <b>Classbeam</b>',
    ');',
  ].join('\n');
  assert.deepEqual(found(source), []);
});

test('the pending list: skipped while it has texts, and must lose a converted, gone or new file', () => {
  const web = mkdtempSync(path.join(os.tmpdir(), 'check-texts-'));
  try {
    mkdirSync(path.join(web, 'features'));
    writeFileSync(path.join(web, 'features/old.tsx'), 'export const A = () => <p>Hello</p>;\n');
    writeFileSync(path.join(web, 'features/done.tsx'), 'export const B = () => <p>{t`Hi`}</p>;\n');
    writeFileSync(path.join(web, 'features/new.tsx'), 'export const C = () => <p>Hey</p>;\n');
    writeFileSync(path.join(web, 'features/old.test.tsx'), 'const x = <p>Test text</p>;\n');
    const messages = (pending, onMain) =>
      checkWeb(web, pending, onMain).map((f) => `${f.file}:${f.line}: ${f.message}`);

    // Not listed: checked, whether old or new; tests are never checked.
    assert.deepEqual(messages(['features/old.tsx']), [
      "features/new.tsx:1: text 'Hey' is not from the catalogue",
    ]);
    // A converted file cannot stay on the list, nor can one that is gone.
    assert.deepEqual(
      messages(['features/old.tsx', 'features/new.tsx', 'features/done.tsx', 'x.tsx']),
      [
        'features/done.tsx:0: converted: take it off scripts/check-texts-pending.json',
        'x.tsx:0: no such file: take it off scripts/check-texts-pending.json',
      ],
    );
    // The list never gains a file main's list does not have (a converted file put back).
    assert.deepEqual(
      messages(['features/old.tsx', 'features/new.tsx'], new Set(['features/old.tsx'])),
      [
        'features/new.tsx:0: scripts/check-texts-pending.json only shrinks: a file off the list is checked from then on',
      ],
    );
  } finally {
    rmSync(web, { recursive: true, force: true });
  }
});
