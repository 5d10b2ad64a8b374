import type { ClassDto } from '@classbeam/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { ReturnFocus } from '../../ui/dialog-focus';
import { DialogWarning } from '../../ui/dialog-parts';
import { toast } from '../../ui/toast-store';
import { deleteClass } from './classes-api';
import './class-dialogs.css';

interface DeleteClassDialogProps {
  cls: ClassDto | null;
  onClose: () => void;
  onDeleted: () => void;
  returnFocus?: ReturnFocus;
}

/** The spec's 'Delete Class' confirmation; a failure is its destructive toast (spec 8). */
export function DeleteClassDialog({
  cls,
  onClose,
  onDeleted,
  returnFocus,
}: DeleteClassDialogProps) {
  const { t } = useLingui();
  const name = cls?.name;
  async function confirm() {
    if (!cls) return;
    try {
      await deleteClass(cls.id);
    } catch (error) {
      console.error('Class delete failed', error);
      toast({
        title: t`Error`,
        description: t`Failed to delete class. Please try again.`,
        variant: 'destructive',
      });
      return;
    }
    onDeleted();
    toast({
      title: t`Class deleted`,
      description: t`Class has been deleted successfully.`,
      variant: 'success',
    });
  }

  return (
    <ConfirmDialog
      open={cls !== null}
      title={t`Delete Class`}
      tone="danger"
      description={
        <Trans>
          Delete <strong className="delete-name">“{name}”</strong>?
        </Trans>
      }
      confirmLabel={t`Delete Class`}
      pendingLabel={t`Deleting…`}
      onConfirm={confirm}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <DialogWarning title={t`This action cannot be undone!`}>
        <p>
          <Trans>
            This will permanently delete all students, behavior logs, assessments, and class
            settings associated with this class.
          </Trans>
        </p>
      </DialogWarning>
    </ConfirmDialog>
  );
}
