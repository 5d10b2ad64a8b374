import type { MonthDay, ReportSettings } from '@classbeam/contracts';
import { dayText, monthText, percentText } from './report-range';
import './charts.css';

const CELL = 40;
const HEAD = 18;
const WEEKDAYS = ['M', 'T', 'W', 'T', 'F', 'S', 'S'];
const ATTENDANCE: Record<'present' | 'late' | 'absent', string> = {
  present: 'Present',
  late: 'Late',
  absent: 'Absent',
};

/** Where each day of a month sits in a Monday-first grid: its column and its row. */
export function monthGrid(days: readonly { date: string }[]): { col: number; row: number }[] {
  const first = days[0]?.date;
  if (!first) return [];
  const offset = (new Date(`${first}T12:00:00Z`).getUTCDay() + 6) % 7;
  return days.map((_, i) => ({ col: (offset + i) % 7, row: Math.floor((offset + i) / 7) }));
}

interface MonthDotsProps {
  month: string;
  days: readonly MonthDay[];
  /** Days after it are still to come: drawn faint. */
  today: string;
  settings: Pick<ReportSettings, 'greenAt' | 'yellowAt'>;
  /** A student's month marks late and absent days. */
  attendance?: boolean;
}

/**
 * The month as a calendar of dots, each day coloured by its share of positive points (RE3):
 * green, yellow, red, or plain without points. A student's late and absent days carry a
 * letter. The days with something are also a table.
 */
export function MonthDots({ month, days, today, settings, attendance = false }: MonthDotsProps) {
  const grid = monthGrid(days);
  const rows = Math.max(...grid.map((g) => g.row), 0) + 1;
  const listed = days.filter((d) => d.tone !== 'none' || d.attendance !== null);
  return (
    <figure className="chart month-dots">
      <svg
        viewBox={`0 0 ${7 * CELL} ${HEAD + rows * CELL}`}
        className="chart-svg month-dots-svg"
        aria-hidden="true"
      >
        {WEEKDAYS.map((d, i) => (
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: the weekdays' letters repeat (T, S).
            key={i}
            className="chart-tick"
            x={i * CELL + CELL / 2}
            y={12}
            textAnchor="middle"
          >
            {d}
          </text>
        ))}
        {days.map((d, i) => {
          const { col, row } = grid[i] as { col: number; row: number };
          const cx = col * CELL + CELL / 2;
          const cy = HEAD + row * CELL + CELL / 2;
          const mark = attendance && d.attendance && d.attendance !== 'present';
          return (
            <g
              key={d.date}
              className={`day-dot tone-${d.tone}${d.date > today ? ' day-to-come' : ''}`}
              data-date={d.date}
            >
              <circle cx={cx} cy={cy} r={CELL / 2 - 4} />
              <text className="day-number" x={cx} y={cy + 4} textAnchor="middle">
                {Number(d.date.slice(8))}
              </text>
              {mark && (
                <text
                  className={`day-mark day-${d.attendance}`}
                  x={cx + CELL / 2 - 3}
                  y={cy - CELL / 2 + 10}
                  textAnchor="end"
                >
                  {d.attendance === 'late' ? 'L' : 'A'}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="chart-legend" aria-hidden="true">
        <li>
          <span className="legend-dot tone-green" />
          {settings.greenAt}% positive or more
        </li>
        <li>
          <span className="legend-dot tone-yellow" />
          {settings.yellowAt}–{settings.greenAt - 1}%
        </li>
        <li>
          <span className="legend-dot tone-red" />
          below {settings.yellowAt}%
        </li>
        {attendance && <li>L late, A absent</li>}
      </ul>
      <div className="chart-table">
        <table>
          <caption>{monthText(month)}, day by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Positive</th>
              <th scope="col">Points given</th>
              <th scope="col">Points taken</th>
              {attendance && <th scope="col">Attendance</th>}
            </tr>
          </thead>
          <tbody>
            {listed.length === 0 ? (
              <tr>
                <td colSpan={attendance ? 5 : 4}>No points this month.</td>
              </tr>
            ) : (
              listed.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{dayText(d.date)}</th>
                  <td>{percentText(d.percentPositive)}</td>
                  <td>{d.given}</td>
                  <td>{d.taken}</td>
                  {attendance && <td>{d.attendance ? ATTENDANCE[d.attendance] : '–'}</td>}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
