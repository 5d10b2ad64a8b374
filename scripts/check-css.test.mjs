// `node --test scripts/`: the CSS check finds raw colours, unnamed breakpoints, undefined
// custom properties and physical left/right properties, and nothing else.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { checkScript, checkStylesheet, checkWeb, logicalProperty } from './check-css.mjs';

const messages = (result) => result.problems.map((p) => `${p.line}: ${p.message}`);

test('a colour written in a stylesheet is found: hex, rgb(), hsl() and named', () => {
  const css = [
    '.a { color: #fff; }',
    '.b { background: linear-gradient(90deg, rgb(20 184 166 / 0.3), transparent); }',
    '.c {',
    '  --glow: hsl(200deg 50% 50%);',
    '  border: 1px solid White;',
    '}',
  ].join('\n');
  assert.deepEqual(messages(checkStylesheet(css)), [
    '1: colour #fff (use a token)',
    '2: colour rgb( (use a token)',
    '4: colour hsl( (use a token)',
    '5: colour White (use a token)',
  ]);
});

test('tokens, keywords, comments, ids and words that only contain a colour are no colour', () => {
  const css = [
    '/* white on #15803d is 5.0:1 */',
    '#root { color: var(--board-gold); white-space: nowrap; }',
    '.a { background: transparent; border-color: currentColor; fill: none; }',
    '.b { box-shadow: 0 0 0 3px var(--color-accent-ring), var(--shadow-sm); }',
    '.c { animation: gold-pulse 1s; grid-template-areas: "red green"; }',
  ].join('\n');
  assert.deepEqual(messages(checkStylesheet(css)), []);
});

test('tokens.css may hold colours; its var() uses and definitions are still read', () => {
  const result = checkStylesheet(':root { --a: #fff; --b: var(--a); }', { tokens: true });
  assert.deepEqual(messages(result), []);
  assert.deepEqual([...result.defined], ['--a', '--b']);
  assert.deepEqual(result.used, [{ name: '--a', line: 1 }]);
});

test('@media may use the named breakpoints and non-size features, nothing else', () => {
  const css = [
    '@media (max-width: 640px) { .a { gap: 0; } }',
    '@media (min-width:961px) and (min-height: 560px) { .a { gap: 0; } }',
    '@media (hover: hover) and (prefers-reduced-motion: reduce) { .a { gap: 0; } }',
    '@media (max-width: 720px) { .a { gap: 0; } }',
    '@media (width >= 900px), (orientation: landscape) { .a { gap: 0; } }',
  ].join('\n');
  assert.deepEqual(messages(checkStylesheet(css)), [
    '4: (max-width: 720px) is not a named breakpoint',
    '5: (width >= 900px) is not a named breakpoint',
    '5: (orientation: landscape) is not a named breakpoint',
  ]);
});

test('in TS and TSX: colour strings, colour attributes and media strings are found, comments not', () => {
  const tsx = [
    '// #fff behind the photo',
    "const a = '#3a33a3';",
    "context.fillStyle = 'white';",
    'const b = <rect fill="red" stroke="currentColor" className="tone-red" />;',
    "const c = { color: 'rgb(0 0 0 / 0.5)', '--team': group.color };",
    "const d = matchMedia('(max-width: 600px)').matches || matchMedia('(max-width: 640px)');",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: TS source as text
    "const e = `tone-${'red'}`;",
  ].join('\n');
  assert.deepEqual(messages(checkScript(tsx)), [
    '2: colour #3a33a3 (use a token)',
    '3: colour white (use a token)',
    '4: colour red (use a token)',
    '5: colour rgb( (use a token)',
    '6: (max-width: 600px) is not a named breakpoint',
  ]);
});

test('a var() that nothing defines is found; inline custom properties count as defined', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'css-'));
  const write = (name, text) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  };
  write('styles/tokens.css', ':root { --color-text: #1d1b2a; --color-avatar-1: #3a33a3; }');
  write('ui/chip.css', '.chip { color: var(--color-text); background: var(--team); }');
  write('ui/chip.tsx', "export const s = { '--team': 'var(--color-txet)' };");
  // biome-ignore lint/suspicious/noTemplateCurlyInString: TS source as text
  write('ui/avatar.tsx', 'export const f = (n: number) => `var(--color-avatar-${n})`;');
  write('ui/chip.test.ts', "expect(ink).toBe('#ffffff');");
  try {
    assert.deepEqual(checkWeb(dir), [
      { file: 'ui/chip.tsx', line: 1, message: 'var(--color-txet) is defined nowhere' },
    ]);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test('a physical left/right property is found, with the logical one to use instead', () => {
  const css = [
    '.a { margin-left: 4px; padding-right: 8px; }',
    '.b { position: absolute; left: 0; right: auto; top: 0; }',
    '.c { text-align: right; float: left; clear: right; }',
    '.d { border-left: 2px solid var(--x); border-right-color: var(--x); }',
    '.e { border-top-left-radius: 4px; scroll-margin-right: 2px; }',
  ].join('\n');
  assert.deepEqual(messages(checkStylesheet(css)), [
    '1: margin-left is physical (use margin-inline-start, or say why with rtl-physical)',
    '1: padding-right is physical (use padding-inline-end, or say why with rtl-physical)',
    '2: left is physical (use inset-inline-start, or say why with rtl-physical)',
    '2: right is physical (use inset-inline-end, or say why with rtl-physical)',
    '3: text-align: right is physical (use end, or say why with rtl-physical)',
    '3: float: left is physical (use inline-start, or say why with rtl-physical)',
    '3: clear: right is physical (use inline-end, or say why with rtl-physical)',
    '4: border-left is physical (use border-inline-start, or say why with rtl-physical)',
    '4: border-right-color is physical (use border-inline-end-color, or say why with rtl-physical)',
    '5: border-top-left-radius is physical (use border-start-start-radius, or say why with rtl-physical)',
    '5: scroll-margin-right is physical (use scroll-margin-inline-end, or say why with rtl-physical)',
  ]);
  assert.equal(logicalProperty('padding-left'), 'padding-inline-start');
  assert.equal(logicalProperty('margin-top'), null);
});

test('logical properties, centred text, transforms, custom properties and explained exceptions pass', () => {
  const css = [
    '.a { margin-inline-start: 4px; inset-inline-end: 0; text-align: center; }',
    '.b { text-align: start; float: inline-end; transform: translateX(-50%); }',
    '.c { --left: 4px; background-position: left center; border-inline-start: 0; }',
    '/* rtl-physical: the chart draws time left to right in every language */',
    '.axis { left: 0; }',
    '.tick { padding-left: 2px; } /* rtl-physical: aligned to the axis above */',
  ].join('\n');
  assert.deepEqual(messages(checkStylesheet(css)), []);
});

test('inline styles: a physical left/right in style={{…}} or element.style is found', () => {
  const tsx = [
    'const a = <div style={{ marginLeft: 8, top: 0, insetInlineStart: 0 }} />;',
    "const b = <p style={{ textAlign: 'right' }} />;",
    "tip.style.left = '4px';",
    '// rtl-physical: the pointer follows the chart',
    "tip.style.right = '4px';",
    "const c = { left: 1, textAlign: 'left' };",
  ].join('\n');
  assert.deepEqual(messages(checkScript(tsx)), [
    '1: margin-left is physical (use margin-inline-start, or say why with rtl-physical)',
    '2: text-align: right is physical (use end, or say why with rtl-physical)',
    '3: left is physical (use inset-inline-start, or say why with rtl-physical)',
  ]);
});
