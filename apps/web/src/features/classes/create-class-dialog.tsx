import type { ClassDto } from '@classbeam/contracts';
import { MESSAGES } from '@classbeam/contracts/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { hasStatus } from '../../lib/api-client';
import { contractText } from '../../lib/server-texts/server-text';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-parts';
import { PlusIcon } from '../../ui/icons';
import { toast } from '../../ui/toast-store';
import { ClassFields, useClassForm } from './class-fields';
import { checkClassForm, EMPTY_CLASS_FORM } from './class-form';
import { createClass } from './classes-api';
import './class-dialogs.css';

interface CreateClassDialogProps {
  userId: string | null;
  onClose: () => void;
  onCreated: (cls: ClassDto) => void;
}

/** Mounted only while open, so closing it is also what resets the form. */
export function CreateClassDialog({ userId, onClose, onCreated }: CreateClassDialogProps) {
  const { t } = useLingui();
  const { values, errors, setErrors, update } = useClassForm(() => EMPTY_CLASS_FORM);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!userId) {
      toast({
        title: t`Error`,
        description: contractText(MESSAGES.mustBeLoggedInToCreateClass),
        variant: 'destructive',
      });
      return;
    }
    const checked = checkClassForm(values, userId);
    if (!checked.ok) {
      setErrors(checked.errors);
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setPending(true);
    try {
      const created = await createClass(checked.payload);
      onCreated(created);
    } catch (error) {
      console.error('Class create failed', error);
      const description = hasStatus(error, 401)
        ? contractText(MESSAGES.mustBeLoggedInToCreateClass)
        : t`Failed to create class. Please try again.`;
      toast({ title: t`Error`, description, variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <Dialog
      open
      title={t`Create New Class`}
      description={t`Add a class to your week. Only the name is required.`}
      icon={<PlusIcon size={22} />}
      onClose={onClose}
    >
      <form className="class-form" noValidate onSubmit={onSubmit}>
        <ClassFields values={values} errors={errors} onChange={update} autoFocusName />

        <DialogActions>
          <button type="button" className="btn" onClick={onClose} disabled={pending}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? t`Creating…` : t`Create Class`}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
