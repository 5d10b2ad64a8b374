import type { ClassDto } from '@classbeam/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { PencilIcon } from '../../ui/classroom-icons';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-parts';
import { toast } from '../../ui/toast-store';
import { ClassFields, useClassForm } from './class-fields';
import { checkClassForm, formValuesOf } from './class-form';
import { updateClass } from './classes-api';
import './class-dialogs.css';

interface EditClassDialogProps {
  cls: ClassDto;
  onClose: () => void;
  onSaved: (cls: ClassDto) => void;
}

/**
 * Edit Class: name, grade, description and when it meets, through `PATCH /api/classes/{id}`.
 * A class that had both a weekday and a date opens as Recurring; saving keeps only one.
 */
export function EditClassDialog({ cls, onClose, onSaved }: EditClassDialogProps) {
  const { t } = useLingui();
  const { values, errors, setErrors, update } = useClassForm(() => formValuesOf(cls));
  const [pending, setPending] = useState(false);
  const hadBoth = cls.dayOfWeek !== null && cls.scheduledDate !== null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = checkClassForm(values, cls.userId);
    if (!checked.ok) {
      setErrors(checked.errors);
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setPending(true);
    try {
      const { userId: _owner, ...fields } = checked.payload;
      onSaved(await updateClass(cls.id, fields));
      const name = values.name.trim();
      toast({
        title: t`Class updated`,
        description: t`${name} is saved.`,
        variant: 'success',
      });
    } catch (error) {
      console.error('Class update failed', error);
      toast({
        title: t`Error`,
        description: t`Failed to update class. Please try again.`,
        variant: 'destructive',
      });
      setPending(false);
    }
  }

  return (
    <Dialog
      open
      title={t`Edit Class`}
      description={
        hadBoth
          ? t`This class has both a weekday and a date. Choose one: saving keeps only that.`
          : t`Change the name, the details, or when the class meets.`
      }
      icon={<PencilIcon size={22} />}
      onClose={onClose}
    >
      <form className="class-form" noValidate onSubmit={onSubmit}>
        <ClassFields values={values} errors={errors} onChange={update} autoFocusName />
        <DialogActions>
          <button type="button" className="btn" onClick={onClose} disabled={pending}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? t`Saving…` : t`Save Changes`}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
