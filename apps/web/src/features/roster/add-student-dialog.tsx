import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../ui/dialog';
import { DialogActions, FormAlert } from '../../ui/dialog-parts';
import { CheckCircleIcon, UserPlusIcon } from '../../ui/icons';
import { PhotoPicker } from './photo-picker';
import { BirthDateField, NameField, RowField } from './student-fields';
import { checkStudentForm, EMPTY_STUDENT_FORM } from './student-form';
import { createStudent } from './students-api';
import { useStudentForm } from './use-student-form';
import './student-form.css';

interface AddStudentDialogProps {
  classId: number;
  onClose: () => void;
}

/** Mounted only while open, so closing it also resets the form (and stops the camera). */
export function AddStudentDialog({ classId, onClose }: AddStudentDialogProps) {
  const { t } = useLingui();
  const { values, errors, failure, pending, added, set, onSubmit } = useStudentForm({
    initial: EMPTY_STUDENT_FORM,
    check: (typed) => checkStudentForm(typed, classId),
    save: createStudent,
    failed: 'Could not add the student',
    failedText: t`Could not add the student. Check your connection and try again.`,
    onClose,
  });

  return (
    <Dialog
      open
      title={t`Add Student`}
      description={t`Only the name is required. Without a photo, the initials are shown.`}
      icon={<UserPlusIcon size={22} />}
      onClose={onClose}
    >
      <form className="student-form" noValidate onSubmit={onSubmit}>
        {/* Above the name, where the keyboard goes next: at the end of the form a phone shows
            it under the dialog's buttons, out of sight. */}
        <p className="student-form-added" role="status">
          {added && (
            <>
              <CheckCircleIcon size={18} />
              <Trans>{added} added. Type the next name, or close when done.</Trans>
            </>
          )}
        </p>
        <NameField
          value={values.name}
          error={errors.name}
          placeholder={t`e.g. Ada Lovelace`}
          onChange={(v) => set('name', v)}
        />

        <fieldset className="student-form-photo">
          <legend className="field-label">
            <Trans>Student Photo</Trans>
          </legend>
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
            hint={t`Lets the student sign in to self-assessment later. It is never shown again.`}
            onChange={(v) => set('birthDate', v)}
          />
        </div>

        {failure && <FormAlert>{failure}</FormAlert>}

        <DialogActions>
          <button type="button" className="btn" onClick={onClose} disabled={pending}>
            {added ? t`Done` : t`Cancel`}
          </button>
          <button type="submit" className="btn" value="another" disabled={pending}>
            <Trans>Add another</Trans>
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? t`Adding…` : t`Add Student`}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
