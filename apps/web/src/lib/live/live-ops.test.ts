import type { Operation, StudentLive } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import { applyOperation, applyTotals, knowsAll, overlay } from './live-ops';

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

describe('overlay: confirmed state plus pending taps', () => {
  it('applies pending ops in order, so an absence before a class point counts', () => {
    const pending = [
      { op: op({ kind: 'attendance', studentId: 1, status: 'absent' }) },
      { op: op({ kind: 'class-points', delta: 2 }) },
      { op: op({ kind: 'points', studentId: 1, delta: 1 }) },
    ];
    const shown = overlay(roster, pending);
    expect(shown.map((s) => [s.points, s.attendanceStatus])).toEqual([
      [6, 'absent'],
      [7, 'absent'],
      [0, 'late'],
    ]);
    expect(roster[0]?.points).toBe(5); // the confirmed state is never mutated
  });

  it('is the confirmed state itself when nothing is pending', () => {
    expect(overlay(roster, [])).toBe(roster);
  });
});

describe('applyTotals: the new totals of a students:changed event', () => {
  it('writes points and attendance, keeps every other field', () => {
    const named = roster.map((s) => ({ ...s, name: `S${s.id}` }));
    const next = applyTotals(named, [{ id: 2, points: 9, attendanceStatus: 'present' }]);
    expect(next[1]).toEqual({ id: 2, points: 9, attendanceStatus: 'present', name: 'S2' });
    expect(next[0]).toBe(named[0]);
  });

  it('knowsAll spots totals for a student we have not loaded', () => {
    expect(knowsAll(roster, [{ id: 1, points: 1, attendanceStatus: 'present' }])).toBe(true);
    expect(knowsAll(roster, [{ id: 4, points: 1, attendanceStatus: 'present' }])).toBe(false);
  });
});
