import type { StudentDto } from '@classbeam/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { PencilIcon } from '../../ui/classroom-icons';
import { Dialog } from '../../ui/dialog';
import { DialogActions, FormAlert } from '../../ui/dialog-parts';
import { BirthDateField, NameField, RowField } from './student-fields';
import { checkEditStudent, type EditStudentValues } from './student-form';
import { updateStudent } from './students-api';
import { useStudentForm } from './use-student-form';
import './student-form.css';

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
  const { t } = useLingui();
  const name = student.name;
  const initial: EditStudentValues = {
    name: student.name,
    row: student.row === null ? '' : String(student.row),
    birthDate: '',
    removeBirthDate: false,
  };
  const { values, errors, failure, pending, set, onSubmit } = useStudentForm({
    initial,
    check: (typed) => checkEditStudent(typed, student),
    // Nothing changed: nothing to send.
    save: (payload) =>
      Object.keys(payload).length === 0 ? null : updateStudent(student.id, payload),
    failed: 'Could not save the student',
    failedText: t`Could not save the student. Check your connection and try again.`,
    onClose,
  });

  return (
    <Dialog
      open
      title={t`Edit ${name}`}
      description={t`Name, row and the date of birth for self-assessment.`}
      icon={<PencilIcon size={22} />}
      onClose={onClose}
    >
      <form className="student-form" noValidate onSubmit={onSubmit}>
        <NameField value={values.name} error={errors.name} onChange={(v) => set('name', v)} />
        <div className="student-form-row">
          <RowField value={values.row} onChange={(v) => set('row', v)} />
          <BirthDateField
            label={student.hasBirthDate ? t`New date of birth` : t`Date of birth`}
            value={values.birthDate}
            error={errors.birthDate}
            hint={
              student.hasBirthDate
                ? t`A date of birth is on file. Leave this empty to keep it.`
                : t`Lets the student sign in to self-assessment. It is never shown again.`
            }
            disabled={values.removeBirthDate}
            onChange={(v) => set('birthDate', v)}
          />
        </div>
        {student.hasBirthDate && (
          <label className="check-row">
            <input
              type="checkbox"
              checked={values.removeBirthDate}
              onChange={(e) => set('removeBirthDate', e.target.checked)}
            />
            <Trans>Remove the date of birth (the student can no longer self-assess)</Trans>
          </label>
        )}

        {failure && <FormAlert>{failure}</FormAlert>}

        <DialogActions>
          <button type="button" className="btn" onClick={onClose} disabled={pending}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? t`Saving…` : t`Save`}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
