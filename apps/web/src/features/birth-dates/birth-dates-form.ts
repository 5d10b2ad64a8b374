import type { BirthDatesInput } from '@classbeam/contracts';
import type { DateOrder } from '@classbeam/contracts/constants';
import { type BirthDateReading, readBirthDate } from '@classbeam/domain/birth-date';

/*
 * The whole-class table's rules (decision 0141), apart from its screen: what each typed date
 * reads as in the teacher's order, and what one save sends.
 */

/** A student as the table lists them: a date of birth on file or not, never the date (P3). */
export interface TableStudent {
  id: number;
  name: string;
  hasBirthDate: boolean;
}

/** What a row's typed text reads as, with what saving it would do. */
export type RowReading =
  | { kind: 'blank' }
  | { kind: 'date'; date: string; replaces: boolean }
  | Extract<BirthDateReading, { kind: 'problem' }>;

export function readRow(
  student: TableStudent,
  typed: string,
  order: DateOrder,
  today: string,
): RowReading {
  const reading = readBirthDate(typed, order, today);
  return reading.kind === 'date'
    ? { kind: 'date', date: reading.date, replaces: student.hasBirthDate }
    : reading;
}

export interface TablePlan {
  /** What one save sends: every row whose text reads as a date. */
  birthDates: BirthDatesInput['birthDates'];
  /** Rows whose text is not a date: the save waits until each is fixed or cleared. */
  problems: number;
  /** Of the dates to save, those replacing a date on file. */
  replacing: number;
}

/** The save the typed texts make, for the students listed now (a student gone is left out). */
export function tablePlan(
  students: readonly TableStudent[],
  typed: Readonly<Record<number, string>>,
  order: DateOrder,
  today: string,
): TablePlan {
  const plan: TablePlan = { birthDates: [], problems: 0, replacing: 0 };
  for (const student of students) {
    const reading = readRow(student, typed[student.id] ?? '', order, today);
    if (reading.kind === 'problem') plan.problems += 1;
    if (reading.kind !== 'date') continue;
    plan.birthDates.push({ studentId: student.id, birthDate: reading.date });
    if (reading.replaces) plan.replacing += 1;
  }
  return plan;
}

/** Students by name, as a class list is read (ignoring case and accents' order). */
export function byName<T extends { name: string }>(students: readonly T[]): T[] {
  return [...students].sort((a, b) =>
    a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
}
