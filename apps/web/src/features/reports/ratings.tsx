import type { AssessmentAverages, AssessmentDto } from '@classbeam/contracts';
import type { Scores } from '@classbeam/domain';
import type { ReactNode } from 'react';
import { fixedScale } from './chart-scale';
import { LineChart } from './line-chart';
import { dayText, shortDay } from './report-range';

/** The radar with the teacher's and the student's own ratings, drawn by the assessment feature. */
export type RadarSlot = (props: {
  teacher: Scores | null;
  self: Scores | null;
  withGoal: boolean;
  label: string;
}) => ReactNode;

/** One side's ratings: one student's of a day, or the class's averages. */
export type Ratings = Pick<AssessmentDto, 'understanding' | 'behavior' | 'growth' | 'goalProgress'>;

export interface RatingsOver {
  date: string;
  teacher: Ratings | null;
  self: Ratings | null;
}

const AXES: { key: keyof Ratings; label: string }[] = [
  { key: 'understanding', label: 'Understanding' },
  { key: 'behavior', label: 'Behavior' },
  { key: 'growth', label: 'Growth' },
  { key: 'goalProgress', label: 'Goal Progress' },
];

export const scoresOf = (r: Ratings | null): Scores | null =>
  r
    ? {
        understanding: r.understanding,
        behavior: r.behavior,
        growth: r.growth,
        goalProgress: r.goalProgress ?? 0,
      }
    : null;

/** The mean of a side's ratings of a day (the axes it has), to one decimal. */
export function meanOf(r: Ratings | null): number | null {
  if (!r) return null;
  const values = [
    r.understanding,
    r.behavior,
    r.growth,
    ...(r.goalProgress ? [r.goalProgress] : []),
  ];
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
}

/** A student's ratings in the range, day by day, each side apart. */
export function ratingsByDay(list: readonly AssessmentDto[]): RatingsOver[] {
  const days = new Map<string, RatingsOver>();
  for (const a of list) {
    const day = days.get(a.date) ?? { date: a.date, teacher: null, self: null };
    day[a.source] = a;
    days.set(a.date, day);
  }
  return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** The class's averages as ratings (the count aside). */
export const averagesOf = (a: AssessmentAverages | null): Ratings | null =>
  a
    ? {
        understanding: a.understanding,
        behavior: a.behavior,
        growth: a.growth,
        goalProgress: a.goalProgress,
      }
    : null;

interface LatestRatingsProps {
  teacher: (Ratings & { date?: string }) | null;
  self: (Ratings & { date?: string }) | null;
  withGoal: boolean;
  radar: RadarSlot;
  /** Whose ratings: 'Ana', 'The class (average)'. */
  subject: string;
}

/** The latest of each side on one radar, and the same as a table. */
export function LatestRatings({ teacher, self, withGoal, radar, subject }: LatestRatingsProps) {
  if (!teacher && !self) return <p className="chart-empty">No ratings yet.</p>;
  const axes = AXES.filter((a) => withGoal || a.key !== 'goalProgress');
  const cell = (r: Ratings | null, key: keyof Ratings) => (r?.[key] ? r[key] : '–');
  return (
    <div className="ratings-latest">
      <div className="ratings-radar">
        {radar({
          teacher: scoresOf(teacher),
          self: scoresOf(self),
          withGoal,
          label: `${subject}: the teacher's latest ratings and their own`,
        })}
      </div>
      <table className="ratings-table">
        <caption className="visually-hidden">{subject}: latest ratings, 1 to 5</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Rating</span>
            </th>
            <th scope="col">
              <span className="legend-teacher" aria-hidden="true" />
              Teacher
              {teacher?.date && <small>{dayText(teacher.date)}</small>}
            </th>
            <th scope="col">
              <span className="legend-self" aria-hidden="true" />
              Own
              {self?.date && <small>{dayText(self.date)}</small>}
            </th>
          </tr>
        </thead>
        <tbody>
          {axes.map((a) => (
            <tr key={a.key}>
              <th scope="row">{a.label}</th>
              <td>{cell(teacher, a.key)}</td>
              <td>{cell(self, a.key)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The ratings over the range: each side's mean of a day, as a line. */
export function RatingsOverTime({ over }: { over: readonly RatingsOver[] }) {
  if (over.length === 0) return <p className="chart-empty">No ratings in this range.</p>;
  return (
    <LineChart
      steps={over.map((o) => dayText(o.date))}
      ticks={over.map((o) => shortDay(o.date))}
      title="Ratings over time (the mean of each day's ratings, 1 to 5)"
      stepHead="Day"
      scale={fixedScale(0, 5)}
      series={[
        { name: 'Teacher', tone: 'teacher', values: over.map((o) => meanOf(o.teacher)) },
        { name: 'Own', tone: 'self', values: over.map((o) => meanOf(o.self)) },
      ]}
    />
  );
}
