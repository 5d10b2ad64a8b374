import type { StudentLive } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import {
  type Mirror,
  receiveAck,
  receiveGroupsChanged,
  receiveSnapshot,
  receiveStudentsChanged,
  receiveVersion,
  sequence,
  shownStudents,
} from './mirror';
import { enqueue, markSent, nextBatch } from './outbox';

const ada: StudentLive = { id: 1, points: 5, attendanceStatus: 'present' };
const bo: StudentLive = { id: 2, points: 5, attendanceStatus: 'present' };

/** A mirror at version 10 with one pending +1 for Ada that has been sent. */
function withPendingTap(): Mirror<StudentLive> {
  const outbox = enqueue(
    [],
    { kind: 'points', studentId: 1, delta: 1 },
    {
      now: 0,
      newId: () => 'op-tap-0001',
    },
  );
  return {
    version: 10,
    confirmed: [ada, bo],
    groups: [],
    outbox: markSent(outbox, ['op-tap-0001']),
  };
}
/** The event that applies our pending tap (Ada 5 -> 6) at `version`. */
const ourTapAt = (version: number) => ({
  version,
  students: [{ ...ada, points: 6 }],
  opIds: ['op-tap-0001'],
});
const shown = (m: Mirror<StudentLive>) => shownStudents(m).map((s) => s.points);

describe('sequence: version gap detection', () => {
  it('applies v+1, drops v and older, and calls anything beyond v+1 a gap', () => {
    expect(sequence(10, 11)).toBe('next');
    expect(sequence(10, 10)).toBe('stale');
    expect(sequence(10, 3)).toBe('stale');
    expect(sequence(10, 12)).toBe('gap');
  });
});

describe('students:changed', () => {
  it('applies the next event and stops drawing our op it names: counted once, no dip', () => {
    const before = withPendingTap();
    expect(shown(before)).toEqual([6, 5]);
    const { mirror, resync } = receiveStudentsChanged(before, ourTapAt(11));
    expect(resync).toBe(false);
    expect(mirror.version).toBe(11);
    expect(shown(mirror)).toEqual([6, 5]);
    // Seen is not stored: until the ack says the database has it, the op is kept and resent.
    expect(nextBatch(mirror.outbox).map((op) => op.opId)).toEqual(['op-tap-0001']);
    const { mirror: acked } = receiveAck(mirror, {
      version: 11,
      done: ['op-tap-0001'],
      rejected: [],
    });
    expect(acked.outbox).toEqual([]);
    expect(shown(acked)).toEqual([6, 5]);
  });

  it('an op seen in an event, then lost with its commit in a database crash, stays on screen, is sent again and shown once', () => {
    const { mirror } = receiveStudentsChanged(withPendingTap(), ourTapAt(11));
    // The database restarted without that commit; versions moved on past it, and the
    // snapshot says it does not hold the op the device asked about.
    const after = receiveSnapshot(
      mirror,
      { version: 1_000_011, students: [ada, bo], groups: [], held: [] },
      true,
      ['op-tap-0001'],
    );
    expect(shown(after)).toEqual([6, 5]);
    expect(nextBatch(after.outbox).map((op) => op.opId)).toEqual(['op-tap-0001']);
    // The resend applies it (the id was lost with the commit) and the event brings it in.
    const { mirror: back } = receiveStudentsChanged(after, ourTapAt(1_000_012));
    expect(shown(back)).toEqual([6, 5]);
    expect(back.outbox).toHaveLength(1);
  });

  it('an op seen in an event that survived the crash is counted once after the snapshot', () => {
    const { mirror } = receiveStudentsChanged(withPendingTap(), ourTapAt(11));
    const after = receiveSnapshot(
      mirror,
      {
        version: 1_000_011,
        students: [{ ...ada, points: 6 }, bo],
        groups: [],
        held: ['op-tap-0001'],
      },
      true,
      ['op-tap-0001'],
    );
    expect(shown(after)).toEqual([6, 5]);
    // Still resent until acknowledged; the ack then lets it go without a dip.
    expect(nextBatch(after.outbox).map((op) => op.opId)).toEqual(['op-tap-0001']);
    const { mirror: acked } = receiveAck(after, {
      version: 1_000_011,
      done: ['op-tap-0001'],
      rejected: [],
    });
    expect(acked.outbox).toEqual([]);
    expect(shown(acked)).toEqual([6, 5]);
  });

  it("keeps our tap on top of another device's change", () => {
    const { mirror } = receiveStudentsChanged(withPendingTap(), {
      version: 11,
      students: [{ id: 1, points: 8, attendanceStatus: 'present' }],
      opIds: ['op-other-device'],
    });
    expect(shown(mirror)).toEqual([9, 5]);
  });

  it('ignores an old event but stops drawing the ops it names (the snapshot had them)', () => {
    const { mirror, resync } = receiveStudentsChanged(withPendingTap(), {
      version: 9,
      students: [{ id: 1, points: 100, attendanceStatus: 'absent' }],
      opIds: ['op-tap-0001'],
    });
    expect(resync).toBe(false);
    expect(mirror.confirmed).toEqual([ada, bo]);
    expect(shown(mirror)).toEqual([5, 5]);
  });

  it('on a gap asks for a snapshot and keeps showing the tap until it arrives', () => {
    const { mirror, resync } = receiveStudentsChanged(withPendingTap(), ourTapAt(13));
    expect(resync).toBe(true);
    expect(mirror.version).toBe(10);
    expect(shown(mirror)).toEqual([6, 5]);
    const after = receiveSnapshot(
      mirror,
      { version: 13, students: [{ ...ada, points: 6 }, bo], groups: [] },
      true,
    );
    expect(shown(after)).toEqual([6, 5]);
  });

  it('asks for a snapshot when the totals name a student we do not have', () => {
    const { mirror, resync } = receiveStudentsChanged(withPendingTap(), {
      version: 11,
      students: [{ id: 3, points: 5, attendanceStatus: 'present' }],
      opIds: [],
    });
    expect(resync).toBe(true);
    expect(mirror.version).toBe(10);
  });
});

describe('acks', () => {
  it('done: the op stays on screen until the event with its version, then goes', () => {
    const { mirror } = receiveAck(withPendingTap(), {
      version: 11,
      done: ['op-tap-0001'],
      rejected: [],
    });
    expect(shown(mirror)).toEqual([6, 5]);
    const { mirror: after } = receiveStudentsChanged(mirror, ourTapAt(11));
    expect(after.outbox).toEqual([]);
    expect(shown(after)).toEqual([6, 5]);
  });

  it('done for an op applied before (a resend): dropped at once', () => {
    const { mirror } = receiveAck(withPendingTap(), {
      version: 10,
      done: ['op-tap-0001'],
      rejected: [],
    });
    expect(mirror.outbox).toEqual([]);
  });

  it('rejected: rolled back on screen and reported', () => {
    const { mirror, rejected } = receiveAck(withPendingTap(), {
      version: 10,
      done: [],
      rejected: [{ opId: 'op-tap-0001', code: 'not_found', message: 'Student not found.' }],
    });
    expect(shown(mirror)).toEqual([5, 5]);
    expect(rejected).toHaveLength(1);
  });
});

describe('snapshots and version-only events', () => {
  it('a snapshot older than what we hold is ignored once loaded', () => {
    const m = withPendingTap();
    expect(receiveSnapshot(m, { version: 9, students: [], groups: [] }, true)).toBe(m);
    expect(receiveSnapshot(m, { version: 9, students: [], groups: [] }, false).version).toBe(9);
  });

  it('a snapshot that holds an op whose ack and event were lost with the connection counts it once', () => {
    const m = receiveSnapshot(
      withPendingTap(),
      { version: 11, students: [{ ...ada, points: 6 }, bo], groups: [], held: ['op-tap-0001'] },
      true,
      ['op-tap-0001'],
    );
    expect(shown(m)).toEqual([6, 5]);
  });

  it('a snapshot keeps unconfirmed ops on top (they are resent next)', () => {
    const m = receiveSnapshot(
      withPendingTap(),
      { version: 12, students: [{ ...ada, points: 2 }, bo], groups: [] },
      true,
    );
    expect(shown(m)).toEqual([3, 5]);
  });

  it('class:changed moves the version on; a jump asks for a snapshot', () => {
    const team = [{ id: 4, name: 'Dolphins', color: '#3B82F6', members: [{ id: 2, name: 'Bo' }] }];
    const grouped = receiveGroupsChanged(withPendingTap(), { version: 11, groups: team });
    expect(grouped).toMatchObject({ mirror: { version: 11, groups: team }, resync: false });
    expect(receiveGroupsChanged(withPendingTap(), { version: 13, groups: team })).toMatchObject({
      mirror: { version: 10, groups: [] },
      resync: true,
    });
    expect(receiveVersion(withPendingTap(), 11)).toMatchObject({
      mirror: { version: 11 },
      resync: false,
    });
    expect(receiveVersion(withPendingTap(), 12)).toMatchObject({
      mirror: { version: 10 },
      resync: true,
    });
    expect(receiveVersion(withPendingTap(), 10).resync).toBe(false);
  });
});
