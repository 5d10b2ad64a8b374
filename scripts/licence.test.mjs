// `node --test scripts/`: the licence (decision 0172) is where a school, a packager and a
// scanner look for it: the full text in LICENSE, and the same SPDX identifier in every manifest.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from './lib.mjs';

const LICENCE = 'AGPL-3.0-or-later';

/** The root manifest and every workspace package's, from pnpm-workspace.yaml's patterns. */
function manifests() {
  const yaml = readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const block = yaml.match(/^packages:\n((?:\s+- .+\n)+)/m)?.[1] ?? '';
  const patterns = [...block.matchAll(/- (\S+)/g)].map((m) => m[1].replace(/^['"]|['"]$/g, ''));
  assert.ok(patterns.length > 0, 'pnpm-workspace.yaml lists the packages');
  const dirs = patterns.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(ROOT, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(pattern.slice(0, -2), entry.name))
      : [pattern],
  );
  return ['.', ...dirs]
    .map((dir) => path.join(dir, 'package.json'))
    .filter((file) => existsSync(path.join(ROOT, file)));
}

test('LICENSE holds the whole GNU Affero General Public License, version 3', () => {
  const file = path.join(ROOT, 'LICENSE');
  assert.ok(existsSync(file), 'LICENSE at the root');
  const text = readFileSync(file, 'utf8');
  assert.match(text, /^GNU AFFERO GENERAL PUBLIC LICENSE\nVersion 3, 19 November 2007\n/);
  // Its first, its network clause (why this licence) and its last section: not a summary.
  for (const heading of [
    '0. Definitions.',
    '13. Remote Network Interaction; Use with the GNU General Public License.',
    '17. Interpretation of Sections 15 and 16.',
    'END OF TERMS AND CONDITIONS',
  ])
    assert.ok(text.includes(heading), heading);
  assert.ok(text.length > 30_000, `${text.length} characters`);
});

test(`every package manifest says "license": "${LICENCE}"`, () => {
  const found = manifests();
  assert.ok(found.length >= 7, found.join(', '));
  const wrong = found.filter(
    (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')).license !== LICENCE,
  );
  assert.deepEqual(wrong, []);
});
