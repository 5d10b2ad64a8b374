import { useState } from 'react';
import { hasStatus } from '../lib/api-client';
import { Dialog } from './dialog';
import { TrashIcon } from './icons';
import { toast } from './toast-store';

interface ConfirmStudentDeleteProps {
  name: string;
  /** Deletes the student on the server. */
  remove: () => Promise<unknown>;
  /** The student is gone: deleted now, or already by another device (a 404). */
  onDeleted: () => void;
  onClose: () => void;
}

/**
 * The spec's student delete confirmation, wherever a student can be deleted (the roster, the
 * hidden students list). A 404 is the outcome the teacher wanted; any other failure says so
 * and keeps the student.
 */
export function ConfirmStudentDelete({
  name,
  remove,
  onDeleted,
  onClose,
}: ConfirmStudentDeleteProps) {
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await remove();
      onDeleted();
    } catch (error) {
      if (hasStatus(error, 404)) onDeleted();
      else {
        console.error('Student delete failed', error);
        toast({
          title: 'Error',
          description: 'Failed to delete student. Please try again.',
          variant: 'destructive',
        });
      }
    }
    onClose();
  }

  return (
    <Dialog
      open
      title={`Delete ${name}?`}
      tone="danger"
      icon={<TrashIcon size={22} />}
      description="Are you sure you want to delete this student? This action cannot be undone."
      onClose={pending ? () => {} : onClose}
    >
      <div className="dialog-actions">
        <button type="button" className="btn" data-autofocus onClick={onClose} disabled={pending}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={confirm} disabled={pending}>
          {pending ? 'Deleting…' : 'Delete Student'}
        </button>
      </div>
    </Dialog>
  );
}
