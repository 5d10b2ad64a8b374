// `node --test scripts/`: the circle check finds what it must, and only that.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { findCircles, findCrossings } from './check-imports.mjs';

function tree(files) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'imports-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return { dir, paths: Object.keys(files).map((name) => path.join(dir, name)) };
}

test('a circle through a static, a type-only and a dynamic import is found, once', () => {
  const { dir, paths } = tree({
    'a.ts': "import { b } from './b';\nexport const a = b;\n",
    'b.ts': "import type { C } from './c';\nexport const b: C = 1;\n",
    'c.tsx': "export type C = number;\nexport const load = () => import('./a');\n",
    'd.ts': "import { a } from './a';\nexport const d = a;\n",
  });
  try {
    const circles = findCircles(paths).map((c) => c.map((f) => path.basename(f)));
    assert.deepEqual(circles, [['a.ts', 'b.ts', 'c.tsx', 'a.ts']]);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test('imports that only go one way, and packages outside the workspace, are no circle', () => {
  const { dir, paths } = tree({
    'a.ts':
      "import { b } from './b.js';\nimport React from 'react';\nexport const a = b + React;\n",
    'b.ts': "import { c } from './c';\nexport const b = c;\n",
    'c.ts': 'export const c = 1;\n',
  });
  try {
    assert.deepEqual(findCircles(paths), []);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test('a feature importing another feature, or ui/ or lib/ importing a feature, is a crossing', () => {
  const { dir, paths } = tree({
    'features/groups/teams.ts':
      "import { tally } from '../scoreboard/tally';\nexport const t = tally;\n",
    'features/scoreboard/tally.ts': "import { x } from '../../lib/x';\nexport const tally = x;\n",
    'features/scoreboard/board.tsx': "import { tally } from './tally';\nexport const b = tally;\n",
    'lib/x.ts': 'export const x = 1;\n',
    'ui/card.tsx': "export const card = () => import('../features/groups/teams');\n",
    'app/app.tsx': "import { b } from '../features/scoreboard/board';\nexport const a = b;\n",
  });
  try {
    const crossings = findCrossings(dir, paths).map(([from, to]) =>
      [from, to].map((f) => path.relative(dir, f)),
    );
    assert.deepEqual(crossings, [
      ['features/groups/teams.ts', 'features/scoreboard/tally.ts'],
      ['ui/card.tsx', 'features/groups/teams.ts'],
    ]);
  } finally {
    rmSync(dir, { recursive: true });
  }
});
