import type { KioskStudent, SessionLease } from '@classbeam/contracts';
import { BIRTH_DATE_TRIES } from '@classbeam/contracts/constants';
import { pickedDate } from '@classbeam/domain/birth-date';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useMemo, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import { localeDateOrder } from '../../lib/date-order';
import type { AppLocale } from '../../lib/i18n/locales';
import { INTL_LOCALE } from '../../lib/i18n/locales';
import { serverTextLater } from '../../lib/i18n/server-text-later';
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
/** A date that did not match, with the tries left before the lock (1 or 2). */
const noMatch = (left: number) =>
  plural(left, {
    one: 'That date does not match. Change the day, month or year and try again, or ask your teacher. # try left.',
    other:
      'That date does not match. Change the day, month or year and try again, or ask your teacher. # tries left.',
  });

/** Before a try: how many there are today. */
const triesToday = (left: number) =>
  left >= BIRTH_DATE_TRIES
    ? plural(left, { one: 'You have # try today.', other: 'You have # tries today.' })
    : plural(left, { one: 'You have # try left today.', other: 'You have # tries left today.' });

export function VerifyDialog({ api, student, onVerified, onClose }: VerifyDialogProps) {
  const { t, i18n } = useLingui();
  // The order of the page's language (the class's on the iPad): es asks day, month, year.
  const locale = i18n.locale as AppLocale;
  const order = useMemo(() => localeDateOrder(INTL_LOCALE[locale] ?? locale), [locale]);
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
        // The server's words in the page's language (fetched with the rare refusal, F4).
        const said = error?.apiError;
        onClose(said ? await serverTextLater(said) : undefined, code);
        return;
      }
      if (code === 'authentication_failed') {
        setRefused(date);
        setProblem(noMatch(error?.apiError?.triesLeft ?? 1));
      } else if (code === 'too_many_attempts' || code === 'invalid_payload') {
        const said = error?.apiError;
        setProblem(said ? await serverTextLater(said) : t`Please try again.`);
      } else {
        console.warn('Could not verify', failure);
        setProblem(t`Could not reach the class. Please try again.`);
      }
    }
  };

  const name = student.name;
  const howToPick = pickerOrderText(i18n, order);

  return (
    <Dialog
      open
      title={t`Verify Your Identity`}
      description={t`Hi ${name}! When were you born? ${howToPick}`}
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
          <p className="verify-note">{triesToday(student.triesLeft)}</p>
        )}
        <DialogActions>
          <button type="button" className="btn" onClick={() => onClose()}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="submit"
            className="btn btn-primary verify-continue"
            disabled={date === null || sameAsRefused || sending}
          >
            {sending ? t`Checking…` : t`Continue`}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
