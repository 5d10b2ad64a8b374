import type { ClassDto } from '@classbeam/contracts';
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
  async function confirm() {
    if (!cls) return;
    try {
      await deleteClass(cls.id);
    } catch (error) {
      console.error('Class delete failed', error);
      toast({
        title: 'Error',
        description: 'Failed to delete class. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    onDeleted();
    toast({
      title: 'Class deleted',
      description: 'Class has been deleted successfully.',
      variant: 'success',
    });
  }

  return (
    <ConfirmDialog
      open={cls !== null}
      title="Delete Class"
      tone="danger"
      description={
        <>
          Delete <strong className="delete-name">“{cls?.name}”</strong>?
        </>
      }
      confirmLabel="Delete Class"
      pendingLabel="Deleting…"
      onConfirm={confirm}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <DialogWarning title="This action cannot be undone!">
        <p>
          This will permanently delete all students, behavior logs, assessments, and class settings
          associated with this class.
        </p>
      </DialogWarning>
    </ConfirmDialog>
  );
}
