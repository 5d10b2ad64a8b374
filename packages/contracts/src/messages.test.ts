import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Every text a schema gives a person (a zod issue's message) comes from one of constants.ts's
 * tables (FORM_MESSAGES, MESSAGES, CSV_MESSAGES…), never a literal in the schema: the web
 * translates the tables' entries (lib/i18n/server-text.ts, decision 0169) and its test walks
 * them, so a message written inline here would reach a Spanish screen in English.
 */
const CHECKS = new Set(['min', 'max', 'int', 'regex', 'refine', 'length', 'email', 'lt', 'gt']);

declare global {
  interface ImportMeta {
    glob<T>(
      pattern: string[],
      options: { query: string; import: string; eager: true },
    ): Record<string, T>;
  }
}

/** The package's source files, as text (Vite reads them; the package has no Node types). */
const SOURCES = import.meta.glob<string>(['./*.ts', '!./*.test.ts', '!./*constants.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function inlineMessages(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const found: string[] = [];
  const isText = (node: ts.Node) =>
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateExpression(node);
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      CHECKS.has(node.expression.name.text)
    ) {
      for (const arg of node.arguments.slice(1)) if (isText(arg)) found.push(arg.getText(source));
      if (node.expression.name.text === 'email' || node.expression.name.text === 'int') {
        for (const arg of node.arguments) if (isText(arg)) found.push(arg.getText(source));
      }
    }
    if (
      ts.isPropertyAssignment(node) &&
      ['error', 'message'].includes(node.name.getText(source)) &&
      isText(node.initializer)
    )
      found.push(node.initializer.getText(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the schemas' messages", () => {
  it('come from the tables in constants.ts, none written inline', () => {
    const files = Object.entries(SOURCES);
    expect(files.map(([f]) => f)).toContain('./classes.ts');
    const inline = files.flatMap(([f, text]) => inlineMessages(f, text).map((m) => `${f}: ${m}`));
    expect(inline).toEqual([]);
  });
});
