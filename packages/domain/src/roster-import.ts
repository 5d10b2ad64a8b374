/**
 * CSV import (spec section 5): what each line of the file does to the class, decided before
 * anything is written so the teacher sees it first and the import applies exactly it. Rule
 * ids (RC5-RC12) are in SPEC.md.
 */
import type {
  ImportBirthDate,
  ImportCounts,
  ImportRowView,
  ImportSkipReason,
  RosterImportTable,
} from '@classbeam/contracts';
import {
  type DateOrder,
  ROW_MAX,
  STUDENT_NAME_MAX,
  STUDENT_NOTES_MAX,
} from '@classbeam/contracts/constants';
import { readBirthDate } from './birth-date';
import { restoreCell } from './csv-cells';
import { DOMAIN_TEXTS } from './texts';

/** An active student of the class, as the import compares against. */
export interface ExistingStudent {
  id: number;
  name: string;
  notes: string;
  /** A date of birth is on file (its keyed hash; never read, so a file's date replaces it). */
  hasBirthDate: boolean;
}

/** RC17: the order of a file that does not say (the spec's MM/DD/YYYY). */
export const DEFAULT_DATE_ORDER: DateOrder = 'mdy';

export type ImportOutcome =
  | {
      line: number;
      name: string;
      action: 'create';
      row: number | null;
      notes: string;
      /** RC17: the date of birth to store (YYYY-MM-DD), or null. */
      birthDate: string | null;
      /** RC14: a hidden student has this name; the import makes another student. */
      hiddenNamesake?: true;
      /** RC16: the line looks like a name split at an unquoted comma. */
      maybeSplit?: true;
      /** RC17: what the preview says of the line's date of birth. */
      dateView?: ImportBirthDate;
    }
  | {
      line: number;
      name: string;
      action: 'update';
      studentId: number;
      /** The new notes, or null to keep them. */
      notes: string | null;
      /** RC17: the date of birth to store, or null to keep the one on file (or none). */
      birthDate: string | null;
      maybeSplit?: true;
      dateView?: ImportBirthDate;
    }
  | {
      line: number;
      name: string;
      action: 'unchanged';
      studentId: number;
      dateView?: ImportBirthDate;
    }
  | { line: number; name: string; action: 'skip'; reason: ImportSkipReason };

export interface ImportPlan {
  outcomes: ImportOutcome[];
  counts: ImportCounts;
}

/**
 * RC5: the header names each column may go by, lowercased (the export writes the first), in
 * every language the export writes (decision 0169): a teacher who exported in Spanish imports
 * the file back.
 */
const COLUMN_NAMES = {
  name: ['name', 'student name', 'student', 'nombre', 'alumno', 'nombre del alumno', 'estudiante'],
  row: ['row', 'row/table', 'table', 'fila', 'fila/mesa', 'mesa'],
  notes: ['notes', 'note', 'notas', 'nota'],
} as const;

/**
 * RC17: a date-of-birth column as school systems name it, compared by letters only (so 'Date
 * of Birth', 'date_of_birth', 'DateOfBirth', 'D.O.B.' and 'Birth Date (DD/MM/YYYY)' all
 * count), with a 'student' or 'pupil' in front allowed.
 */
const BIRTH_DATE_KEYS = new Set([
  'dateofbirth',
  'dob',
  'birthdate',
  'birthday',
  'fechadenacimiento',
  'fechanacimiento',
  'nacimiento',
  'cumpleanos',
]);
const isBirthDateHeader = (key: string): boolean =>
  BIRTH_DATE_KEYS.has(
    key
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/\([^)]*\)/g, '')
      .replace(/[^a-z]/g, '')
      .replace(/^(student|pupil|alumno|alumna)/, '')
      .replace(/(delalumno|delaalumna)$/, ''),
  );

export interface ImportColumns {
  name: number;
  row: number | null;
  notes: number | null;
  birthDate: number | null;
}

/** RC5: headers are trimmed and lowercased; without a name column there is nothing to import. */
export function importColumns(headers: readonly string[]): ImportColumns | null {
  const keys = headers.map((h) =>
    h
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase(),
  );
  const find = (names: readonly string[]) => {
    const at = keys.findIndex((key) => names.includes(key));
    return at === -1 ? null : at;
  };
  const name = find(COLUMN_NAMES.name);
  const birthDate = keys.findIndex(isBirthDateHeader);
  return name === null
    ? null
    : {
        name,
        row: find(COLUMN_NAMES.row),
        notes: find(COLUMN_NAMES.notes),
        birthDate: birthDate === -1 ? null : birthDate,
      };
}

/** A name as written, in one Unicode form, trimmed, with inner runs of spaces as one. */
const exactKey = (name: string): string => name.normalize('NFC').trim().replace(/\s+/g, ' ');

/**
 * RC8: two names are the same student when they match trimmed, with inner runs of spaces as
 * one, ignoring letter case, in the same Unicode form ('Zoë' typed or pasted).
 */
export const nameKey = (name: string): string => exactKey(name).toLowerCase();

/** Whom a name of the file means: one student, several (not guessed), or nobody. */
type Match =
  | { kind: 'student'; student: ExistingStudent }
  | { kind: 'ambiguous'; count: number }
  | { kind: 'none' };

/**
 * RC8, RC9: among students whose names match ignoring case, the one written exactly so wins;
 * so a class with 'Sam' and 'sam' (Add Student allows both) reads its own file back.
 */
function matchName(name: string, byKey: ReadonlyMap<string, readonly ExistingStudent[]>): Match {
  const matches = byKey.get(nameKey(name)) ?? [];
  if (matches.length === 0) return { kind: 'none' };
  const exact =
    matches.length === 1 ? matches : matches.filter((s) => exactKey(s.name) === exactKey(name));
  const [only] = exact;
  if (exact.length === 1 && only) return { kind: 'student', student: only };
  return { kind: 'ambiguous', count: exact.length > 1 ? exact.length : matches.length };
}

/** RC11: two lines are the same when they mean the same student, or the same new name. */
const lineIdentity = (name: string, match: Match): string =>
  match.kind === 'student' ? `#${match.student.id}` : `=${nameKey(name)}`;

const cellText = (record: readonly string[], at: number | null): string =>
  restoreCell(at === null ? '' : (record[at] ?? '')).trim();

/** RC7: blank, or a whole number 1..10 like the form's Row/Table field. */
function readRow(text: string): number | null | 'invalid' {
  if (text === '') return null;
  if (!/^\d{1,2}$/.test(text)) return 'invalid';
  const row = Number(text);
  return row >= 1 && row <= ROW_MAX ? row : 'invalid';
}

/** The preview shows a name; a huge one (skipped as too long) is cut for the screen. */
const shown = (name: string): string =>
  name.length > STUDENT_NAME_MAX ? `${name.slice(0, STUDENT_NAME_MAX)}…` : name;

/**
 * RC11: why a line is left out, in the order checked. `firstLine` holds the identities of
 * earlier lines that passed these checks: a line skipped for its own fault does not take its
 * name.
 */
function skipReason(
  record: readonly string[],
  columns: ImportColumns,
  width: number,
  name: string,
  split: boolean,
  identity: string,
  firstLine: ReadonlyMap<string, number>,
): ImportSkipReason | null {
  // A cell beyond the last column name means the line was split where it should not be (most
  // often an unquoted comma in a name): its cells cannot be trusted to be what they claim.
  if (record.slice(width).some((cell) => cell.trim() !== '')) return { code: 'extra_cells' };
  if (name === '') return { code: 'no_name' };
  if (name.length > STUDENT_NAME_MAX) return { code: 'name_too_long' };
  const first = firstLine.get(identity);
  if (first !== undefined) return { code: 'duplicate', firstLine: first };
  const rowText = cellText(record, columns.row);
  if (readRow(rowText) === 'invalid') {
    const value = rowText.slice(0, 20);
    // The rest of a split name landed in Row/Table: say how to fix the file.
    return split && columns.row === columns.name + 1
      ? { code: 'row_out_of_range', value, split: true }
      : { code: 'row_out_of_range', value };
  }
  if (cellText(record, columns.notes).length > STUDENT_NOTES_MAX) return { code: 'notes_too_long' };
  return null;
}

/**
 * RC16: a line that looks like a name split at an unquoted comma: a one-word name, and the
 * cell after it starts with white space and a letter although its column's name does not
 * start with white space ('Lee, Ann' under 'Name,Notes' reads as Lee with the notes 'Ann').
 * A spreadsheet never writes such a cell unquoted; a hand-typed 'Name, Notes' header with
 * spaces after its commas is the file's own style, so it does not count.
 */
function looksSplit(
  table: RosterImportTable,
  record: readonly string[],
  columns: ImportColumns,
  width: number,
  name: string,
): boolean {
  // Only a comma splits 'Lee, Ann': in a file of semicolons or tabs the space is just style.
  if (table.separator !== undefined && table.separator !== ',') return false;
  const next = columns.name + 1;
  if (next >= width || /\s/.test(name)) return false;
  const headers = table.headers;
  return /^\s+\p{L}/u.test(record[next] ?? '') && !/^\s/.test(headers[next] ?? '');
}

/** What the plan knows of the file beyond its cells: the date order, and today for RC17. */
interface DateContext {
  order: DateOrder;
  today: string | undefined;
}

/** RC17: the line's date of birth to store (or null), and what the preview says of it. */
function lineBirthDate(
  record: readonly string[],
  columns: ImportColumns,
  dates: DateContext,
  onFile: boolean,
): { date: string | null; view?: ImportBirthDate } {
  const written = cellText(record, columns.birthDate);
  const reading = readBirthDate(written, dates.order, dates.today);
  if (reading.kind === 'blank') return { date: null };
  if (reading.kind === 'problem')
    return {
      date: null,
      view: { kind: 'problem', problem: reading.problem, value: written.slice(0, 40) },
    };
  return { date: reading.date, view: { kind: onFile ? 'replace' : 'set', date: reading.date } };
}

/** RC6, RC9, RC10, RC14, RC16, RC17: a line that passed the checks, against the active students. */
function matchOrCreate(
  line: number,
  name: string,
  record: readonly string[],
  columns: ImportColumns,
  found: Match,
  hiddenKeys: ReadonlySet<string>,
  split: boolean,
  dates: DateContext,
): ImportOutcome {
  const notes = cellText(record, columns.notes);
  if (found.kind === 'ambiguous') {
    return { line, name, action: 'skip', reason: { code: 'ambiguous', count: found.count } };
  }
  if (found.kind === 'none') {
    const row = readRow(cellText(record, columns.row));
    const birth = lineBirthDate(record, columns, dates, false);
    return {
      line,
      name,
      action: 'create',
      row: row === 'invalid' ? null : row,
      notes,
      birthDate: birth.date,
      ...(hiddenKeys.has(nameKey(name)) && { hiddenNamesake: true as const }),
      ...(split && { maybeSplit: true as const }),
      ...(birth.view && { dateView: birth.view }),
    };
  }
  const match = found.student;
  const birth = lineBirthDate(record, columns, dates, match.hasBirthDate);
  // The notes and the date of birth change; a blank cell never erases either.
  const newNotes = notes === '' || notes === match.notes.trim() ? null : notes;
  if (newNotes === null && birth.date === null)
    return {
      line,
      name,
      action: 'unchanged',
      studentId: match.id,
      ...(birth.view && { dateView: birth.view }),
    };
  return {
    line,
    name,
    action: 'update',
    studentId: match.id,
    notes: newNotes,
    birthDate: birth.date,
    ...(split && { maybeSplit: true as const }),
    ...(birth.view && { dateView: birth.view }),
  };
}

/**
 * RC6-RC11, RC17: every line of the file (after the header; wholly blank lines are left out
 * silently) becomes a create, an update of notes or date of birth, an unchanged match or a
 * skip with its reason. `hidden` are the names of the class's hidden students (RC14); `today`
 * (YYYY-MM-DD) refuses dates of birth after it. Null when the file has no name column.
 */
export function planImport(
  table: RosterImportTable,
  existing: readonly ExistingStudent[],
  hidden: readonly string[] = [],
  today?: string,
): ImportPlan | null {
  const columns = importColumns(table.headers);
  if (!columns) return null;
  const dates: DateContext = { order: table.dateOrder ?? DEFAULT_DATE_ORDER, today };
  const byKey = new Map<string, ExistingStudent[]>();
  for (const student of existing) {
    const key = nameKey(student.name);
    byKey.set(key, [...(byKey.get(key) ?? []), student]);
  }
  const hiddenKeys = new Set(hidden.map(nameKey));
  const firstLine = new Map<string, number>();
  const outcomes: ImportOutcome[] = [];
  // A hand-typed 'Name,' header has no second column, so 'Smith, John' under it is a split
  // line, not a name and an unnamed cell.
  const namedWidth = namedWidthOf(table.headers);

  table.records.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const line = index + 2;
    const name = cellText(record, columns.name);
    const found = matchName(name, byKey);
    const identity = lineIdentity(name, found);
    const split = looksSplit(table, record, columns, namedWidth, name);
    const reason = skipReason(record, columns, namedWidth, name, split, identity, firstLine);
    if (reason) {
      outcomes.push({ line, name: shown(name), action: 'skip', reason });
      return;
    }
    firstLine.set(identity, line);
    outcomes.push(matchOrCreate(line, name, record, columns, found, hiddenKeys, split, dates));
  });

  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, skip: 0 };
  for (const outcome of outcomes) counts[outcome.action] += 1;
  return { outcomes, counts };
}

/** The column a narrowed table keeps for the cells of every column the plan does not read. */
const OTHER_COLUMN = 'other columns';

/** Columns up to the last one with a name: blank names at the header's end are no columns. */
function namedWidthOf(headers: readonly string[]): number {
  let width = headers.length;
  while (width > 0 && (headers[width - 1] ?? '').trim() === '') width -= 1;
  return width;
}

/**
 * RC15: the table cut down to what its plan reads, so a wide school export (80 columns, most
 * of them e-mails and dates) goes to the server as a few cells a line: the Name, Row and Notes
 * columns and the one after Name (RC16); before them one column holding a line's first filled cell among the other named columns (a line
 * with only an e-mail is still a line without a name, not a blank one); and after them the
 * line's first filled cell past the header's last named column (RC11's split line). The plan
 * of the narrowed table is the plan of the whole one. Null when the file has no name column.
 */
export function narrowTable(table: RosterImportTable): RosterImportTable | null {
  const columns = importColumns(table.headers);
  if (!columns) return null;
  const width = namedWidthOf(table.headers);
  // The column after the name's too, for RC16 (a name split at its comma spills into it).
  const after = columns.name + 1 < width ? columns.name + 1 : null;
  const kept = [...new Set([columns.name, after, columns.row, columns.notes, columns.birthDate])]
    .filter((at): at is number => at !== null)
    .sort((a, b) => a - b);
  const filled = (cell: string | undefined): cell is string => (cell ?? '').trim() !== '';
  const records = table.records.map((record) => {
    // The other columns' cell first: last, it would stand right after a Name column that
    // ends the header, where RC16 looks.
    const cells = [
      record.slice(0, width).find((cell, at) => !kept.includes(at) && filled(cell)) ?? '',
    ];
    cells.push(...kept.map((at) => record[at] ?? ''));
    const beyond = record.slice(width).find(filled);
    if (beyond !== undefined) cells.push(beyond);
    while (cells.length > 0 && !filled(cells.at(-1))) cells.pop();
    return cells;
  });
  // A blank column name kept (the one after Name may have none) is named, keeping its leading
  // white space for RC16: a blank name at the end would end the header (namedWidthOf).
  const named = (header: string) => (header.trim() === '' ? `${header}(unnamed)` : header);
  const headers = [OTHER_COLUMN, ...kept.map((at) => named(table.headers[at] ?? ''))];
  return {
    headers,
    records,
    ...(table.separator !== undefined && { separator: table.separator }),
    ...(table.dateOrder !== undefined && { dateOrder: table.dateOrder }),
  };
}

/**
 * RC5: the separator is read from the header line only (names of columns never hold one),
 * so notes full of semicolons or tabs cannot make a guess go wrong. Excel writes ';' where
 * the decimal mark is a comma. A header line without any is a one-column file: the separator
 * is then a character the text does not hold, so each line (after CSV quoting) is one cell and
 * a hand-typed 'Smith, John' stays one name.
 */
export function csvDelimiter(text: string): string {
  const end = text.search(/\r|\n/);
  const header = end === -1 ? text : text.slice(0, end);
  if (header.includes(',')) return ',';
  if (header.includes(';')) return ';';
  if (header.includes('\t')) return '\t';
  // Private-use characters: no keyboard types them, and papaparse takes any of them.
  let code = 0xe000;
  while (text.includes(String.fromCharCode(code))) code += 1;
  return String.fromCharCode(code);
}

/** What the preview shows of a plan: no notes, no ids; the file's own dates of birth (RC17). */
export function planRows(plan: ImportPlan): ImportRowView[] {
  return plan.outcomes.map((o): ImportRowView => {
    const { line, name } = o;
    const birthDate = o.action !== 'skip' && o.dateView ? { birthDate: o.dateView } : {};
    switch (o.action) {
      case 'skip':
        return { line, name, action: 'skip', reason: o.reason };
      case 'create':
        return {
          line,
          name,
          action: 'create',
          ...(o.hiddenNamesake && { hiddenNamesake: true as const }),
          ...(o.maybeSplit && { maybeSplit: true as const }),
          ...birthDate,
        };
      case 'update':
        return {
          line,
          name,
          action: 'update',
          notes: o.notes !== null,
          ...(o.maybeSplit && { maybeSplit: true as const }),
          ...birthDate,
        };
      default:
        return { line, name, action: 'unchanged', ...birthDate };
    }
  });
}

/** RC12: the preview's words for a skipped line. */
export function skipReasonText(reason: ImportSkipReason): string {
  switch (reason.code) {
    case 'extra_cells':
      return 'More cells than column names: a name or note with a comma needs quotes, as in "Lee, Ann"';
    case 'no_name':
      return DOMAIN_TEXTS.noName;
    case 'name_too_long':
      return `Name longer than ${STUDENT_NAME_MAX} characters`;
    case 'notes_too_long':
      return `Notes longer than ${STUDENT_NOTES_MAX.toLocaleString('en-US')} characters`;
    case 'row_out_of_range':
      return reason.split
        ? `Row/Table "${reason.value}" is not a whole number from 1 to ${ROW_MAX} (a name with a comma needs quotes, as in "Lee, Ann")`
        : `Row/Table "${reason.value}" is not a whole number from 1 to ${ROW_MAX}`;
    case 'duplicate':
      return `Same name as line ${reason.firstLine}`;
    case 'ambiguous':
      return `${reason.count} students in the class have this name`;
  }
}
