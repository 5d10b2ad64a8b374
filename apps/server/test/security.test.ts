import { connect as connectTcp } from 'node:net';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ORIGIN, type Teacher, type TestContext } from './context';
import { addStudents, createClass, displayLink } from './fixtures';
import { sweep } from './scale';
import { setUpServer } from './set-up';

let ctx: TestContext;
let teacher: Teacher;
let classId: number;
/** A skill of that class, so the skill routes' bodies are read, not refused by a 404 first. */
let skillId: number;

setUpServer((s) => ({ ctx, teacher } = s));
beforeAll(async () => {
  classId = (
    await ctx.request({
      method: 'POST',
      url: '/api/classes',
      as: teacher,
      payload: { name: 'Guarded' },
    })
  ).json().id;
  skillId = (
    await ctx.request({ method: 'GET', url: `/api/classes/${classId}/skills`, as: teacher })
  ).json()[0].id;
});

const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];
const urlOf = (url: string) =>
  url.replace(':id', String(classId)).replace(':skillId', String(skillId));
const classCount = async () => (await ctx.db.selectFrom('classes').select('id').execute()).length;

describe('headers on every route (S7)', () => {
  it('every route answers with CSP default-src self, nosniff, no-referrer, a permissions policy, and no-store on the API', async () => {
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
      // The camera and the microphone for our own pages only; nothing else powerful.
      expect(res.headers['permissions-policy'], where).toMatch(
        /^camera=\(self\), microphone=\(self\), geolocation=\(\)/,
      );
      if (route.url.startsWith('/api/'))
        expect(res.headers['cache-control'], where).toBe('no-store');
    }
  });
});

describe('answers no Fastify route makes (S7, S5)', () => {
  it('/socket.io answers and a URL that cannot be decoded carry nosniff, and the latter our error body', async () => {
    const app = await buildApp({ config: ctx.config, db: ctx.db });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const answers = {
        handshake: await fetch(`${base}/socket.io/?EIO=4&transport=polling`, {
          headers: { origin: ORIGIN.replace('localhost', '127.0.0.1') },
        }),
        unknownTransport: await fetch(`${base}/socket.io/?EIO=4&transport=carrier-pigeon`),
        foreignOrigin: await fetch(`${base}/socket.io/?EIO=4&transport=polling`, {
          headers: { origin: 'http://evil.test' },
        }),
        badUrl: await fetch(`${base}/api/classes/%E0%A4%A`),
      };
      for (const [name, res] of Object.entries(answers)) {
        expect(res.headers.get('x-content-type-options'), name).toBe('nosniff');
        expect(res.headers.get('referrer-policy'), name).toBe('no-referrer');
        expect(res.headers.get('permissions-policy'), name).toContain('microphone=(self)');
        expect(res.headers.get('content-security-policy'), name).toContain("default-src 'self'");
        expect(res.headers.get('cache-control'), name).toBe('no-store');
      }
      // What Node's parser refuses before Fastify sees it: raw bytes on the wire.
      const raw = (request: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = connectTcp(Number(new URL(base).port), '127.0.0.1', () =>
            socket.end(request),
          );
          let text = '';
          socket.on('data', (chunk) => {
            text += chunk.toString('latin1');
          });
          socket.on('end', () => resolve(text));
          socket.on('error', reject);
        });
      const parserCases = {
        tabInUrl: 'GET /api/\tx HTTP/1.1\r\nHost: a\r\n\r\n',
        rawByteInUrl: 'GET /api/\xff HTTP/1.1\r\nHost: a\r\n\r\n',
        twoLengths:
          'POST /api/classes HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nx',
        hugeHeader: `GET /api/classes HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        // Valid HTTP/1.1, meant for proxies: it reached the routes without a session (a 500).
        absoluteForm: 'GET http://x/api/auth/user HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n',
      };
      for (const [name, request] of Object.entries(parserCases)) {
        const text = await raw(request);
        expect(text, name).toMatch(/^HTTP\/1\.1 4(00|31) /);
        expect(text.toLowerCase(), name).toContain('x-content-type-options: nosniff');
        const body = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
        expect(body.code, name).toBe('invalid_payload');
        expect(text, name).not.toContain('statusCode');
      }
      expect(answers.badUrl.status).toBe(400);
      expect(await answers.badUrl.json()).toEqual({
        code: 'invalid_payload',
        message: 'The request is malformed.',
      });
      // A route's own headers still win over the floor.
      const page = await fetch(`${base}/api/auth/user`);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    } finally {
      await app.close();
    }
  });
});

describe('routes that take no body (S5)', () => {
  it('every route refuses a body unless it reads one, and changes nothing', async () => {
    const classId = await createClass(ctx, teacher, 'Bodies');
    const [studentId] = await addStudents(ctx, teacher, classId, ['Body Check']);
    const link = await displayLink(ctx, teacher, classId);
    const groupId = (
      await ctx.request({
        method: 'POST',
        url: `/api/classes/${classId}/groups`,
        as: teacher,
        payload: { name: 'Kept' },
      })
    ).json().id;
    const config = (
      await ctx.request({
        method: 'POST',
        url: `/api/classes/${classId}/schedule-configurations`,
        as: teacher,
        payload: { name: 'Kept', scheduleData: [{ name: 'Reading', duration: 10 }] },
      })
    ).json();
    // A saved layout of two groups: loading it (were a body let through) would change the groups.
    const layout = (
      await ctx.request({
        method: 'POST',
        url: `/api/classes/${classId}/group-configurations`,
        as: teacher,
        payload: {
          name: 'Layout',
          groupData: [
            { name: 'Owls', members: [{ id: studentId, name: 'Body Check' }] },
            { name: 'Foxes', members: [] },
          ],
        },
      })
    ).json();
    expect(layout.id).toEqual(expect.any(Number));
    const urlFor = (url: string) =>
      url
        .replace('/api/group-configurations/:id', `/api/group-configurations/${layout.id}`)
        .replace('/api/students/:id', `/api/students/${studentId}`)
        .replace('/api/display-links/:id', `/api/display-links/${link.id}`)
        .replace('/api/schedule-configurations/:id', `/api/schedule-configurations/${config.id}`)
        .replace('/api/display/:token', `/api/display/${link.token}`)
        .replace(
          '/api/groups/:groupId/students/:studentId',
          `/api/groups/${groupId}/students/${studentId}`,
        )
        .replace('/api/groups/:id', `/api/groups/${groupId}`)
        .replace(':id', String(classId))
        .replace(':key', 'A'.repeat(22));
    const noBody = ctx.app.routeInventory.filter((r) => !r.takesBody);
    const counts = () =>
      Promise.all(
        [
          'classes',
          'students',
          'display_links',
          'schedule_configurations',
          'sessions',
          'groups',
          'group_members',
          'group_configurations',
          'keep_apart_pairs',
          'behavior_logs',
        ].map(
          async (table) =>
            (
              await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(
                ctx.db,
              )
            ).rows[0]?.n,
        ),
      );
    const before = await counts();
    const bodies = [
      { 'content-type': 'application/json', payload: '{}' },
      { 'content-type': 'application/json', payload: '{"name":"Evil"}' },
      { 'content-type': 'application/json', payload: '[]' },
      { 'content-type': 'application/json', payload: 'null' },
    ];
    for (const route of noBody) {
      for (const { payload, ...headers } of bodies) {
        const res = await ctx.request({
          method: route.method as 'POST',
          url: urlFor(route.url),
          as: teacher,
          headers,
          payload,
        });
        const where = `${route.method} ${route.url} ${payload}`;
        expect(res.statusCode, `${where} ${res.body}`).toBe(400);
        expect(res.json(), where).toEqual({
          code: 'invalid_payload',
          message: 'This request takes no body.',
        });
      }
    }
    console.log(`S5 no-body: ${noBody.length} routes x ${bodies.length} bodies refused`);
    expect(await counts()).toEqual(before);
    expect(
      (await ctx.request({ method: 'GET', url: '/api/auth/user', as: teacher })).json()?.id,
    ).toBe(teacher.user.id);
    // The routes that read a body, each validating it with a strict schema. A new one is
    // added here on purpose; forgetting TAKES_BODY makes a route refuse its body instead.
    expect(
      ctx.app.routeInventory.filter((r) => r.takesBody).map((r) => `${r.method} ${r.url}`),
    ).toEqual([
      'POST /api/auth/signup',
      'POST /api/auth/signin',
      'PATCH /api/auth/user',
      'DELETE /api/auth/user',
      'POST /api/classes',
      'PATCH /api/classes/:id',
      'POST /api/students',
      'PATCH /api/students/:id',
      'PUT /api/classes/:id/birth-dates',
      'POST /api/classes/:id/roster-import/preview',
      'POST /api/classes/:id/roster-import',
      'POST /api/ops',
      'PATCH /api/students/:id/points',
      'POST /api/classes/:id/adjust-all-points',
      'POST /api/groups/:groupId/adjust-points',
      'PATCH /api/classes/:id/settings',
      'POST /api/classes/:id/schedule-configurations',
      'PUT /api/schedule-configurations/:id',
      'POST /api/classes/:id/groups',
      'PATCH /api/groups/:id',
      'POST /api/classes/:id/groups/random',
      'PUT /api/classes/:id/keep-apart',
      'POST /api/classes/:id/group-configurations',
      'PUT /api/group-configurations/:id',
      'POST /api/classes/:id/skills',
      'PATCH /api/classes/:id/skills/:skillId',
      'PUT /api/classes/:id/skills/order',
      'POST /api/classes/:id/skills/copy',
      'POST /api/classes/:id/class-configurations',
      'PUT /api/class-configurations/:id',
      'POST /api/classes/:id/students/:studentId/assessments',
      'PUT /api/classes/:id/self-assessment',
      'POST /api/classes/:id/assessment-sessions',
      'POST /api/classes/:id/assessment-sessions/:sessionId/assessment',
      'PATCH /api/classes/:id/report-settings',
      'PUT /api/students/:id/parent-note',
    ]);
    // Without a body, each of them works as before.
    const bare = await ctx.request({
      method: 'POST',
      url: `/api/classes/${classId}/reset-attendance`,
      as: teacher,
    });
    expect(bare.statusCode).toBe(200);
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

  // The unsafe routes in shards, each a test with its own bound: one test over all of them
  // grew with every step (45 s alone by Step 6, twice that on two busy cores).
  const SHARDS = 6;
  it.each(Array.from({ length: SHARDS }, (_, shard) => shard))(
    '1,000 generated bad bodies per unsafe route, shard %i of 6: only 4xx, never 5xx, and no stray write',
    async (shard) => {
      const targets = ctx.app.routeInventory
        .filter((r) => ['POST', 'PATCH', 'PUT'].includes(r.method))
        .filter((_, i) => i % SHARDS === shard);
      expect(targets.length).toBeGreaterThan(0);
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
            expect(
              res.statusCode,
              `${route.method} ${route.url} ${res.body}`,
            ).toBeGreaterThanOrEqual(400);
            expect(res.statusCode).toBeLessThan(500);
            expect(res.json().code).toMatch(/^[a-z_]+$/);
          }),
          { numRuns: sweep(1000, 100), seed: 20261121 },
        );
      }
      expect(await classCount()).toBe(before);
      expect((await ctx.db.selectFrom('users').select('id').execute()).length).toBe(usersBefore);
    },
    90_000,
  );

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
    const cases: [method: 'POST' | 'PATCH' | 'PUT', url: string, body: object, field: RegExp][] = [
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
        'PATCH',
        `/api/classes/${classId}/settings`,
        { boardPrivacy: 'no-points\u0000' },
        /^boardPrivacy: /,
      ],
      [
        'PATCH',
        `/api/classes/${classId}/settings`,
        { awardSoundDeviceLabel: 'Laptop\u0000' },
        /^awardSoundDeviceLabel: /,
      ],
      [
        'POST',
        `/api/classes/${classId}/schedule-configurations`,
        { name: 'Monday\u0000', scheduleData: [{ name: 'Review', duration: 10 }] },
        /^name: /,
      ],
      [
        'POST',
        `/api/classes/${classId}/group-configurations`,
        {
          name: 'Layout',
          groupData: [{ name: 'Owls', members: [{ id: studentId, name: 'Ada\u0000' }] }],
        },
        /^groupData\.0\.members\.0\.name: /,
      ],
      ['POST', `/api/classes/${classId}/groups`, { name: 'Owls\u0000' }, /^name: /],
      [
        'POST',
        `/api/classes/${classId}/skills`,
        { name: 'Kind\u0000', icon: 'heart', weight: 1 },
        /^name: /,
      ],
      [
        'POST',
        '/api/ops',
        { classId, ops: [{ ...op, kind: 'points', studentId, delta: 1, skillId: TOO_BIG }] },
        /^ops\.0\.skillId: /,
      ],
      ['POST', '/api/students', { classId: TOO_BIG, name: 'Grace' }, /^classId: /],
      [
        'PUT',
        `/api/classes/${classId}/keep-apart`,
        { pairs: [[studentId, TOO_BIG]] },
        /^pairs\.0\.1: /,
      ],
      [
        'POST',
        `/api/classes/${classId}/group-configurations`,
        { name: 'Layout', groupData: [{ name: 'Owls', members: [{ id: TOO_BIG, name: 'Ada' }] }] },
        /^groupData\.0\.members\.0\.id: /,
      ],
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
      [
        'POST',
        '/api/ops',
        { classId, ops: [{ ...op, kind: 'group-points', groupId: TOO_BIG, delta: 1 }] },
        /^ops\.0\.groupId: /,
      ],
    ];
    const studentsBefore = (await ctx.db.selectFrom('students').select('id').execute()).length;
    const groupRows = () =>
      Promise.all(
        (['groups', 'group_configurations', 'keep_apart_pairs'] as const).map(
          async (table) => (await ctx.db.selectFrom(table).select('class_id').execute()).length,
        ),
      );
    const groupsBefore = await groupRows();
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
    expect(await groupRows()).toEqual(groupsBefore);
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
  it("a header a route cannot send still gives our 500 body, never the framework's", async () => {
    const app = await buildApp({ config: ctx.config, db: ctx.db });
    app.get('/api/odd-header', async (_request, reply) =>
      reply.header('x-odd', 'caf\u00e9 \u{1F600}').send({ ok: true }),
    );
    app.get('/api/odd-redirect', async (_request, reply) =>
      reply.redirect('/a\r\nSet-Cookie: x=1'),
    );
    try {
      for (const url of ['/api/odd-header', '/api/odd-redirect']) {
        const res = await app.inject({ method: 'GET', url, headers: { origin: ORIGIN } });
        expect(res.statusCode, url).toBe(500);
        expect(res.json(), url).toEqual({
          code: 'internal',
          message: 'Something went wrong on our side. Please try again.',
        });
        expect(res.headers['set-cookie']).toBeUndefined();
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    } finally {
      await app.close();
    }
  });

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
