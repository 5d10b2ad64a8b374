import type { AwardEntry, RemovalResult, StudentHistoryDay } from '@classbeam/contracts';
import { addDays, toDateString } from '@classbeam/domain';
import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { useLiveResource } from '../../lib/live/live-resource';
import { useToday } from '../../lib/today';
import { Avatar } from '../../ui/avatar';
import { Dialog } from '../../ui/dialog';
import { DialogBody } from '../../ui/dialog-parts';
import { AwardHead, awardShort, awardWords } from './award-head';
import { fetchStudentHistory, removeHistoryRow } from './history-api';
import {
  CLASS_EVENT_TEXT,
  dayHeading,
  dayWords,
  eventText,
  ratingText,
  removalText,
  signed,
  timeOf,
} from './history-format';
import { RemoveButton } from './remove-button';
import './history.css';

/** The days first shown, and how many more each "Show earlier" adds. */
export const FIRST_DAYS = 14;
export const MORE_DAYS = 28;
/** A school year and a bit: the longest range one read may ask for (the server's bound is 400). */
export const MAX_DAYS = 366;

interface StudentHistoryDialogProps {
  classId: number;
  student: { id: number; name: string; avatarUrl: string | null };
  onClose: () => void;
}

/**
 * A student's story, day by day, newest first, and within a day newest first as the class's
 * timeline reads: each award with its skill and time (removable: the lasting undo), the day's
 * attendance, note and goal changes, ratings, and the class's Start Class, Reset and Reset to 5
 * (why the board says 5). It follows every device: an award given or removed anywhere shows
 * here at once. Earlier days are offered only while the student's history can hold some.
 */
export function StudentHistoryDialog({ classId, student, onClose }: StudentHistoryDialogProps) {
  const { t } = useLingui();
  const today = useToday();
  const [span, setSpan] = useState(FIRST_DAYS);
  const to = toDateString(today);
  const from = toDateString(addDays(today, -(span - 1)));
  const version = useClassLive((s) => s.mirror.version);
  const history = useLiveResource(
    classId,
    ['history'],
    () => fetchStudentHistory(student.id, from, to),
    { what: t`The history`, key: `${from}:${version}` },
  );
  const days = history.data?.days ?? [];
  const shownFrom = history.data?.from;
  // Nothing lies before the student's first day (added to the class, or their oldest entry).
  const earlier = history.data ? history.data.from > history.data.firstDay : false;
  const studentName = student.name;
  const sinceDay = shownFrom ? dayWords(shownFrom, to) : '';
  const since = earlier ? t`Since ${sinceDay}.` : t`Every day so far.`;
  const moreDays = MORE_DAYS;

  return (
    <Dialog
      open
      title={t`${studentName}'s history`}
      description={shownFrom ? `${since} ${removalText()}` : t`Loading…`}
      icon={<Avatar name={student.name} src={student.avatarUrl} size={44} />}
      className="history-dialog"
      onClose={onClose}
    >
      <DialogBody>
        {history.failed && !history.data ? (
          <p className="history-empty" role="alert">
            <Trans>The history could not be loaded.</Trans>{' '}
            <button type="button" className="link-button" onClick={history.reload}>
              <Trans>Try again</Trans>
            </button>
          </p>
        ) : !history.data ? (
          <p className="history-empty" role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : days.length === 0 ? (
          <p className="history-empty">
            <Plural
              value={span}
              one="Nothing yet in the last # day: points, attendance and notes show here as they happen."
              other="Nothing yet in the last # days: points, attendance and notes show here as they happen."
            />
          </p>
        ) : (
          <ol className="history-days">
            {days.map((day) => (
              <HistoryDay
                key={day.date}
                day={day}
                today={to}
                who={student.name}
                onRemove={(award: AwardEntry) => removeHistoryRow(classId, award.id)}
              />
            ))}
          </ol>
        )}
        {history.data && earlier && span < MAX_DAYS && (
          <button
            type="button"
            className="btn history-more"
            onClick={() => setSpan((n) => Math.min(n + MORE_DAYS, MAX_DAYS))}
          >
            <Plural value={moreDays} one="Show # day earlier" other="Show # days earlier" />
          </button>
        )}
      </DialogBody>
    </Dialog>
  );
}

/** The points a day counted: given and taken, removed ones left out. */
function dayTotals(awards: readonly AwardEntry[]) {
  let given = 0;
  let taken = 0;
  for (const a of awards) {
    if (a.removedAt) continue;
    if (a.delta > 0) given += a.delta;
    else taken += a.delta;
  }
  return { given, taken };
}

const ATTENDANCE: Record<string, string> = {
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

function HistoryDay({
  day,
  today,
  who,
  onRemove,
}: {
  day: StudentHistoryDay;
  today: string;
  who: string;
  onRemove: (award: AwardEntry) => Promise<RemovalResult>;
}) {
  const { given, taken } = dayTotals(day.awards);
  const lines: { at: string; key: string; node: ReactNode }[] = [
    ...day.awards.map((award) => ({
      at: award.at,
      key: `a${award.id}`,
      node: <AwardLine award={award} who={who} onRemove={() => onRemove(award)} />,
    })),
    ...day.events.map((event) => ({
      at: event.at,
      key: `e${event.id}`,
      node: (
        <p className="history-line-text history-event">
          <time dateTime={event.at}>{timeOf(event.at)}</time> {eventText(event)}
        </p>
      ),
    })),
    ...day.assessments.map((a) => ({
      at: a.createdAt,
      key: `r${a.id}`,
      node: (
        <p className="history-line-text history-rating">
          <time dateTime={a.createdAt}>{timeOf(a.createdAt)}</time>{' '}
          <strong>
            {a.source === 'self' ? <Trans>Own rating:</Trans> : <Trans>Teacher's rating:</Trans>}
          </strong>{' '}
          {ratingText(a)}
        </p>
      ),
    })),
    ...day.classEvents.map((event) => ({
      at: event.at,
      key: `c${event.id}`,
      node: (
        <p
          className={`history-line-text history-class-event${event.undoneAt ? ' history-undone' : ''}`}
        >
          <time dateTime={event.at}>{timeOf(event.at)}</time> {CLASS_EVENT_TEXT[event.kind]}
          {event.undoneAt && (
            <span className="history-removed">
              {' '}
              <Trans>Undone</Trans>
            </span>
          )}
        </p>
      ),
    })),
    // Newest first, as the class's timeline: what happened last is at the top.
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));

  return (
    <li className="history-day">
      <div className="history-day-head">
        <h3 className="history-day-title">{dayHeading(day.date, today)}</h3>
        {day.attendance && (
          <span className={`history-attendance history-attendance-${day.attendance}`}>
            {ATTENDANCE[day.attendance]}
          </span>
        )}
        {(given !== 0 || taken !== 0) && (
          <span className="history-day-points">
            {given > 0 && <span className="history-given">{signed(given)}</span>}
            {taken < 0 && <span className="history-taken">{signed(taken)}</span>}
          </span>
        )}
      </div>
      <ul className="history-lines">
        {lines.map((line) => (
          <li key={line.key} className="history-line">
            {line.node}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** One award: time, points, skill, to whom; Remove while it counts, "Removed" once it does not. */
function AwardLine({
  award,
  who,
  onRemove,
}: {
  award: AwardEntry;
  who: string;
  onRemove: () => Promise<RemovalResult>;
}) {
  const { t } = useLingui();
  const groups = useClassLive((s) => s.mirror.groups);
  const groupName = groups.find((g) => g.id === award.groupId)?.name ?? t`their group`;
  const target =
    award.target === 'class'
      ? t`with the whole class`
      : award.target === 'group'
        ? t`with ${groupName}`
        : '';
  const words = awardWords(award);
  const short = awardShort(award);
  const removed = award.removedAt !== null;
  return (
    <div className={`history-award${removed ? ' history-award-removed' : ''}`}>
      <AwardHead award={award}>
        {target && <span className="history-target"> {target}</span>}
      </AwardHead>
      {removed ? (
        <span className="history-removed">
          <Trans>Removed</Trans>
        </span>
      ) : (
        <RemoveButton
          what={t`${who}'s ${words}`}
          done={t`${short} for ${who}`}
          onRemove={onRemove}
        />
      )}
    </div>
  );
}
