import type { RosterImportTable } from '@classbeam/contracts';
import { CSV_FILE_MAX_BYTES, CSV_IMPORT_MAX_ROWS } from '@classbeam/contracts/constants';
import { csvDelimiter, narrowTable } from '@classbeam/domain/roster-csv';
import { t } from '@lingui/core/macro';
import Papa from 'papaparse';
import { formatNumber } from '../../lib/i18n/format';

/*
 * Reading a chosen file in the browser, before anything is sent (spec section 5). This module
 * carries papaparse, so the dashboard loads it only when a file is picked.
 */

/** A file that cannot be imported, with the sentence the teacher reads. */
export class CsvFileProblem extends Error {
  override readonly name = 'CsvFileProblem';
}

interface FileFacts {
  name: string;
  size: number;
  type: string;
}

/**
 * A size over the limit, in MB rounded up to one decimal: a file just over 1 MB reads 1.1 MB,
 * never '1.0 MB', which would look like the limit it broke.
 */
const megabytes = (bytes: number) =>
  formatNumber(Math.ceil((bytes / (1024 * 1024)) * 10) / 10, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

/** What can be told from the file's name, type and size alone. */
export function fileProblem({ name, size, type }: FileFacts): string | null {
  if (!/\.csv$/i.test(name) && type !== 'text/csv')
    return t`"${name}" is not a CSV file. Choose a .csv file (in a spreadsheet: Save As, CSV).`;
  if (size === 0) return t`The file is empty.`;
  if (size > CSV_FILE_MAX_BYTES) {
    const megabytesSize = megabytes(size);
    return t`The file is too large (${megabytesSize} MB). A CSV import can be at most 1 MB.`;
  }
  return null;
}

/** A file's text, and whether some of its bytes could not be read (shown as U+FFFD). */
export interface CsvText {
  text: string;
  unreadable: boolean;
}

/** How many bytes a UTF-8 sequence starting with this byte has; 0 for no multi-byte lead. */
function sequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** The length of the well-formed UTF-8 sequence of two to four bytes at `at`, else 0. */
function sequenceAt(bytes: Uint8Array, at: number): number {
  const lead = bytes[at] ?? 0;
  const length = sequenceLength(lead);
  if (length === 0) return 0;
  // The second byte's range rules out overlong forms, surrogates and code points past U+10FFFF.
  const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
  const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
  const second = bytes[at + 1] ?? 0;
  if (second < low || second > high) return 0;
  for (let k = 2; k < length; k += 1) {
    const next = bytes[at + k] ?? 0;
    if (next < 0x80 || next > 0xbf) return 0;
  }
  return length;
}

/**
 * Whether text that is not valid UTF-8 is still UTF-8 with a few stray bytes: its well-formed
 * multi-byte sequences are at least as many as the bytes that fit none. A Windows-1252 file
 * rarely forms one by chance ('Gruß«' does), and then its other accents outnumber it.
 */
function mostlyUtf8(bytes: Uint8Array): boolean {
  let sequences = 0;
  let stray = 0;
  for (let at = 0; at < bytes.length; ) {
    if ((bytes[at] ?? 0) < 0x80) {
      at += 1;
      continue;
    }
    const length = sequenceAt(bytes, at);
    if (length > 0) sequences += 1;
    else stray += 1;
    at += Math.max(length, 1);
  }
  return sequences > 0 && sequences >= stray;
}

/**
 * The file's text. UTF-16 when its byte-order mark says so; else UTF-8 (a BOM is dropped). A
 * file that is not valid UTF-8 is read as Windows-1252, which is what Excel's plain "CSV"
 * saves on Windows, unless it is mostly UTF-8: a UTF-8 file with a stray byte stays UTF-8
 * ('Zoë', not 'ZoÃ«'), that byte read as U+FFFD and said in the preview. Doubt leans to
 * UTF-8, whose damage the preview announces; a wrong Windows-1252 reading would be silent. A NUL byte means the file is not text at all (a spreadsheet's own format, a picture).
 */
export function decodeCsv(bytes: Uint8Array): CsvText {
  // Some exporters write UTF-16 .csv files, which the byte-order mark announces.
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes), unreadable: false };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes), unreadable: false };
  if (bytes.includes(0))
    throw new CsvFileProblem(t`This file is not text. Save the class list as CSV and try again.`);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), unreadable: false };
  } catch {
    if (mostlyUtf8(bytes))
      return { text: new TextDecoder('utf-8').decode(bytes), unreadable: true };
    return { text: new TextDecoder('windows-1252').decode(bytes), unreadable: false };
  }
}

/**
 * The header line and the records after it, as the import routes take them: narrowed to the
 * columns the import reads (RC15).
 */
export function csvTable(text: string): RosterImportTable {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') throw new CsvFileProblem(t`The file is empty.`);
  const delimiter = csvDelimiter(body);
  const parsed = Papa.parse<string[]>(body, { delimiter });
  // Text after a closing quote ('"Smith, John",x' in a one-column file) is reported first:
  // papaparse then also calls the cell unclosed, which would send the teacher looking wrongly.
  const quote =
    parsed.errors.find((e) => e.code === 'InvalidQuotes') ??
    parsed.errors.find((e) => e.type === 'Quotes');
  if (quote) {
    const row = (quote.row ?? 0) + 1;
    throw new CsvFileProblem(
      quote.code === 'InvalidQuotes'
        ? t`The file is not valid CSV: on line ${row}, text follows the closing quote of a quoted cell.`
        : t`The file is not valid CSV: a quoted cell on line ${row} is never closed.`,
    );
  }
  const [headers = [], ...records] = parsed.data;
  // Trailing blank lines are the end of the file, not rows (blank lines within keep their number).
  while (records.length > 0 && records.at(-1)?.every((cell) => cell.trim() === '')) records.pop();
  // Only the cells the plan reads go to the server (RC15): a school export of any width fits.
  const separator =
    delimiter === ',' || delimiter === ';' || delimiter === '\t' ? delimiter : undefined;
  const table = narrowTable(separator ? { headers, records, separator } : { headers, records });
  // CSV_MESSAGES.noNameColumn's words, as a message of this folder.
  if (!table)
    throw new CsvFileProblem(
      t`The file has no Name column. Its first line must name the columns, one of them Name.`,
    );
  if (records.length === 0)
    throw new CsvFileProblem(t`The file has no students: only the line of column names.`);
  if (records.length > CSV_IMPORT_MAX_ROWS) {
    // CSV_MESSAGES.tooManyRows and the file's count, one sentence pair in the active language.
    const max = formatNumber(CSV_IMPORT_MAX_ROWS);
    const rows = formatNumber(records.length);
    throw new CsvFileProblem(
      t`A CSV import holds at most ${max} students. This file has ${rows} rows.`,
    );
  }
  return table;
}

/** A picked file's table, and whether some characters could not be read. */
export interface CsvFileContent {
  table: RosterImportTable;
  unreadable: boolean;
}

/** Checks and reads a picked file; throws CsvFileProblem with the teacher's sentence. */
export async function readCsvFile(file: File): Promise<CsvFileContent> {
  const problem = fileProblem(file);
  if (problem) throw new CsvFileProblem(problem);
  const { text, unreadable } = decodeCsv(new Uint8Array(await file.arrayBuffer()));
  return { table: csvTable(text), unreadable };
}
