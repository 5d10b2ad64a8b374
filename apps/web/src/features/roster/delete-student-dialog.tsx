import type { StudentDto } from '@classbeam/contracts';
import { useState } from 'react';
import { hasStatus } from '../../lib/api-client';
import { studentDeleted } from '../../lib/live/class-sync';
import { Dialog } from '../../ui/dialog';
import { TrashIcon } from '../../ui/icons';
import { toast } from '../../ui/toast-store';
import { deleteStudent } from './students-api';

interface DeleteStudentDialogProps {
  student: StudentDto;
  onClose: () => void;
}

export function DeleteStudentDialog({ student, onClose }: DeleteStudentDialogProps) {
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await deleteStudent(student.id);
      studentDeleted(student.id);
    } catch (error) {
      // Already gone (another device deleted it): the outcome the teacher wanted.
      if (hasStatus(error, 404)) studentDeleted(student.id);
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
      title={`Delete ${student.name}?`}
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
