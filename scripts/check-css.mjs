// Fails when the web app writes a colour anywhere but styles/tokens.css (a hex, rgb(), hsl()
// or a named colour, in a stylesheet or in TS/TSX), uses a layout width or height in @media
// (or in a TS media string) that is not one of the named breakpoints, reads a var(--x)
// that nothing defines, or writes a physical left/right property where a logical one exists
// (margin-left, padding-right, left:, text-align: right, border-left, float…, in a stylesheet
// or an inline style), so a right-to-left language mirrors the layout by itself; a direction
// that is physical on purpose (a chart's axis) says so in a `rtl-physical: why` comment on
// its line or the line above. Run by `pnpm lint` and `npm test`; `node scripts/check-css.mjs`
// prints each finding with its file and line. docs/decisions/0135.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './lib.mjs';

const WEB = 'apps/web/src';
const TOKENS = 'styles/tokens.css';

/** The named breakpoints (listed in styles/tokens.css): the only size queries allowed. */
export const BREAKPOINTS = new Map([
  ['(max-width: 640px)', 'phone'],
  ['(max-width: 960px)', 'tablet'],
  ['(min-width: 961px)', 'tablet'],
  ['(min-width: 1100px)', 'desktop'],
  ['(max-width: 1280px)', 'wide'],
  ['(min-width: 1281px)', 'wide'],
  ['(min-height: 560px)', 'tall'],
]);

// CSS's named colours (CSS Color 4), without transparent and currentcolor, which carry no colour
// of their own.
const NAMED = `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue
blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson
cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta
darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray
darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick
floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey
honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon
lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink
lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow
lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple
mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue
mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid
palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum
powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen
seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal
thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen`.split(/\s+/);
const NAMED_RE = new RegExp(`(?<![\\w-])(${NAMED.join('|')})(?![\\w-])`, 'i');
const HEX_RE = /(?<![\w&])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/i;
const FUNCTION_RE = /(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
/** A size feature in a media query: `(max-width: 640px)`, `(height > 500px)`, `(orientation: …)`. */
const SIZE_FEATURE_RE = /\([^()]*\b(?:width|height|aspect-ratio|orientation)\b[^()]*\)/gi;

/** What in a value may name a colour: the value without var() names, strings and url()s. */
function colourIn(value, { named = true } = {}) {
  const bare = value
    .replace(/var\(\s*--[\w-]+/g, 'var(')
    .replace(/"[^"]*"|'[^']*'/g, '""')
    .replace(/url\([^)]*\)/g, 'url()');
  const found = bare.match(HEX_RE) ?? bare.match(FUNCTION_RE) ?? (named && bare.match(NAMED_RE));
  return found ? found[0] : null;
}

/** Media queries' size features that are not a named breakpoint. */
function unnamedSizes(query) {
  return (query.match(SIZE_FEATURE_RE) ?? [])
    .map((feature) => feature.replace(/\s+/g, ' ').replace(/\(\s*/, '(').replace(/\s*\)/, ')'))
    .map((feature) => feature.replace(/\s*:\s*/, ': '))
    .filter((feature) => !BREAKPOINTS.has(feature));
}

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/** Physical left/right properties and the logical ones that mirror in a right-to-left page. */
const SIDES = { left: 'inline-start', right: 'inline-end' };
const CORNERS = {
  'top-left': 'start-start',
  'top-right': 'start-end',
  'bottom-left': 'end-start',
  'bottom-right': 'end-end',
};
export function logicalProperty(property) {
  const name = property.toLowerCase();
  if (name === 'left' || name === 'right') return `inset-${SIDES[name]}`;
  let m = /^(margin|padding|scroll-margin|scroll-padding)-(left|right)$/.exec(name);
  if (m) return `${m[1]}-${SIDES[m[2]]}`;
  m = /^border-(left|right)(-width|-style|-color)?$/.exec(name);
  if (m) return `border-${SIDES[m[1]]}${m[2] ?? ''}`;
  m = /^border-(top-left|top-right|bottom-left|bottom-right)-radius$/.exec(name);
  if (m) return `border-${CORNERS[m[1]]}-radius`;
  return null;
}
/** Properties whose left/right values have logical ones: `text-align: left` -> `start`. */
const LOGICAL_VALUES = {
  'text-align': { left: 'start', right: 'end' },
  float: { left: 'inline-start', right: 'inline-end' },
  clear: { left: 'inline-start', right: 'inline-end' },
};
function logicalValue(property, value) {
  const values = LOGICAL_VALUES[property.toLowerCase()];
  const word = value
    .trim()
    .replace(/\s*!important$/i, '')
    .toLowerCase();
  return values?.[word] ?? null;
}
/** The physical-direction finding for one declaration, or null. */
function physical(property, value) {
  const logical = logicalProperty(property);
  if (logical) return `${property} is physical (use ${logical}, or say why with rtl-physical)`;
  const logicalWord = logicalValue(property, value);
  if (logicalWord)
    return `${property}: ${value.trim()} is physical (use ${logicalWord}, or say why with rtl-physical)`;
  return null;
}
const RTL_PHYSICAL = 'rtl-physical';
/** A `rtl-physical: why` comment on the line or the line above. */
const explained = (lines, line) =>
  (lines[line - 1] ?? '').includes(RTL_PHYSICAL) || (lines[line - 2] ?? '').includes(RTL_PHYSICAL);

/**
 * A stylesheet's findings: colours outside tokens.css, unnamed sizes in @media, and the custom
 * properties it defines and reads.
 */
export function checkStylesheet(text, { tokens = false } = {}) {
  const problems = [];
  const lines = text.split('\n');
  const defined = new Set();
  const used = [];
  // Comments out, their newlines kept so that lines still count.
  const source = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  let start = 0;
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i];
    if (ch !== '{' && ch !== ';' && ch !== '}') continue;
    const statement = source.slice(start, i);
    const at = start + (statement.length - statement.trimStart().length);
    const line = lineAt(source, at);
    const trimmed = statement.trim();
    start = i + 1;
    if (!trimmed) continue;
    if (ch === '{') {
      if (/^@media\b/i.test(trimmed)) {
        for (const feature of unnamedSizes(trimmed))
          problems.push({ line, message: `${feature} is not a named breakpoint` });
      }
      continue;
    }
    const colon = trimmed.indexOf(':');
    if (colon < 0) continue;
    const property = trimmed.slice(0, colon).trim();
    const value = trimmed.slice(colon + 1);
    if (property.startsWith('--')) defined.add(property);
    for (const m of value.matchAll(/var\(\s*(--[\w-]+)/g)) used.push({ name: m[1], line });
    if (tokens) continue;
    const direction = property.startsWith('--') ? null : physical(property, value);
    if (direction && !explained(lines, line)) problems.push({ line, message: direction });
    const colour = colourIn(value);
    if (colour) problems.push({ line, message: `colour ${colour} (use a token)` });
  }
  return { problems, defined, used };
}

const COLOUR_ATTRIBUTES = new Set([
  'fill',
  'stroke',
  'color',
  'stopColor',
  'floodColor',
  'lightingColor',
]);
const COLOUR_PROPERTY_RE = /(?:color|colour|background|fill|stroke|shadow|border|outline|Style)$/i;

/** A TS/TSX file's findings: colours in its strings, unnamed media sizes, custom properties. */
export function checkScript(text, fileName = 'file.tsx') {
  const problems = [];
  const defined = new Set();
  const used = [];
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const lineOf = (node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  /** Where a string sits: a colour-bearing attribute or property names it. */
  function colourPlace(node) {
    let parent = node.parent;
    if (parent && ts.isJsxExpression(parent)) parent = parent.parent;
    if (parent && ts.isJsxAttribute(parent))
      return COLOUR_ATTRIBUTES.has(parent.name.getText(file));
    if (parent && ts.isPropertyAssignment(parent) && parent.initializer === node)
      return COLOUR_PROPERTY_RE.test(parent.name.getText(file).replace(/['"]/g, ''));
    if (parent && ts.isBinaryExpression(parent) && parent.right === node)
      return COLOUR_PROPERTY_RE.test(parent.left.getText(file));
    return false;
  }
  const lines = text.split('\n');
  /** `style={{ marginLeft: 8 }}` or `element.style.left = …`: a physical direction. */
  function inlineDirection(node) {
    let property = null;
    let value = '';
    if (
      ts.isPropertyAssignment(node) &&
      ts.isObjectLiteralExpression(node.parent) &&
      ts.isJsxExpression(node.parent.parent) &&
      ts.isJsxAttribute(node.parent.parent.parent) &&
      node.parent.parent.parent.name.getText(file) === 'style'
    ) {
      property = node.name.getText(file).replace(/['"]/g, '');
      value = ts.isStringLiteral(node.initializer) ? node.initializer.text : '';
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      ts.isPropertyAccessExpression(node.left.expression) &&
      node.left.expression.name.text === 'style'
    ) {
      property = node.left.name.text;
      value = ts.isStringLiteral(node.right) ? node.right.text : '';
    }
    if (property === null) return;
    const kebab = property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const direction = physical(kebab, value);
    const line = lineOf(node);
    if (direction && !explained(lines, line)) problems.push({ line, message: direction });
  }
  function visit(node) {
    inlineDirection(node);
    const isText =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node);
    if (isText && !ts.isJsxText(node)) {
      const value = node.text;
      const line = lineOf(node);
      const parent = node.parent;
      if (
        /^--[\w-]+$/.test(value) &&
        parent &&
        ts.isPropertyAssignment(parent) &&
        parent.name === node
      )
        defined.add(value);
      else if (/^--[\w-]+$/.test(value)) used.push({ name: value, line });
      for (const m of value.matchAll(/var\(\s*(--[\w-]+)(?![\w-]|\$)/g)) {
        // `var(--color-avatar-${n})`: a family, checked by the tokens' own names.
        if (!ts.isTemplateHead(node) || !value.endsWith(m[1])) used.push({ name: m[1], line });
      }
      const colour = colourIn(value, { named: colourPlace(node) });
      if (colour) problems.push({ line, message: `colour ${colour} (use a token)` });
      if (/\((?:min|max)-(?:width|height)|\b(?:width|height)\s*[<>]/.test(value)) {
        for (const feature of unnamedSizes(value))
          problems.push({ line, message: `${feature} is not a named breakpoint` });
      }
    }
    ts.forEachChild(node, visit);
  }
  visit(file);
  return { problems, defined, used };
}

function filesUnder(dir) {
  const found = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...filesUnder(full));
    else found.push(full);
  }
  return found;
}

/** Every finding under a web source folder: [{ file, line, message }]. */
export function checkWeb(web) {
  const findings = [];
  const defined = new Set();
  const used = [];
  for (const file of filesUnder(web)) {
    const name = path.relative(web, file);
    let result;
    if (file.endsWith('.css')) {
      result = checkStylesheet(readFileSync(file, 'utf8'), { tokens: name === TOKENS });
    } else if (/\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file)) {
      result = checkScript(readFileSync(file, 'utf8'), file);
    } else continue;
    for (const p of result.problems) findings.push({ file: name, ...p });
    for (const d of result.defined) defined.add(d);
    for (const u of result.used) used.push({ file: name, ...u });
  }
  for (const u of used) {
    if (!defined.has(u.name))
      findings.push({ file: u.file, line: u.line, message: `var(${u.name}) is defined nowhere` });
  }
  return findings;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const web = path.join(ROOT, WEB);
  const findings = checkWeb(web);
  for (const f of findings) console.error(`✗ ${WEB}/${f.file}:${f.line}: ${f.message}`);
  if (findings.length > 0) {
    console.error(
      `\nColours live in ${WEB}/${TOKENS} (use var(--…)); @media widths are the named breakpoints listed there;` +
        ' left and right are logical (inline-start, inline-end) unless a rtl-physical comment says why.',
    );
    process.exit(1);
  }
  console.log(
    'Colours only from tokens, @media only at the named breakpoints, every var() defined, no physical left/right.',
  );
}
