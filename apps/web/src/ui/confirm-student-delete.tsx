import { hasStatus } from '../lib/api-client';
import { ConfirmDialog } from './confirm-dialog';
import type { ReturnFocus } from './dialog-focus';
import { toast } from './toast-store';

interface ConfirmStudentDeleteProps {
  name: string;
  /** Deletes the student on the server. */
  remove: () => Promise<unknown>;
  /** The student is gone: deleted now, or already by another device (a 404). */
  onDeleted: () => void;
  onClose: () => void;
  returnFocus?: ReturnFocus;
}

/**
 * The spec's student delete confirmation, wherever a student can be deleted (the roster, the
 * hidden students list). A 404 is the outcome the teacher wanted; any other failure says so
 * in a toast and keeps the student.
 */
export function ConfirmStudentDelete({
  name,
  remove,
  onDeleted,
  onClose,
  returnFocus,
}: ConfirmStudentDeleteProps) {
  async function confirm() {
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
  }

  return (
    <ConfirmDialog
      title={`Delete ${name}?`}
      tone="danger"
      description="Are you sure you want to delete this student? This action cannot be undone."
      confirmLabel="Delete Student"
      pendingLabel="Deleting…"
      onConfirm={confirm}
      onClose={onClose}
      returnFocus={returnFocus}
    />
  );
}
