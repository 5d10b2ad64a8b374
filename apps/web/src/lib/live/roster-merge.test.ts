import type { StudentDto } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import { removeStudent, upsertStudent } from './roster-merge';

const student = (id: number, extra: Partial<StudentDto> = {}): StudentDto => ({
  id,
  classId: 1,
  name: `Student ${id}`,
  avatarUrl: null,
  points: 5,
  attendanceStatus: 'present',
  row: null,
  notes: '',
  goal: '',
  hasBirthDate: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

describe('roster changes from HTTP answers', () => {
  it('inserts a new student in id order', () => {
    const next = upsertStudent([student(1), student(3)], student(2));
    expect(next.map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it('takes the new note and photo but keeps the versioned points and attendance', () => {
    const held = [student(1, { points: 9, attendanceStatus: 'late' })];
    const next = upsertStudent(
      held,
      student(1, { notes: 'Quiet today', avatarUrl: '/api/avatars/k' }),
    );
    expect(next[0]).toMatchObject({
      notes: 'Quiet today',
      avatarUrl: '/api/avatars/k',
      points: 9,
      attendanceStatus: 'late',
    });
  });

  it('removes a deleted student', () => {
    expect(removeStudent([student(1), student(2)], 1).map((s) => s.id)).toEqual([2]);
  });
});
