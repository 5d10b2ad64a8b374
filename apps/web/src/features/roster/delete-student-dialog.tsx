import type { StudentDto } from '@classbeam/contracts';
import { studentDeleted } from '../../lib/live/class-sync';
import { ConfirmStudentDelete } from '../../ui/confirm-student-delete';
import { deleteStudent } from './students-api';

interface DeleteStudentDialogProps {
  student: StudentDto;
  onClose: () => void;
}

export function DeleteStudentDialog({ student, onClose }: DeleteStudentDialogProps) {
  return (
    <ConfirmStudentDelete
      name={student.name}
      remove={() => deleteStudent(student.id)}
      onDeleted={() => studentDeleted(student.id)}
      onClose={onClose}
    />
  );
}
