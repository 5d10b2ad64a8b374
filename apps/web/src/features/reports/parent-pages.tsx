import type { ReportSettings, StudentReport } from '@classbeam/contracts';
import { REPORT_GREEN_AT_DEFAULT, REPORT_YELLOW_AT_DEFAULT } from '@classbeam/contracts/reports';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { dateFormat, formatNumber } from '../../lib/i18n/format';
import { classReportPath, studentReportPath } from '../../lib/report-paths';
import { Avatar } from '../../ui/avatar';
import { ArrowLeftIcon } from '../../ui/icons';
import { notesSaved } from './parent-note';
import { LatestRatings, type RadarSlot } from './ratings';
import { PrinterIcon } from './report-icons';
import { dayText, percentText, rangeText } from './report-range';
import { ReportState } from './report-shell';
import { fetchParentPages, fetchStudentReport } from './reports-api';
import { SkillBars } from './skill-bars';
import { hasGoal } from './student-report-page';
import { useReport } from './use-report';
import './parent-pages.css';
import { goalText } from '../../lib/goal-labels';

interface ParentPagesProps {
  classId: number;
  /** One student's page; without it, a page for each student of the roster now. */
  studentId?: number;
  classPath: string;
  radar: RadarSlot;
}

const NO_SETTINGS: ReportSettings = {
  term: null,
  greenAt: REPORT_GREEN_AT_DEFAULT,
  yellowAt: REPORT_YELLOW_AT_DEFAULT,
};

/**
 * The parent-meeting page (decision 0157): a sheet per student to print (A4 or Letter, the
 * browser prints to PDF), with the class, the range, points by skill, days in class, the goal
 * and its progress, the latest ratings' radar and the note for the parents. The private
 * classroom notes are printed only when the teacher ticks them in.
 */
export function ParentPages({ classId, studentId, classPath, radar }: ParentPagesProps) {
  const { t } = useLingui();
  const view = useReport(
    'month',
    studentId === undefined ? `pages-${classId}` : `page-${studentId}`,
    async (range, signal) => {
      // A note typed on the report a moment ago is saved before the sheet reads it.
      await notesSaved();
      const pages =
        studentId === undefined
          ? await fetchParentPages(classId, range, signal)
          : [await fetchStudentReport(studentId, range, signal)];
      return { pages, settings: pages[0]?.settings ?? NO_SETTINGS };
    },
  );
  const [withNotes, setWithNotes] = useState(false);
  const notesId = useId();
  const { data, error, reload } = view.fetched;
  const back =
    studentId === undefined
      ? `${classReportPath(classId)}${view.search}`
      : `${studentReportPath(classId, studentId)}${view.search}`;
  if (!data) return <ReportState error={error} onRetry={reload} classPath={classPath} />;
  const first = data.pages[0];
  const pages = data.pages.length;
  const className = first?.class.name;
  const studentName = first?.student.name;
  const range = view.range ? rangeText(view.range) : t`No term dates set`;

  return (
    <div className="parent-pages">
      <div className="pp-toolbar">
        <Link to={back} className="btn">
          <ArrowLeftIcon size={18} />
          <Trans>Report</Trans>
        </Link>
        <div className="pp-toolbar-text">
          <h1 className="pp-toolbar-title">
            {studentId === undefined
              ? className
                ? t`Parent pages · ${className}`
                : t`Parent pages`
              : studentName
                ? t`Parent page · ${studentName}`
                : t`Parent page`}
          </h1>
          <p className="report-subtitle">
            {range} · <Plural value={pages} one="one page" other="# pages, one per student" />
          </p>
        </div>
        <label className="check-row" htmlFor={notesId}>
          <input
            id={notesId}
            type="checkbox"
            checked={withNotes}
            onChange={(e) => setWithNotes(e.target.checked)}
          />
          <Trans>Include classroom notes</Trans>
        </label>
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          <PrinterIcon size={18} />
          <Trans>Print</Trans>
        </button>
      </div>
      {data.pages.length === 0 ? (
        <p className="pp-empty">
          <Trans>No students in the class to print.</Trans>
        </p>
      ) : (
        data.pages.map((report) => (
          <ParentPage key={report.student.id} report={report} withNotes={withNotes} radar={radar} />
        ))
      )}
    </div>
  );
}

/** One student's sheet. */
export function ParentPage({
  report,
  withNotes,
  radar,
}: {
  report: StudentReport;
  withNotes: boolean;
  radar: RadarSlot;
}) {
  const { t } = useLingui();
  const { student, points, attendance, latest } = report;
  const progress = (side: 'teacher' | 'self') => {
    const rating = latest[side];
    if (!rating?.goalProgress) return null;
    const score = formatNumber(rating.goalProgress);
    const day = dayText(rating.date);
    return side === 'teacher'
      ? t`Teacher ${score} of 5 (${day})`
      : t`Their own ${score} of 5 (${day})`;
  };
  const progressText = [progress('teacher'), progress('self')].filter(Boolean).join(' · ');
  const studentName = student.name;
  const printed = dateFormat({ dateStyle: 'long' }).format(new Date());
  return (
    <article className="parent-page" aria-label={t`Parent page of ${studentName}`}>
      <header className="pp-head">
        <div>
          <p className="pp-class">{report.class.name}</p>
          <h2 className="pp-name">{student.name}</h2>
          <p className="pp-range">{rangeText(report.range)}</p>
        </div>
        <Avatar name={student.name} src={student.avatarUrl} size={64} />
      </header>

      <dl className="pp-figures">
        <div>
          <dt>
            <Trans>Points given</Trans>
          </dt>
          <dd>{formatNumber(points.given)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Points taken</Trans>
          </dt>
          <dd>{formatNumber(points.taken)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Positive</Trans>
          </dt>
          <dd>{percentText(points.percentPositive)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Days present</Trans>
          </dt>
          <dd>{formatNumber(attendance.present)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Days late</Trans>
          </dt>
          <dd>{formatNumber(attendance.late)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Days absent</Trans>
          </dt>
          <dd>{formatNumber(attendance.absent)}</dd>
        </div>
      </dl>

      <div className="pp-columns">
        <section className="pp-section">
          <h3>
            <Trans>Points by skill</Trans>
          </h3>
          <SkillBars
            skills={report.skills}
            title={t`Points by skill`}
            compact
            markArchived={false}
          />
        </section>
        <section className="pp-section">
          <h3>
            <Trans>Latest ratings</Trans>
          </h3>
          <LatestRatings
            teacher={latest.teacher}
            self={latest.self}
            withGoal={hasGoal(report)}
            radar={radar}
            subject={student.name}
          />
        </section>
      </div>

      <section className="pp-section">
        <h3>
          <Trans>Learning goal</Trans>
        </h3>
        <p>{student.goal ? goalText(student.goal, t) : t`No learning goal set.`}</p>
        {progressText && (
          <p className="pp-muted">
            <Trans>Goal progress: {progressText}</Trans>
          </p>
        )}
      </section>

      {report.parentNote.text && (
        <section className="pp-section">
          <h3>
            <Trans>From the teacher</Trans>
          </h3>
          <p className="pp-note">{report.parentNote.text}</p>
        </section>
      )}
      {withNotes && student.notes && (
        <section className="pp-section">
          <h3>
            <Trans>Classroom notes</Trans>
          </h3>
          <p className="pp-note">{student.notes}</p>
        </section>
      )}
      <footer className="pp-foot">
        <Trans>Printed {printed}</Trans>
      </footer>
    </article>
  );
}
