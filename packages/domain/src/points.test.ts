import type { Operation, StudentLive } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import { applyOperation } from './points';

const roster: StudentLive[] = [
  { id: 1, points: 5, attendanceStatus: 'present' },
  { id: 2, points: 7, attendanceStatus: 'absent' },
  { id: 3, points: -2, attendanceStatus: 'late' },
];
const op = (o: Omit<Operation, 'opId'> & Partial<Operation>) =>
  ({ opId: 'op-00000001', ...o }) as Operation;

describe('applyOperation: the same rules the server applies', () => {
  it('adds a delta to one student and leaves the others untouched (same objects)', () => {
    const next = applyOperation(roster, op({ kind: 'points', studentId: 3, delta: -1 }));
    expect(next.map((s) => s.points)).toEqual([5, 7, -3]);
    expect(next[0]).toBe(roster[0]);
  });

  it('adds a skill award like a plain point; a reminder (0) changes no student', () => {
    const award = applyOperation(
      roster,
      op({ kind: 'points', studentId: 1, delta: 3, skillId: 9 }),
    );
    expect(award.map((s) => s.points)).toEqual([8, 7, -2]);
    for (const reminder of [
      op({ kind: 'points', studentId: 1, delta: 0, skillId: 9 }),
      op({ kind: 'class-points', delta: 0, skillId: 9 }),
      op({ kind: 'group-points', groupId: 1, delta: 0, skillId: 9 }),
    ]) {
      const next = applyOperation(roster, reminder, [{ id: 1, members: [{ id: 1, name: 'A' }] }]);
      expect(next).toEqual(roster);
      for (const [i, s] of next.entries()) expect(s).toBe(roster[i]);
    }
  });

  it('gives a whole-class change to everyone but absent students', () => {
    const next = applyOperation(roster, op({ kind: 'class-points', delta: 1 }));
    expect(next.map((s) => s.points)).toEqual([6, 7, -1]);
  });

  it('sets attendance, resets points to 5 and attendance to present', () => {
    expect(
      applyOperation(roster, op({ kind: 'attendance', studentId: 1, status: 'late' }))[0]
        ?.attendanceStatus,
    ).toBe('late');
    expect(applyOperation(roster, op({ kind: 'reset-points' })).map((s) => s.points)).toEqual([
      5, 5, 5,
    ]);
    expect(
      applyOperation(roster, op({ kind: 'reset-attendance' })).map((s) => s.attendanceStatus),
    ).toEqual(['present', 'present', 'present']);
  });

  it('gives a group point to its members who are here, and to nobody else', () => {
    const groups = [
      {
        id: 7,
        members: [
          { id: 1, name: 'A' },
          { id: 2, name: 'B' },
        ],
      },
      { id: 8, members: [{ id: 3, name: 'C' }] },
    ];
    const next = applyOperation(roster, op({ kind: 'group-points', groupId: 7, delta: 2 }), groups);
    // Student 2 is absent: in the group, but not in the room.
    expect(next.map((s) => s.points)).toEqual([7, 7, -2]);
    expect(next[1]).toBe(roster[1]);
    // A group this device does not know (deleted meanwhile) changes nobody on screen.
    expect(
      applyOperation(roster, op({ kind: 'group-points', groupId: 9, delta: 1 }), groups),
    ).toEqual(roster);
  });

  it('ignores a student it does not know (deleted meanwhile)', () => {
    expect(applyOperation(roster, op({ kind: 'points', studentId: 99, delta: 1 }))).toEqual(roster);
  });
});
