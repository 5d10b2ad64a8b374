import type { StudentReport } from '@classbeam/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { goalText } from '../../lib/goal-labels';
import { classReportPath, parentPagesPath } from '../../lib/report-paths';
import { Avatar } from '../../ui/avatar';
import { NoTerm, SettingsDialog } from './class-report-page';
import { AttendanceTiles, PointsTiles } from './figure-tiles';
import { MonthDots, monthsText } from './month-dots';
import { ParentNoteEditor } from './parent-note';
import { PointsOverTime } from './points-over-time';
import { RangePicker } from './range-picker';
import { LatestRatings, type RadarSlot, RatingsOverTime, ratingsByDay } from './ratings';
import { PaletteIcon, PrinterIcon } from './report-icons';
import { rangeText } from './report-range';
import { ReportCard, ReportShell, ReportState } from './report-shell';
import { fetchStudentReport } from './reports-api';
import { SkillBars } from './skill-bars';
import { useReport } from './use-report';

interface StudentReportPageProps {
  studentId: number;
  classPath: string;
  radar: RadarSlot;
}

/**
 * A student's report over a range (this month by default): points by skill and over time,
 * days in class, the month's days, their goal and ratings, and the note for the parents.
 */
export function StudentReportPage({ studentId, classPath, radar }: StudentReportPageProps) {
  const { t } = useLingui();
  const view = useReport('month', `student-${studentId}`, (range, signal) =>
    fetchStudentReport(studentId, range, signal),
  );
  const [dialog, setDialog] = useState<'term' | 'colours' | null>(null);
  const { data, error, loading, reload, set } = view.fetched;
  if (!data) return <ReportState error={error} onRetry={reload} classPath={classPath} />;
  const settings = view.settings ?? data.settings;
  const stale = loading || !view.range || data.range.from !== view.range.from;
  const { student } = data;
  // The student's own class, whatever the address said.
  const ownClass = data.class.id;
  const range = view.range ? rangeText(view.range) : t`no term set`;
  const goal = student.goal ? goalText(student.goal, t) : student.goal;

  return (
    <ReportShell
      title={student.name}
      subtitle={`${data.class.name} · ${range}`}
      back={{ to: `${classReportPath(ownClass)}${view.search}`, label: t`Class report` }}
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
            <Link className="btn" to={`${parentPagesPath(ownClass, studentId)}${view.search}`}>
              <PrinterIcon size={18} />
              <Trans>Parent page</Trans>
            </Link>
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
        <div
          className={`report-grid${stale ? ' report-stale' : ''}`}
          aria-busy={stale}
          data-range={`${data.range.from}/${data.range.to}`}
        >
          <ReportCard title={t`Points`} wide>
            <div className="student-head">
              <Avatar name={student.name} src={student.avatarUrl} size={48} />
              <div>
                {student.hidden && (
                  <p className="hidden-tag">
                    <Trans>Hidden from the class now; their history is kept.</Trans>
                  </p>
                )}
                <p className="goal-line">{goal ? t`Goal: ${goal}` : t`No learning goal set.`}</p>
              </div>
            </div>
            <PointsTiles points={data.points} />
          </ReportCard>
          <ReportCard title={t`Points by skill`}>
            <SkillBars skills={data.skills} title={t`Points by skill`} />
          </ReportCard>
          <ReportCard title={t`Points over time`}>
            <PointsOverTime series={data.series} />
          </ReportCard>
          <ReportCard title={monthsText(data.months)} wide={data.months.length > 1}>
            <MonthDots
              months={data.months}
              range={data.range}
              settings={data.settings}
              attendance
            />
          </ReportCard>
          <ReportCard title={t`Attendance`}>
            <AttendanceTiles attendance={data.attendance} />
          </ReportCard>
          <ReportCard title={t`Latest ratings`}>
            <LatestRatings
              teacher={data.latest.teacher}
              self={data.latest.self}
              withGoal={hasGoal(data)}
              radar={radar}
              subject={student.name}
            />
          </ReportCard>
          <ReportCard title={t`Ratings over time`}>
            <RatingsOverTime over={ratingsByDay(data.assessments)} />
          </ReportCard>
          <ReportCard title={t`For the parents`} wide>
            <ParentNoteEditor
              key={student.id}
              studentId={student.id}
              note={data.parentNote}
              onSaved={(parentNote) => set((r) => ({ ...r, parentNote }))}
            />
          </ReportCard>
        </div>
      )}
      {dialog && (
        <SettingsDialog
          kind={dialog}
          classId={ownClass}
          settings={settings}
          onSaved={view.setSettings}
          onClose={() => setDialog(null)}
        />
      )}
    </ReportShell>
  );
}

/** Goal progress is an axis when the student has a goal, or was rated on one. */
export const hasGoal = (r: StudentReport): boolean =>
  Boolean(r.student.goal || r.latest.teacher?.goalProgress || r.latest.self?.goalProgress);
