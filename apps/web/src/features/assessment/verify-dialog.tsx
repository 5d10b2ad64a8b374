import type { KioskStudent, SessionLease } from '@classbeam/contracts';
import { KIOSK_MESSAGES } from '@classbeam/contracts/constants';
import { pickedDate } from '@classbeam/domain/birth-date';
import { type FormEvent, useMemo, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import { localeDateOrder } from '../../lib/date-order';
import { Avatar } from '../../ui/avatar';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-parts';
import { AlertIcon } from '../../ui/icons';
import {
  BirthDatePicker,
  NOTHING_PICKED,
  type PickedParts,
  pickerOrderText,
} from './birth-date-picker';
import type { KioskApi } from './kiosk-api';

/** Answers that end the dialog: the page shows why (locked, someone else's turn, closed). */
const ENDS_DIALOG = new Set([
  'student_locked',
  'session_active',
  'no_birth_date',
  'self_assessment_closed',
  'not_found',
]);

interface VerifyDialogProps {
  api: KioskApi;
  student: KioskStudent;
  onVerified: (lease: SessionLease) => void;
  /** Cancelled, or the server's answer means the page must change (it is read again). */
  onClose: (reason?: string, code?: string) => void;
}

/**
 * 'Verify Your Identity' (decision 0142): the student picks their date of birth (day, month
 * and year by taps, in the order of the iPad's language, which is said), and the server
 * checks it against the keyed hash. A date that does not match is answered kindly with the
 * tries left before the lock; the same date is not sent twice in a row, so a tap on Continue
 * cannot cost a try for nothing.
 */
export function VerifyDialog({ api, student, onVerified, onClose }: VerifyDialogProps) {
  const order = useMemo(() => localeDateOrder(), []);
  const thisYear = useMemo(() => new Date().getFullYear(), []);
  const [parts, setParts] = useState<PickedParts>(NOTHING_PICKED);
  // Under the picker: how many tries there are, until an answer says what went wrong.
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const date = pickedDate(parts.day, parts.month, parts.year);
  const sameAsRefused = date !== null && date === refused;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!date || sameAsRefused || sending) return;
    setSending(true);
    try {
      const lease = await api.start(student.id, date);
      onVerified(lease);
    } catch (failure) {
      setSending(false);
      const error = failure instanceof ApiRequestError ? failure : null;
      const code = error?.code ?? null;
      if (code && ENDS_DIALOG.has(code)) {
        onClose(error?.apiError?.message, code);
        return;
      }
      if (code === 'authentication_failed') {
        setRefused(date);
        setProblem(KIOSK_MESSAGES.noMatch(error?.apiError?.triesLeft ?? 1));
      } else if (code === 'too_many_attempts' || code === 'invalid_payload') {
        setProblem(error?.apiError?.message ?? 'Please try again.');
      } else {
        console.warn('Could not verify', failure);
        setProblem('Could not reach the class. Please try again.');
      }
    }
  };

  return (
    <Dialog
      open
      title="Verify Your Identity"
      description={`Hi ${student.name}! When were you born? ${pickerOrderText(order)}`}
      onClose={() => onClose()}
      icon={<Avatar name={student.name} src={student.avatarUrl} size={44} />}
      className="verify-dialog"
    >
      <form className="verify-form" onSubmit={(e) => void submit(e)} noValidate>
        <BirthDatePicker value={parts} order={order} thisYear={thisYear} onChange={setParts} />
        {problem ? (
          <p className="verify-note verify-note-problem" role="alert">
            <AlertIcon size={20} />
            {problem}
          </p>
        ) : (
          <p className="verify-note">{KIOSK_MESSAGES.triesToday(student.triesLeft)}</p>
        )}
        <DialogActions>
          <button type="button" className="btn" onClick={() => onClose()}>
            Cancel
          </button>
          <button
            type="submit"
            className="btn btn-primary verify-continue"
            disabled={date === null || sameAsRefused || sending}
          >
            {sending ? 'Checking…' : 'Continue'}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
