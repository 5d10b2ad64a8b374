import type { StudentDto } from '@classbeam/contracts';
import { type FormEvent, useState } from 'react';
import { hasCode } from '../../lib/api-client';
import { studentSaved } from '../../lib/live/class-sync';
import { PencilIcon } from '../../ui/classroom-icons';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { AlertIcon } from '../../ui/icons';
import {
  checkEditStudent,
  type EditStudentValues,
  ROW_OPTIONS,
  type StudentFormErrors,
} from './student-form';
import { updateStudent } from './students-api';

/**
 * Edit a student: name, row and the date of birth that lets them into self-assessment. The
 * date is never shown back (only its keyed hash is stored): the teacher sets a new one or
 * takes it off file.
 */
export function EditStudentDialog({
  student,
  onClose,
}: {
  student: StudentDto;
  onClose: () => void;
}) {
  const [values, setValues] = useState<EditStudentValues>({
    name: student.name,
    row: student.row === null ? '' : String(student.row),
    birthDate: '',
    removeBirthDate: false,
  });
  const [errors, setErrors] = useState<StudentFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const set = <K extends keyof EditStudentValues>(key: K, value: EditStudentValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = checkEditStudent(values, student);
    if (!checked.ok) {
      setErrors(checked.errors);
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (Object.keys(checked.payload).length === 0) {
      onClose();
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      studentSaved(await updateStudent(student.id, checked.payload));
      onClose();
    } catch (error) {
      console.error('Student update failed', error);
      setFailure(
        hasCode(error, 'invalid_payload')
          ? (error.apiError?.message ?? 'Please check the form.')
          : 'Could not save the student. Check your connection and try again.',
      );
      setPending(false);
    }
  }

  return (
    <Dialog
      open
      title={`Edit ${student.name}`}
      description="Name, row and the date of birth for self-assessment."
      icon={<PencilIcon size={22} />}
      onClose={onClose}
    >
      <form className="student-form" noValidate onSubmit={onSubmit}>
        <Field label="Student Name" error={errors.name}>
          {(control) => (
            <input
              {...control}
              data-autofocus
              className="input"
              name="name"
              autoComplete="off"
              autoCapitalize="words"
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
              required
            />
          )}
        </Field>
        <div className="student-form-row">
          <Field label="Row/Table" optional>
            {(control) => (
              <select
                {...control}
                className="input"
                name="row"
                value={values.row}
                onChange={(e) => set('row', e.target.value)}
              >
                <option value="">No row</option>
                {ROW_OPTIONS.map((row) => (
                  <option key={row} value={row}>
                    Row {row}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={student.hasBirthDate ? 'New date of birth' : 'Date of birth'}
            optional
            error={errors.birthDate}
            hint={
              student.hasBirthDate
                ? 'A date of birth is on file. Leave this empty to keep it.'
                : 'Lets the student sign in to self-assessment. It is never shown again.'
            }
          >
            {(control) => (
              <input
                {...control}
                className="input"
                type="date"
                name="birthDate"
                max={new Date().toISOString().slice(0, 10)}
                value={values.birthDate}
                disabled={values.removeBirthDate}
                onChange={(e) => set('birthDate', e.target.value)}
              />
            )}
          </Field>
        </div>
        {student.hasBirthDate && (
          <label className="check-row">
            <input
              type="checkbox"
              checked={values.removeBirthDate}
              onChange={(e) => set('removeBirthDate', e.target.checked)}
            />
            Remove the date of birth (the student can no longer self-assess)
          </label>
        )}

        {failure && (
          <p className="form-alert" role="alert">
            <AlertIcon size={18} />
            {failure}
          </p>
        )}

        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
