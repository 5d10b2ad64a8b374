import type { DateOrder } from '@classbeam/contracts/constants';
import { toDateString } from '@classbeam/domain';
import {
  birthDateLabel,
  birthDateProblemText,
  DATE_ORDER_PATTERNS,
} from '@classbeam/domain/birth-date';
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
import './birth-dates.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function failureText(error: unknown): string {
  if (error instanceof ApiRequestError) return error.apiError?.message ?? error.message;
  return 'The server could not be reached. Nothing was saved; check the connection and try again.';
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
  if (reading.kind === 'blank') return null;
  if (reading.kind === 'problem')
    return (
      <span id={id} className="dob-row-reading dob-row-problem">
        {birthDateProblemText(reading.problem, typed.trim(), order)}
      </span>
    );
  return (
    <span id={id} className="dob-row-reading">
      {birthDateLabel(reading.date)}
      {reading.replaces && ' (replaces the date on file)'}
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
      const result = await saveBirthDates(classId, plan.birthDates);
      toast({
        title: `${plural(result.saved, 'date of birth', 'dates of birth')} saved`,
        description: 'Those students can now sign in to self-assessment.',
        variant: 'success',
      });
      onClose();
    } catch (error) {
      console.error('Saving dates of birth failed', error);
      setFailure(failureText(error));
      setPending(false);
    }
  }

  const saveLabel =
    plan.birthDates.length === 0
      ? 'Save'
      : `Save ${plural(plan.birthDates.length, 'date', 'dates')}`;

  return (
    <Dialog
      open
      title="Birth dates"
      description="Type the dates of birth students sign in to self-assessment with, for as many as you like, then save them all at once. A saved date is never shown again."
      icon={<CalendarIcon size={22} />}
      onClose={pending ? () => {} : onClose}
      className="dob-dialog"
    >
      <form className="dob-form" noValidate onSubmit={(e) => void save(e)}>
        <div className="dob-controls">
          <DateOrderField
            label="Type dates as"
            value={order}
            hint="8 digits are enough, as in 03022016."
            onChange={(next) => {
              rememberDateOrder(next);
              setOrder(next);
            }}
          />
          <p className="dob-status" data-testid="dob-status">
            <CheckIcon size={18} />
            {withDate} of {listed.length} have a date of birth
          </p>
          <label className="check-row">
            <input
              type="checkbox"
              checked={onlyMissing}
              onChange={(e) => setOnlyMissing(e.target.checked)}
            />
            Show only students without a date
          </label>
        </div>

        {listed.length === 0 ? (
          <p className="dob-empty">No students in this class yet.</p>
        ) : (
          <ul className="dob-rows" aria-label="Students">
            {shown.map((student) => {
              const text = typed[student.id] ?? '';
              const reading = readRow(student, text, order, today);
              const readingId = `dob-reading-${student.id}`;
              return (
                <li key={student.id} className="dob-row">
                  <div className="dob-row-who">
                    <span className="dob-row-name">{student.name}</span>
                    <span className={`dob-row-state${student.hasBirthDate ? ' dob-row-set' : ''}`}>
                      {student.hasBirthDate ? 'Date set' : 'No date yet'}
                    </span>
                  </div>
                  <div className="dob-row-entry">
                    <input
                      className="input dob-row-input"
                      inputMode="numeric"
                      autoComplete="off"
                      aria-label={`Date of birth of ${student.name}`}
                      aria-describedby={reading.kind === 'blank' ? undefined : readingId}
                      aria-invalid={reading.kind === 'problem' ? true : undefined}
                      placeholder={student.hasBirthDate ? 'Replace…' : DATE_ORDER_PATTERNS[order]}
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
          {plan.problems > 0
            ? `Fix or clear ${plural(plan.problems, 'date', 'dates')} marked above to save.`
            : plan.birthDates.length === 0
              ? 'Type a date beside any student.'
              : `${plural(plan.birthDates.length, 'date', 'dates')} to save${plan.replacing > 0 ? `, ${plan.replacing} replacing one on file` : ''}.`}
        </p>
        {failure && <FormAlert>{failure}</FormAlert>}
        <DialogActions>
          <button type="button" className="btn" onClick={onClose} disabled={pending}>
            {plan.birthDates.length === 0 ? 'Close' : 'Cancel'}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={plan.birthDates.length === 0 || plan.problems > 0 || pending}
          >
            {pending ? 'Saving…' : saveLabel}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
