import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, listening, ORIGIN, type TestContext } from './context';

/*
 * POST /api/test/clock (TEST_CLOCK=1, end-to-end runs only) moves the class run's time for
 * every class without a sign-in. Only this machine may move it: the caller's own socket address
 * decides, never a header a client or a proxy wrote.
 */
let ctx: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  [ctx, proxied] = await Promise.all([
    createTestContext({ testClock: true }),
    createTestContext({ testClock: true, trustProxy: true }),
  ]);
});
afterAll(() => Promise.all([ctx.close(), proxied.close()]));

const MINUTE = 60_000;

const jump = (
  on: TestContext,
  remoteAddress: string,
  headers: Record<string, string> = {},
  ms = MINUTE,
) =>
  on.request({
    method: 'POST',
    url: '/api/test/clock',
    remoteAddress,
    headers,
    payload: { ms },
  });

/** Whether the server's time moved by about `ms` since `before` (not by the jump refused). */
const movedBy = (on: TestContext, before: number, ms: number) => {
  const moved = on.app.clock.now() - before;
  return moved >= ms && moved < ms + 10_000;
};

describe('the test clock answers loopback callers only', () => {
  it.each(['127.0.0.1', '127.5.6.7', '::1', '::ffff:127.0.0.1'])(
    'from %s: moves the time',
    async (address) => {
      const before = ctx.app.clock.now();
      const res = await jump(ctx, address);
      expect(res.statusCode).toBe(200);
      expect(res.json().serverNow).toBeGreaterThanOrEqual(before + MINUTE);
      expect(movedBy(ctx, before, MINUTE)).toBe(true);
    },
  );

  it.each(['203.0.113.9', '10.0.0.2', '192.168.1.20', '::ffff:10.0.0.2', '2001:db8::1', '::2'])(
    'from %s: 403 forbidden, and the time stays',
    async (address) => {
      const before = ctx.app.clock.now();
      const res = await jump(ctx, address);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'forbidden',
        message: 'The test clock can only be moved from the machine the server runs on.',
      });
      expect(movedBy(ctx, before, 0)).toBe(true);
    },
  );

  it('behind a trusted proxy, X-Forwarded-For: 127.0.0.1 from another machine is refused', async () => {
    for (const forwarded of ['127.0.0.1', '::1', '127.0.0.1, 127.0.0.1']) {
      const before = proxied.app.clock.now();
      const res = await jump(proxied, '203.0.113.9', { 'x-forwarded-for': forwarded });
      expect(res.statusCode, forwarded).toBe(403);
      expect(res.json().code).toBe('forbidden');
      expect(movedBy(proxied, before, 0)).toBe(true);
    }
  });

  it('a request a proxy on this machine forwarded came from elsewhere: refused too', async () => {
    const before = proxied.app.clock.now();
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=198.51.100.4' },
      { 'x-real-ip': '198.51.100.4' },
    ];
    for (const headers of forwarded) {
      const res = await jump(proxied, '127.0.0.1', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(movedBy(proxied, before, 0)).toBe(true);
    // The same proxy set-up, called directly on this machine, still moves the time.
    expect((await jump(proxied, '127.0.0.1')).statusCode).toBe(200);
  });

  it('over a real loopback connection, as the end-to-end journeys call it', async () => {
    const base = await listening(ctx);
    const before = ctx.app.clock.now();
    const res = await fetch(`${base}/api/test/clock`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ ms: 2 * MINUTE }),
    });
    expect(res.status).toBe(200);
    expect(movedBy(ctx, before, 2 * MINUTE)).toBe(true);
  });

  it('refuses a bad body from loopback with invalid_payload, as before', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/test/clock',
      payload: { ms: -1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_payload');
  });
});
