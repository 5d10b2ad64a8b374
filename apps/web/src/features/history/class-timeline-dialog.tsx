import type { ClassAwardEntry, ClassEventEntry } from '@classbeam/contracts';
import { byName, toDateString } from '@classbeam/domain';
import { plural, t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { useLiveResource } from '../../lib/live/live-resource';
import { useToday } from '../../lib/today';
import { Dialog } from '../../ui/dialog';
import { DialogBody } from '../../ui/dialog-parts';
import { AwardHead, awardShort, awardWords } from './award-head';
import { fetchClassHistory, removeAward, removeHistoryRow } from './history-api';
import { CLASS_EVENT_TEXT, removalText, timeOf } from './history-format';
import { RemoveButton } from './remove-button';
import './history.css';

interface ClassTimelineDialogProps {
  classId: number;
  onClose: () => void;
}

/**
 * The class's day as it went: every award (one line however many students it reached, with
 * its skill) and Start Class, Reset, Reset to 5 and Finish. Any award can be removed from here,
 * for everyone it reached or for one student, long after Undo has gone; every device follows.
 */
export function ClassTimelineDialog({ classId, onClose }: ClassTimelineDialogProps) {
  const { t } = useLingui();
  const date = toDateString(useToday());
  const version = useClassLive((s) => s.mirror.version);
  const history = useLiveResource(classId, ['history'], () => fetchClassHistory(classId, date), {
    what: t`Today's timeline`,
    key: `${date}:${version}`,
  });
  const entries = history.data?.entries ?? [];
  // Newest first: what the teacher just did is what they came to see.
  const newest = useMemo(() => [...entries].reverse(), [entries]);

  return (
    <Dialog
      open
      title={t`Today's timeline`}
      description={`${t`Points given today and what for.`} ${removalText()}`}
      className="history-dialog"
      onClose={onClose}
    >
      <DialogBody>
        {history.failed && !history.data ? (
          <p className="history-empty" role="alert">
            <Trans>Today's timeline could not be loaded.</Trans>{' '}
            <button type="button" className="link-button" onClick={history.reload}>
              <Trans>Try again</Trans>
            </button>
          </p>
        ) : !history.data ? (
          <p className="history-empty" role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : newest.length === 0 ? (
          <p className="history-empty">
            <Trans>Nothing yet today: points given show here as they happen.</Trans>
          </p>
        ) : (
          <ul className="history-lines history-class-lines">
            {newest.map((entry) =>
              entry.type === 'award' ? (
                <li key={`a${entry.opId ?? entry.rows[0]?.id}`} className="history-line">
                  <ClassAward classId={classId} award={entry} />
                </li>
              ) : (
                <li key={`e${entry.id}`} className="history-line">
                  <ClassEvent event={entry} />
                </li>
              ),
            )}
          </ul>
        )}
      </DialogBody>
    </Dialog>
  );
}

function ClassEvent({ event }: { event: ClassEventEntry }) {
  return (
    <p
      className={`history-line-text history-class-event${event.undoneAt ? ' history-undone' : ''}`}
    >
      <time className="history-time" dateTime={event.at}>
        {timeOf(event.at)}
      </time>{' '}
      {CLASS_EVENT_TEXT[event.kind]}
      {event.undoneAt && (
        <span className="history-removed">
          {' '}
          <Trans>Undone</Trans>
        </span>
      )}
    </p>
  );
}

/** Who an award went to, in a few words: a name, a group, or the whole class and how many. */
function targetLabel(award: ClassAwardEntry, nameOf: (id: number) => string): string {
  if (award.target === 'student') return award.rows[0] ? nameOf(award.rows[0].studentId) : '';
  const count = award.rows.length;
  const who = award.target === 'class' ? t`Whole class` : (award.groupName ?? t`A group`);
  return plural(count, { one: `${who} (# student)`, other: `${who} (# students)` });
}

/** Whom a removal's toast names: the student, the group, or the whole class. */
function targetShort(award: ClassAwardEntry, nameOf: (id: number) => string): string {
  if (award.target === 'class') return t`the whole class`;
  if (award.target === 'group') return award.groupName ?? t`a group`;
  return award.rows[0] ? nameOf(award.rows[0].studentId) : t`a student`;
}

function ClassAward({ classId, award }: { classId: number; award: ClassAwardEntry }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const students = useClassLive((s) => s.students);
  const gone = t`A student no longer in the class`;
  const nameOf = (id: number) => students.find((s) => s.id === id)?.name ?? gone;
  const label = targetLabel(award, nameOf);
  const live = award.rows.filter((r) => r.removedAt === null);
  const removed = live.length === 0;
  const many = award.target !== 'student';
  const words = awardWords(award);
  const short = awardShort(award);
  const what = t`${words} to ${label}`;
  const whom = targetShort(award, nameOf);
  const removedCount = award.rows.length - live.length;
  // The students it reached A to Z, as the roster lists them (whoever has left, last).
  const rows = award.rows
    .map((row) => ({ row, id: row.studentId, name: nameOf(row.studentId) }))
    .sort((a, b) => Number(a.name === gone) - Number(b.name === gone) || byName(a, b));
  const removeAll = () =>
    award.opId ? removeAward(classId, award.opId) : removeHistoryRow(classId, live[0]?.id ?? '');

  return (
    <div className={`history-award${removed ? ' history-award-removed' : ''}`}>
      <AwardHead award={award}>
        <span className="history-target"> · {label}</span>
        {many && live.length > 0 && live.length < award.rows.length && (
          <span className="history-target">
            {' · '}
            <Plural value={removedCount} one="# removed" other="# removed" />
          </span>
        )}
      </AwardHead>
      {removed ? (
        <span className="history-removed">
          <Trans>Removed</Trans>
        </span>
      ) : (
        <RemoveButton
          what={what}
          label={many ? t`Remove for all` : t`Remove`}
          done={t`${short} for ${whom}`}
          onRemove={removeAll}
        />
      )}
      {many && !removed && (
        <button
          type="button"
          className="link-button history-who"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t`Hide students` : t`Show students`}
        </button>
      )}
      {many && open && !removed && (
        <ul className="history-rows">
          {rows.map(({ row, name }) => (
            <li key={row.id} className="history-row">
              <span className="history-row-name">{name}</span>
              {row.removedAt ? (
                <span className="history-removed">
                  <Trans>Removed</Trans>
                </span>
              ) : (
                <RemoveButton
                  what={t`${name}'s ${words}`}
                  done={t`${short} for ${name}`}
                  onRemove={() => removeHistoryRow(classId, row.id)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
