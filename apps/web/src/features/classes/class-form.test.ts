import { MESSAGES } from '@classbeam/contracts/constants';
import { describe, expect, it } from 'vitest';
import { checkClassForm, DAY_OPTIONS, EMPTY_CLASS_FORM } from './class-form';

describe('checkClassForm', () => {
  it('requires a name with the spec text', () => {
    expect(checkClassForm({ ...EMPTY_CLASS_FORM, name: '   ' }, 'u1')).toEqual({
      ok: false,
      errors: { name: MESSAGES.classNameRequired },
    });
    expect(MESSAGES.classNameRequired).toBe('Class name is required');
  });

  it('turns empty optional fields into null and the weekday into a number', () => {
    const checked = checkClassForm(
      { ...EMPTY_CLASS_FORM, name: ' Math 5B ', dayOfWeek: '1' },
      'u1',
    );
    expect(checked).toEqual({
      ok: true,
      payload: {
        name: 'Math 5B',
        grade: null,
        description: null,
        scheduledDate: null,
        dayOfWeek: 1,
        userId: 'u1',
      },
    });
  });

  it('keeps a one-time date and rejects an impossible one', () => {
    const ok = checkClassForm(
      { ...EMPTY_CLASS_FORM, name: 'Trip', scheduledDate: '2026-11-25' },
      'u1',
    );
    expect(ok.ok && ok.payload.scheduledDate).toBe('2026-11-25');
    const bad = checkClassForm(
      { ...EMPTY_CLASS_FORM, name: 'Trip', scheduledDate: '2026-02-30' },
      'u1',
    );
    expect(bad.ok ? null : bad.errors.scheduledDate).toBe('That date does not exist');
  });

  it('offers Monday to Sunday with Sunday as 0', () => {
    expect(DAY_OPTIONS.map((o) => `${o.label}=${o.value}`)).toEqual([
      'Monday=1',
      'Tuesday=2',
      'Wednesday=3',
      'Thursday=4',
      'Friday=5',
      'Saturday=6',
      'Sunday=0',
    ]);
  });
});
