import type { AssessmentDto, ClassEventKind, StudentEventEntry } from '@classbeam/contracts';

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

export const CLASS_EVENT_TEXT: Record<ClassEventKind, string> = {
  start: 'Class started: points back to 5',
  reset: 'Class reset: points back to 5, everyone present',
  'reset-points': 'Points reset to 5',
  finish: 'Class finished',
};
