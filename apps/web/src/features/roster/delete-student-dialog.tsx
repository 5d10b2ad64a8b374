import type { StudentDto } from '@classbeam/contracts';
import { studentDeleted, studentSaved } from '../../lib/live/class-sync';
import { ConfirmStudentDelete } from '../../ui/confirm-student-delete';
import { deleteStudent, restoreStudent } from './students-api';

interface DeleteStudentDialogProps {
  student: StudentDto;
  onClose: () => void;
}

/** Delete from a row or the student's sheet; its Undo puts the student back on this device at once. */
export function DeleteStudentDialog({ student, onClose }: DeleteStudentDialogProps) {
  return (
    <ConfirmStudentDelete
      name={student.name}
      remove={() => deleteStudent(student.id)}
      restore={() => restoreStudent(student.id)}
      onDeleted={() => studentDeleted(student.id)}
      onRestored={studentSaved}
      onClose={onClose}
    />
  );
}
