/**
 * The roster as a spreadsheet (spec section 9): one record per active student with the day's
 * teacher assessment, text cells neutralised (RC1), numbers kept as numbers (RC2).
 */
import type { AttendanceStatus } from '@classbeam/contracts';
import { CSV_EXPORT_COLUMNS } from '@classbeam/contracts/constants';
import { neutraliseCell } from './csv-cells';
import { DOMAIN_TEXTS, english, type Translate } from './texts';

export interface ExportStudent {
  id: number;
  name: string;
  points: number;
  attendanceStatus: AttendanceStatus;
  row: number | null;
  notes: string;
}

export interface ExportScores {
  understanding: number;
  behavior: number;
  growth: number;
  goalProgress: number | null;
}

export type ExportCell = string | number;

export const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = {
  present: DOMAIN_TEXTS.present,
  absent: DOMAIN_TEXTS.absent,
  late: DOMAIN_TEXTS.late,
};

/** RC4: the columns in the spec's order; blank assessment cells when none that day. */
export function exportRecord(
  student: ExportStudent,
  scores?: ExportScores,
  tr: Translate = english,
): ExportCell[] {
  return [
    neutraliseCell(student.name),
    student.points,
    tr(ATTENDANCE_LABELS[student.attendanceStatus]),
    student.row ?? '',
    neutraliseCell(student.notes),
    scores?.understanding ?? '',
    scores?.behavior ?? '',
    scores?.growth ?? '',
    scores?.goalProgress ?? '',
  ];
}

/** RC4: the header and one record per student, in roster order. */
export function exportTable(
  students: readonly ExportStudent[],
  scoresOf: (studentId: number) => ExportScores | undefined,
  tr: Translate = english,
): { fields: string[]; data: ExportCell[][] } {
  return {
    fields: CSV_EXPORT_COLUMNS.map((column) => tr(column)),
    data: students.map((student) => exportRecord(student, scoresOf(student.id), tr)),
  };
}

/** UTF-8 bytes of the class's part of a file name: 255-byte file systems keep room to spare. */
const NAME_BYTES_MAX = 180;

const utf8Length = (char: string): number => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/**
 * RC4: the class's name as a file name any system takes: no characters Windows, macOS or
 * Linux refuse or hide (< > : " / \ | ? * and control characters become '-'), no invisible
 * or direction-changing characters (a right-to-left override could disguise the extension),
 * white space as single spaces, no dots or spaces at either end (Windows drops trailing ones;
 * a leading dot hides a file), at most 180 bytes. Empty when nothing of the name is left.
 */
export function fileNamePart(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .replace(/\p{Cf}/gu, '')
    .replace(/[<>:"/\\|?*\p{Cc}]/gu, '-')
    .replace(/^[\s.]+|[\s.]+$/gu, '');
  let bytes = 0;
  let kept = '';
  for (const char of cleaned) {
    bytes += utf8Length(char);
    if (bytes > NAME_BYTES_MAX) break;
    kept += char;
  }
  return kept.replace(/[\s.]+$/u, '');
}

/**
 * RC4: '{class name} students {date}.csv' (the date as YYYY-MM-DD), the name made safe for
 * every system; 'class-{id} students {date}.csv' when nothing of the name is left.
 */
export function exportFileName(
  className: string,
  classId: number,
  date: string,
  tr: Translate = english,
): string {
  const base = fileNamePart(className) || `class-${classId}`;
  return tr(EXPORT_FILE_NAME, { className: base, date });
}

/** RC4's file name, as a template the server's catalogue translates. */
export const EXPORT_FILE_NAME = '{className} students {date}.csv';
