import type { StudentDto } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import {
  birthDateIncomplete,
  checkEditStudent,
  checkStudentForm,
  EMPTY_STUDENT_FORM,
} from './student-form';

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
    // The teacher's date picker gets the teacher's words, not the students' MM/DD/YYYY ones.
    expect(
      checkStudentForm({ ...EMPTY_STUDENT_FORM, name: 'Ada', birthDate: '9 April' }, 3),
    ).toEqual({ ok: false, errors: { birthDate: birthDateIncomplete() } });
  });
});

describe('checkEditStudent', () => {
  const ada: StudentDto = {
    id: 7,
    classId: 3,
    name: 'Ada',
    avatarUrl: null,
    points: 5,
    attendanceStatus: 'present',
    row: 2,
    notes: '',
    goal: '',
    hasBirthDate: true,
    createdAt: '2026-11-25T08:00:00.000Z',
  };
  const same = { name: 'Ada', row: '2', birthDate: '', removeBirthDate: false };

  it('sends only what changed, and keeps the date on file when the field is left empty', () => {
    expect(checkEditStudent(same, ada)).toEqual({ ok: true, payload: {} });
    expect(checkEditStudent({ ...same, name: ' Ada L. ', row: '' }, ada)).toEqual({
      ok: true,
      payload: { name: 'Ada L.', row: null },
    });
  });

  it('replaces or removes the date of birth', () => {
    expect(checkEditStudent({ ...same, birthDate: '2015-04-09' }, ada)).toEqual({
      ok: true,
      payload: { birthDate: '2015-04-09' },
    });
    expect(
      checkEditStudent({ ...same, birthDate: '2015-04-09', removeBirthDate: true }, ada),
    ).toEqual({
      ok: true,
      payload: { birthDate: null },
    });
  });

  it('refuses an empty name', () => {
    expect(checkEditStudent({ ...same, name: '' }, ada).ok).toBe(false);
  });
});
