import type { StudentCreateInput } from '@classbeam/contracts';
import { ROW_MAX, STUDENT_NAME_MAX } from '@classbeam/contracts/constants';

export interface StudentFormValues {
  name: string;
  /** A data URL made on the device, or null for the drawn initials. */
  avatar: string | null;
  /** '' for none, else '1'..'10', as the select holds it. */
  row: string;
  /** '' or YYYY-MM-DD from the date input. */
  birthDate: string;
}

export const EMPTY_STUDENT_FORM: StudentFormValues = {
  name: '',
  avatar: null,
  row: '',
  birthDate: '',
};

export const ROW_OPTIONS = Array.from({ length: ROW_MAX }, (_, i) => String(i + 1));

export type StudentFormErrors = Partial<Record<'name' | 'birthDate', string>>;

type Checked = { ok: true; payload: StudentCreateInput } | { ok: false; errors: StudentFormErrors };

/**
 * The add-student checks, mirrored from the server's schema without shipping zod to the
 * classroom (the server still checks everything). Messages are the spec's words.
 */
export function checkStudentForm(values: StudentFormValues, classId: number): Checked {
  const name = values.name.trim();
  const errors: StudentFormErrors = {};
  if (!name) errors.name = 'Student name is required';
  else if (name.length > STUDENT_NAME_MAX)
    errors.name = `Student name must be at most ${STUDENT_NAME_MAX} characters`;
  const birthDate = values.birthDate.trim();
  if (birthDate && !/^\d{4}-\d{2}-\d{2}$/.test(birthDate))
    errors.birthDate = 'Please enter your date of birth in MM/DD/YYYY format';
  if (errors.name || errors.birthDate) return { ok: false, errors };

  const row = ROW_OPTIONS.includes(values.row) ? Number(values.row) : null;
  return {
    ok: true,
    payload: {
      classId,
      name,
      avatar: values.avatar,
      row,
      ...(birthDate ? { birthDate } : {}),
    },
  };
}
