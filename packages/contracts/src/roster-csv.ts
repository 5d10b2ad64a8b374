import { DateStringSchema } from './classes';
import {
  type BirthDateProblem,
  CSV_IMPORT_MAX_COLUMNS,
  CSV_IMPORT_MAX_ROWS,
  DATE_ORDERS,
} from './constants';
import { CSV_MESSAGES } from './messages';
import { z } from './zod';

/*
 * Roster CSV (spec sections 2, 5 and 9). The browser reads the file (papaparse) and sends its
 * cells as they are: the server decides what each row means, so the preview and the import
 * apply one rule. The body limit of the two routes bounds the cells' total size.
 */
const cells = z.array(z.string()).max(CSV_IMPORT_MAX_COLUMNS, CSV_MESSAGES.tooManyColumns);

export const RosterImportTableSchema = z.strictObject({
  /** The file's first line: the column names (lowercased by the server). */
  headers: cells.min(1, CSV_MESSAGES.noHeaderLine),
  /** Every following line, in file order: record i is line i + 2 of the file. */
  records: z.array(cells).max(CSV_IMPORT_MAX_ROWS),
  /**
   * The file's separator as the browser read it (',' ';' or a tab; absent for a one-column
   * file or an older page): a split name (RC16) is looked for in comma files only.
   */
  separator: z.enum([',', ';', '\t']).optional(),
  /**
   * How the file writes its dates of birth, as the teacher chose in the preview (RC17). Absent
   * (an older page, another client): month first, the spec's MM/DD/YYYY. Year-first dates are
   * read whatever it says.
   */
  dateOrder: z.enum(DATE_ORDERS).optional(),
});
export type RosterImportTable = z.infer<typeof RosterImportTableSchema>;

export const RosterImportSchema = RosterImportTableSchema.extend({
  /** The preview's plan id: the import applies that plan or answers 409 import_plan_changed. */
  planId: z.string().regex(/^[0-9a-f]{64}$/, CSV_MESSAGES.planFromPreview),
});
export type RosterImportInput = z.infer<typeof RosterImportSchema>;

/** Why a row of the file is left out (the preview names it with the row's line number). */
export type ImportSkipReason =
  /** The line has a non-blank cell beyond the header's last column (an unquoted comma). */
  | { code: 'extra_cells' }
  | { code: 'no_name' }
  | { code: 'name_too_long' }
  | { code: 'notes_too_long' }
  /** `split`: the cell looks like the rest of a name split at an unquoted comma (RC16). */
  | { code: 'row_out_of_range'; value: string; split?: true }
  | { code: 'duplicate'; firstLine: number }
  | { code: 'ambiguous'; count: number };

/**
 * What a line does with its date of birth (RC17). The date is the file's own, shown back to
 * the teacher who is importing it; a date on file is never read or compared (P3), so a date
 * for a student who has one replaces it.
 */
export type ImportBirthDate =
  | { kind: 'set'; date: string }
  | { kind: 'replace'; date: string }
  /** Not read (`value` as written, cut to 40 characters): the line imports without it. */
  | { kind: 'problem'; problem: BirthDateProblem; value: string };

/** What the import does with one line of the file. */
export type ImportRowView =
  | {
      line: number;
      name: string;
      action: 'create';
      /** A hidden student has this name: the import makes another student beside them. */
      hiddenNamesake?: true;
      /** The line looks like a name split at an unquoted comma ('Lee, Ann' read as Lee). */
      maybeSplit?: true;
      birthDate?: ImportBirthDate;
    }
  | {
      line: number;
      name: string;
      action: 'update';
      /** The notes change (a matched student may get only a date of birth). */
      notes: boolean;
      maybeSplit?: true;
      birthDate?: ImportBirthDate;
    }
  /** A match left as it is; its date cell, if any, could not be read. */
  | { line: number; name: string; action: 'unchanged'; birthDate?: ImportBirthDate }
  | { line: number; name: string; action: 'skip'; reason: ImportSkipReason };

export interface ImportCounts {
  create: number;
  update: number;
  /** A matching student left as they are (same or blank notes, no date of birth read). */
  unchanged: number;
  skip: number;
}

export interface RosterImportPreview {
  counts: ImportCounts;
  rows: ImportRowView[];
  planId: string;
}

export interface RosterImportResult {
  created: number;
  updated: number;
  /** Dates of birth set or replaced, on new and matched students. */
  birthDates: number;
  /** The class version after the import, or null when nothing was written. */
  version: number | null;
}

export const RosterExportQuerySchema = z.object({
  /** The device's today: the day whose teacher assessment fills the last four columns. */
  date: DateStringSchema,
});
