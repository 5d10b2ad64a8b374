import { randomBytes, randomUUID, scryptSync } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  MAX_ACCOUNT_FAILURES,
  MAX_ADDRESS_FAILURES,
  MAX_ADDRESS_SIGN_UPS,
} from '../src/modules/auth/login-limiter';
import { hashingNow } from '../src/modules/auth/password';
import { cookieFrom, createTestContext, ORIGIN, PUBLIC_ROUTES, type TestContext } from './context';
import { QUICK, sweep } from './scale';

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
    expect(stored.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
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

  it('answers nothing (200, null) on the current-user call when signed out, 401 elsewhere (S1: and stores no session for 100 anonymous visits)', async () => {
    const before = await countSessions();
    for (let i = 0; i < 100; i += 1) {
      const me = i % 2 === 1;
      const res = await ctx.request({ method: 'GET', url: me ? '/api/auth/user' : '/api/classes' });
      expect(res.statusCode).toBe(me ? 200 : 401);
      if (me) expect(res.json()).toBeNull();
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
    expect(old.statusCode).toBe(200);
    expect(old.json()).toBeNull();
    expect(
      (await ctx.request({ method: 'GET', url: '/api/classes', as: teacher })).statusCode,
    ).toBe(401);
    const now = await ctx.request({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: fresh },
    });
    expect(now.statusCode).toBe(200);
    expect(now.json()?.id).toBe(teacher.user.id);
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
    // Still signed in: the call answers the teacher (signed out, it would answer null).
    const me = await ctx.request({ method: 'GET', url: '/api/auth/user', as: teacher });
    expect(me.json()?.id).toBe(teacher.user.id);
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
    const teacher = await ctx.signUp();
    const signedIn = await ctx.request({ method: 'GET', url: '/api/login', as: teacher });
    expect(signedIn.headers.location).toBe('/');
  });

  it('/api/login?mode=sign-up (Get Started) opens the page on Create account, and no other mode', async () => {
    const fresh = await ctx.request({ method: 'GET', url: '/api/login?mode=sign-up' });
    expect(fresh.headers.location).toBe('/sign-in?mode=sign-up');
    const withNext = await ctx.request({
      method: 'GET',
      url: '/api/login?mode=sign-up&next=%2Fclassroom%2F4',
    });
    expect(withNext.headers.location).toBe('/sign-in?mode=sign-up&next=%2Fclassroom%2F4');
    const odd = await ctx.request({ method: 'GET', url: '/api/login?mode=%22%3E%3Cb%3E' });
    expect(odd.headers.location).toBe('/sign-in');
  });
});

/** A hash as the first releases stored it: scrypt at N=2^14, written here without our code. */
function legacyHash(password: string, params = 'scrypt$16384$8$1'): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16384, r: 8, p: 1 });
  return `${params}$${salt.toString('base64')}$${key.toString('base64')}`;
}

describe('password hashing cost', () => {
  const timed = async <T>(call: () => Promise<T>) => {
    const t0 = performance.now();
    const res = await call();
    return { res, ms: performance.now() - t0 };
  };
  const storedHash = async (email: string) =>
    (
      await ctx.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).password_hash;
  const signIn = (email: string, password: string) =>
    ctx.request({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });

  it('a teacher whose hash predates the raised cost signs in, and the hash is raised then', async () => {
    await ctx.signUp({ email: 'legacy@school.test', password: 'old-oak-tree-5' });
    const old = legacyHash('old-oak-tree-5');
    await ctx.db
      .updateTable('users')
      .set({ password_hash: old })
      .where('email', '=', 'legacy@school.test')
      .execute();

    // A wrong password changes nothing, and takes at least today's cost (the old hash alone
    // answers in a tenth of it, which would tell that the account exists). A lower bound: a
    // busy machine only makes it slower.
    // Today's cost: the quicker of two unknown-email checks, so a stall in one cannot raise it.
    const samples = [
      await timed(() => signIn('nobody-here@school.test', 'old-oak-tree-6')),
      await timed(() => signIn('nobody-there@school.test', 'old-oak-tree-6')),
    ];
    const today = Math.min(...samples.map((t) => t.ms));
    const { res: wrong, ms } = await timed(() => signIn('legacy@school.test', 'old-oak-tree-6'));
    expect(wrong.statusCode).toBe(401);
    expect(ms).toBeGreaterThan(today * 0.5);
    expect(await storedHash('legacy@school.test')).toBe(old);

    const first = await signIn('legacy@school.test', 'old-oak-tree-5');
    expect(first.statusCode).toBe(200);
    expect(first.json().email).toBe('legacy@school.test');
    const raised = await storedHash('legacy@school.test');
    expect(raised).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(raised).not.toContain(old.split('$')[4]);

    // The raised hash is the same password's: it signs in again, and stays as it is. The
    // teacher changed nothing, so their account's last change stays where it was too.
    const second = await signIn('legacy@school.test', 'old-oak-tree-5');
    expect(second.statusCode).toBe(200);
    expect(second.json().updatedAt).toBe(first.json().updatedAt);
    expect(await storedHash('legacy@school.test')).toBe(raised);
    expect((await signIn('legacy@school.test', 'old-oak-tree-4')).statusCode).toBe(401);
  });

  it('a burst of 12 sign-ins hashes one or two at a time, never four (each needs 128 MiB and a thread file reads share)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(`queued-${i}@school.test`, 'not-the-one-1')),
    );
    expect(answers.every((a) => a.statusCode === 401)).toBe(true);
    const { running, limit, peak } = hashingNow();
    expect(running).toBe(0);
    expect(limit).toBeLessThanOrEqual(2);
    // The burst filled the gate (it does not hash one at a time when it may hash two) and
    // never went past it.
    expect(peak).toBe(limit);
  });

  it('a teacher with an old hash can still delete their account with the password', async () => {
    const teacher = await ctx.signUp({ email: 'legacy-leaving@school.test' });
    await ctx.db
      .updateTable('users')
      .set({ password_hash: legacyHash('paper-boat-31') })
      .where('id', '=', teacher.user.id)
      .execute();
    const wrong = await ctx.request({
      method: 'DELETE',
      url: '/api/auth/user',
      as: teacher,
      payload: { password: 'maple-syrup-42' },
    });
    expect(wrong.statusCode).toBe(403);
    const gone = await ctx.request({
      method: 'DELETE',
      url: '/api/auth/user',
      as: teacher,
      payload: { password: 'paper-boat-31' },
    });
    expect(gone.statusCode).toBe(204);
    expect(
      await ctx.db.selectFrom('users').select('id').where('id', '=', teacher.user.id).execute(),
    ).toEqual([]);
  });

  it.each([
    ['N not a power of two', 'scrypt$16000$8$1'],
    ['N too large for the memory allowed', 'scrypt$1073741824$8$1'],
    ['N past 32 bits, a power of two once cut to 32 bits', 'scrypt$4294967297$8$1'],
    ['N of one', 'scrypt$1$8$1'],
    ['r of zero', 'scrypt$16384$0$1'],
    ['a huge r', 'scrypt$16384$100000$1'],
    ['a huge p', 'scrypt$16384$8$1000000'],
    ['a negative p', 'scrypt$16384$8$-1'],
    ['N written in hex', 'scrypt$0x4000$8$1'],
    ['N with a fraction', 'scrypt$16384.5$8$1'],
    ['no numbers', 'scrypt$$$'],
  ])('a stored hash with %s is refused (401), never a 5xx', async (_, params) => {
    const email = `odd-${randomBytes(4).toString('hex')}@school.test`;
    const odd = legacyHash('grey-heron-81', params);
    await ctx.db
      .insertInto('users')
      .values({ id: randomUUID(), email, password_hash: odd, first_name: 'Odd', last_name: '' })
      .execute();
    const res = await signIn(email, 'grey-heron-81');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_credentials');
    expect(await storedHash(email)).toBe(odd);
  });
});

describe('/api/login next path (S6, S5)', () => {
  const HOSTILE = [
    '/%09/evil.example/login',
    '/%0a/evil.example',
    '/%0d%0a/evil.example',
    '/%0d%0aSet-Cookie:%20x=1',
    '/%F0%9F%98%80',
    '/%C3%BF',
    '/%E2%80%A8%E2%80%A9',
    '//evil.example',
    '/%2F/evil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    'https://evil.example/',
    'https:evil.example',
    'javascript:alert(1)',
    '/%7F',
    `/${'a'.repeat(600)}`,
  ];
  /** Where a browser would go from this Location header, read as a browser reads it. */
  const landing = (location: string | undefined) => {
    expect(location).toMatch(/^\/[\x21-\x7e]*$/);
    return new URL(location ?? '', 'http://localhost');
  };

  it('every hostile next, signed in or not, redirects on our own site, never a 5xx', async () => {
    const teacher = await ctx.signUp();
    let tried = 0;
    for (const next of HOSTILE) {
      for (const as of [teacher, null]) {
        const res = await ctx.request({ method: 'GET', url: `/api/login?next=${next}`, as });
        expect(res.statusCode, next).toBe(302);
        const url = landing(res.headers.location as string);
        expect(url.origin, next).toBe('http://localhost');
        // A path that would leave our site is not followed: home, or the plain sign-in page.
        if (next.includes('evil') || next.includes(':'))
          expect(url.pathname + url.search, next).toBe(as ? '/' : '/sign-in');
        if (!as) {
          const follow = url.searchParams.get('next');
          if (follow !== null)
            expect(new URL(follow, 'http://localhost').origin, next).toBe('http://localhost');
        }
        tried += 1;
      }
    }
    console.log(`S6 redirect: ${tried} hostile next cases, all same-origin`);
  });

  it('keeps a real path, encoding what a header cannot carry', async () => {
    const teacher = await ctx.signUp();
    const back = await ctx.request({
      method: 'GET',
      url: '/api/login?next=%2Fclassroom%2F4%3Fview%3Dboard',
      as: teacher,
    });
    expect(back.headers.location).toBe('/classroom/4?view=board');
    const accents = await ctx.request({
      method: 'GET',
      url: '/api/login?next=/classe/%C3%A9t%C3%A9',
    });
    expect(accents.statusCode).toBe(302);
    expect(accents.headers.location).toBe('/sign-in?next=%2Fclasse%2F%25C3%25A9t%25C3%25A9');
  });

  // QUALITY S5 asks >= 1,000 generated inputs per route: 1,000 here, beside the hand-picked
  // hostile list above (every known way out of the origin). 2,000 took twice the time (9 s
  // at full scale on two busy cores) to repeat the bar, not to prove more of it.
  it('1,000 generated next values: always a same-origin redirect', async () => {
    const teacher = await ctx.signUp();
    const chars = fc.oneof(
      fc.constantFrom('/', '\\', '.', '%', '\t', '\n', '\r', ':', '?', '#', '@', ' '),
      fc.string({ unit: 'grapheme', maxLength: 3 }),
      fc.string({ unit: 'binary', maxLength: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(chars, { maxLength: 12 }),
        fc.boolean(),
        async (parts, signedIn) => {
          const next = parts.join('').replaceAll('\u0000', '');
          const res = await ctx.request({
            method: 'GET',
            url: '/api/login',
            query: { next },
            as: signedIn ? teacher : null,
          });
          expect(res.statusCode, JSON.stringify(next)).toBe(302);
          expect(landing(res.headers.location as string).origin).toBe('http://localhost');
        },
      ),
      { numRuns: sweep(1000, 200), seed: 20261124 },
    );
  }, 60_000);
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
    expect(statuses.checked).toBeLessThanOrEqual(MAX_ACCOUNT_FAILURES);
    expect(statuses.limited).toBe(1000 - statuses.checked);
    expect(statuses.other).toBe(0);
    // Even the right password is refused while the account is locked.
    const right = await ctx.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'victim@school.test', password: 'correct-battery-9' },
    });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBe('900');
    expect(right.json()).toEqual({
      code: 'too_many_attempts',
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
  });

  // 100 full-cost password checks (~40 s): the full run's alone (bursts.test.ts covers the limit).
  it.skipIf(QUICK)(
    'limits one address guessing across many accounts to 100, and does not trust X-Forwarded-For without a proxy',
    async () => {
      let checked = 0;
      for (let i = 0; i < MAX_ADDRESS_FAILURES + 20; i += 1) {
        const res = await ctx.request({
          method: 'POST',
          url: '/api/auth/signin',
          remoteAddress: '203.0.113.9',
          headers: { 'x-forwarded-for': `198.51.100.${i % 250}` },
          payload: { email: `spray${i}@school.test`, password: 'Winter2026!' },
        });
        if (res.statusCode === 401) checked += 1;
        else expect(res.statusCode).toBe(429);
      }
      expect(checked).toBe(MAX_ADDRESS_FAILURES);
      // 100 full-cost scrypt checks (about 0.4 s each on two cores): the limit's price, paid.
    },
    150_000,
  );

  it('a school behind one address: 10 teachers mistyping once do not lock out an 11th teacher', async () => {
    const school = '198.51.100.77';
    const teachers = [];
    for (let i = 0; i < 11; i += 1)
      teachers.push(
        await ctx.signUp({ email: `nat${i}@school.test`, password: `right-pass-${i}x` }),
      );
    for (let i = 0; i < 10; i += 1) {
      const typo = await ctx.request({
        method: 'POST',
        url: '/api/auth/signin',
        remoteAddress: school,
        payload: { email: `nat${i}@school.test`, password: `rihgt-pass-${i}x` },
      });
      expect(typo.statusCode).toBe(401);
    }
    const eleventh = await ctx.request({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: school,
      payload: { email: 'nat10@school.test', password: 'right-pass-10x' },
    });
    expect(eleventh.statusCode).toBe(200);
    // And the ten, typing it right the second time, get in too.
    for (let i = 0; i < 10; i += 1) {
      const again = await ctx.request({
        method: 'POST',
        url: '/api/auth/signin',
        remoteAddress: school,
        payload: { email: `nat${i}@school.test`, password: `right-pass-${i}x` },
      });
      expect(again.statusCode).toBe(200);
    }
  }, 60_000);

  it('limits sign-ups from one address to 100 in 15 minutes, before any password is hashed', async () => {
    const flood = '192.0.2.200';
    const signUpFrom = (address: string, i: number, password: string) =>
      ctx.request({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: address,
        payload: { email: `flood${i}-${address}@school.test`, password, firstName: 'F' },
      });
    // A weak password fails fast, after its slot is taken: the limit counts attempts.
    for (let i = 0; i < MAX_ADDRESS_SIGN_UPS; i += 1)
      expect((await signUpFrom(flood, i, 'password')).statusCode).toBe(400);
    const over = await signUpFrom(flood, 1000, 'maple-syrup-42');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      code: 'too_many_attempts',
      message: 'Too many accounts were created from this network. Try again in 15 minutes.',
    });
    expect(
      await ctx.db.selectFrom('users').select('id').where('email', 'like', 'flood1000-%').execute(),
    ).toEqual([]);
    // Another address is not affected.
    expect((await signUpFrom('192.0.2.201', 1, 'maple-syrup-42')).statusCode).toBe(201);
  }, 60_000);
});
