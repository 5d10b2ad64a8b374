/**
 * The behaviour history as a spreadsheet (Step 11, RE7): one line per student's award over a
 * range, removed ones too (marked), text cells neutralised as the roster export's are (RC1),
 * points kept as numbers (RC2), named after the class and the range.
 */
import { neutraliseCell } from './csv-cells';
import { NO_SKILL } from './points';
import { fileNamePart } from './roster-export';

export const HISTORY_CSV_COLUMNS = [
  'Date',
  'Time',
  'Student',
  'Skill',
  'Points',
  'Given to',
  'Removed',
] as const;

export interface HistoryCsvAward {
  /** The day and the time of day, in the server's calendar: YYYY-MM-DD and HH:MM. */
  date: string;
  time: string;
  student: string;
  /** null: a point without a skill. */
  skill: string | null;
  points: number;
  target: 'student' | 'group' | 'class';
  /** The group's name for a group's award (null when the group is gone). */
  group: string | null;
  removed: boolean;
}

/** RE7: what 'Given to' says: the student alone, the group by name, or the whole class. */
export function givenToText(award: Pick<HistoryCsvAward, 'target' | 'group'>): string {
  if (award.target === 'class') return 'Whole class';
  if (award.target === 'group') return award.group ? `Group: ${award.group}` : 'A group';
  return 'Student';
}

/** RE7: one line of the file. */
export function historyCsvRecord(award: HistoryCsvAward): (string | number)[] {
  return [
    award.date,
    award.time,
    neutraliseCell(award.student),
    neutraliseCell(award.skill ?? NO_SKILL),
    award.points,
    neutraliseCell(givenToText(award)),
    award.removed ? 'Yes' : 'No',
  ];
}

/**
 * RE7: '{class name} behaviour {from} to {to}.csv' ('{class name} behaviour {date}.csv' for one
 * day), the name made safe as the roster export's is (RC4); 'class-{id}' when nothing is left.
 */
export function historyFileName(
  className: string,
  classId: number,
  from: string,
  to: string,
): string {
  const base = fileNamePart(className) || `class-${classId}`;
  return `${base} behaviour ${from === to ? from : `${from} to ${to}`}.csv`;
}
