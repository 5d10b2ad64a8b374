// Fails when a web component shows a text that is not from the message catalogue
// (docs/decisions/0167): text between JSX tags outside <Trans>, a string written into a
// user-facing attribute (aria-label, title, placeholder, alt, and the label/hint/description
// props of our ui components), or into such a property of an object (a toast's title, a
// choice's label). Texts from Lingui's macros (t`…`, msg`…`, <Trans>) are what we want.
// Files not converted yet are listed in check-texts-pending.json: they are skipped, a listed
// file with nothing left to convert must leave the list, and the list never gains a file
// the main branch's list does not have. Run by the web package's lint;
// `node scripts/check-texts.mjs` prints each finding with its file and line.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './lib.mjs';

const WEB = 'apps/web/src';
const PENDING = 'scripts/check-texts-pending.json';

/** Attributes a person reads or hears (screen readers read aria-label and title). */
export const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  // Our ui components' props that end up on screen.
  'label',
  'hint',
  'description',
  'text',
  'lead',
  'confirmLabel',
  'cancelLabel',
  'pendingLabel',
  'automatic',
]);

/** Properties of an object that end up on screen: a toast, a dialog's copy, a list of choices. */
export const TEXT_PROPERTIES = new Set([
  'title',
  'description',
  'label',
  'hint',
  'text',
  'lead',
  'message',
]);

/** Lingui's macro components: the text inside them is the catalogue's. */
const MACRO_COMPONENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);

const LETTER = /\p{L}/u;
const IGNORE = 'i18n-ignore';

/** The string literals an expression yields as its value (not those it compares or passes). */
function valueLiterals(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node)) return [node];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
    return valueLiterals(node.expression);
  }
  if (ts.isConditionalExpression(node)) {
    return [...valueLiterals(node.whenTrue), ...valueLiterals(node.whenFalse)];
  }
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return valueLiterals(node.right);
    if (
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.PlusToken
    ) {
      return [...valueLiterals(node.left), ...valueLiterals(node.right)];
    }
  }
  return [];
}

/** The letters a literal writes itself (a template's `${…}` parts are someone else's). */
function writtenText(node) {
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  }
  return node.text;
}

function insideMacro(node) {
  for (let up = node.parent; up; up = up.parent) {
    if (ts.isJsxElement(up) && MACRO_COMPONENTS.has(up.openingElement.tagName.getText())) {
      return true;
    }
  }
  return false;
}

const shorten = (text) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 50 ? `${flat.slice(0, 47)}…` : flat;
};

/** The texts in one source file that are not from the catalogue. */
export function checkSource(text, fileName = 'file.tsx') {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const lines = text.split('\n');
  const problems = [];
  const report = (node, what) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    const here = lines[line - 1] ?? '';
    const above = lines[line - 2] ?? '';
    if (here.includes(IGNORE) || above.includes(IGNORE)) return;
    problems.push({ line, message: what });
  };
  const literalsIn = (expression, where) => {
    for (const literal of valueLiterals(expression)) {
      const written = writtenText(literal);
      if (LETTER.test(written))
        report(literal, `${where} '${shorten(written)}' is not from the catalogue`);
    }
  };

  const visit = (node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text) && !insideMacro(node)) {
      report(node, `text '${shorten(node.text)}' is not from the catalogue`);
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(source);
      if (TEXT_ATTRIBUTES.has(name)) {
        const value = node.initializer;
        if (ts.isStringLiteral(value)) literalsIn(value, name);
        else if (ts.isJsxExpression(value) && value.expression) literalsIn(value.expression, name);
      }
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
      !insideMacro(node)
    ) {
      literalsIn(node.expression, 'text');
    } else if (ts.isPropertyAssignment(node)) {
      const name = node.name.getText(source).replace(/^['"]|['"]$/g, '');
      if (TEXT_PROPERTIES.has(name)) literalsIn(node.initializer, name);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

function filesUnder(dir) {
  const found = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry !== 'test' && entry !== 'locales') found.push(...filesUnder(full));
    } else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$|\.d\.ts$/.test(entry)) found.push(full);
  }
  return found;
}

/** The pending list as the main branch has it, or null where there is no git or no main. */
function pendingOnMain() {
  for (const ref of ['main', 'origin/main']) {
    try {
      const base = execFileSync('git', ['merge-base', 'HEAD', ref], { cwd: ROOT, stdio: 'pipe' })
        .toString()
        .trim();
      const text = execFileSync('git', ['show', `${base}:${PENDING}`], {
        cwd: ROOT,
        stdio: 'pipe',
      }).toString();
      return new Set(JSON.parse(text).files);
    } catch {
      // No such ref, or the list is not on it yet (the branch that adds it).
    }
  }
  return null;
}

/**
 * Every finding in the web app's files, the pending ones aside, and the list's own faults:
 * a file that is gone, one with nothing left to convert, one the main branch did not list.
 */
export function checkWeb(web, pending, onMain = null) {
  const findings = [];
  const listed = new Set(pending);
  for (const file of filesUnder(web)) {
    const name = path.relative(web, file).split(path.sep).join('/');
    const problems = checkSource(readFileSync(file, 'utf8'), file);
    if (listed.has(name)) {
      if (problems.length === 0) {
        findings.push({ file: name, line: 0, message: `converted: take it off ${PENDING}` });
      } else if (onMain && !onMain.has(name)) {
        findings.push({
          file: name,
          line: 0,
          message: `${PENDING} only shrinks: a file off the list is checked from then on`,
        });
      }
      continue;
    }
    for (const p of problems) findings.push({ file: name, ...p });
  }
  for (const name of listed) {
    if (!existsSync(path.join(web, name))) {
      findings.push({ file: name, line: 0, message: `no such file: take it off ${PENDING}` });
    }
  }
  return findings;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const web = path.join(ROOT, WEB);
  const pending = JSON.parse(readFileSync(path.join(ROOT, PENDING), 'utf8')).files;
  const findings = checkWeb(web, pending, pendingOnMain());
  for (const f of findings) console.error(`✗ ${WEB}/${f.file}:${f.line}: ${f.message}`);
  if (findings.length > 0) {
    console.error(
      '\nTexts a person reads come from the catalogue: t`…` or <Trans> from @lingui/react/macro (msg`…` for a module-level text), then `pnpm --filter @classbeam/web i18n:extract` and the Spanish in the es.po of the folder (apps/web/src/features/<name>/locales, or ui/, lib/, app/).',
    );
    process.exit(1);
  }
  console.log(
    `Every checked text is from the catalogue (${pending.length} files not converted yet).`,
  );
}
