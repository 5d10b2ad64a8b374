import type { ClassDto } from '@classbeam/contracts';
import { useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { TrashIcon } from '../../ui/icons';
import { toast } from '../../ui/toast-store';
import { deleteClass } from './classes-api';
import './class-dialogs.css';

interface DeleteClassDialogProps {
  cls: ClassDto | null;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteClassDialog({ cls, onClose, onDeleted }: DeleteClassDialogProps) {
  const [pending, setPending] = useState(false);

  async function confirm() {
    if (!cls || pending) return;
    setPending(true);
    try {
      await deleteClass(cls.id);
      onDeleted();
      toast({
        title: 'Class deleted',
        description: 'Class has been deleted successfully.',
        variant: 'success',
      });
    } catch (error) {
      console.error('Class delete failed', error);
      onClose();
      toast({
        title: 'Error',
        description: 'Failed to delete class. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={cls !== null}
      title="Delete Class"
      tone="danger"
      icon={<TrashIcon size={22} />}
      description={
        <>
          Delete <strong className="delete-name">“{cls?.name}”</strong>?
        </>
      }
      onClose={pending ? () => {} : onClose}
    >
      <div className="dialog-warning">
        <p className="dialog-warning-title">This action cannot be undone!</p>
        <p>
          This will permanently delete all students, behavior logs, assessments, and class settings
          associated with this class.
        </p>
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn" data-autofocus onClick={onClose} disabled={pending}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={confirm} disabled={pending}>
          {pending ? 'Deleting…' : 'Delete Class'}
        </button>
      </div>
    </Dialog>
  );
}
