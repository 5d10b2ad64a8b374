import type {
  AssessmentDto,
  BoardChange,
  ClassEventKind,
  StudentEventEntry,
} from '@classbeam/contracts';
import { plural, t } from '@lingui/core/macro';
import { capitalise, dateFormat, formatNumber, formatTime } from '../../lib/i18n/format';

/** A point change as a teacher reads it: "+2", "-1", "0". */
export const signed = (delta: number) => formatNumber(delta, { signDisplay: 'exceptZero' });

/** "+1 point", "-2 points", "0 points". */
export const pointsWord = (delta: number) => {
  const count = Math.abs(delta);
  const sign = signed(delta);
  return plural(count, { one: `${sign} point`, other: `${sign} points` });
};

/** The time of day an entry happened, in the active language's clock format. */
export const timeOf = (iso: string) => formatTime(new Date(iso));

/** A day in words: "Tuesday, November 24" / "martes, 24 de noviembre" (and the year when not this year's). */
export function dayWords(date: string, today: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return dateFormat({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(new Date(y, m - 1, d));
}

/** A day heading: "Today", or "Tuesday, November 24" (the year too when it is not this year's). */
export function dayHeading(date: string, today: string): string {
  if (date === today) return t`Today`;
  return capitalise(dayWords(date, today));
}

/** A change to a student, as a line of their timeline. */
export function eventText(event: StudentEventEntry): string {
  const detail = event.detail;
  switch (event.kind) {
    case 'attendance':
      if (detail === 'present') return t`Marked present`;
      if (detail === 'late') return t`Marked late`;
      if (detail === 'absent') return t`Marked absent`;
      return t`Marked ${detail}`;
    case 'note':
      return detail ? t`Note: “${detail}”` : t`Note cleared`;
    case 'goal':
      return detail ? t`Goal: “${detail}”` : t`Goal cleared`;
  }
}

/** A rating as one line: "Understanding 4 · Behavior 3 · Growth 5 · Goal progress 4". */
export function ratingText(a: AssessmentDto): string {
  const { understanding, behavior, growth, goalProgress } = a;
  const parts = [t`Understanding ${understanding}`, t`Behavior ${behavior}`, t`Growth ${growth}`];
  if (goalProgress !== null) parts.push(t`Goal progress ${goalProgress}`);
  return parts.join(' · ');
}

/**
 * What removing does, in the timelines' heads (decision 0161: a removal is not undone; the two
 * taps are the guard, and the toast says what went).
 */
export const removalText = () =>
  t`Removing a point takes it out of the history and the reports, and off today's board when it was given since the lesson started.`;

/** The class's events, read in the language active when they are drawn. */
export const CLASS_EVENT_TEXT: Record<ClassEventKind, string> = {
  get start() {
    return t`Class started: points back to 5`;
  },
  get reset() {
    return t`Class reset: points back to 5, everyone present`;
  },
  get 'reset-points'() {
    return t`Points reset to 5`;
  },
  get finish() {
    return t`Class finished`;
  },
};

/**
 * What a removal did to today's board, as a toast's second line; undefined when the board did
 * not move (the award was given before the lesson's start), as then there is nothing to say.
 */
export function boardText(board: readonly BoardChange[]): string | undefined {
  const moved = board.filter((b) => b.change !== 0);
  const first = moved[0];
  if (!first) return undefined;
  const students = moved.length;
  const same = moved.every((b) => b.change === first.change);
  if (!same)
    return plural(students, {
      one: "Today's points changed for # student.",
      other: "Today's points changed for # students.",
    });
  const by = formatNumber(Math.abs(first.change));
  if (students === 1)
    return first.change < 0
      ? t`Today's points went down by ${by}.`
      : t`Today's points went up by ${by}.`;
  return first.change < 0
    ? plural(students, {
        one: `Today's points went down by ${by} for each of # student.`,
        other: `Today's points went down by ${by} for each of # students.`,
      })
    : plural(students, {
        one: `Today's points went up by ${by} for each of # student.`,
        other: `Today's points went up by ${by} for each of # students.`,
      });
}
