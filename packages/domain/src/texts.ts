/**
 * The domain's own words that reach a person (decision 0169): in the history and roster CSV
 * files, and on screens that show what the server stored or computed. English here, as the
 * spec writes them; a `{name}` is a value put in. The server writes them in the teacher's
 * language through its catalogue (apps/server/src/locales), the web through its own
 * (lib/i18n/server-text.ts); both check every entry here has a translation.
 */
export const DOMAIN_TEXTS = {
  noSkill: 'No skill',
  noName: 'No name',
  wholeClass: 'Whole class',
  aGroup: 'A group',
  groupNamed: 'Group: {group}',
  student: 'Student',
  yes: 'Yes',
  no: 'No',
  present: 'Present',
  absent: 'Absent',
  late: 'Late',
  /** Who listens for the noise meter (volume:listen): a display, or a teacher's device. */
  classroomDisplay: 'Classroom display',
  teachersDevice: 'A teacher’s device',
} as const;

/** A text in the reader's language: its English (with `{placeholders}`) in, the text out. */
export type Translate = (
  english: string,
  values?: Readonly<Record<string, string | number>>,
) => string;

/** Puts values into `{placeholders}`; a placeholder with no value is left as it is. */
export const fillIn = (
  text: string,
  values: Readonly<Record<string, string | number>> = {},
): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** English, the spec's words: what every domain function writes unless told otherwise. */
export const english: Translate = (text, values) => fillIn(text, values);
