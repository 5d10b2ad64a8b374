import type { PointsSeries, SeriesStep } from '@classbeam/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { LineChart } from './line-chart';
import { dayText, shortDay } from './report-range';

/**
 * Points over time (RE4): given above the zero line, taken below it, and the balance (given
 * minus taken, said so in the legend and the table's head).
 */
export function PointsOverTime({ series }: { series: PointsSeries }) {
  const { t } = useLingui();
  if (series.steps.length === 0)
    return (
      <p className="chart-empty">
        <Trans>This range has not begun.</Trans>
      </p>
    );
  const week = series.unit === 'week';
  // A step without points (a weekend, a day off, a day not begun) breaks the lines rather than
  // plunging them to 0; the table still says 0.
  const drawn = (value: (s: SeriesStep) => number) =>
    series.steps.map((s) => (s.given > 0 || s.taken > 0 ? value(s) : null));
  return (
    <LineChart
      steps={series.steps.map((s) => {
        const day = dayText(s.start);
        return week ? t`Week of ${day}` : day;
      })}
      ticks={series.steps.map((s) => shortDay(s.start))}
      title={week ? t`Points week by week` : t`Points day by day`}
      stepHead={week ? t`Week` : t`Day`}
      series={[
        {
          name: t`Given`,
          tone: 'given',
          values: drawn((s) => s.given),
          shown: series.steps.map((s) => s.given),
        },
        {
          name: t`Taken`,
          tone: 'taken',
          values: drawn((s) => -s.taken),
          shown: series.steps.map((s) => s.taken),
        },
        {
          name: t`Balance`,
          detail: t`given minus taken`,
          tone: 'net',
          values: drawn((s) => s.given - s.taken),
          shown: series.steps.map((s) => s.given - s.taken),
        },
      ]}
    />
  );
}
