import type { KioskStudent, SessionLease } from '@classbeam/contracts';
import { MESSAGES } from '@classbeam/contracts/constants';
import { birthDateProblem, formatBirthDateInput } from '@classbeam/domain';
import { type FormEvent, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import { Avatar } from '../../ui/avatar';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-parts';
import { Field } from '../../ui/field';
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
 * 'Verify Your Identity': the student's date of birth as MM/DD/YYYY (the slashes put in as
 * they type). Checked by the server against the keyed hash; a right date starts their turn.
 */
export function VerifyDialog({ api, student, onVerified, onClose }: VerifyDialogProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = birthDateProblem(value);
    if (problem) {
      setError(problem);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const lease = await api.start(student.id, value.trim());
      setValue('');
      onVerified(lease);
    } catch (failure) {
      setSending(false);
      const code = failure instanceof ApiRequestError ? failure.code : null;
      if (code && ENDS_DIALOG.has(code)) {
        onClose(failure instanceof ApiRequestError ? failure.apiError?.message : undefined, code);
        return;
      }
      setValue('');
      if (code === 'authentication_failed') setError(MESSAGES.assessmentAuthFailed);
      else if (code === 'too_many_attempts' || code === 'invalid_payload')
        setError(
          failure instanceof ApiRequestError
            ? (failure.apiError?.message ?? MESSAGES.assessmentAuthFailed)
            : MESSAGES.assessmentAuthFailed,
        );
      else {
        console.warn('Could not verify', failure);
        setError('Could not reach the class. Please try again.');
      }
    }
  };

  return (
    <Dialog
      open
      title="Verify Your Identity"
      description={`Hi ${student.name}! Enter your date of birth to start.`}
      onClose={() => onClose()}
      icon={<Avatar name={student.name} src={student.avatarUrl} size={44} />}
    >
      <form className="verify-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field label="Date of birth" hint="MM/DD/YYYY" error={error ?? undefined}>
          {(control) => (
            <input
              {...control}
              className="input verify-input"
              inputMode="numeric"
              autoComplete="off"
              placeholder="MM/DD/YYYY"
              maxLength={10}
              value={value}
              data-autofocus
              onChange={(e) => {
                setValue(formatBirthDateInput(e.target.value));
                setError(null);
              }}
            />
          )}
        </Field>
        <DialogActions>
          <button type="button" className="btn" onClick={() => onClose()}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? 'Checking…' : 'Continue'}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
