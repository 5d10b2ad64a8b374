/**
 * The roster as a spreadsheet (spec section 9): one record per active student with the day's
 * teacher assessment, text cells neutralised (RC1), numbers kept as numbers (RC2).
 */
import type { AttendanceStatus } from '@classbeam/contracts';
import { CSV_EXPORT_COLUMNS } from '@classbeam/contracts/constants';
import { neutraliseCell } from './csv-cells';

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

const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = {
  present: 'Present',
  absent: 'Absent',
  late: 'Late',
};

/** RC4: the columns in the spec's order; blank assessment cells when none that day. */
export function exportRecord(student: ExportStudent, scores?: ExportScores): ExportCell[] {
  return [
    neutraliseCell(student.name),
    student.points,
    ATTENDANCE_LABELS[student.attendanceStatus],
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
): { fields: string[]; data: ExportCell[][] } {
  return {
    fields: [...CSV_EXPORT_COLUMNS],
    data: students.map((student) => exportRecord(student, scoresOf(student.id))),
  };
}

/** RC4: class-{id}-students-{date}.csv, the date as YYYY-MM-DD. */
export const exportFileName = (classId: number, date: string): string =>
  `class-${classId}-students-${date}.csv`;
