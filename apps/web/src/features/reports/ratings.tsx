import type { AssessmentAverages, AssessmentDto } from '@classbeam/contracts';
import type { Scores } from '@classbeam/domain';
import { plural, t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { formatNumber } from '../../lib/i18n/format';
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

const AXES: (keyof Ratings)[] = ['understanding', 'behavior', 'growth', 'goalProgress'];

/**
 * A side's ratings as the radar draws them. A missing goal progress (a rating saved before the
 * goal was set) is left out, never a 0: the radar leaves a gap on that axis.
 */
export const scoresOf = (r: Ratings | null): Scores | null =>
  r
    ? {
        understanding: r.understanding,
        behavior: r.behavior,
        growth: r.growth,
        ...(r.goalProgress ? { goalProgress: r.goalProgress } : {}),
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

/**
 * A class's average of a goal progress is drawn on the radar only from this many students up:
 * below it, the "average" is one or two children's rating.
 */
export const CLASS_GOAL_MIN = 3;

/** One side's latest ratings: a student's (with its day) or the class's (with its counts). */
export type RatingsSide = Ratings & {
  date?: string;
  /** A class's: how many students' ratings are averaged, and how many of them had a goal's. */
  count?: number;
  goalCount?: number;
};

/** The class's averages as ratings, with how many students each averages. */
export const averagesOf = (a: AssessmentAverages | null): RatingsSide | null =>
  a
    ? {
        understanding: a.understanding,
        behavior: a.behavior,
        growth: a.growth,
        goalProgress: a.goalProgress,
        count: a.count,
        goalCount: a.goalCount,
      }
    : null;

const students = (n: number) => plural(n, { one: '# student', other: '# students' });

/** The radar's scores of a side: a class's goal progress from too few students is left out. */
const drawnScores = (r: RatingsSide | null): Scores | null =>
  r?.goalCount !== undefined && r.goalCount < CLASS_GOAL_MIN
    ? scoresOf({ ...r, goalProgress: null })
    : scoresOf(r);

interface LatestRatingsProps {
  teacher: RatingsSide | null;
  self: RatingsSide | null;
  withGoal: boolean;
  radar: RadarSlot;
  /** Whose ratings: 'Ana', 'The class (average)'. */
  subject: string;
}

/**
 * The latest of each side on one radar, and the same as a table. A side without a goal
 * progress has a gap on that axis; with neither side having one, the radar leaves the axis
 * out and the table says "–".
 */
export function LatestRatings({ teacher, self, withGoal, radar, subject }: LatestRatingsProps) {
  const { t } = useLingui();
  if (!teacher && !self)
    return (
      <p className="chart-empty">
        <Trans>No ratings yet.</Trans>
      </p>
    );
  const axes = AXES.filter((a) => withGoal || a !== 'goalProgress');
  const drawnTeacher = drawnScores(teacher);
  const drawnSelf = drawnScores(self);
  const radarGoal = withGoal && Boolean(drawnTeacher?.goalProgress || drawnSelf?.goalProgress);
  const fewGoals = [teacher, self].some(
    (r) => r?.goalProgress && r.goalCount !== undefined && r.goalCount < CLASS_GOAL_MIN,
  );
  const cell = (r: RatingsSide | null, key: keyof Ratings) => {
    const value = r?.[key];
    if (!value) return '–';
    const rating = formatNumber(value);
    // A class's goal progress says how many students it is the average of, when not all.
    if (
      key === 'goalProgress' &&
      r.goalCount !== undefined &&
      r.count !== undefined &&
      r.goalCount < r.count
    ) {
      const from = students(r.goalCount);
      return `${rating} (${from})`;
    }
    return rating;
  };
  const head = (r: RatingsSide | null) =>
    r?.date ? (
      <small>{dayText(r.date)}</small>
    ) : r?.count !== undefined ? (
      <small>{students(r.count)}</small>
    ) : null;
  return (
    <div className="ratings-latest">
      <div className="ratings-radar">
        {radar({
          teacher: drawnTeacher,
          self: drawnSelf,
          withGoal: radarGoal,
          label: t`${subject}: the teacher's latest ratings and their own`,
        })}
      </div>
      <table className="ratings-table">
        <caption className="visually-hidden">{t`${subject}: latest ratings, 1 to 5`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">
                <Trans>Rating</Trans>
              </span>
            </th>
            <th scope="col">
              <span className="legend-teacher" aria-hidden="true" />
              <Trans>Teacher</Trans>
              {head(teacher)}
            </th>
            <th scope="col">
              <span className="legend-self" aria-hidden="true" />
              <Trans>Own</Trans>
              {head(self)}
            </th>
          </tr>
        </thead>
        <tbody>
          {axes.map((a) => (
            <tr key={a}>
              <th scope="row">{AREA_NAMES[a]}</th>
              <td>{cell(teacher, a)}</td>
              <td>{cell(self, a)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {fewGoals && (
        <p className="ratings-note">
          <Plural
            value={CLASS_GOAL_MIN}
            one="A goal progress average from fewer than # student is in the table, not on the chart."
            other="A goal progress average from fewer than # students is in the table, not on the chart."
          />
        </p>
      )}
    </div>
  );
}

type Area = 'mean' | keyof Ratings;

/** The areas' names, read in the language active when they are drawn. */
const AREA_NAMES: Record<Area, string> = {
  get mean() {
    return t`All areas (mean)`;
  },
  get understanding() {
    return t`Understanding`;
  },
  get behavior() {
    return t`Behavior`;
  },
  get growth() {
    return t`Growth`;
  },
  get goalProgress() {
    return t`Goal Progress`;
  },
};

/** A side's figure of a day for an area: the mean of its ratings, or one area's rating. */
export function areaValue(r: Ratings | null, area: Area): number | null {
  if (area === 'mean') return meanOf(r);
  return r?.[area] || null;
}

/**
 * The ratings over the range on the ratings' own scale, 1 to 5: each side's mean of a day, or
 * one area's (the teacher picks it), so a change in one area is not averaged away.
 */
export function RatingsOverTime({ over }: { over: readonly RatingsOver[] }) {
  const { t } = useLingui();
  const id = useId();
  const [area, setArea] = useState<Area>('mean');
  if (over.length === 0)
    return (
      <p className="chart-empty">
        <Trans>No ratings in this range.</Trans>
      </p>
    );
  const withGoal = over.some((o) => o.teacher?.goalProgress || o.self?.goalProgress);
  const areas = (Object.keys(AREA_NAMES) as Area[]).filter((a) => withGoal || a !== 'goalProgress');
  const shown = areas.includes(area) ? area : 'mean';
  const areaName = AREA_NAMES[shown];
  const title =
    shown === 'mean'
      ? t`Ratings over time (the mean of each day's ratings, 1 to 5)`
      : t`Ratings over time (${areaName} each day, 1 to 5)`;
  return (
    <div className="ratings-over">
      <div className="ratings-area">
        <label className="field-label" htmlFor={id}>
          <Trans>Area</Trans>
        </label>
        <select
          id={id}
          className="input"
          value={shown}
          onChange={(e) => setArea(e.target.value as Area)}
        >
          {areas.map((a) => (
            <option key={a} value={a}>
              {AREA_NAMES[a]}
            </option>
          ))}
        </select>
      </div>
      <LineChart
        steps={over.map((o) => dayText(o.date))}
        ticks={over.map((o) => shortDay(o.date))}
        title={title}
        stepHead={t`Day`}
        scale={fixedScale(1, 5)}
        series={[
          {
            name: t`Teacher`,
            tone: 'teacher',
            values: over.map((o) => areaValue(o.teacher, shown)),
          },
          { name: t`Own`, tone: 'self', values: over.map((o) => areaValue(o.self, shown)) },
        ]}
      />
    </div>
  );
}
