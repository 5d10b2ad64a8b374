import type { ClassCreateInput, ClassDto, ClassScheduleKind } from '@classbeam/contracts';
import { ClassCreateSchema } from '@classbeam/contracts';
import { scheduleKind } from '@classbeam/domain';
import { t } from '@lingui/core/macro';
import { issueText } from '../../lib/server-texts/server-text';
import { weekdayName } from './class-labels';

export interface ClassFormValues {
  name: string;
  grade: string;
  description: string;
  scheduledDate: string;
  /** '' for none, else '0'..'6' (0 Sunday), as the select holds it. */
  dayOfWeek: string;
  /** Which of the two the class has: a weekday, a date, or neither (never both). */
  kind: ClassScheduleKind;
}

export type ClassFormErrors = Partial<Record<keyof ClassFormValues, string>>;

export const EMPTY_CLASS_FORM: ClassFormValues = {
  name: '',
  grade: '',
  description: '',
  scheduledDate: '',
  dayOfWeek: '',
  kind: 'unscheduled',
};

/** The edit form starts from the class as it is; one with both keeps its weekday. */
export function formValuesOf(cls: ClassDto): ClassFormValues {
  return {
    name: cls.name,
    grade: cls.grade ?? '',
    description: cls.description ?? '',
    scheduledDate: cls.scheduledDate ?? '',
    dayOfWeek: cls.dayOfWeek === null ? '' : String(cls.dayOfWeek),
    kind: scheduleKind(cls),
  };
}

/**
 * Monday first, as teachers read a week; the values follow the 0 = Sunday convention. The
 * names are the active language's (Intl), so they are read when the select is drawn.
 */
export const dayOptions = () =>
  [1, 2, 3, 4, 5, 6, 0].map((day) => ({ value: String(day), label: weekdayName(day) }));

type Checked = { ok: true; payload: ClassCreateInput } | { ok: false; errors: ClassFormErrors };

/**
 * Runs the same schema the server runs, so the teacher sees 'Class name is required' (and
 * any bound) before a request is made. The payload is the normalised form: '' becomes null.
 */
export function checkClassForm(values: ClassFormValues, userId: string): Checked {
  const { kind, ...fields } = values;
  // Only the chosen kind's field is sent; the other is cleared, so a class never has both.
  const result = ClassCreateSchema.safeParse({
    ...fields,
    dayOfWeek: kind === 'recurring' ? fields.dayOfWeek : '',
    scheduledDate: kind === 'one-time' ? fields.scheduledDate : '',
    userId,
  });
  const errors: ClassFormErrors = {};
  if (kind === 'recurring' && fields.dayOfWeek === '') errors.dayOfWeek = t`Pick the day it meets`;
  if (kind === 'one-time' && fields.scheduledDate === '') errors.scheduledDate = t`Pick the date`;
  if (result.success && Object.keys(errors).length === 0) return { ok: true, payload: result.data };
  if (result.success) return { ok: false, errors };
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !errors[field as keyof ClassFormValues]) {
      errors[field as keyof ClassFormValues] = issueText(issue);
    }
  }
  return { ok: false, errors };
}
