import { formatNumber } from '../../lib/i18n/format';
import { along, niceScale, type Scale } from './chart-scale';
import './charts.css';

const WIDTH = 360;
const HEIGHT = 170;
const PAD = { left: 30, right: 10, top: 10, bottom: 24 };
/** Up to this many steps each gets a dot; more would be a row of beads. */
const DOTS_MAX = 31;
/**
 * A series with this few points drawn (one day of points in a month) shows them as markers
 * big enough to find on an otherwise empty grid.
 */
const SPARSE_MAX = 3;
/** The balance's sparse marker is a ring around the others, so one on the same spot shows. */
const RING_R = 7;

export type SeriesTone = 'given' | 'taken' | 'net' | 'teacher' | 'self';

export interface Series {
  name: string;
  /** What the name means, where it is not plain ("given minus taken" of the balance). */
  detail?: string;
  tone: SeriesTone;
  /** The value drawn at each step; null: nothing that step (a gap in the line). */
  values: readonly (number | null)[];
  /** The value the table shows, when it is not the one drawn (points taken drawn below 0). */
  shown?: readonly (number | null)[];
}

interface LineChartProps {
  /** Each step's name (a day, a week's first day) as the table says it. */
  steps: readonly string[];
  /** Each step's name under the axis (shorter); the first, middle and last are written. */
  ticks: readonly string[];
  series: readonly Series[];
  title: string;
  /** The table's first column's head ('Day', 'Week of'). */
  stepHead: string;
  /** A fixed scale (ratings 0 to 5); by default one fitted to the values and 0. */
  scale?: Scale;
}

/** Where a chart's points go: x by step, y by the scale, in the chart's units. */
export function linePoints(
  count: number,
  values: readonly (number | null)[],
  scale: Scale,
): ({ x: number; y: number } | null)[] {
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (count <= 1 ? innerW / 2 : (i * innerW) / (count - 1));
  return values.map((v, i) =>
    v === null ? null : { x: x(i), y: PAD.top + innerH - along(scale, v, innerH) },
  );
}

/** The runs of a line between its gaps, as SVG point lists (a lone point is a dot instead). */
function segments(points: readonly ({ x: number; y: number } | null)[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const end = () => {
    if (run.length > 1) out.push(run.join(' '));
    run = [];
  };
  for (const p of points) {
    if (p) run.push(`${p.x.toFixed(1)},${p.y.toFixed(1)}`);
    else end();
  }
  end();
  return out;
}

/** A point with no neighbour to draw a line to: it gets a dot, or it would not show. */
const alone = (points: readonly (unknown | null)[], i: number): boolean =>
  !points[i - 1] && !points[i + 1];

/** Which steps are named under the axis: the first, the last and one between. */
const namedSteps = (count: number): number[] =>
  count <= 2 ? [...Array(count).keys()] : [0, Math.floor((count - 1) / 2), count - 1];

/**
 * Values over time as lines (points given above 0, taken below, the day's balance; or the
 * teacher's and the student's ratings), with the same figures as a table.
 */
export function LineChart({ steps, ticks, series, title, stepHead, scale }: LineChartProps) {
  const all = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const axis = scale ?? niceScale(all);
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const yOf = (v: number) => PAD.top + innerH - along(axis, v, innerH);
  const count = steps.length;
  const dots = count <= DOTS_MAX;
  const xOf = linePoints(
    count,
    steps.map(() => 0),
    axis,
  ).map((p) => p?.x ?? 0);
  return (
    <figure className="chart line-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="chart-svg" aria-hidden="true">
        {axis.ticks.map((t) => (
          <g key={t}>
            <line
              className={t === 0 ? 'chart-zero' : 'chart-grid'}
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={yOf(t)}
              y2={yOf(t)}
            />
            <text className="chart-tick" x={PAD.left - 5} y={yOf(t) + 3.5} textAnchor="end">
              {formatNumber(t)}
            </text>
          </g>
        ))}
        {namedSteps(count).map((i) => (
          <text
            key={i}
            className="chart-tick"
            x={xOf[i]}
            y={HEIGHT - 6}
            textAnchor={
              count === 1 ? 'middle' : i === 0 ? 'start' : i === count - 1 ? 'end' : 'middle'
            }
          >
            {ticks[i]}
          </text>
        ))}
        {series.map((s) => {
          const points = linePoints(count, s.values, axis);
          const sparse = points.filter(Boolean).length <= SPARSE_MAX;
          return (
            <g key={s.name} className={`line line-${s.tone}`} data-series={s.name}>
              {segments(points).map((run) => (
                <polyline key={run} points={run} />
              ))}
              {points.map((p, i) =>
                p && (dots || alone(points, i)) ? (
                  <circle
                    key={steps[i]}
                    cx={p.x}
                    cy={p.y}
                    r={sparse ? (s.tone === 'net' ? RING_R : 4.5) : count === 1 ? 4 : 2.5}
                    className={sparse ? 'chart-marker' : undefined}
                  />
                ) : null,
              )}
            </g>
          );
        })}
      </svg>
      <ul className="chart-legend" aria-hidden="true">
        {series.map((s) => (
          <li key={s.name}>
            <span className={`legend-swatch line-${s.tone}`} />
            {s.detail ? `${s.name}: ${s.detail}` : s.name}
          </li>
        ))}
      </ul>
      <div className="chart-table">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{stepHead}</th>
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.detail ? `${s.name} (${s.detail})` : s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {steps.map((step, i) => (
              <tr key={step}>
                <th scope="row">{step}</th>
                {series.map((s) => {
                  const value = (s.shown ?? s.values)[i];
                  return <td key={s.name}>{value == null ? '–' : formatNumber(value)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
