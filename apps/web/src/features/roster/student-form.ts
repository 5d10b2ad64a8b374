import type { StudentCreateInput, StudentDto, StudentUpdateInput } from '@classbeam/contracts';
import { ROW_MAX, STUDENT_NAME_MAX } from '@classbeam/contracts/constants';
import { t } from '@lingui/core/macro';

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

/** The teacher's own words: the students' 'MM/DD/YYYY' message does not fit a date picker. */
export const birthDateIncomplete = () => t`Enter the whole date of birth: month, day and year.`;

export type StudentFormErrors = Partial<Record<'name' | 'birthDate', string>>;

type Checked = { ok: true; payload: StudentCreateInput } | { ok: false; errors: StudentFormErrors };

/**
 * The add-student checks, mirrored from the server's schema without shipping zod to the
 * classroom (the server still checks everything). Messages are the spec's words.
 */
export function checkStudentForm(values: StudentFormValues, classId: number): Checked {
  const name = values.name.trim();
  const errors: StudentFormErrors = {};
  if (!name) errors.name = t`Student name is required`;
  else if (name.length > STUDENT_NAME_MAX)
    errors.name = t`Student name must be at most ${STUDENT_NAME_MAX} characters`;
  const birthDate = values.birthDate.trim();
  if (birthDate && !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) errors.birthDate = birthDateIncomplete();
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

export interface EditStudentValues {
  name: string;
  row: string;
  /** '' keeps the date on file; YYYY-MM-DD replaces it. */
  birthDate: string;
  /** Take the date of birth off file (the student can no longer self-assess). */
  removeBirthDate: boolean;
}

type CheckedEdit =
  | { ok: true; payload: StudentUpdateInput }
  | { ok: false; errors: StudentFormErrors };

/** The edit-student checks: the same rules; only what changed is sent. */
export function checkEditStudent(values: EditStudentValues, before: StudentDto): CheckedEdit {
  const checked = checkStudentForm(
    {
      name: values.name,
      avatar: null,
      row: values.row,
      birthDate: values.removeBirthDate ? '' : values.birthDate,
    },
    before.classId,
  );
  if (!checked.ok) return checked;
  const { name, row, birthDate } = checked.payload;
  const patch: StudentUpdateInput = {};
  if (name !== before.name) patch.name = name;
  if ((row ?? null) !== before.row) patch.row = row ?? null;
  if (values.removeBirthDate) patch.birthDate = null;
  else if (birthDate) patch.birthDate = birthDate;
  return { ok: true, payload: patch };
}
