import type { ClassCreateInput } from '@classbeam/contracts';
import { ClassCreateSchema } from '@classbeam/contracts';
import { DAY_NAMES } from '@classbeam/domain';

export interface ClassFormValues {
  name: string;
  grade: string;
  description: string;
  scheduledDate: string;
  /** '' for none, else '0'..'6' (0 Sunday), as the select holds it. */
  dayOfWeek: string;
}

export type ClassFormErrors = Partial<Record<keyof ClassFormValues, string>>;

export const EMPTY_CLASS_FORM: ClassFormValues = {
  name: '',
  grade: '',
  description: '',
  scheduledDate: '',
  dayOfWeek: '',
};

/** Monday first, as teachers read a week; the values follow the 0 = Sunday convention. */
export const DAY_OPTIONS = [1, 2, 3, 4, 5, 6, 0].map((day) => ({
  value: String(day),
  label: DAY_NAMES[day] ?? '',
}));

type Checked = { ok: true; payload: ClassCreateInput } | { ok: false; errors: ClassFormErrors };

/**
 * Runs the same schema the server runs, so the teacher sees 'Class name is required' (and
 * any bound) before a request is made. The payload is the normalised form: '' becomes null.
 */
export function checkClassForm(values: ClassFormValues, userId: string): Checked {
  const result = ClassCreateSchema.safeParse({ ...values, userId });
  if (result.success) return { ok: true, payload: result.data };
  const errors: ClassFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !errors[field as keyof ClassFormValues]) {
      errors[field as keyof ClassFormValues] = issue.message;
    }
  }
  return { ok: false, errors };
}
