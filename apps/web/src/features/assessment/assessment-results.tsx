import type { AssessmentDto, StudentDto } from '@classbeam/contracts';
import {
  AXES,
  assessmentGaps,
  axesFor,
  rosterOrder,
  type Scores,
  scoreTone,
} from '@classbeam/domain';
import { useEffect, useId, useState } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { useLiveResource } from '../../lib/live/live-resource';
import { Avatar } from '../../ui/avatar';
import { Dialog } from '../../ui/dialog';
import { DialogBody } from '../../ui/dialog-parts';
import { latestAssessments, studentHistory } from './assessment-api';
import { RadarChart } from './radar';
import '../../ui/panel.css';
import './assessment-results.css';

const dateLabel = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const formatDate = (date: string) => dateLabel.format(new Date(`${date}T12:00:00`));

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
  const t = scoresOf(teacher);
  const s = scoresOf(self);
  const axes = axesShown(student, t, s);
  // Only the same lesson's two ratings are compared; different days are shown, not judged.
  const sameDay = teacher !== null && self !== null && teacher.date === self.date;
  const gaps = sameDay ? assessmentGaps(t, s, axes.length === 4) : [];
  return (
    <div className="results-compare">
      <RadarChart
        axes={axes}
        teacher={t}
        self={s}
        gaps={gaps}
        label={`${student.name}: the teacher's scores and their own`}
      />
      <table className="results-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Skill</span>
            </th>
            <th scope="col">
              <span className="legend-teacher" aria-hidden="true" />
              Teacher
              {teacher ? <small>{formatDate(teacher.date)}</small> : null}
            </th>
            <th scope="col">
              <span className="legend-self" aria-hidden="true" />
              Self
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
                  <span className="visually-hidden"> (differs by 2 or more)</span>
                )}
              </th>
              <ScoreCell score={t?.[axis.key]} />
              <ScoreCell score={s?.[axis.key]} />
            </tr>
          ))}
        </tbody>
      </table>
      {gaps.length > 0 && (
        <p className="results-gap-note">
          Differs by 2 or more: {gaps.map((g) => AXES.find((a) => a.key === g)?.label).join(', ')}
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
  const dates = [...new Set((rows ?? []).map((r) => r.date))];
  return (
    <Dialog
      open
      title={`${student.name}: assessments`}
      description="The last lessons, newest first."
      onClose={onClose}
    >
      <DialogBody>
        {error && <p role="alert">The history could not be loaded. Please try again.</p>}
        {!error && rows === null && <p role="status">Loading…</p>}
        {rows !== null && dates.length === 0 && <p>No assessments yet.</p>}
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
          Assessment Results
        </h2>
        <p className="results-legend">
          <span className="legend-teacher" aria-hidden="true" /> Teacher
          <span className="legend-self" aria-hidden="true" /> Self
        </p>
      </header>
      {failed && (
        <p role="alert">
          The results could not be loaded. They load again with the next assessment.
        </p>
      )}
      {summary !== undefined && rated.length === 0 && (
        <p className="results-empty">
          No assessments yet. End Class Assessment rates each student; students rate themselves on
          the self-assessment page.
        </p>
      )}
      <ul className="results-list">
        {rated.map((student) => {
          const entry = byId.get(student.id);
          return (
            <li key={student.id} className="results-row">
              <div className="results-who">
                <Avatar name={student.name} src={student.avatarUrl} size={40} />
                <p className="results-name">{student.name}</p>
                <button type="button" className="btn btn-ghost" onClick={() => setHistory(student)}>
                  History
                  <span className="visually-hidden"> of {student.name}'s ratings</span>
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
