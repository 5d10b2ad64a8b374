import { describe, expect, it } from 'vitest';
import {
  COALESCE_WINDOW_MS,
  dropOps,
  enqueue,
  hasUnconfirmed,
  type Intent,
  markAcked,
  markApplied,
  markSent,
  mergeForStorage,
  nextBatch,
  type Outbox,
  settle,
  unseen,
  withoutStale,
} from './outbox';

function ids() {
  let n = 0;
  return () => {
    n += 1;
    return `op-test-${String(n).padStart(4, '0')}`;
  };
}

function tapAll(intents: Array<[Intent, number]>, start: Outbox = [], newId = ids()): Outbox {
  return intents.reduce((box, [intent, now]) => enqueue(box, intent, { now, newId }), start);
}

const plus = (studentId: number, delta = 1): Intent => ({ kind: 'points', studentId, delta });

describe('enqueue: coalescing taps', () => {
  it('merges taps on one student within the window into one delta with one id', () => {
    const box = tapAll([
      [plus(1), 1000],
      [plus(1), 1040],
      [plus(1), 1090],
    ]);
    expect(box).toHaveLength(1);
    expect(box[0]?.op).toEqual({ opId: 'op-test-0001', kind: 'points', studentId: 1, delta: 3 });
  });

  it('measures the window from the latest tap, and starts a new op after it', () => {
    const box = tapAll([
      [plus(1), 1000],
      [plus(1), 1000 + COALESCE_WINDOW_MS + 1],
    ]);
    expect(box.map((p) => p.op)).toMatchObject([{ delta: 1 }, { delta: 1 }]);
  });

  it('merges across taps on other students (point changes commute)', () => {
    const box = tapAll([
      [plus(1), 0],
      [plus(2), 10],
      [plus(1), 20],
      [{ kind: 'class-points', delta: 1 }, 30],
      [{ kind: 'class-points', delta: 1 }, 40],
    ]);
    expect(box.map((p) => p.op)).toMatchObject([
      { studentId: 1, delta: 2 },
      { studentId: 2, delta: 1 },
      { kind: 'class-points', delta: 2 },
    ]);
  });

  it('merges taps on one group, never with another group or the whole class', () => {
    const box = tapAll([
      [{ kind: 'group-points', groupId: 4, delta: 1 }, 0],
      [{ kind: 'group-points', groupId: 5, delta: 1 }, 10],
      [{ kind: 'group-points', groupId: 4, delta: 1 }, 20],
      [{ kind: 'class-points', delta: 1 }, 30],
    ]);
    expect(box.map((p) => p.op)).toMatchObject([
      { kind: 'group-points', groupId: 4, delta: 2 },
      { kind: 'group-points', groupId: 5, delta: 1 },
      { kind: 'class-points', delta: 1 },
    ]);
  });

  it('never merges across attendance or a reset (their order matters)', () => {
    const box = tapAll([
      [plus(1), 0],
      [{ kind: 'attendance', studentId: 1, status: 'absent' }, 10],
      [plus(1), 20],
      [{ kind: 'reset-points' }, 30],
      [plus(1), 40],
    ]);
    expect(box).toHaveLength(5);
  });

  it('never changes an op that was already sent (its id may be applied)', () => {
    const first = tapAll([[plus(1), 0]]);
    const sent = markSent(first, ['op-test-0001']);
    const box = tapAll([[plus(1), 10]], sent, () => 'op-test-0002');
    expect(box.map((p) => [p.op.opId, p.sent, p.op.kind === 'points' && p.op.delta])).toEqual([
      ['op-test-0001', true, 1],
      ['op-test-0002', false, 1],
    ]);
  });

  it('removes the op when taps cancel out (+1 then -1), since a zero delta is invalid', () => {
    const box = tapAll([
      [plus(1), 0],
      [plus(1, -1), 30],
    ]);
    expect(box).toEqual([]);
  });

  it('starts a new op instead of passing the contract bound of 100', () => {
    const box = tapAll([
      [plus(1, 100), 0],
      [plus(1), 10],
    ]);
    expect(box.map((p) => p.op)).toMatchObject([{ delta: 100 }, { delta: 1 }]);
  });
});

describe('enqueue: skill awards stay apart (decision 0158)', () => {
  const award = (studentId: number, skillId: number, delta = 1): Intent => ({
    kind: 'points',
    studentId,
    delta,
    skillId,
  });

  it('never merges an award with a plain tap on the same student, either way round', () => {
    const box = tapAll([
      [plus(1), 0],
      [award(1, 7), 10],
      [award(2, 7), 15],
      [plus(2), 20],
    ]);
    expect(box.map((p) => p.op)).toEqual([
      { opId: 'op-test-0001', kind: 'points', studentId: 1, delta: 1 },
      { opId: 'op-test-0002', kind: 'points', studentId: 1, delta: 1, skillId: 7 },
      { opId: 'op-test-0003', kind: 'points', studentId: 2, delta: 1, skillId: 7 },
      { opId: 'op-test-0004', kind: 'points', studentId: 2, delta: 1 },
    ]);
  });

  it('never merges two awards, of one skill or of two, on a student, a group or the class', () => {
    const box = tapAll([
      [award(1, 7), 0],
      [award(1, 7), 10],
      [award(1, 8, -1), 20],
      [{ kind: 'group-points', groupId: 3, delta: 2, skillId: 7 }, 30],
      [{ kind: 'group-points', groupId: 3, delta: 2, skillId: 7 }, 40],
      [{ kind: 'class-points', delta: 1, skillId: 7 }, 50],
      [{ kind: 'class-points', delta: -1, skillId: 8 }, 60],
    ]);
    expect(box).toHaveLength(7);
    expect(new Set(box.map((p) => p.op.opId)).size).toBe(7);
  });

  it('keeps a reminder (0 points): it is sent, not cancelled out', () => {
    const box = tapAll([
      [{ kind: 'class-points', delta: 1 }, 0],
      [{ kind: 'class-points', delta: 0, skillId: 9 }, 10],
    ]);
    expect(box.map((p) => p.op)).toEqual([
      { opId: 'op-test-0001', kind: 'class-points', delta: 1 },
      { opId: 'op-test-0002', kind: 'class-points', delta: 0, skillId: 9 },
    ]);
    expect(nextBatch(box)).toHaveLength(2);
  });

  it('still merges plain taps on a student across an award between them', () => {
    const box = tapAll([
      [plus(1), 0],
      [award(1, 7), 10],
      [plus(1), 20],
    ]);
    expect(box.map((p) => p.op)).toEqual([
      { opId: 'op-test-0001', kind: 'points', studentId: 1, delta: 2 },
      { opId: 'op-test-0002', kind: 'points', studentId: 1, delta: 1, skillId: 7 },
    ]);
  });
});

describe('acks, events and rejections', () => {
  const box = tapAll([
    [plus(1), 0],
    [plus(2), 500],
    [plus(3), 1000],
  ]);
  const [a, b, c] = box.map((p) => p.op.opId) as [string, string, string];

  it('nextBatch sends everything not yet acknowledged, oldest first, up to the cap', () => {
    expect(nextBatch(box).map((o) => o.opId)).toEqual([a, b, c]);
    expect(nextBatch(box, 2).map((o) => o.opId)).toEqual([a, b]);
    expect(nextBatch(markAcked(box, [a], 4)).map((o) => o.opId)).toEqual([b, c]);
    // Seen in an event is not acknowledged: a database crash can still lose it.
    expect(nextBatch(markApplied(box, [a], 4)).map((o) => o.opId)).toEqual([a, b, c]);
  });

  it('keeps acknowledged ops until the state we hold includes their version, then drops them', () => {
    const acked = markAcked(box, [a, b], 7);
    expect(settle(acked, 6)).toHaveLength(3); // the event with the totals has not come yet
    expect(settle(acked, 7).map((p) => p.op.opId)).toEqual([c]);
    expect(hasUnconfirmed(settle(acked, 7))).toBe(true);
    expect(hasUnconfirmed(settle(markAcked(acked, [c], 8), 8))).toBe(false);
  });

  it('keeps ops seen in an event but not acknowledged, without drawing them on a state that holds them', () => {
    const seen = markApplied(box, [a], 7);
    expect(settle(seen, 9)).toHaveLength(3);
    expect(unseen(seen, 6).map((p) => p.op.opId)).toEqual([a, b, c]);
    expect(unseen(seen, 7).map((p) => p.op.opId)).toEqual([b, c]);
  });

  it('keeps the earliest version an op is known to be in', () => {
    const twice = markApplied(markApplied(box, [a], 5), [a], 9);
    expect(twice[0]?.appliedAt).toBe(5);
    const acked = markAcked(twice, [a], 8);
    expect(acked[0]).toMatchObject({ appliedAt: 5, acked: true });
  });

  it('drops rejected ops outright (the screen rolls back)', () => {
    expect(dropOps(box, [b]).map((p) => p.op.opId)).toEqual([a, c]);
  });
});

describe('mergeForStorage: two tabs on one class share its storage', () => {
  const pending = (opId: string, sent = false) => ({
    op: { opId, kind: 'points' as const, studentId: 1, delta: 1 },
    sent,
    at: 0,
  });

  it("keeps the other tab's taps, oldest first, beside this tab's", () => {
    const stored = [pending('op-other-01'), pending('op-other-02')];
    const mine = [pending('op-mine-001')];
    expect(mergeForStorage(stored, mine, new Set(['op-mine-001'])).map((p) => p.op.opId)).toEqual([
      'op-other-01',
      'op-other-02',
      'op-mine-001',
    ]);
  });

  it('drops what this tab held and has settled, and never doubles what it still holds', () => {
    // op-shared-1 was loaded from storage and sent from here; op-mine-002 is still pending.
    const stored = [pending('op-shared-1'), pending('op-mine-002'), pending('op-other-03')];
    const held = new Set(['op-shared-1', 'op-mine-002']);
    const outbox = [pending('op-mine-002', true)];
    const merged = mergeForStorage(stored, outbox, held);
    expect(merged.map((p) => p.op.opId)).toEqual(['op-other-03', 'op-mine-002']);
    // This tab's copy wins: it knows the op was sent.
    expect(merged[1]?.sent).toBe(true);
  });

  it('writes nothing when no tab has anything pending', () => {
    expect(mergeForStorage([pending('op-gone-001')], [], new Set(['op-gone-001']))).toEqual([]);
  });
});

describe('withoutStale: ops the server may have forgotten', () => {
  it('drops sent ops older than the age, keeps newer sent ops and every op never sent', () => {
    const day = 24 * 60 * 60 * 1000;
    const now = 30 * day;
    const [oldSent, newSent, oldUnsent] = markSent(
      tapAll([
        [plus(1), now - 6 * day],
        [plus(2), now - day],
        [plus(3), now - 9 * day],
      ]),
      ['op-test-0001', 'op-test-0002'],
    );
    if (!oldSent || !newSent || !oldUnsent) throw new Error('ops');
    const box = [oldSent, newSent, oldUnsent];
    expect(withoutStale(box, now, 5 * day).map((p) => p.op.opId)).toEqual([
      'op-test-0002',
      'op-test-0003',
    ]);
    // Nothing to drop: the same outbox, so nothing re-renders.
    expect(withoutStale(box, now, 7 * day)).toBe(box);
  });
});
