import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestContext, ORIGIN, type Teacher, type TestContext } from './context';
import { addStudents } from './fixtures';

let ctx: TestContext;
let teacher: Teacher;
let classId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  teacher = await ctx.signUp();
  classId = (
    await ctx.request({
      method: 'POST',
      url: '/api/classes',
      as: teacher,
      payload: { name: 'Guarded' },
    })
  ).json().id;
});
afterAll(() => ctx.close());

const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];
const urlOf = (url: string) => url.replace(':id', String(classId));
const classCount = async () => (await ctx.db.selectFrom('classes').select('id').execute()).length;

describe('headers on every route (S7)', () => {
  it('every route answers with CSP default-src self, nosniff, no-referrer, and no-store on the API', async () => {
    // Its own teacher: GET /api/logout is among the routes and ends the session.
    const visitor = await ctx.signUp();
    for (const route of ctx.app.routeInventory) {
      const res = await ctx.request({
        method: route.method as 'GET',
        url: urlOf(route.url),
        as: visitor,
        headers: { origin: 'http://evil.test' },
      });
      const where = `${route.method} ${route.url}`;
      const csp = String(res.headers['content-security-policy']);
      expect(csp, where).toContain("default-src 'self'");
      expect(csp, where).toContain("object-src 'none'");
      expect(csp, where).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], where).toBe('nosniff');
      expect(res.headers['referrer-policy'], where).toBe('no-referrer');
      if (route.url.startsWith('/api/'))
        expect(res.headers['cache-control'], where).toBe('no-store');
    }
  });
});

describe('cross-site request forgery (S6)', () => {
  it('every unsafe route refuses a foreign Origin, a form body and a text/plain body, changing nothing', async () => {
    const unsafe = ctx.app.routeInventory.filter((r) => UNSAFE.includes(r.method));
    expect(unsafe.length).toBeGreaterThanOrEqual(4);
    const before = await classCount();
    const attempts = [
      {
        headers: { origin: 'http://evil.test', 'content-type': 'application/json' },
        payload: '{"name":"Evil"}',
      },
      {
        headers: {
          origin: 'http://evil.test',
          'sec-fetch-site': 'cross-site',
          'content-type': 'application/json',
        },
        payload: '{"name":"Evil"}',
      },
      {
        headers: {
          'sec-fetch-site': 'same-site',
          origin: 'http://sub.localhost',
          'content-type': 'application/json',
        },
        payload: '{"name":"Evil"}',
      },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=Evil' },
      { headers: { 'content-type': 'text/plain' }, payload: '{"name":"Evil"}' },
      {
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nEvil\r\n--x--',
      },
    ];
    for (const route of unsafe) {
      for (const attempt of attempts) {
        const res = await ctx.request({
          method: route.method as 'POST',
          url: urlOf(route.url),
          as: teacher,
          ...attempt,
        });
        expect(
          res.statusCode,
          `${route.method} ${route.url} ${JSON.stringify(attempt.headers)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
    // A request with no Origin and no Sec-Fetch-Site is not a browser we can vouch for either.
    const bare = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/classes/${classId}`,
      headers: { cookie: teacher.cookie },
    });
    expect(bare.statusCode).toBe(403);
    expect(await classCount()).toBe(before);
    const cls = await ctx.request({ method: 'GET', url: `/api/classes/${classId}`, as: teacher });
    expect(cls.json().name).toBe('Guarded');
  });

  it('GET never changes state: the same routes by GET either do not exist or only read', async () => {
    const res = await ctx.request({
      method: 'GET',
      url: '/api/classes',
      as: teacher,
      query: { name: 'ViaGet' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().some((c: { name: string }) => c.name === 'ViaGet')).toBe(false);
  });
});

describe('bounded, validated input (S5)', () => {
  // Every body here is wrong by construction on every route: not an object, an unknown key,
  // a name that is not a string, or a name over the bound.
  const notString = fc.jsonValue().filter((v) => typeof v !== 'string');
  const junk = fc.oneof(
    fc.jsonValue().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)),
    fc
      .dictionary(fc.string(), fc.jsonValue(), { maxKeys: 4 })
      .map((d) => ({ ...d, zz_unknown: 1 })),
    fc.record(
      { name: notString, dayOfWeek: fc.jsonValue(), scheduledDate: fc.jsonValue() },
      { requiredKeys: ['name'] },
    ),
    fc.record({
      name: fc.string({ minLength: 101, maxLength: 400 }).filter((n) => n.trim().length > 100),
    }),
    fc.record(
      { email: notString, password: fc.jsonValue(), firstName: fc.jsonValue() },
      { requiredKeys: ['email'] },
    ),
  );

  it('1,000 generated bad bodies per unsafe route: only 4xx, never 5xx, and no stray write', async () => {
    const targets = ctx.app.routeInventory.filter((r) =>
      ['POST', 'PATCH', 'PUT'].includes(r.method),
    );
    const before = await classCount();
    const usersBefore = (await ctx.db.selectFrom('users').select('id').execute()).length;
    for (const route of targets) {
      await fc.assert(
        fc.asyncProperty(junk, async (body) => {
          const res = await ctx.request({
            method: route.method as 'POST',
            url: urlOf(route.url),
            as: teacher,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expect(res.statusCode, `${route.method} ${route.url} ${res.body}`).toBeGreaterThanOrEqual(
            400,
          );
          expect(res.statusCode).toBeLessThan(500);
          expect(res.json().code).toMatch(/^[a-z_]+$/);
        }),
        { numRuns: 1000, seed: 20261121 },
      );
    }
    expect(await classCount()).toBe(before);
    expect((await ctx.db.selectFrom('users').select('id').execute()).length).toBe(usersBefore);
    // About 16 s alone; beside the other test files on two busy cores, up to twice that.
  }, 90_000);

  it('refuses bodies over the size cap with 413 and malformed JSON with 400', async () => {
    const big = await ctx.request({
      method: 'POST',
      url: '/api/classes',
      as: teacher,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('payload_too_large');
    const broken = await ctx.request({
      method: 'POST',
      url: '/api/classes',
      as: teacher,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      code: 'invalid_payload',
      message: 'The request body is not valid JSON.',
    });
  });
});

describe('values a schema would pass but PostgreSQL cannot store (S5)', () => {
  it('a NUL in any text field and an id past int4 are 400s that name the field, and change nothing', async () => {
    const [studentId] = await addStudents(ctx, teacher, classId, ['Ada Lovelace']);
    const TOO_BIG = 2 ** 31;
    const op = { opId: 'nul-check-0001' };
    const cases: [method: 'POST' | 'PATCH', url: string, body: object, field: RegExp][] = [
      [
        'POST',
        '/api/auth/signup',
        { email: 'nul@school.test', password: 'long-enough-77', firstName: 'Ann\u0000' },
        /^firstName: /,
      ],
      ['POST', '/api/classes', { name: 'Math\u00005B' }, /^name: /],
      ['PATCH', `/api/classes/${classId}`, { description: 'Room\u00004' }, /^description: /],
      ['POST', '/api/students', { classId, name: 'Grace\u0000' }, /^name: /],
      ['PATCH', `/api/students/${studentId}`, { notes: 'calm\u0000' }, /^notes: /],
      ['PATCH', `/api/students/${studentId}`, { goal: 'Focus\u0000' }, /^goal: /],
      ['PATCH', `/api/classes/${classId}/settings`, { classNotes: '\u0000' }, /^classNotes: /],
      [
        'POST',
        `/api/classes/${classId}/schedule-configurations`,
        { name: 'Monday\u0000', scheduleData: [{ name: 'Review', duration: 10 }] },
        /^name: /,
      ],
      ['POST', '/api/students', { classId: TOO_BIG, name: 'Grace' }, /^classId: /],
      [
        'POST',
        '/api/ops',
        { classId, ops: [{ ...op, kind: 'points', studentId: TOO_BIG, delta: 1 }] },
        /^ops\.0\.studentId: /,
      ],
      [
        'POST',
        '/api/ops',
        { classId, ops: [{ ...op, kind: 'attendance', studentId: TOO_BIG, status: 'late' }] },
        /^ops\.0\.studentId: /,
      ],
    ];
    const studentsBefore = (await ctx.db.selectFrom('students').select('id').execute()).length;
    const classesBefore = await classCount();
    for (const [method, url, body, field] of cases) {
      const res = await ctx.request({
        method,
        url,
        as: url === '/api/auth/signup' ? null : teacher,
        payload: body,
      });
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(400);
      expect(res.json().code).toBe('invalid_payload');
      expect(res.json().message, `${method} ${url}`).toMatch(field);
    }
    expect(await classCount()).toBe(classesBefore);
    expect((await ctx.db.selectFrom('students').select('id').execute()).length).toBe(
      studentsBefore,
    );
    const after = (
      await ctx.request({ method: 'GET', url: `/api/classes/${classId}/students`, as: teacher })
    ).json()[0];
    expect(after).toMatchObject({ name: 'Ada Lovelace', notes: '', points: 5 });
    expect(after.goal ?? '').toBe('');
    expect(
      (
        await ctx.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'nul@school.test')
          .execute()
      ).length,
    ).toBe(0);
  });

  it('a body nested deeper than any schema is a 400, not a stack overflow', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const res = await ctx.request({
      method: 'POST',
      url: '/api/classes',
      as: teacher,
      headers: { 'content-type': 'application/json' },
      payload: `{"name":${deep}}`,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('server errors', () => {
  it('a 5xx reveals nothing internal', async () => {
    const app = await buildApp({ config: ctx.config, db: ctx.db });
    app.get('/api/boom', async () => {
      throw new Error('connection to 10.0.0.5 failed: password "hunter2"');
    });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/boom',
        headers: { origin: ORIGIN },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: 'internal',
        message: 'Something went wrong on our side. Please try again.',
      });
      expect(res.body).not.toContain('hunter2');
    } finally {
      await app.close();
    }
  });

  it('an unknown API path answers a JSON 404', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/nope', as: teacher });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Not found.' });
  });
});
