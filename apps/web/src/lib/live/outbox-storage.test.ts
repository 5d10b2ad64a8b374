import { SENT_OP_MAX_AGE_MS } from '@classbeam/contracts/constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PendingOp } from './outbox';
import { serializeOutbox } from './outbox-codec';
import { loadOutbox, saveOutbox } from './outbox-storage';

/** The browser's storage as far as the outbox uses it (these unit tests run without a DOM). */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const tap = (opId: string, at: number, sent: boolean): PendingOp => ({
  op: { opId, kind: 'points', studentId: 7, delta: 1 },
  sent,
  at,
});

describe('loadOutbox: a class opened again after days away', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    Object.assign(globalThis, { localStorage: storage });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('does not resend a tap sent before the server may have forgotten its id, and forgets it in storage too', () => {
    const now = Date.UTC(2026, 10, 27, 9);
    const week = 7 * 24 * 60 * 60 * 1000;
    storage.setItem(
      'classbeam.outbox.3',
      serializeOutbox([
        // Sent by the keepalive as the page closed a week ago; the answer was never read.
        tap('op-lastweek-sent', now - week, true),
        // Tapped offline a week ago and never handed to the network: it cannot have applied.
        tap('op-lastweek-unsent', now - week, false),
        tap('op-today-sent-01', now - 60_000, true),
      ]),
    );
    const outbox = loadOutbox(3, now);
    expect(outbox.map((p) => p.op.opId)).toEqual(['op-lastweek-unsent', 'op-today-sent-01']);
    saveOutbox(3, outbox);
    expect(storage.getItem('classbeam.outbox.3')).not.toContain('op-lastweek-sent');
    // Just inside the age, a sent op is still resent: the server remembers its id.
    storage.setItem(
      'classbeam.outbox.4',
      serializeOutbox([tap('op-recent-sent-1', now - SENT_OP_MAX_AGE_MS + 60_000, true)]),
    );
    expect(loadOutbox(4, now).map((p) => p.op.opId)).toEqual(['op-recent-sent-1']);
  });
});
