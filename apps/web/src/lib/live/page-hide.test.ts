import type { Operation } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import { keepaliveBody } from './page-hide';

const op = (i: number): Operation => ({
  opId: `op-${String(i).padStart(8, '0')}`,
  kind: 'points',
  studentId: i + 1,
  delta: 1,
});

describe('keepaliveBody: what fits in one request that outlives the page', () => {
  it('sends every op when the body is small', () => {
    const packed = keepaliveBody(7, [op(1), op(2)]);
    expect(JSON.parse(packed?.body ?? '')).toEqual({ classId: 7, ops: [op(1), op(2)] });
  });

  it('keeps the oldest ops under the 64 KiB keepalive cap', () => {
    const many = Array.from({ length: 2000 }, (_, i) => op(i));
    const packed = keepaliveBody(7, many);
    expect(packed?.body.length).toBeLessThanOrEqual(60_000);
    expect(packed?.sent[0]).toEqual(op(0));
    expect(packed?.sent.length).toBeGreaterThan(100);
  });

  it('has nothing to send without ops', () => {
    expect(keepaliveBody(7, [])).toBeNull();
  });
});
