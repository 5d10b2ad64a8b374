import { STUDENT_DELETE_UNDO_MS, type StudentDto } from '@classbeam/contracts';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { hasCode, hasStatus } from '../lib/api-client';
import { ConfirmDialog } from './confirm-dialog';
import type { ReturnFocus } from './dialog-focus';
import { toast } from './toast-store';

interface ConfirmStudentDeleteProps {
  name: string;
  /** Deletes the student on the server. */
  remove: () => Promise<unknown>;
  /** Brings them back (the delete's Undo, inside its window). */
  restore: () => Promise<StudentDto>;
  /** The student is gone: deleted now, or already by another device (a 404). */
  onDeleted: () => void;
  /** The Undo brought them back, as the server now has them. */
  onRestored?: (student: StudentDto) => void;
  onClose: () => void;
  returnFocus?: ReturnFocus;
}

const seconds = STUDENT_DELETE_UNDO_MS / 1000;

/**
 * The student delete confirmation, wherever a student can be deleted (the roster and the
 * student's sheet, the hidden students list). A 404 is the outcome the teacher wanted; any other
 * failure says so in a toast and keeps the student. A delete is final only after a short window
 * (decision 0146): '<name> deleted' offers Undo for that long on the device that deleted.
 */
export function ConfirmStudentDelete({
  name,
  remove,
  restore,
  onDeleted,
  onRestored,
  onClose,
  returnFocus,
}: ConfirmStudentDeleteProps) {
  const { t } = useLingui();
  async function undo() {
    try {
      const student = await restore();
      onRestored?.(student);
      toast({ title: t`${name} is back`, variant: 'success' });
    } catch (error) {
      // The window closed first (410), or the delete is final already and the row gone (404).
      if (hasCode(error, 'delete_final') || hasStatus(error, 404)) {
        toast({
          title: t`Not undone`,
          description: t`Too late to undo: ${name} is deleted for good.`,
          variant: 'warning',
        });
      } else {
        console.error('Student not brought back', error);
        toast({
          title: t`Error`,
          description: t`Could not bring ${name} back. Please try again.`,
          variant: 'destructive',
          action: { label: t`Try again`, run: () => void undo() },
        });
      }
    }
  }

  async function confirm() {
    try {
      await remove();
      onDeleted();
      toast({
        title: t`${name} deleted`,
        durationMs: STUDENT_DELETE_UNDO_MS,
        action: { label: t`Undo`, run: () => void undo() },
      });
    } catch (error) {
      if (hasStatus(error, 404)) onDeleted();
      else {
        console.error('Student delete failed', error);
        toast({
          title: t`Error`,
          description: t`Failed to delete student. Please try again.`,
          variant: 'destructive',
        });
      }
    }
  }

  return (
    <ConfirmDialog
      title={t`Delete ${name}?`}
      tone="danger"
      // The question: the spec's, less its 'cannot be undone', which holds only after the Undo.
      description={t`${plural(seconds, {
        one: 'Are you sure you want to delete this student? You can undo it for # second; after that it cannot be undone.',
        other:
          'Are you sure you want to delete this student? You can undo it for # seconds; after that it cannot be undone.',
      })}`}
      confirmLabel={t`Delete Student`}
      pendingLabel={t`Deleting…`}
      onConfirm={confirm}
      onClose={onClose}
      returnFocus={returnFocus}
    />
  );
}
