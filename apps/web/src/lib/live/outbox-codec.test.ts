import { describe, expect, it } from 'vitest';
import type { Outbox } from './outbox';
import { deserializeOutbox, serializeOutbox } from './outbox-codec';

const box: Outbox = [
  { op: { opId: 'op-aaaaaaaa', kind: 'points', studentId: 4, delta: 3 }, sent: false, at: 10 },
  { op: { opId: 'op-bbbbbbbb', kind: 'class-points', delta: -1 }, sent: true, at: 11 },
  {
    op: { opId: 'op-cccccccc', kind: 'attendance', studentId: 4, status: 'late' },
    sent: true,
    at: 12,
    appliedAt: 8,
  },
  {
    op: { opId: 'op-ffffffff', kind: 'points', studentId: 5, delta: 1 },
    sent: true,
    at: 12,
    appliedAt: 9,
    acked: true,
  },
  { op: { opId: 'op-gggggggg', kind: 'group-points', groupId: 3, delta: 2 }, sent: false, at: 12 },
  {
    op: { opId: 'op-kkkkkkkk', kind: 'points', studentId: 4, delta: 2, skillId: 7 },
    sent: false,
    at: 12,
  },
  {
    op: { opId: 'op-llllllll', kind: 'class-points', delta: 0, skillId: 9 },
    sent: false,
    at: 12,
  },
  {
    op: { opId: 'op-mmmmmmmm', kind: 'group-points', groupId: 3, delta: -1, skillId: 8 },
    sent: false,
    at: 12,
  },
  { op: { opId: 'op-dddddddd', kind: 'reset-points' }, sent: false, at: 13 },
  { op: { opId: 'op-eeeeeeee', kind: 'reset-attendance' }, sent: false, at: 14 },
  // An Undo tapped offline: after a reload it still takes the award back.
  { op: { opId: 'op-pppppppp', kind: 'undo', undoes: 'op-kkkkkkkk' }, sent: false, at: 15 },
];

describe('outbox persistence (a reload keeps unsent taps)', () => {
  it('round-trips every kind of op with its sent, applied and acknowledged marks', () => {
    expect(deserializeOutbox(serializeOutbox(box))).toEqual(box);
  });

  it('reads nothing from nothing, broken JSON or another format', () => {
    expect(deserializeOutbox(null)).toEqual([]);
    expect(deserializeOutbox('{not json')).toEqual([]);
    expect(deserializeOutbox(JSON.stringify({ v: 99, ops: [] }))).toEqual([]);
    expect(deserializeOutbox(JSON.stringify([1, 2]))).toEqual([]);
  });

  it('drops only the bad entries and duplicate ids, keeping the rest', () => {
    const stored = JSON.parse(serializeOutbox(box)) as { v: number; ops: unknown[] };
    stored.ops.push(
      { op: { opId: 'short', kind: 'points', studentId: 1, delta: 1 }, sent: false, at: 1 },
      { op: { opId: 'op-ffffffff', kind: 'points', studentId: 1, delta: 0 }, sent: false, at: 1 },
      { op: { opId: 'op-gggggggg', kind: 'points', studentId: -1, delta: 1 }, sent: false, at: 1 },
      { op: { opId: 'op-hhhhhhhh', kind: 'attendance', studentId: 1, status: 'asleep' } },
      { op: { opId: 'op-iiiiiiii', kind: 'teleport' } },
      // A skill that is not an id, and a 0 without a skill, are not awards.
      { op: { opId: 'op-nnnnnnnn', kind: 'points', studentId: 1, delta: 1, skillId: 'x' } },
      { op: { opId: 'op-oooooooo', kind: 'class-points', delta: 0 } },
      // An undo of nothing that could be an op.
      { op: { opId: 'op-qqqqqqqq', kind: 'undo', undoes: 7 } },
      { op: { opId: 'op-rrrrrrrr', kind: 'undo' } },
      { op: { opId: 'op-aaaaaaaa', kind: 'points', studentId: 4, delta: 9 }, sent: false, at: 1 },
      'garbage',
      null,
    );
    expect(deserializeOutbox(JSON.stringify(stored))).toEqual(box);
  });

  it('treats a missing sent mark as unsent and a missing time as long ago', () => {
    const text = JSON.stringify({
      v: 1,
      ops: [{ op: { opId: 'op-jjjjjjjj', kind: 'class-points', delta: 2 } }],
    });
    expect(deserializeOutbox(text)).toEqual([
      { op: { opId: 'op-jjjjjjjj', kind: 'class-points', delta: 2 }, sent: false, at: 0 },
    ]);
  });
});
