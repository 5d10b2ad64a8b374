import { type FormEvent, useState } from 'react';
import { hasCode } from '../../lib/api-client';
import { studentSaved } from '../../lib/live/class-sync';
import { Dialog } from '../../ui/dialog';
import { AlertIcon, UserPlusIcon } from '../../ui/icons';
import { PhotoPicker } from './photo-picker';
import { BirthDateField, birthDateAsTyped, NameField, RowField } from './student-fields';
import {
  checkStudentForm,
  EMPTY_STUDENT_FORM,
  type StudentFormErrors,
  type StudentFormValues,
} from './student-form';
import { createStudent } from './students-api';

interface AddStudentDialogProps {
  classId: number;
  onClose: () => void;
}

/** Mounted only while open, so closing it also resets the form (and stops the camera). */
export function AddStudentDialog({ classId, onClose }: AddStudentDialogProps) {
  const [values, setValues] = useState<StudentFormValues>(EMPTY_STUDENT_FORM);
  const [errors, setErrors] = useState<StudentFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const set = <K extends keyof StudentFormValues>(key: K, value: StudentFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = checkStudentForm(
      { ...values, birthDate: birthDateAsTyped(event.currentTarget, values.birthDate) },
      classId,
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      studentSaved(await createStudent(checked.payload));
      onClose();
    } catch (error) {
      console.error('Student create failed', error);
      setFailure(
        hasCode(error, 'invalid_payload')
          ? (error.apiError?.message ?? 'Please check the form.')
          : 'Could not add the student. Check your connection and try again.',
      );
      setPending(false);
    }
  }

  return (
    <Dialog
      open
      title="Add Student"
      description="Only the name is required. Without a photo, the initials are shown."
      icon={<UserPlusIcon size={22} />}
      onClose={onClose}
    >
      <form className="student-form" noValidate onSubmit={onSubmit}>
        <NameField
          value={values.name}
          error={errors.name}
          placeholder="e.g. Ada Lovelace"
          onChange={(v) => set('name', v)}
        />

        <fieldset className="student-form-photo">
          <legend className="field-label">Student Photo</legend>
          <PhotoPicker
            name={values.name}
            value={values.avatar}
            onChange={(p) => set('avatar', p)}
          />
        </fieldset>

        <div className="student-form-row">
          <RowField value={values.row} onChange={(v) => set('row', v)} />
          <BirthDateField
            value={values.birthDate}
            error={errors.birthDate}
            hint="Lets the student sign in to self-assessment later. It is never shown again."
            onChange={(v) => set('birthDate', v)}
          />
        </div>

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
            {pending ? 'Adding…' : 'Add Student'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
