/*
 * The reports' constants, zod-free and apart from the index's other modules: only the reports'
 * own chunk loads them (`@classbeam/contracts/reports`), no first load pays for them (F4).
 */

/** A day is green from this share of positive points, yellow from this one (RE3). */
export const REPORT_GREEN_AT_DEFAULT = 80;
export const REPORT_YELLOW_AT_DEFAULT = 50;
/** The note for the parents a report carries, per student. */
export const PARENT_NOTE_MAX = 2000;

export const REPORT_MESSAGES = {
  thresholds: 'Green must be above yellow, both whole percents from 0 to 100.',
  term: 'A term needs its first and last day, the last on or after the first.',
  termTooLong: 'A term is at most 400 days.',
  everyClassWithTerm: 'everyClass goes with a term',
  nothingToChange: 'Nothing to change',
  parentNoteTooLong: `A note for the parents is at most ${PARENT_NOTE_MAX} characters`,
} as const;
