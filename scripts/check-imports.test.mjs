// `node --test scripts/`: the circle check finds what it must, and only that.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { findCircles } from './check-imports.mjs';

function tree(files) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'imports-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
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
