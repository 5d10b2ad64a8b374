import { describe, expect, it } from 'vitest';
import { checkStudentForm, EMPTY_STUDENT_FORM } from './student-form';

describe('checkStudentForm', () => {
  it("requires a name, in the spec's words", () => {
    expect(checkStudentForm({ ...EMPTY_STUDENT_FORM, name: '   ' }, 3)).toEqual({
      ok: false,
      errors: { name: 'Student name is required' },
    });
  });

  it('bounds the name like the server does', () => {
    const result = checkStudentForm({ ...EMPTY_STUDENT_FORM, name: 'x'.repeat(81) }, 3);
    expect(result.ok).toBe(false);
  });

  it('builds the payload: trimmed name, row as a number or null, no empty birth date', () => {
    expect(checkStudentForm({ ...EMPTY_STUDENT_FORM, name: ' Ada ', row: '10' }, 3)).toEqual({
      ok: true,
      payload: { classId: 3, name: 'Ada', avatar: null, row: 10 },
    });
    expect(checkStudentForm({ ...EMPTY_STUDENT_FORM, name: 'Ada', row: '11' }, 3)).toMatchObject({
      payload: { row: null },
    });
  });

  it('sends a date of birth from the date input and refuses a malformed one', () => {
    expect(
      checkStudentForm({ ...EMPTY_STUDENT_FORM, name: 'Ada', birthDate: '2015-04-09' }, 3),
    ).toMatchObject({ ok: true, payload: { birthDate: '2015-04-09' } });
    expect(
      checkStudentForm({ ...EMPTY_STUDENT_FORM, name: 'Ada', birthDate: '9 April' }, 3).ok,
    ).toBe(false);
  });
});
