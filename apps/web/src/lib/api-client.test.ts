import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient, hasCode, hasStatus } from './api-client';

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

// A real server on loopback: the client's headers and error handling are checked against what
// actually goes over the wire, not against a stubbed fetch.
let server: Server;
let seen: Seen[] = [];
let client: ReturnType<typeof createApiClient>;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      contentType: req.headers['content-type'],
      body,
    });
    const json = (status: number, payload: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    switch (req.url) {
      case '/api/auth/user':
        return json(401, { code: 'unauthorized', message: 'You must be signed in.' });
      case '/api/user-ok':
        return json(200, { id: 'u1', firstName: 'Ada' });
      case '/api/classes':
        return req.method === 'POST'
          ? json(201, { id: 3, ...(body ? JSON.parse(body) : {}) })
          : json(200, []);
      case '/api/classes/3':
        res.writeHead(204);
        return res.end();
      case '/api/classes/404':
        return json(404, { code: 'not_found', message: 'Class not found.' });
      case '/api/dob-wrong':
        return json(401, { code: 'authentication_failed', message: 'No.', triesLeft: 2 });
      case '/api/empty-error':
        res.writeHead(503, 'Service Unavailable');
        return res.end();
      case '/api/text-error':
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        return res.end('upstream exploded');
      default:
        return json(404, { code: 'not_found', message: 'Not found.' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  client = createApiClient(`http://127.0.0.1:${port}`);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

describe('api client', () => {
  it('reads the signed-out user as null when asked to treat 401 as empty', async () => {
    await expect(client.get('/api/auth/user', { on401: 'null' })).resolves.toBeNull();
  });

  it('still throws on a 401 by default', async () => {
    const error = await client.get('/api/auth/user').catch((e: unknown) => e);
    expect(hasStatus(error, 401)).toBe(true);
  });

  it('returns parsed JSON for ok reads', async () => {
    await expect(client.get('/api/user-ok', { on401: 'null' })).resolves.toEqual({
      id: 'u1',
      firstName: 'Ada',
    });
  });

  it('makes the message "<status>: <body>" and exposes the parsed {code, message}', async () => {
    const error = await client.get('/api/classes/404').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    const apiError = error as ApiRequestError;
    expect(apiError.message).toBe('404: {"code":"not_found","message":"Class not found."}');
    expect(apiError.status).toBe(404);
    expect(apiError.apiError).toEqual({ code: 'not_found', message: 'Class not found.' });
    expect(hasCode(error, 'not_found')).toBe(true);
  });

  it("keeps a date of birth's tries left beside the code", async () => {
    const error = await client.get('/api/dob-wrong').catch((e: unknown) => e);
    expect((error as ApiRequestError).apiError).toEqual({
      code: 'authentication_failed',
      message: 'No.',
      triesLeft: 2,
    });
  });

  it('uses the status text when the body is empty', async () => {
    const error = await client.get('/api/empty-error').catch((e: unknown) => e);
    expect((error as Error).message).toBe('503: Service Unavailable');
    expect((error as ApiRequestError).apiError).toBeNull();
  });

  it('keeps a non-JSON body as text and has no code', async () => {
    const error = await client.get('/api/text-error').catch((e: unknown) => e);
    expect((error as Error).message).toBe('500: upstream exploded');
    expect((error as ApiRequestError).code).toBeNull();
  });

  it('sends the JSON content type with a body', async () => {
    const created = await client.post<{ id: number; name: string }>('/api/classes', {
      name: 'Math 5B',
    });
    expect(created).toEqual({ id: 3, name: 'Math 5B' });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
      body: '{"name":"Math 5B"}',
    });
  });

  it('sends no content type without a body, and tolerates an empty 204', async () => {
    await expect(client.delete('/api/classes/3')).resolves.toBeUndefined();
    await client.post('/api/classes');
    await client.get('/api/classes');
    expect(seen.map((s) => [s.method, s.contentType, s.body])).toEqual([
      ['DELETE', undefined, ''],
      ['POST', undefined, ''],
      ['GET', undefined, ''],
    ]);
  });
});
