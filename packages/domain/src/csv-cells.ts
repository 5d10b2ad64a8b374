/**
 * S13: a CSV cell a spreadsheet would run as a formula is made inert. Formulas start with
 * = + - @ (or their full-width forms), a tab or a carriage return, also after leading white
 * space; such a cell gets a leading
 * single quote, which spreadsheets show as text. Rule ids (RC1-RC3) are in SPEC.md.
 */

// Any white space (a no-break space too) may come first, and the full-width forms of the
// signs count: some East Asian spreadsheet set-ups read them as the ASCII ones.
const FORMULA_START = /^\s*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/u;
/** A plain decimal number (-3, 2.5) is data, not a formula: it stays a number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

const dangerous = (text: string): boolean => !PLAIN_NUMBER.test(text) && FORMULA_START.test(text);

/**
 * RC1: true when the cell needs a quote in front. A cell of quotes followed by a dangerous one
 * needs one too, so that taking the quote away on import gives back exactly what was written
 * (RC3): the note "'=x" is written "''=x" and read back "'=x".
 */
export function formulaLike(text: string): boolean {
  let start = 0;
  while (text[start] === "'") start += 1;
  return dangerous(start === 0 ? text : text.slice(start));
}

/** RC1: the cell as the export writes it. */
export const neutraliseCell = (text: string): string => (formulaLike(text) ? `'${text}` : text);

/** RC3: a cell the export neutralised, read back as it was; any other cell as it is. */
export const restoreCell = (text: string): string =>
  text.startsWith("'") && formulaLike(text.slice(1)) ? text.slice(1) : text;
