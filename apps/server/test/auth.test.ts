import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { MAX_ATTEMPTS } from '../src/modules/auth/login-limiter';
import { cookieFrom, createTestContext, ORIGIN, PUBLIC_ROUTES, type TestContext } from './context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const countSessions = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('sign up', () => {
  it('creates the teacher, signs them in and answers the user without the password hash', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: '  Ada@School.Test ',
        password: 'maple-syrup-42',
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'ada@school.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(res.body).not.toContain('scrypt');
    const me = await ctx.request({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: cookieFrom(res) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('ada@school.test');
    const stored = await ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'ada@school.test')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
  });

  it('refuses a taken email with 409 email_taken, whatever its case', async () => {
    await ctx.signUp({ email: 'taken@school.test' });
    const res = await ctx.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'TAKEN@school.test', password: 'another-good-one', firstName: 'B' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'email_taken',
      message: expect.stringContaining('already exists'),
    });
  });

  it.each([
    ['short', 'Password must be at least 8 characters.'],
    ['password', 'This password is too easy to guess. Choose a less common one.'],
    ['password123', 'This password is too easy to guess. Choose a less common one.'],
    ['aaaaaaaaaaaa', 'This password is too easy to guess. Choose a less common one.'],
    ['grace.hopper-1', 'Your password must not contain your email address.'],
  ])('refuses the weak password %j with its reason', async (password, message) => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'grace.hopper@school.test', password, firstName: 'Grace' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'weak_password', message });
  });

  it('refuses an invalid email and unknown fields with invalid_payload', async () => {
    const bad = await ctx.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'nope', password: 'maple-syrup-42', firstName: 'A' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'invalid_payload', message: 'Enter a valid email address' });
    const extra = await ctx.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: 'x@school.test',
        password: 'maple-syrup-42',
        firstName: 'A',
        isAdmin: true,
      },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().code).toBe('invalid_payload');
  });
});

describe('sign in and sessions', () => {
  it('signs in with the right password and refuses a wrong one with invalid_credentials', async () => {
    await ctx.signUp({ email: 'sign@school.test', password: 'blue-whale-77' });
    const wrong = await ctx.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'sign@school.test', password: 'blue-whale-78' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Email or password is incorrect.',
    });
    const unknown = await ctx.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'nobody@school.test', password: 'blue-whale-77' },
    });
    expect(unknown.json()).toEqual(wrong.json());
    const ok = await ctx.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'Sign@School.test', password: 'blue-whale-77' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe('sign@school.test');
  });

  it('answers 401 on the current-user call when signed out (S1: and stores no session for 100 anonymous visits)', async () => {
    const before = await countSessions();
    for (let i = 0; i < 100; i += 1) {
      const res = await ctx.request({
        method: 'GET',
        url: i % 2 ? '/api/auth/user' : '/api/classes',
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await countSessions()).toBe(before);
  });

  it('sets an HttpOnly SameSite=Lax cookie, Secure only in production (S2)', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'cookie@school.test', password: 'maple-syrup-42', firstName: 'C' },
    });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).not.toMatch(/Secure/);
    // In production the app sits behind a TLS proxy that it is told to trust.
    const prod = await createTestContext({ production: true, trustProxy: true });
    try {
      const p = await prod.request({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: 'p@school.test', password: 'maple-syrup-42', firstName: 'P' },
      });
      expect(String(p.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await prod.close();
    }
  });

  it('gives a new session id at sign-in, so an id planted before is worthless (S2)', async () => {
    const teacher = await ctx.signUp({ email: 'fixation@school.test', password: 'maple-syrup-42' });
    const again = await ctx.request({
      method: 'POST',
      url: '/api/auth/signin',
      as: teacher,
      payload: { email: 'fixation@school.test', password: 'maple-syrup-42' },
    });
    const fresh = cookieFrom(again);
    expect(fresh).not.toBe(teacher.cookie);
    const old = await ctx.request({ method: 'GET', url: '/api/auth/user', as: teacher });
    expect(old.statusCode).toBe(401);
    const now = await ctx.request({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: fresh },
    });
    expect(now.statusCode).toBe(200);
  });

  it('logout destroys the session row and the old cookie then fails on every route (S2)', async () => {
    const teacher = await ctx.signUp();
    const before = await countSessions();
    const out = await ctx.request({ method: 'GET', url: '/api/logout', as: teacher });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect(await countSessions()).toBe(before - 1);
    const getRoutes = ctx.app.routeInventory.filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api/') && !PUBLIC_ROUTES.has(`GET ${r.url}`),
    );
    expect(getRoutes.length).toBeGreaterThan(2);
    for (const route of getRoutes) {
      const res = await ctx.request({
        method: 'GET',
        url: route.url.replace(':id', '1'),
        as: teacher,
      });
      expect(res.statusCode, route.url).toBe(401);
    }
  });

  it('a logout link followed from another site does not sign the teacher out', async () => {
    const teacher = await ctx.signUp();
    const out = await ctx.request({
      method: 'GET',
      url: '/api/logout',
      as: teacher,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(out.statusCode).toBe(302);
    const me = await ctx.request({ method: 'GET', url: '/api/auth/user', as: teacher });
    expect(me.statusCode).toBe(200);
  });

  it('keeps the session across a server restart (S1)', async () => {
    const teacher = await ctx.signUp();
    const second = await buildApp({ config: ctx.config, db: ctx.db });
    try {
      const res = await second.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie: teacher.cookie, origin: ORIGIN },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(teacher.user.id);
    } finally {
      await second.close();
    }
  });

  it('/api/login shows the sign-in page, or home when already signed in', async () => {
    const anon = await ctx.request({ method: 'GET', url: '/api/login' });
    expect(anon.statusCode).toBe(302);
    expect(anon.headers.location).toBe('/sign-in');
    const next = await ctx.request({ method: 'GET', url: '/api/login?next=%2Fclassroom%2F4' });
    expect(next.headers.location).toBe('/sign-in?next=%2Fclassroom%2F4');
    const evil = await ctx.request({ method: 'GET', url: '/api/login?next=%2F%2Fevil.test' });
    expect(evil.headers.location).toBe('/sign-in');
    const teacher = await ctx.signUp();
    const signedIn = await ctx.request({ method: 'GET', url: '/api/login', as: teacher });
    expect(signedIn.headers.location).toBe('/');
  });
});

describe('brute force (S8)', () => {
  it('1,000 wrong passwords, also from rotating X-Forwarded-For: at most 10 reach the password check', async () => {
    await ctx.signUp({ email: 'victim@school.test', password: 'correct-battery-9' });
    const statuses = { checked: 0, limited: 0, other: 0 };
    const batch = async (i: number) => {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'x-forwarded-for': `10.0.${Math.floor(i / 250)}.${i % 250}` },
        payload: { email: 'victim@school.test', password: `guess-${i}` },
      });
      if (res.statusCode === 401) statuses.checked += 1;
      else if (res.statusCode === 429) statuses.limited += 1;
      else statuses.other += 1;
    };
    for (let start = 0; start < 1000; start += 50) {
      await Promise.all(Array.from({ length: 50 }, (_, k) => batch(start + k)));
    }
    expect(statuses.checked).toBeLessThanOrEqual(MAX_ATTEMPTS);
    expect(statuses.limited).toBe(1000 - statuses.checked);
    expect(statuses.other).toBe(0);
    // Even the right password is refused while the account is locked.
    const right = await ctx.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'victim@school.test', password: 'correct-battery-9' },
    });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      code: 'too_many_attempts',
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
  });

  it('limits one IP guessing across many accounts, and does not trust X-Forwarded-For without a proxy', async () => {
    let checked = 0;
    for (let i = 0; i < 40; i += 1) {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/auth/signin',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { email: `spray${i}@school.test`, password: 'Winter2026!' },
      });
      if (res.statusCode === 401) checked += 1;
    }
    expect(checked).toBe(MAX_ATTEMPTS);
  });
});
