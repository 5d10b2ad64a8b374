/**
 * S13: a CSV cell a spreadsheet would run as a formula is made inert. Formulas start with
 * = + - @ (or their full-width forms), a tab or a carriage return, also after leading white
 * space or invisible characters; such a cell gets a leading single quote, which spreadsheets
 * show as text. Rule ids (RC1-RC3) are in SPEC.md.
 */

// What may come first counts as leading white space: any Unicode white space (a no-break
// space, U+0085 next line, U+3000 too), control characters, and the characters nobody sees:
// format characters (U+200B, U+200D, U+2060, U+FEFF, U+180E...) and the rest that Unicode
// says to display as nothing. A spreadsheet or a cleaning step may drop them, and the teacher
// reading the file cannot see them. The full-width forms of the signs count: some East Asian
// spreadsheet set-ups read them as the ASCII ones.
const FORMULA_START =
  /^[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/u;
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
