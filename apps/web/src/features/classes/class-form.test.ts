import { MESSAGES } from '@classbeam/contracts/messages';
import { describe, expect, it } from 'vitest';
import { activateLocale, loadCatalogues } from '../../lib/i18n/activate';
import {
  type ClassFormValues,
  checkClassForm,
  dayOptions,
  EMPTY_CLASS_FORM,
  formValuesOf,
} from './class-form';

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
      { ...EMPTY_CLASS_FORM, name: ' Math 5B ', dayOfWeek: '1', kind: 'recurring' },
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
      { ...EMPTY_CLASS_FORM, name: 'Trip', scheduledDate: '2026-11-25', kind: 'one-time' },
      'u1',
    );
    expect(ok.ok && ok.payload.scheduledDate).toBe('2026-11-25');
    const bad = checkClassForm(
      { ...EMPTY_CLASS_FORM, name: 'Trip', scheduledDate: '2026-02-30', kind: 'one-time' },
      'u1',
    );
    expect(bad.ok ? null : bad.errors.scheduledDate).toBe('That date does not exist');
  });

  it('sends only the chosen kind: a weekday, a date, or neither, never both', () => {
    const both = { ...EMPTY_CLASS_FORM, name: 'Art', dayOfWeek: '3', scheduledDate: '2026-11-25' };
    const pick = (kind: ClassFormValues['kind']) => {
      const checked = checkClassForm({ ...both, kind }, 'u1');
      return checked.ok ? [checked.payload.dayOfWeek, checked.payload.scheduledDate] : checked;
    };
    expect(pick('recurring')).toEqual([3, null]);
    expect(pick('one-time')).toEqual([null, '2026-11-25']);
    expect(pick('unscheduled')).toEqual([null, null]);
    expect(checkClassForm({ ...EMPTY_CLASS_FORM, name: 'Art', kind: 'recurring' }, 'u1')).toEqual({
      ok: false,
      errors: { dayOfWeek: 'Pick the day it meets' },
    });
    expect(checkClassForm({ ...EMPTY_CLASS_FORM, name: '', kind: 'one-time' }, 'u1')).toEqual({
      ok: false,
      errors: { scheduledDate: 'Pick the date', name: MESSAGES.classNameRequired },
    });
  });

  it('starts the edit form from the class; one with both shows as recurring', () => {
    const cls = {
      id: 1,
      userId: 'u1',
      name: 'Art',
      grade: null,
      description: 'Clay',
      scheduledDate: '2026-11-25',
      dayOfWeek: 3,
      createdAt: '',
      updatedAt: '',
    };
    expect(formValuesOf(cls)).toEqual({
      name: 'Art',
      grade: '',
      description: 'Clay',
      scheduledDate: '2026-11-25',
      dayOfWeek: '3',
      kind: 'recurring',
    });
    expect(formValuesOf({ ...cls, dayOfWeek: null }).kind).toBe('one-time');
    expect(formValuesOf({ ...cls, dayOfWeek: null, scheduledDate: null }).kind).toBe('unscheduled');
  });

  it('offers Monday to Sunday with Sunday as 0', () => {
    expect(dayOptions().map((o) => `${o.label}=${o.value}`)).toEqual([
      'Monday=1',
      'Tuesday=2',
      'Wednesday=3',
      'Thursday=4',
      'Friday=5',
      'Saturday=6',
      'Sunday=0',
    ]);
  });

  it("says the contracts' refusal in the active language: a Spanish form reads Spanish", async () => {
    // The schema's message is the contracts' English (decision 0169); lib's catalogue has it.
    await loadCatalogues(['server-texts']);
    await activateLocale('es');
    try {
      const checked = checkClassForm({ ...EMPTY_CLASS_FORM, name: '   ' }, 'u1');
      expect(checked.ok ? null : checked.errors.name).toBe('El nombre de la clase es obligatorio');
      const long = checkClassForm({ ...EMPTY_CLASS_FORM, name: 'x'.repeat(101) }, 'u1');
      expect(long.ok ? null : long.errors.name).toMatch(
        /^El nombre de la clase debe tener como máximo \d+ caracteres$/,
      );
    } finally {
      await activateLocale('en');
    }
  });

  it("names the days in the active language, Monday first, as a choice starts ('Lunes')", async () => {
    await activateLocale('es');
    try {
      expect(dayOptions().map((o) => o.label)).toEqual([
        'Lunes',
        'Martes',
        'Miércoles',
        'Jueves',
        'Viernes',
        'Sábado',
        'Domingo',
      ]);
    } finally {
      await activateLocale('en');
    }
  });
});
