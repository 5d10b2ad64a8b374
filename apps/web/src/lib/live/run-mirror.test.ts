import type { ClassRun } from '@classbeam/contracts';
import { initialRun } from '@classbeam/domain';
import { describe, expect, it } from 'vitest';
import { type HeldRun, NO_RUN, runFromAck, runFromEvent, runFromSnapshot } from './run-mirror';

const at = (rev: number): ClassRun => ({ ...initialRun(), rev });
const held = (rev: number, version: number, aheadRev: number | null = null): HeldRun => ({
  run: at(rev),
  version,
  aheadRev,
});

describe('run:changed events', () => {
  it('apply when their class version is newer than the run we hold', () => {
    expect(runFromEvent(held(3, 10), { version: 11, run: at(4) })).toEqual(held(4, 11));
    // A gap still shows the newest run (the resync that follows fills in the rest).
    expect(runFromEvent(held(3, 10), { version: 14, run: at(6) })).toEqual(held(6, 14));
  });

  it('are dropped when the version is not newer', () => {
    const h = held(3, 10);
    expect(runFromEvent(h, { version: 10, run: at(9) })).toBe(h);
    expect(runFromEvent(h, { version: 7, run: at(1) })).toBe(h);
  });
});

describe('command answers', () => {
  it('show a newer run at once, before its event', () => {
    expect(runFromAck(held(3, 10), at(4))).toEqual(held(4, 10, 4));
    expect(runFromAck(NO_RUN, at(1))).toEqual({ run: at(1), version: 0, aheadRev: 1 });
  });

  it('never take the screen back to an older run', () => {
    const h = held(5, 12);
    expect(runFromAck(h, at(4))).toBe(h);
    expect(runFromAck(h, at(5))).toBe(h);
  });

  it('are not undone by an older event that was still on its way', () => {
    // Another device's command (rev 4) was broadcast after the server answered ours (rev 5).
    const shown = runFromAck(held(3, 10), at(5));
    const older = runFromEvent(shown, { version: 11, run: at(4) });
    expect(older.run?.rev).toBe(5);
    expect(older.version).toBe(11);
    // Our own event then confirms it and the wait is over.
    expect(runFromEvent(older, { version: 12, run: at(5) })).toEqual(held(5, 12));
  });
});

describe('snapshots', () => {
  it('replace the run unless events already took us past them', () => {
    expect(runFromSnapshot(NO_RUN, { version: 4, run: at(2) })).toEqual(held(2, 4));
    expect(runFromSnapshot(held(3, 10), { version: 10, run: at(3) })).toEqual(held(3, 10));
    const h = held(3, 10);
    expect(runFromSnapshot(h, { version: 9, run: at(2) })).toBe(h);
  });

  it('are the whole truth: a restarted server that began its revisions again is believed', () => {
    expect(runFromSnapshot(held(40, 10, 41), { version: 11, run: at(1) })).toEqual(held(1, 11));
  });
});
