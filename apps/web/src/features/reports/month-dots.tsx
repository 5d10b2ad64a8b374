import type { DotsMonth, MonthDay, ReportRange, ReportSettings } from '@classbeam/contracts';
import { DOTS_MONTHS_MAX, monthOf } from '@classbeam/domain/reports';
import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { dateFormat, formatNumber } from '../../lib/i18n/format';
import { dayText, monthText, percentText } from './report-range';
import './charts.css';

const CELL = 40;
const HEAD = 18;

/**
 * The weekdays' initials over the columns, Monday first (the spec's week start, whatever the
 * language's own), in the active language: M T W T F S S / L M X J V S D. 2026-11-23 is a Monday.
 */
export const weekdayInitials = (): string[] => {
  const narrow = dateFormat({ weekday: 'narrow' });
  return Array.from({ length: 7 }, (_, i) => narrow.format(new Date(2026, 10, 23 + i, 12)));
};

const ATTENDANCE: Record<'present' | 'late' | 'absent', string> = {
  get present() {
    return t`Present`;
  },
  get late() {
    return t`Late`;
  },
  get absent() {
    return t`Absent`;
  },
};

/** Where each day of a month sits in a Monday-first grid: its column and its row. */
export function monthGrid(days: readonly { date: string }[]): { col: number; row: number }[] {
  const first = days[0]?.date;
  if (!first) return [];
  const offset = (new Date(`${first}T12:00:00Z`).getUTCDay() + 6) % 7;
  return days.map((_, i) => ({ col: (offset + i) % 7, row: Math.floor((offset + i) / 7) }));
}

/** What the dots show, in words: 'November 2026', or 'October 2026 – January 2027'. */
export function monthsText(months: readonly Pick<DotsMonth, 'month'>[]): string {
  const first = months[0]?.month;
  const last = months.at(-1)?.month;
  if (!first || !last) return t`Days`;
  return first === last ? monthText(first) : `${monthText(first)} – ${monthText(last)}`;
}

interface MonthDotsProps {
  /** Each month of the range, oldest first (RE5). */
  months: readonly DotsMonth[];
  /** Days outside it are drawn faint and plain; days after today are still to come. */
  range: ReportRange;
  settings: Pick<ReportSettings, 'greenAt' | 'yellowAt'>;
  /** A student's month marks late and absent days. */
  attendance?: boolean;
}

/**
 * The range's months as calendars of dots, each day coloured by its share of positive points
 * (RE3): green, yellow, red, or plain without points. A day outside the range is faint and
 * never coloured: the dots say no more than the figures. A student's late and absent days
 * carry a letter. The days with something are also a table.
 */
export function MonthDots({ months, range, settings, attendance = false }: MonthDotsProps) {
  const { t } = useLingui();
  const inRange = (date: string) => date >= range.from && date <= range.to;
  const listed = months
    .flatMap((m) => m.days)
    .filter((d) => inRange(d.date) && (d.tone !== 'none' || d.attendance !== null));
  const several = months.length > 1;
  const title = monthsText(months);
  // A range longer than the months shown (a year and more) shows its last ones: say so.
  const cut = (months[0]?.month ?? '') > monthOf(range.from);
  const green = percentText(settings.greenAt);
  const yellow = formatNumber(settings.yellowAt);
  const top = formatNumber(settings.greenAt - 1);
  const below = percentText(settings.yellowAt);
  return (
    <figure className={`chart month-dots${several ? ' month-dots-several' : ''}`}>
      {cut && (
        <p className="chart-empty">
          <Plural
            value={DOTS_MONTHS_MAX}
            one="The last # month of the range; the figures above cover it all."
            other="The last # months of the range; the figures above cover it all."
          />
        </p>
      )}
      <div className="month-dots-months">
        {months.map((m) => (
          <MonthGrid
            key={m.month}
            month={m}
            named={several}
            inRange={inRange}
            today={range.today}
            attendance={attendance}
          />
        ))}
      </div>
      <ul className="chart-legend" aria-hidden="true">
        <li>
          <span className="legend-dot tone-green" />
          {t`${green} positive or more`}
        </li>
        <li>
          <span className="legend-dot tone-yellow" />
          {t`${yellow}–${top}%`}
        </li>
        <li>
          <span className="legend-dot tone-red" />
          {t`below ${below}`}
        </li>
        {attendance && (
          <li>
            <Trans comment="The letters on a late and an absent day in the month's calendar">
              L late, A absent
            </Trans>
          </li>
        )}
      </ul>
      <div className="chart-table">
        <table>
          <caption>{t`${title}, day by day`}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Day</Trans>
              </th>
              <th scope="col">
                <Trans>Positive</Trans>
              </th>
              <th scope="col">
                <Trans>Points given</Trans>
              </th>
              <th scope="col">
                <Trans>Points taken</Trans>
              </th>
              {attendance && (
                <th scope="col">
                  <Trans>Attendance</Trans>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {listed.length === 0 ? (
              <tr>
                <td colSpan={attendance ? 5 : 4}>
                  {several ? t`No points in these months.` : t`No points this month.`}
                </td>
              </tr>
            ) : (
              listed.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{dayText(d.date)}</th>
                  <td>{percentText(d.percentPositive)}</td>
                  <td>{formatNumber(d.given)}</td>
                  <td>{formatNumber(d.taken)}</td>
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

/** One month's calendar of dots, Monday first; named above it when the range has several. */
function MonthGrid({
  month,
  named,
  inRange,
  today,
  attendance,
}: {
  month: DotsMonth;
  named: boolean;
  inRange: (date: string) => boolean;
  today: string;
  attendance: boolean;
}) {
  const { days } = month;
  const grid = monthGrid(days);
  const rows = Math.max(...grid.map((g) => g.row), 0) + 1;
  return (
    <div className="month-dots-month" data-month={month.month}>
      {named && (
        <p className="month-dots-name" aria-hidden="true">
          {monthText(month.month)}
        </p>
      )}
      <svg
        viewBox={`0 0 ${7 * CELL} ${HEAD + rows * CELL}`}
        className="chart-svg month-dots-svg"
        aria-hidden="true"
      >
        {weekdayInitials().map((d, i) => (
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
          const counted = inRange(d.date);
          const tone: MonthDay['tone'] = counted ? d.tone : 'none';
          const mark = counted && attendance && d.attendance && d.attendance !== 'present';
          const faint = !counted ? ' day-outside' : d.date > today ? ' day-to-come' : '';
          return (
            <g key={d.date} className={`day-dot tone-${tone}${faint}`} data-date={d.date}>
              <circle cx={cx} cy={cy} r={CELL / 2 - 4} />
              <text className="day-number" x={cx} y={cy + 4} textAnchor="middle">
                {formatNumber(Number(d.date.slice(8)))}
              </text>
              {mark && (
                <text
                  className={`day-mark day-${d.attendance}`}
                  x={cx + CELL / 2 - 3}
                  y={cy - CELL / 2 + 10}
                  textAnchor="end"
                >
                  {d.attendance === 'late' ? (
                    <Trans comment="A late day's letter in the month's calendar">L</Trans>
                  ) : (
                    <Trans comment="An absent day's letter in the month's calendar">A</Trans>
                  )}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
