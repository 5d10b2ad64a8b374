import type { StudentDto } from '@classbeam/contracts';
import { t } from '@lingui/core/macro';
import { type FormEvent, useState } from 'react';
import { hasCode } from '../../lib/api-client';
import { studentSaved } from '../../lib/live/class-sync';
import { serverText } from '../../lib/server-texts/server-text';
import { birthDateAsTyped } from './student-fields';
import type { StudentFormErrors } from './student-form';

type Checked<P> = { ok: true; payload: P } | { ok: false; errors: StudentFormErrors };

interface StudentFormOptions<V extends { birthDate: string }, P> {
  initial: V;
  /** The form's rules; the date of birth is read as the picker holds it (half-typed or whole). */
  check: (values: V) => Checked<P>;
  /** Sends the payload; null when there was nothing to send (the dialog just closes). */
  save: (payload: P) => Promise<StudentDto> | null;
  /** What the console calls a failure (English, for us). */
  failed: string;
  /** What a failure other than a refused field says, in the teacher's language. */
  failedText: string;
  onClose: () => void;
}

/**
 * The Add and Edit student dialogs' form: values, field errors, the first invalid field
 * focused, one save at a time, and the saved student put in the live roster at once.
 */
export function useStudentForm<V extends { birthDate: string }, P>({
  initial,
  check,
  save,
  failed,
  failedText,
  onClose,
}: StudentFormOptions<V, P>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<StudentFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // The student just added with "Add another", named so the teacher knows it went in.
  const [added, setAdded] = useState<string | null>(null);

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    // The "Add another" button keeps the dialog open for the next student.
    const another =
      (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'another';
    const checked = check({
      ...values,
      birthDate: birthDateAsTyped(form, values.birthDate),
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const saving = save(checked.payload);
    if (!saving) {
      onClose();
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      const student = await saving;
      studentSaved(student);
      if (!another) {
        onClose();
        return;
      }
      setValues(initial);
      setErrors({});
      setAdded(student.name);
      setPending(false);
      form.reset();
      form.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } catch (error) {
      console.error(failed, error);
      setFailure(
        hasCode(error, 'invalid_payload')
          ? error.apiError
            ? serverText(error)
            : t`Please check the form.`
          : failedText,
      );
      setPending(false);
    }
  }

  return { values, errors, failure, pending, added, set, onSubmit };
}
