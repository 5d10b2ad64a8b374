import type { RosterImportTable } from '@classbeam/contracts';
import {
  CSV_FILE_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
  CSV_MESSAGES,
} from '@classbeam/contracts/constants';
import { csvDelimiter, importColumns } from '@classbeam/domain/roster-csv';
import Papa from 'papaparse';

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

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** What can be told from the file's name, type and size alone. */
export function fileProblem({ name, size, type }: FileFacts): string | null {
  if (!/\.csv$/i.test(name) && type !== 'text/csv')
    return `"${name}" is not a CSV file. Choose a .csv file (in a spreadsheet: Save As, CSV).`;
  if (size === 0) return 'The file is empty.';
  if (size > CSV_FILE_MAX_BYTES)
    return `The file is too large (${megabytes(size)}). A CSV import can be at most 1 MB.`;
  return null;
}

/**
 * The file's text. UTF-16 when its byte-order mark says so; else UTF-8 (a BOM is dropped); a file that is not valid UTF-8 is read as
 * Windows-1252, which is what Excel's plain "CSV" saves on Windows. A NUL byte means the
 * file is not text at all (a spreadsheet's own format, a picture).
 */
export function decodeCsv(bytes: Uint8Array): string {
  // Some exporters write UTF-16 .csv files, which the byte-order mark announces.
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  if (bytes.includes(0))
    throw new CsvFileProblem('This file is not text. Save the class list as CSV and try again.');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The header line and the records after it, as the import routes take them. */
export function csvTable(text: string): RosterImportTable {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') throw new CsvFileProblem('The file is empty.');
  const parsed = Papa.parse<string[]>(body, { delimiter: csvDelimiter(body) });
  const quote = parsed.errors.find((e) => e.type === 'Quotes');
  if (quote)
    throw new CsvFileProblem(
      `The file is not valid CSV: a quoted cell in row ${(quote.row ?? 0) + 1} is never closed.`,
    );
  const [headers = [], ...records] = parsed.data;
  // Trailing blank lines are the end of the file, not rows (blank lines within keep their number).
  while (records.length > 0 && records.at(-1)?.every((cell) => cell.trim() === '')) records.pop();
  if (!importColumns(headers)) throw new CsvFileProblem(CSV_MESSAGES.noNameColumn);
  if (records.length === 0)
    throw new CsvFileProblem('The file has no students: only the line of column names.');
  if (records.length > CSV_IMPORT_MAX_ROWS)
    throw new CsvFileProblem(
      `${CSV_MESSAGES.tooManyRows} This file has ${records.length.toLocaleString('en-US')} rows.`,
    );
  return { headers, records };
}

/** Checks and reads a picked file; throws CsvFileProblem with the teacher's sentence. */
export async function readCsvFile(file: File): Promise<RosterImportTable> {
  const problem = fileProblem(file);
  if (problem) throw new CsvFileProblem(problem);
  return csvTable(decodeCsv(new Uint8Array(await file.arrayBuffer())));
}
