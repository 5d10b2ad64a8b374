import type { ClassReport, ReportSettings } from '@classbeam/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../lib/i18n/format';
import { parentPagesPath, studentReportPath } from '../../lib/report-paths';
import { AttendanceTiles, PointsTiles } from './figure-tiles';
import { MonthDots, monthsText } from './month-dots';
import { PointsOverTime } from './points-over-time';
import { RangePicker } from './range-picker';
import {
  averagesOf,
  LatestRatings,
  type RadarSlot,
  type RatingsOver,
  RatingsOverTime,
} from './ratings';
import { DownloadIcon, PaletteIcon, PrinterIcon } from './report-icons';
import { percentText, rangeText } from './report-range';
import { ReportCard, ReportShell, ReportState } from './report-shell';
import { fetchClassReport, historyExportUrl } from './reports-api';
import { DayColoursDialog, TermDialog } from './settings-dialogs';
import { SkillBars } from './skill-bars';
import { useReport } from './use-report';

interface ClassReportPageProps {
  classId: number;
  /** The way back to the class's dashboard. */
  classPath: string;
  radar: RadarSlot;
}

/**
 * The class's report over a range (this week by default): its points, by skill and over time,
 * attendance, the month's days, the ratings, and a line per student leading to theirs.
 */
export function ClassReportPage({ classId, classPath, radar }: ClassReportPageProps) {
  const { t } = useLingui();
  const view = useReport('week', `class-${classId}`, (range, signal) =>
    fetchClassReport(classId, range, signal),
  );
  const [dialog, setDialog] = useState<'term' | 'colours' | null>(null);
  const { data, error, loading, reload } = view.fetched;
  if (!data) return <ReportState error={error} onRetry={reload} classPath={classPath} />;
  const settings = view.settings ?? data.settings;
  const stale = loading || !view.range || data.range.from !== view.range.from;
  const range = view.range ? rangeText(view.range) : t`no term set`;

  return (
    <ReportShell
      title={data.class.name}
      subtitle={t`Class report · ${range}`}
      back={{ to: classPath, label: t`Class` }}
    >
      <section className="report-head" aria-label={t`Range`}>
        <RangePicker
          choice={view.choice}
          range={view.range}
          termSet={settings.term !== null}
          onChoose={view.choose}
          onTerm={() => setDialog('term')}
        />
        <div className="report-actions">
          {view.range && (
            <>
              <Link className="btn" to={`${parentPagesPath(classId)}${view.search}`}>
                <PrinterIcon size={18} />
                <Trans>Parent pages</Trans>
              </Link>
              <a className="btn" href={historyExportUrl(classId, view.range)} download>
                <DownloadIcon size={18} />
                <Trans>Export CSV</Trans>
              </a>
            </>
          )}
          <button type="button" className="btn" onClick={() => setDialog('colours')}>
            <PaletteIcon size={18} />
            <Trans>Day colours</Trans>
          </button>
        </div>
      </section>
      {view.range === null ? (
        <NoTerm onSet={() => setDialog('term')} />
      ) : (
        <ClassFigures report={data} stale={stale} radar={radar} search={view.search} />
      )}
      {dialog && (
        <SettingsDialog
          kind={dialog}
          classId={classId}
          settings={settings}
          onSaved={view.setSettings}
          onClose={() => setDialog(null)}
        />
      )}
    </ReportShell>
  );
}

export function SettingsDialog({
  kind,
  ...props
}: {
  kind: 'term' | 'colours';
  classId: number;
  settings: ReportSettings;
  onSaved: (s: ReportSettings) => void;
  onClose: () => void;
}) {
  return kind === 'term' ? <TermDialog {...props} /> : <DayColoursDialog {...props} />;
}

export function NoTerm({ onSet }: { onSet: () => void }) {
  return (
    <section className="report-card report-problem">
      <h2>
        <Trans>No term dates yet</Trans>
      </h2>
      <p>
        <Trans>Set the first and last day of the term once; “This term” then shows it.</Trans>
      </p>
      <button type="button" className="btn btn-primary" onClick={onSet}>
        <Trans>Set term dates</Trans>
      </button>
    </section>
  );
}

function ClassFigures({
  report,
  stale,
  radar,
  search,
}: {
  report: ClassReport;
  stale: boolean;
  radar: RadarSlot;
  search: string;
}) {
  const { t } = useLingui();
  const over: RatingsOver[] = report.assessments.map((a) => ({
    date: a.date,
    teacher: averagesOf(a.teacher),
    self: averagesOf(a.self),
  }));
  const withGoal = Boolean(report.latest.teacher?.goalProgress || report.latest.self?.goalProgress);
  return (
    <div
      className={`report-grid${stale ? ' report-stale' : ''}`}
      aria-busy={stale}
      data-range={`${report.range.from}/${report.range.to}`}
    >
      <ReportCard title={t`Points`} wide>
        <PointsTiles points={report.points} />
      </ReportCard>
      <ReportCard title={t`Points by skill`}>
        <SkillBars skills={report.skills} title={t`Points by skill`} />
      </ReportCard>
      <ReportCard title={t`Points over time`}>
        <PointsOverTime series={report.series} />
      </ReportCard>
      <ReportCard title={monthsText(report.months)} wide={report.months.length > 1}>
        <MonthDots months={report.months} range={report.range} settings={report.settings} />
      </ReportCard>
      <ReportCard title={t`Attendance`}>
        <AttendanceTiles attendance={report.attendance} studentDays />
      </ReportCard>
      <ReportCard title={t`Latest ratings (class average)`}>
        <LatestRatings
          teacher={averagesOf(report.latest.teacher)}
          self={averagesOf(report.latest.self)}
          withGoal={withGoal}
          radar={radar}
          subject={t`The class (average)`}
        />
      </ReportCard>
      <ReportCard title={t`Ratings over time`}>
        <RatingsOverTime over={over} />
      </ReportCard>
      <ReportCard title={t`Students`} wide>
        <StudentsTable report={report} search={search} />
      </ReportCard>
    </div>
  );
}

function StudentsTable({ report, search }: { report: ClassReport; search: string }) {
  if (report.students.length === 0)
    return (
      <p className="chart-empty">
        <Trans>No students yet.</Trans>
      </p>
    );
  return (
    <div className="students-table-wrap">
      <table className="students-table">
        <caption className="visually-hidden">
          <Trans>Each student's points and days in the range</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Student</Trans>
            </th>
            <th scope="col">
              <Trans>Given</Trans>
            </th>
            <th scope="col">
              <Trans>Taken</Trans>
            </th>
            <th scope="col">
              <Trans>Positive</Trans>
            </th>
            <th scope="col" className="col-days">
              <Trans>Present</Trans>
            </th>
            <th scope="col" className="col-days">
              <Trans>Late</Trans>
            </th>
            <th scope="col" className="col-days">
              <Trans>Absent</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {report.students.map((s) => (
            <tr key={s.studentId}>
              <th scope="row">
                <Link to={`${studentReportPath(report.class.id, s.studentId)}${search}`}>
                  {s.name}
                </Link>
                {s.hidden && (
                  <span className="hidden-tag">
                    <Trans>hidden</Trans>
                  </span>
                )}
              </th>
              <td>{formatNumber(s.points.given)}</td>
              <td>{formatNumber(s.points.taken)}</td>
              <td>{percentText(s.points.percentPositive)}</td>
              <td className="col-days">{formatNumber(s.attendance.present)}</td>
              <td className="col-days">{formatNumber(s.attendance.late)}</td>
              <td className="col-days">{formatNumber(s.attendance.absent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
