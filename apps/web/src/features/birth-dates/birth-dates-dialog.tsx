import type { DateOrder } from '@classbeam/contracts/constants';
import { toDateString } from '@classbeam/domain';
import { plural, t as tGlobal } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useMemo, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import { preferredDateOrder, rememberDateOrder } from '../../lib/date-order';
import { useClassLive } from '../../lib/live/class-store';
import { CheckIcon } from '../../ui/classroom-icons';
import { DateOrderField } from '../../ui/date-order-field';
import { Dialog } from '../../ui/dialog';
import { DialogActions, FormAlert } from '../../ui/dialog-parts';
import { CalendarIcon } from '../../ui/icons';
import { toast } from '../../ui/toast-store';
import { saveBirthDates } from './birth-dates-api';
import { byName, type RowReading, readRow, tablePlan } from './birth-dates-form';
import { dateLabel, orderPattern, problemText } from './birth-dates-texts';
import './birth-dates.css';
import { serverText } from '../../lib/server-texts/server-text';

function failureText(error: unknown): string {
  if (error instanceof ApiRequestError) return serverText(error);
  return tGlobal`The server could not be reached. Nothing was saved; check the connection and try again.`;
}

/** What a row's text reads as, under its field: the date no one reads wrongly, or why not. */
function Reading({
  reading,
  typed,
  order,
  id,
}: {
  reading: RowReading;
  typed: string;
  order: DateOrder;
  id: string;
}) {
  const { i18n } = useLingui();
  if (reading.kind === 'blank') return null;
  if (reading.kind === 'problem')
    return (
      <span id={id} className="dob-row-reading dob-row-problem">
        {problemText(i18n, reading.problem, typed.trim(), order)}
      </span>
    );
  const date = dateLabel(reading.date);
  return (
    <span id={id} className="dob-row-reading">
      {reading.replaces ? <Trans>{date} (replaces the date on file)</Trans> : date}
    </span>
  );
}

/**
 * Dates of birth for the whole class (decision 0141): every student with whether a date is on
 * file, a field to type one in the teacher's order (8 digits do: 03022016), what each reads as
 * ('3 Feb 2016') as it is typed, and one save for all. A date on file is never shown: 'check'
 * here means seeing who has one and who still needs one (P3).
 */
export function BirthDatesDialog({ classId, onClose }: { classId: number; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const students = useClassLive((s) => s.students);
  const listed = useMemo(() => byName(students), [students]);
  const [order, setOrder] = useState(preferredDateOrder);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const today = toDateString(new Date());
  const plan = tablePlan(listed, typed, order, today);
  const withDate = listed.filter((s) => s.hasBirthDate).length;
  const shown = onlyMissing
    ? listed.filter((s) => !s.hasBirthDate || (typed[s.id] ?? '') !== '')
    : listed;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (plan.birthDates.length === 0 || plan.problems > 0 || pending) return;
    setPending(true);
    setFailure(null);
    try {
      const { saved } = await saveBirthDates(classId, plan.birthDates);
      toast({
        title: plural(saved, {
          one: '# date of birth saved',
          other: '# dates of birth saved',
        }),
        description: t`Those students can now sign in to self-assessment.`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      console.error('Saving dates of birth failed', error);
      setFailure(failureText(error));
      setPending(false);
    }
  }

  const toSave = plan.birthDates.length;
  const replacing = plan.replacing;
  const problems = plan.problems;
  const total = listed.length;
  const saveLabel =
    toSave === 0 ? t`Save` : plural(toSave, { one: 'Save # date', other: 'Save # dates' });
  const summary =
    problems > 0
      ? plural(problems, {
          one: 'Fix or clear # date marked above to save.',
          other: 'Fix or clear # dates marked above to save.',
        })
      : toSave === 0
        ? t`Type a date beside any student.`
        : replacing > 0
          ? plural(toSave, {
              one: `# date to save, ${replacing} replacing one on file.`,
              other: `# dates to save, ${replacing} replacing one on file.`,
            })
          : plural(toSave, { one: '# date to save.', other: '# dates to save.' });

  return (
    <Dialog
      open
      title={t`Birth dates`}
      description={t`Type the dates of birth students sign in to self-assessment with, for as many as you like, then save them all at once. A saved date is never shown again.`}
      icon={<CalendarIcon size={22} />}
      onClose={pending ? () => {} : onClose}
      className="dob-dialog"
    >
      <form className="dob-form" noValidate onSubmit={(e) => void save(e)}>
        <div className="dob-controls">
          <DateOrderField
            label={t`Type dates as`}
            value={order}
            hint={t`8 digits are enough, as in 03022016.`}
            onChange={(next) => {
              rememberDateOrder(next);
              setOrder(next);
            }}
          />
          <p className="dob-status" data-testid="dob-status">
            <CheckIcon size={18} />
            {plural(withDate, {
              one: `# of ${total} have a date of birth`,
              other: `# of ${total} have a date of birth`,
            })}
          </p>
          <label className="check-row">
            <input
              type="checkbox"
              checked={onlyMissing}
              onChange={(e) => setOnlyMissing(e.target.checked)}
            />
            <Trans>Show only students without a date</Trans>
          </label>
        </div>

        {listed.length === 0 ? (
          <p className="dob-empty">
            <Trans>No students in this class yet.</Trans>
          </p>
        ) : (
          <ul className="dob-rows" aria-label={t`Students`}>
            {shown.map((student) => {
              const text = typed[student.id] ?? '';
              const reading = readRow(student, text, order, today);
              const readingId = `dob-reading-${student.id}`;
              const name = student.name;
              return (
                <li key={student.id} className="dob-row">
                  <div className="dob-row-who">
                    <span className="dob-row-name">{student.name}</span>
                    <span className={`dob-row-state${student.hasBirthDate ? ' dob-row-set' : ''}`}>
                      {student.hasBirthDate ? t`Date set` : t`No date yet`}
                    </span>
                  </div>
                  <div className="dob-row-entry">
                    <input
                      className="input dob-row-input"
                      inputMode="numeric"
                      autoComplete="off"
                      aria-label={t`Date of birth of ${name}`}
                      aria-describedby={reading.kind === 'blank' ? undefined : readingId}
                      aria-invalid={reading.kind === 'problem' ? true : undefined}
                      placeholder={student.hasBirthDate ? t`Replace…` : orderPattern(i18n, order)}
                      value={text}
                      maxLength={40}
                      onChange={(e) => {
                        const value = e.target.value;
                        setTyped((t) => ({ ...t, [student.id]: value }));
                        setFailure(null);
                      }}
                    />
                    <Reading reading={reading} typed={text} order={order} id={readingId} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}

        <p className="dob-summary" data-testid="dob-summary">
          {summary}
        </p>
        {failure && <FormAlert>{failure}</FormAlert>}
        <DialogActions>
          <button type="button" className="btn" onClick={onClose} disabled={pending}>
            {toSave === 0 ? t`Close` : t`Cancel`}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={plan.birthDates.length === 0 || plan.problems > 0 || pending}
          >
            {pending ? t`Saving…` : saveLabel}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
