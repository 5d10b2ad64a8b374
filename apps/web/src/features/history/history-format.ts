import type {
  AssessmentDto,
  BoardChange,
  ClassEventKind,
  StudentEventEntry,
} from '@classbeam/contracts';

/** A point change as a teacher reads it: "+2", "-1", "0". */
export const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));

export const pointsWord = (delta: number) =>
  `${signed(delta)} ${Math.abs(delta) === 1 ? 'point' : 'points'}`;

/** The time of day an entry happened, in the device's own clock format. */
export const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** A day heading: "Tuesday 24 November" (the year too when it is not this year's). */
export function dayHeading(date: string, today: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(y, m - 1, d);
  if (date === today) return 'Today';
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return day.toLocaleDateString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

const STATUS: Record<string, string> = { present: 'present', late: 'late', absent: 'absent' };

/** A change to a student, as a line of their timeline. */
export function eventText(event: StudentEventEntry): string {
  switch (event.kind) {
    case 'attendance':
      return `Marked ${STATUS[event.detail] ?? event.detail}`;
    case 'note':
      return event.detail ? `Note: “${event.detail}”` : 'Note cleared';
    case 'goal':
      return event.detail ? `Goal: “${event.detail}”` : 'Goal cleared';
  }
}

/** A rating as one line: "Understanding 4 · Behavior 3 · Growth 5 · Goal progress 4". */
export function ratingText(a: AssessmentDto): string {
  const parts = [
    `Understanding ${a.understanding}`,
    `Behavior ${a.behavior}`,
    `Growth ${a.growth}`,
  ];
  if (a.goalProgress !== null) parts.push(`Goal progress ${a.goalProgress}`);
  return parts.join(' · ');
}

/**
 * What removing does, in the timelines' heads (decision 0161: a removal is not undone; the two
 * taps are the guard, and the toast says what went).
 */
export const REMOVAL_TEXT =
  "Removing a point takes it out of the history and the reports, and off today's board when it was given since the lesson started.";

export const CLASS_EVENT_TEXT: Record<ClassEventKind, string> = {
  start: 'Class started: points back to 5',
  reset: 'Class reset: points back to 5, everyone present',
  'reset-points': 'Points reset to 5',
  finish: 'Class finished',
};

/**
 * What a removal did to today's board, as a toast's second line; undefined when the board did
 * not move (the award was given before the lesson's start), as then there is nothing to say.
 */
export function boardText(board: readonly BoardChange[]): string | undefined {
  const moved = board.filter((b) => b.change !== 0);
  const first = moved[0];
  if (!first) return undefined;
  const same = moved.every((b) => b.change === first.change);
  if (!same) return `Today's points changed for ${moved.length} students.`;
  const way = first.change < 0 ? 'down' : 'up';
  const by = Math.abs(first.change);
  return moved.length === 1
    ? `Today's points went ${way} by ${by}.`
    : `Today's points went ${way} by ${by} for each of ${moved.length} students.`;
}
