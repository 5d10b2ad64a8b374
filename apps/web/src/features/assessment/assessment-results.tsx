import type { AssessmentDto, StudentDto } from '@classbeam/contracts';
import { assessmentGaps, axesFor, rosterOrder, type Scores, scoreTone } from '@classbeam/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { formatDate as formatDay } from '../../lib/i18n/format';
import { useClassLive } from '../../lib/live/class-store';
import { useLiveResource } from '../../lib/live/live-resource';
import { Avatar } from '../../ui/avatar';
import { Dialog } from '../../ui/dialog';
import { DialogBody } from '../../ui/dialog-parts';
import { latestAssessments, studentHistory } from './assessment-api';
import { localAxes } from './labels';
import { RadarChart } from './radar';
import '../../ui/panel.css';
import './assessment-results.css';

/** A lesson's date ('2026-11-25'): "Nov 25, 2026" / "25 nov 2026". */
const formatDate = (date: string) => formatDay(new Date(`${date}T12:00:00`));

const scoresOf = (a: AssessmentDto | null | undefined): Scores | null =>
  a
    ? {
        understanding: a.understanding,
        behavior: a.behavior,
        growth: a.growth,
        goalProgress: a.goalProgress ?? 0,
      }
    : null;

/** The axes a row shows: goal progress when the student has a goal or a score for it. */
const axesShown = (student: StudentDto, a: Scores | null, b: Scores | null) =>
  axesFor(Boolean(student.goal) || Boolean(a?.goalProgress) || Boolean(b?.goalProgress));

function ScoreCell({ score }: { score: number | undefined }) {
  return (
    <td>{score ? <span className={`score-chip tone-${scoreTone(score)}`}>{score}</span> : '–'}</td>
  );
}

/** The teacher's and the student's scores of one day, side by side, gaps of 2 or more marked. */
function Comparison({
  student,
  teacher,
  self,
}: {
  student: StudentDto;
  teacher: AssessmentDto | null;
  self: AssessmentDto | null;
}) {
  const { t, i18n } = useLingui();
  const mine = scoresOf(teacher);
  const theirs = scoresOf(self);
  const axes = localAxes(i18n, axesShown(student, mine, theirs));
  const name = student.name;
  // Only the same lesson's two ratings are compared; different days are shown, not judged.
  const sameDay = teacher !== null && self !== null && teacher.date === self.date;
  const gaps = sameDay ? assessmentGaps(mine, theirs, axes.length === 4) : [];
  const gapNames = gaps.map((g) => axes.find((a) => a.key === g)?.label).join(', ');
  return (
    <div className="results-compare">
      <RadarChart
        axes={axes}
        teacher={mine}
        self={theirs}
        gaps={gaps}
        label={t`${name}: the teacher's scores and their own`}
      />
      <table className="results-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">
                <Trans>Skill</Trans>
              </span>
            </th>
            <th scope="col">
              <span className="legend-teacher" aria-hidden="true" />
              <Trans>Teacher</Trans>
              {teacher ? <small>{formatDate(teacher.date)}</small> : null}
            </th>
            <th scope="col">
              <span className="legend-self" aria-hidden="true" />
              <Trans>Self</Trans>
              {self ? <small>{formatDate(self.date)}</small> : null}
            </th>
          </tr>
        </thead>
        <tbody>
          {axes.map((axis) => (
            <tr key={axis.key} className={gaps.includes(axis.key) ? 'score-gap' : undefined}>
              <th scope="row">
                {axis.label}
                {gaps.includes(axis.key) && (
                  <span className="visually-hidden">
                    {' '}
                    <Trans>(differs by 2 or more)</Trans>
                  </span>
                )}
              </th>
              <ScoreCell score={mine?.[axis.key]} />
              <ScoreCell score={theirs?.[axis.key]} />
            </tr>
          ))}
        </tbody>
      </table>
      {gaps.length > 0 && (
        <p className="results-gap-note">
          <Trans>Differs by 2 or more: {gapNames}</Trans>
        </p>
      )}
    </div>
  );
}

/** A student's last lessons, newest first: each date with both sides. */
function HistoryDialog({
  classId,
  student,
  onClose,
}: {
  classId: number;
  student: StudentDto;
  onClose: () => void;
}) {
  const [rows, setRows] = useState<AssessmentDto[] | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => {
    let live = true;
    studentHistory(classId, student.id, 20).then(
      (list) => live && setRows(list),
      (e: unknown) => {
        console.warn('Could not load the history', e);
        if (live) setError(true);
      },
    );
    return () => {
      live = false;
    };
  }, [classId, student.id]);
  const { t } = useLingui();
  const dates = [...new Set((rows ?? []).map((r) => r.date))];
  const name = student.name;
  return (
    <Dialog
      open
      title={t`${name}: assessments`}
      description={t`The last lessons, newest first.`}
      onClose={onClose}
    >
      <DialogBody>
        {error && (
          <p role="alert">
            <Trans>The history could not be loaded. Please try again.</Trans>
          </p>
        )}
        {!error && rows === null && (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        )}
        {rows !== null && dates.length === 0 && (
          <p>
            <Trans>No assessments yet.</Trans>
          </p>
        )}
        <ol className="history-list">
          {dates.map((date) => (
            <li key={date}>
              <h3 className="history-date">{formatDate(date)}</h3>
              <Comparison
                student={student}
                teacher={rows?.find((r) => r.date === date && r.source === 'teacher') ?? null}
                self={rows?.find((r) => r.date === date && r.source === 'self') ?? null}
              />
            </li>
          ))}
        </ol>
      </DialogBody>
    </Dialog>
  );
}

/**
 * Assessment Results (dashboard): each student's latest rating from the teacher and from
 * themselves, overlaid, with gaps of 2 or more marked; a student's history on a tap.
 */
export function AssessmentResults({ classId }: { classId: number }) {
  const { t } = useLingui();
  const titleId = useId();
  const students = useClassLive((s) => s.students);
  const { data: summary, failed } = useLiveResource(
    classId,
    ['assessments'],
    () => latestAssessments(classId),
    { what: 'Assessment results' },
  );
  const [history, setHistory] = useState<StudentDto | null>(null);

  const byId = new Map((summary ?? []).map((s) => [s.studentId, s]));
  const rated = rosterOrder(students).filter((s) => {
    const entry = byId.get(s.id);
    return entry && (entry.teacher || entry.self);
  });

  return (
    <section className="panel results-card" aria-labelledby={titleId}>
      <header className="panel-head">
        <h2 id={titleId} className="panel-title">
          <Trans>Assessment Results</Trans>
        </h2>
        <p className="results-legend">
          <span className="legend-teacher" aria-hidden="true" /> <Trans>Teacher</Trans>
          <span className="legend-self" aria-hidden="true" /> <Trans>Self</Trans>
        </p>
      </header>
      {failed && (
        <p role="alert">
          <Trans>The results could not be loaded. They load again with the next assessment.</Trans>
        </p>
      )}
      {summary !== undefined && rated.length === 0 && (
        <p className="results-empty">
          <Trans>
            No assessments yet. End Class Assessment rates each student; students rate themselves on
            the self-assessment page.
          </Trans>
        </p>
      )}
      <ul className="results-list">
        {rated.map((student) => {
          const entry = byId.get(student.id);
          const name = student.name;
          return (
            <li key={student.id} className="results-row">
              <div className="results-who">
                <Avatar name={student.name} src={student.avatarUrl} size={40} />
                <p className="results-name">{student.name}</p>
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-label={t`History of ${name}'s ratings`}
                  onClick={() => setHistory(student)}
                >
                  <Trans>History</Trans>
                </button>
              </div>
              <Comparison
                student={student}
                teacher={entry?.teacher ?? null}
                self={entry?.self ?? null}
              />
            </li>
          );
        })}
      </ul>
      {history && (
        <HistoryDialog classId={classId} student={history} onClose={() => setHistory(null)} />
      )}
    </section>
  );
}
