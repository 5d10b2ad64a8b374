/**
 * The behaviour history as a spreadsheet (Step 11, RE7): one line per student's award over a
 * range, removed ones too (marked), text cells neutralised as the roster export's are (RC1),
 * points kept as numbers (RC2), named after the class and the range.
 */
import { neutraliseCell } from './csv-cells';
import { fileNamePart } from './roster-export';
import { DOMAIN_TEXTS, english, type Translate } from './texts';

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
export function givenToText(
  award: Pick<HistoryCsvAward, 'target' | 'group'>,
  tr: Translate = english,
): string {
  if (award.target === 'class') return tr(DOMAIN_TEXTS.wholeClass);
  if (award.target === 'group')
    return award.group
      ? tr(DOMAIN_TEXTS.groupNamed, { group: award.group })
      : tr(DOMAIN_TEXTS.aGroup);
  return tr(DOMAIN_TEXTS.student);
}

/** RE7: the header line, in the reader's language (the spec's English by default). */
export const historyCsvHeader = (tr: Translate = english): string[] =>
  HISTORY_CSV_COLUMNS.map((column) => tr(column));

/** RE7: one line of the file; the fixed words in the reader's language (decision 0169). */
export function historyCsvRecord(
  award: HistoryCsvAward,
  tr: Translate = english,
): (string | number)[] {
  return [
    award.date,
    award.time,
    neutraliseCell(award.student),
    neutraliseCell(award.skill ?? tr(DOMAIN_TEXTS.noSkill)),
    award.points,
    neutraliseCell(givenToText(award, tr)),
    tr(award.removed ? DOMAIN_TEXTS.yes : DOMAIN_TEXTS.no),
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
  tr: Translate = english,
): string {
  const base = fileNamePart(className) || `class-${classId}`;
  return from === to
    ? tr(HISTORY_FILE_NAMES.oneDay, { className: base, date: from })
    : tr(HISTORY_FILE_NAMES.range, { className: base, from, to });
}

/** RE7's file names, as templates the server's catalogue translates. */
export const HISTORY_FILE_NAMES = {
  oneDay: '{className} behaviour {date}.csv',
  range: '{className} behaviour {from} to {to}.csv',
} as const;
