import type { Operation, StudentLive } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import { applyTotals, knowsAll, overlay } from './live-ops';

const roster: StudentLive[] = [
  { id: 1, points: 5, attendanceStatus: 'present' },
  { id: 2, points: 7, attendanceStatus: 'absent' },
  { id: 3, points: -2, attendanceStatus: 'late' },
];
const op = (o: Omit<Operation, 'opId'> & Partial<Operation>) =>
  ({ opId: 'op-00000001', ...o }) as Operation;

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
