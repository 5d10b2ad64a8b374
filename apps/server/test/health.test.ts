import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/database';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded';
import { HEALTH_WAIT_MS, healthRoute } from '../src/http/health';
import { createTestContext, ORIGIN, type TestContext } from './context';

/*
 * GET /api/health is what the image's HEALTHCHECK, a proxy or a monitor asks: 200 while the
 * instance can serve a lesson, 503 while its database cannot answer, and nothing more.
 */
const UNAVAILABLE = {
  code: 'service_unavailable',
  message: 'The service is briefly unavailable. Please try again.',
};

describe('GET /api/health', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'classbeam-health-'));
  let pg: EmbeddedDatabase | undefined;
  let ctx: TestContext | undefined;
  afterAll(async () => {
    await ctx?.close();
    await pg?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 200 with a small body to anyone, and 503 while its database restarts, 200 again after', async () => {
    pg = await startEmbeddedPostgres(dir);
    const port = Number(new URL(pg.url).port);
    ctx = await createTestContext({}, pg.url);
    const health = () => ctx?.app.inject({ method: 'GET', url: '/api/health' });

    const up = await health();
    expect(up?.statusCode).toBe(200);
    expect(up?.json()).toEqual({ status: 'ok' });
    // A probe every few seconds must not leave a session behind, nor be cached by a proxy.
    expect(up?.headers['set-cookie']).toBeUndefined();
    expect(up?.headers['cache-control']).toBe('no-store');

    await pg.stop();
    const down = await health();
    expect(down?.statusCode).toBe(503);
    expect(down?.json()).toEqual(UNAVAILABLE);

    pg = await startEmbeddedPostgres(dir, () => {}, { port });
    const back = await health();
    expect(back?.statusCode).toBe(200);
    expect(back?.json()).toEqual({ status: 'ok' });
  }, 60_000);

  it('answers 503 in time when the database takes connections but never answers', async () => {
    // A database that hangs (stopped, or its disk stuck): the check must not hang with it.
    const held: net.Socket[] = [];
    const silent = net.createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address() as net.AddressInfo;
    const db = createDb(
      `postgres://classbeam:secret-password-1@127.0.0.1:${address.port}/classbeam`,
    );
    // The route alone: a whole app would wait on this database before its first answer.
    const app = Fastify();
    healthRoute(app, db);
    try {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      const took = performance.now() - t0;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
      expect(took).toBeGreaterThanOrEqual(HEALTH_WAIT_MS - 50);
      expect(took).toBeLessThan(HEALTH_WAIT_MS + 1500);
      // Nothing about the database reaches the caller: not its address, not its password.
      expect(res.body).not.toMatch(/127\.0\.0\.1|secret-password|classbeam:/);
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
      await app.close();
      await db.destroy().catch(() => {});
    }
  });

  it('says nothing about the software it runs: no version, no framework, no build', async () => {
    const res = await ctx?.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: ORIGIN },
    });
    expect(res?.statusCode).toBe(200);
    expect(Object.keys(res?.json() ?? {})).toEqual(['status']);
    expect(res?.body).not.toMatch(/\d+\.\d+/);
    expect(res?.headers['x-powered-by']).toBeUndefined();
    expect(res?.headers.server).toBeUndefined();
  });
});
