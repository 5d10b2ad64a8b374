import type { SkillFigures } from '@classbeam/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../lib/i18n/format';
import { domainText } from '../../lib/server-texts/server-text';
import './charts.css';

/** The chart's own units; it scales to its box. */
const WIDTH = 360;
const ROW = 36;
/** A printed page's rows: the name and its bar closer together. */
const COMPACT_ROW = 28;
/** Room at each end for the figure beside a bar. */
const LABEL_ROOM = 30;
const BAR = 12;

/** A skill's name as stored, or the domain's "No skill" for plain points, in the active language. */
const skillName = (s: Pick<SkillFigures, 'skillId' | 'name'>): string =>
  s.skillId === null ? domainText('noSkill') : s.name;

export interface BarRow {
  name: string;
  /** Where the row's zero is and how far each bar reaches, in the chart's units. */
  zero: number;
  givenWidth: number;
  takenWidth: number;
}

/**
 * Where each skill's bars go: points taken to the left of a shared zero line, points given
 * to the right, both on one scale, so a +3 is three times as long as a +1 and a day of -2s
 * reaches as far left as +2s reach right. The zero sits where the largest of each side leaves
 * it room.
 */
export function barRows(skills: readonly SkillFigures[], width = WIDTH): BarRow[] {
  const maxGiven = Math.max(0, ...skills.map((s) => s.given));
  const maxTaken = Math.max(0, ...skills.map((s) => s.taken));
  const inner = width - 2 * LABEL_ROOM;
  const total = maxGiven + maxTaken;
  const unit = total === 0 ? 0 : inner / total;
  const zero = LABEL_ROOM + maxTaken * unit;
  return skills.map((s) => ({
    name: skillName(s),
    zero,
    givenWidth: s.given * unit,
    takenWidth: s.taken * unit,
  }));
}

/** "1 reminder", "3 reminders". */
const remindersText = (reminders: number) =>
  plural(reminders, { one: '# reminder', other: '# reminders' });

interface SkillBarsProps {
  skills: readonly SkillFigures[];
  /** The table's caption and the chart's name ('Points by skill'). */
  title: string;
  /** Rows closer together (the parent page, which must fit on one sheet). */
  compact?: boolean;
  /**
   * A skill the class no longer offers carries a quiet "archived" for the teacher; a parent's
   * page names it plainly, as the timelines and the CSV do.
   */
  markArchived?: boolean;
}

/**
 * Points by skill as bars (given green to the right, taken red to the left, reminders counted
 * in words), with the same figures as a table for screen readers and print.
 */
export function SkillBars({ skills, title, compact = false, markArchived = true }: SkillBarsProps) {
  const { t } = useLingui();
  if (skills.length === 0)
    return (
      <p className="chart-empty">
        <Trans>No points in this range.</Trans>
      </p>
    );
  const archived = t`archived`;
  const rows = barRows(skills);
  const rowHeight = compact ? COMPACT_ROW : ROW;
  const height = rows.length * rowHeight + 4;
  return (
    <figure className="chart skill-bars">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className="chart-svg" aria-hidden="true">
        <line className="chart-zero" x1={rows[0]?.zero} x2={rows[0]?.zero} y1={0} y2={height} />
        {rows.map((row, i) => {
          const skill = skills[i] as SkillFigures;
          const top = i * rowHeight;
          const barY = top + (compact ? 15 : 18);
          return (
            <g key={skill.skillId ?? 'none'} data-skill={skill.name}>
              <text className="chart-name" x={LABEL_ROOM} y={top + 12}>
                {skillName(skill)}
                {markArchived && skill.archived && (
                  <tspan className="chart-muted-name"> · {archived}</tspan>
                )}
                {skill.reminders > 0 ? ` · ${remindersText(skill.reminders)}` : ''}
              </text>
              {skill.taken > 0 && (
                <>
                  <rect
                    className="bar-taken"
                    x={row.zero - row.takenWidth}
                    y={barY}
                    width={row.takenWidth}
                    height={BAR}
                    rx={2}
                  />
                  <text
                    className="chart-value"
                    x={row.zero - row.takenWidth - 4}
                    y={barY + BAR - 2}
                    textAnchor="end"
                  >
                    −{formatNumber(skill.taken)}
                  </text>
                </>
              )}
              {skill.given > 0 && (
                <>
                  <rect
                    className="bar-given"
                    x={row.zero}
                    y={barY}
                    width={row.givenWidth}
                    height={BAR}
                    rx={2}
                  />
                  <text
                    className="chart-value"
                    x={row.zero + row.givenWidth + 4}
                    y={barY + BAR - 2}
                  >
                    +{formatNumber(skill.given)}
                  </text>
                </>
              )}
            </g>
          );
        })}
      </svg>
      <div className="chart-table">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Skill</Trans>
              </th>
              <th scope="col">
                <Trans>Points given</Trans>
              </th>
              <th scope="col">
                <Trans>Points taken</Trans>
              </th>
              <th scope="col">
                <Trans>Reminders</Trans>
              </th>
              <th scope="col">
                <Trans>Times given</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {skills.map((s) => (
              <tr key={s.skillId ?? 'none'}>
                <th scope="row">
                  {skillName(s)}
                  {markArchived && s.archived ? ` (${archived})` : ''}
                </th>
                <td>{formatNumber(s.given)}</td>
                <td>{formatNumber(s.taken)}</td>
                <td>{formatNumber(s.reminders)}</td>
                <td>{formatNumber(s.awards)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
