import { type AddressInfo, createServer } from 'node:net';
import type { SignInOptions } from '@classbeam/contracts';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { IDToken } from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type TestOidcProvider } from '../../../scripts/oidc-provider.mjs';
import { loadConfig } from '../src/env';
import { MAX_ADDRESS_SCHOOL_STARTS } from '../src/modules/auth/login-limiter';
import {
  refusalOf,
  SchoolProviders,
  SIGN_OUT_WAIT_MS,
} from '../src/modules/auth/oidc/oidc.service';
import type { OidcProviderSettings } from '../src/modules/auth/oidc/settings';
import { hashPassword } from '../src/modules/auth/password';
import { cookieFrom, createTestContext, ORIGIN, type TestContext } from './context';
import { sweep } from './scale';

/*
 * The school's sign-in (Step 14, QUALITY S14, decision 0179) against a real OpenID Provider
 * on loopback (node-oidc-provider), walked as a browser would: our redirect, the provider's
 * login page, its redirect back to our callback. No part of the flow is faked.
 */

const TENANT = '2b9c7f4e-8a61-4c3d-9e0f-5a1b2c3d4e5f';
const OTHER_TENANT = '7d0e3a9b-1c2f-4e5d-8a6b-9c0d1e2f3a4b';
const SECRET = 'a-client-secret-for-the-tests-only';
const callbackOf = (id: string) => `${ORIGIN}/api/auth/oidc/${id}/callback`;

let idp: TestOidcProvider;
let ctx: TestContext;
/** The same app with SSO_ONLY on. */
let only: TestContext;

const provider = (
  id: string,
  issuer: string,
  allow: Partial<Pick<OidcProviderSettings, 'domains' | 'tenants'>>,
): OidcProviderSettings => ({
  id,
  issuer: new URL(issuer),
  clientId: 'classbeam',
  clientSecret: SECRET,
  displayName: id === 'entra' ? 'Microsoft' : 'School Google',
  domains: allow.domains ?? [],
  tenants: allow.tenants ?? [],
});

beforeAll(async () => {
  idp = await startOidcProvider({
    clientId: 'classbeam',
    clientSecret: SECRET,
    redirectUris: [callbackOf('school'), callbackOf('entra')],
    postLogoutRedirectUris: [`${ORIGIN}/`],
    accounts: {
      'ana@school.test': { hd: 'school.test', given_name: 'Ana', family_name: 'Ruiz' },
      'other@other.test': { hd: 'other.test' },
      'ben@school.test': { hd: 'school.test', given_name: 'Ben' },
      'hal@school.test': { hd: 'school.test', given_name: 'Hal\u0000', family_name: 'Ng\u0007o' },
      'cleo@school.test': { hd: 'school.test', email_verified: false },
      'dev@tenant.test': { tid: TENANT, email: undefined, preferred_username: 'dev@tenant.test' },
      'eve@tenant.test': { tid: OTHER_TENANT },
      // Entra's school accounts: no email_verified, and xms_edov when the tenant added it.
      'fay@tenant.test': { tid: TENANT, email_verified: undefined, xms_edov: true },
      'gus@tenant.test': { tid: TENANT, email_verified: undefined },
    },
  });
  const schoolSignIn = {
    providers: [
      provider('school', idp.issuer, { domains: ['school.test'] }),
      provider('entra', idp.issuer, { tenants: [TENANT] }),
    ],
    ssoOnly: false,
  };
  // And a provider that does not answer (nothing listens on the discard port).
  const down = provider('down', 'http://127.0.0.1:9', {});
  ctx = await createTestContext({
    schoolSignIn: { ...schoolSignIn, providers: [...schoolSignIn.providers, down] },
  });
  only = await createTestContext({ schoolSignIn: { ...schoolSignIn, ssoOnly: true } });
});
afterAll(async () => {
  await ctx?.close();
  await only?.close();
  await idp?.stop();
});

/** The provider's cookies, as a browser keeps them between its pages. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  get header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

interface Walk {
  /** Changes the provider address our start sent (a tampered nonce). */
  request?: (url: URL) => void;
  /** Changes the callback address the provider sent back (a tampered state). */
  callback?: (url: URL) => void;
  /** Our session cookie from before (a teacher already part-way). */
  cookie?: string;
  /** The provider's cookies from before (the teacher still signed in there). */
  idp?: Jar;
  next?: string;
  /** The start the account dialog's "Sign in again" makes before a delete. */
  confirm?: boolean;
}

/**
 * One sign-in at the provider, as a browser walks it: our start, the provider's login page
 * (any password), back to our callback. Answers our callback's answer and the cookie it set.
 */
async function signInAt(
  app: TestContext,
  providerId: string,
  login: string,
  walk: Walk = {},
): Promise<{
  res: LightMyRequestResponse;
  cookie: string;
  location: string;
  /** Whether the provider asked for the login (not handing back its session's account). */
  askedToLogIn: boolean;
}> {
  const next = walk.next ?? '/classes';
  const start = await app.request({
    method: 'GET',
    url: `/api/auth/oidc/${providerId}/start?next=${encodeURIComponent(next)}${walk.confirm ? '&confirm=1' : ''}`,
    headers: walk.cookie ? { cookie: walk.cookie } : {},
  });
  expect(start.statusCode).toBe(302);
  const cookie = walk.cookie ?? cookieFrom(start);
  const authorize = new URL(String(start.headers.location));
  walk.request?.(authorize);
  const jar = walk.idp ?? new Jar();
  let at: URL = authorize;
  let askedToLogIn = false;
  // The provider's pages: its authorization endpoint, its login form, back through /auth.
  for (let hop = 0; hop < 8; hop += 1) {
    const response = await fetch(at, { redirect: 'manual', headers: { cookie: jar.header } });
    jar.take(response);
    if (response.status === 200 && at.pathname.startsWith('/interaction/')) {
      askedToLogIn = true;
      const posted = await fetch(at, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login, password: 'anything' }),
      });
      jar.take(posted);
      at = new URL(String(posted.headers.get('location')), at);
      continue;
    }
    let location = response.headers.get('location');
    // A page that posts itself (the provider ending the other account's session there, when a
    // different one signs in): posted as the browser's script would.
    const page = response.status === 200 ? await response.text() : '';
    const form = /<form method="post" action="([^"]+)">/.exec(page);
    if (!location && form?.[1]) {
      const fields = [...page.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(
        (m): [string, string] => [m[1] ?? '', m[2] ?? ''],
      );
      const posted = await fetch(form[1], {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
      jar.take(posted);
      location = posted.headers.get('location');
    }
    if (!location) throw new Error(`the provider stopped at ${at} (${response.status})`);
    at = new URL(location, at);
    if (at.origin === ORIGIN) break;
  }
  expect(at.pathname).toBe(`/api/auth/oidc/${providerId}/callback`);
  walk.callback?.(at);
  const res = await app.request({
    method: 'GET',
    url: `${at.pathname}${at.search}`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(302);
  const set = res.headers['set-cookie'];
  return {
    res,
    cookie: set ? cookieFrom(res) : cookie,
    location: String(res.headers.location),
    askedToLogIn,
  };
}

/** What the sign-in page is offered, in this browser's session. */
const optionsFor = async (app: TestContext, cookie?: string): Promise<SignInOptions> =>
  (
    await app.request({
      method: 'GET',
      url: '/api/auth/sign-in-options',
      headers: cookie ? { cookie } : {},
    })
  ).json();

const me = async (app: TestContext, cookie: string) =>
  (await app.request({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json();

describe('signing in with the school provider', () => {
  it('makes an account on the first sign-in and finds it on the second', async () => {
    const first = await signInAt(ctx, 'school', 'ana@school.test');
    expect(first.location).toBe('/classes');
    const user = await me(ctx, first.cookie);
    expect(user).toMatchObject({
      email: 'ana@school.test',
      firstName: 'Ana',
      lastName: 'Ruiz',
      hasPassword: false,
      schoolAccounts: [{ provider: 'school', name: 'School Google' }],
    });
    // The session is a new one, made at sign-in (S2), and lasts like a password one.
    const setCookie = String(first.res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const expires = Date.parse(/Expires=([^;]+)/i.exec(setCookie)?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    const second = await signInAt(ctx, 'school', 'ana@school.test', { next: '/classroom/7' });
    expect(second.location).toBe('/classroom/7');
    expect((await me(ctx, second.cookie)).id).toBe(user.id);
    const rows = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ana@school.test')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('makes the account of a provider name with control characters, without them', async () => {
    // A NUL cannot be stored: the callback answered a JSON 400 page instead of signing in.
    const hal = await signInAt(ctx, 'school', 'hal@school.test');
    expect(hal.location).toBe('/classes');
    expect(await me(ctx, hal.cookie)).toMatchObject({ firstName: 'Hal', lastName: 'Ng o' });
  });

  it('refuses an account outside the allowed domains with a page that says why', async () => {
    const refused = await signInAt(ctx, 'school', 'other@other.test');
    expect(refused.location).toBe('/sign-in?school=not_allowed&next=%2Fclasses');
    expect(await me(ctx, refused.cookie)).toBeNull();
    const made = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'other@other.test')
      .execute();
    expect(made).toHaveLength(0);
  });

  it('lets the teacher choose another account at the provider after one was turned away', async () => {
    // Still signed in at the provider with a personal account: without asking it to let them
    // choose, every click on the school's button came back with the same refused account.
    const idpCookies = new Jar();
    const refused = await signInAt(ctx, 'school', 'other@other.test', { idp: idpCookies });
    expect(refused.location).toContain('school=not_allowed');
    const again = await signInAt(ctx, 'school', 'ana@school.test', {
      cookie: refused.cookie,
      idp: idpCookies,
      request: (url) => expect(url.searchParams.get('prompt')).toBe('login'),
    });
    expect(again.location).toBe('/classes');
    expect(await me(ctx, again.cookie)).toMatchObject({ email: 'ana@school.test' });
    // Only then: a later sign-in goes straight through as before.
    const later = await signInAt(ctx, 'school', 'ana@school.test', { cookie: again.cookie });
    expect(later.location).toBe('/classes');
  });

  it('lets in only the allowed Entra tenant, and takes its sign-in name as the e-mail', async () => {
    const dev = await signInAt(ctx, 'entra', 'dev@tenant.test');
    expect(dev.location).toBe('/classes');
    expect(await me(ctx, dev.cookie)).toMatchObject({ email: 'dev@tenant.test' });
    const eve = await signInAt(ctx, 'entra', 'eve@tenant.test');
    expect(eve.location).toContain('school=not_allowed');
    expect(await me(ctx, eve.cookie)).toBeNull();
  });

  it('refuses a tampered state, nonce, PKCE challenge or ID token, and a callback replayed or from another browser', async () => {
    const state = await signInAt(ctx, 'school', 'ben@school.test', {
      callback: (url) => url.searchParams.set('state', 'not-the-one-we-sent'),
    });
    expect(state.location).toContain('school=failed');
    expect(await me(ctx, state.cookie)).toBeNull();

    const nonce = await signInAt(ctx, 'school', 'ben@school.test', {
      request: (url) => url.searchParams.set('nonce', 'not-the-one-we-sent'),
    });
    expect(nonce.location).toContain('school=failed');
    expect(await me(ctx, nonce.cookie)).toBeNull();

    // PKCE: a code asked for with another challenge cannot be redeemed with our verifier.
    const pkce = await signInAt(ctx, 'school', 'ben@school.test', {
      request: (url) => url.searchParams.set('code_challenge', 'A'.repeat(43)),
    });
    expect(pkce.location).toContain('school=failed');
    expect(await me(ctx, pkce.cookie)).toBeNull();

    idp.tamper.idToken = true;
    try {
      const token = await signInAt(ctx, 'school', 'ben@school.test');
      expect(token.location).toContain('school=failed');
      expect(await me(ctx, token.cookie)).toBeNull();
    } finally {
      idp.tamper.idToken = false;
    }

    // A good answer, but sent to a browser that never started a sign-in: nothing to check it by.
    let stolen = '';
    await signInAt(ctx, 'school', 'ben@school.test', {
      callback: (url) => {
        stolen = `${url.pathname}${url.search}`;
        url.searchParams.set('state', 'x');
      },
    });
    const elsewhere = await ctx.request({ method: 'GET', url: stolen });
    expect(elsewhere.headers.location).toBe('/sign-in?school=expired');
    expect(elsewhere.headers['set-cookie']).toBeUndefined();
    expect(
      await ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'ben@school.test')
        .execute(),
    ).toHaveLength(0);

    // After all that, Ben signs in properly.
    const ben = await signInAt(ctx, 'school', 'ben@school.test');
    expect(await me(ctx, ben.cookie)).toMatchObject({ email: 'ben@school.test', firstName: 'Ben' });
  });

  it('finishes the sign-in of each tab, the one started first too', async () => {
    // A first tab starts a sign-in; a second tab starts another before the first comes back.
    const first = await ctx.request({
      method: 'GET',
      url: '/api/auth/oidc/school/start?next=%2Fone',
    });
    const cookie = cookieFrom(first);
    const firstAt = new URL(String(first.headers.location));
    // The second tab's start, then the provider answers the first tab's request.
    const done = await signInAt(ctx, 'school', 'tabs@school.test', {
      cookie,
      next: '/two',
      request: (url) => {
        url.search = firstAt.search;
      },
    });
    expect(done.location).toBe('/one');
    expect(await me(ctx, done.cookie)).toMatchObject({ email: 'tabs@school.test' });
  });

  it("refuses an answer delivered to another provider's callback, and spoils nothing", async () => {
    // The school provider's answer, sent to the entra callback (a provider or a person mixing
    // them up): that provider started nothing here; the right callback still finishes it.
    let answer = '';
    const wrong = await signInAt(ctx, 'school', 'ivy@school.test', {
      callback: (url) => {
        answer = url.search;
        url.pathname = '/api/auth/oidc/entra/callback';
      },
    });
    expect(wrong.location).toBe('/sign-in?school=expired&next=%2Fclasses');
    expect(await me(ctx, wrong.cookie)).toBeNull();
    const right = await ctx.request({
      method: 'GET',
      url: `/api/auth/oidc/school/callback${answer}`,
      headers: { cookie: wrong.cookie },
    });
    expect(right.headers.location).toBe('/classes');
    expect(await me(ctx, cookieFrom(right))).toMatchObject({ email: 'ivy@school.test' });
  });

  it('counts the sign-ins an address starts and leaves unfinished, and stops a flood of them', async () => {
    const key = 'school-start-ip:127.0.0.1';
    const count = async () =>
      (
        await ctx.db
          .selectFrom('login_failures')
          .select('failures')
          .where('key', '=', key)
          .executeTakeFirst()
      )?.failures ?? 0;
    // A finished sign-in gives its slot back.
    const before = await count();
    await signInAt(ctx, 'school', 'ana@school.test');
    expect(await count()).toBe(before);
    // So does a start turned back because the provider does not answer: it left no session,
    // and a school retrying while its provider is down must not be locked out once it is up.
    for (let i = 0; i < 3; i += 1) {
      const start = await ctx.request({ method: 'GET', url: '/api/auth/oidc/down/start' });
      expect(start.headers.location).toBe('/sign-in?school=unavailable');
    }
    expect(await count()).toBe(before);
    // As many unfinished starts as a flood makes: the next start is refused before any row.
    await ctx.db
      .insertInto('login_failures')
      .values({ key, failures: MAX_ADDRESS_SCHOOL_STARTS, window_start: new Date() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ failures: MAX_ADDRESS_SCHOOL_STARTS }))
      .execute();
    const sessions = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('sessions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rows = await sessions();
    const refused = await ctx.request({ method: 'GET', url: '/api/auth/oidc/school/start' });
    expect(refused.headers.location).toBe('/sign-in?school=too_many');
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await sessions()).toBe(rows);
    await ctx.db.deleteFrom('login_failures').where('key', '=', key).execute();
  });

  it('links a verified e-mail to an existing account only after its password sign-in', async () => {
    const teacher = await ctx.signUp({
      email: 'ana.linked@school.test',
      password: 'maple-syrup-42',
    });
    await signInAt(ctx, 'school', 'ana.linked@school.test').then(async (visit) => {
      // Not signed in to the account: the provider's word on the e-mail is not enough.
      expect(visit.location).toBe('/sign-in?school=link&next=%2Fclasses');
      expect(await me(ctx, visit.cookie)).toBeNull();
      const options = await optionsFor(ctx, visit.cookie);
      expect(options.linking).toEqual({
        provider: 'school',
        name: 'School Google',
        email: 'ana.linked@school.test',
      });
      // A wrong password links nothing.
      const wrong = await ctx.request({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { cookie: visit.cookie },
        payload: { email: 'ana.linked@school.test', password: 'not-the-password' },
      });
      expect(wrong.statusCode).toBe(401);
      const signedIn = await ctx.request({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { cookie: visit.cookie },
        payload: { email: 'ana.linked@school.test', password: 'maple-syrup-42' },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().schoolAccounts).toEqual([
        { provider: 'school', name: 'School Google' },
      ]);
    });
    // From now on the school account alone opens it.
    const again = await signInAt(ctx, 'school', 'ana.linked@school.test');
    expect(again.location).toBe('/classes');
    expect((await me(ctx, again.cookie)).id).toBe(teacher.user.id);
  });

  it('lets the teacher leave a waiting link: the sign-in page is as before, and nothing links', async () => {
    await ctx.signUp({ email: 'gil.linked@school.test', password: 'maple-syrup-42' });
    const visit = await signInAt(ctx, 'school', 'gil.linked@school.test');
    expect((await optionsFor(ctx, visit.cookie)).linking).not.toBeNull();
    // "Use another account" on the notice.
    const left = await ctx.request({
      method: 'DELETE',
      url: '/api/auth/school-link',
      headers: { cookie: visit.cookie },
    });
    expect(left.statusCode).toBe(204);
    const options = await optionsFor(ctx, visit.cookie);
    expect(options.linking).toBeNull();
    expect(options.providers).toHaveLength(3);
    // Still signed in at the provider: the school's button asks it to let them choose (else
    // the same account comes back unasked, and the same question with it).
    const chooser = await ctx.request({
      method: 'GET',
      url: '/api/auth/oidc/school/start',
      headers: { cookie: visit.cookie },
      remoteAddress: '198.51.100.9',
    });
    expect(new URL(String(chooser.headers.location)).searchParams.get('prompt')).toBe('login');
    // The account's own password sign-in after it links nothing.
    const signedIn = await ctx.request({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { cookie: visit.cookie },
      payload: { email: 'gil.linked@school.test', password: 'maple-syrup-42' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().schoolAccounts).toEqual([]);
    // Another site cannot drop it for the teacher.
    const foreign = await ctx.request({
      method: 'DELETE',
      url: '/api/auth/school-link',
      headers: { cookie: visit.cookie, origin: 'http://evil.test' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('never links or takes an unverified e-mail another account holds', async () => {
    await ctx.signUp({ email: 'cleo@school.test', password: 'maple-syrup-42' });
    const visit = await signInAt(ctx, 'school', 'cleo@school.test');
    expect(visit.location).toContain('school=email_in_use');
    const options = await optionsFor(ctx, visit.cookie);
    expect(options.linking).toBeNull();
  });

  it('links an Entra account whose address the tenant owns (xms_edov), as a verified one', async () => {
    // Entra never sends email_verified: without its xms_edov claim, a teacher who had a
    // password account could never link it (nor reach it at all with SSO_ONLY).
    await ctx.signUp({ email: 'fay@tenant.test', password: 'maple-syrup-42' });
    const fay = await signInAt(ctx, 'entra', 'fay@tenant.test');
    expect(fay.location).toContain('school=link');
    expect((await optionsFor(ctx, fay.cookie)).linking).toMatchObject({ email: 'fay@tenant.test' });
    // Without the claim, the address is not vouched for: no link.
    await ctx.signUp({ email: 'gus@tenant.test', password: 'maple-syrup-42' });
    const gus = await signInAt(ctx, 'entra', 'gus@tenant.test');
    expect(gus.location).toContain('school=email_in_use');
  });

  it('offers the provider sign-out after signing out of a session that used it', async () => {
    const ana = await signInAt(ctx, 'school', 'ana@school.test');
    const out = await ctx.request({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: ana.cookie },
    });
    expect(out.headers.location).toBe('/sign-in?signed-out=school');
    expect(await me(ctx, ana.cookie)).toBeNull();
    const there = await ctx.request({ method: 'GET', url: '/api/auth/oidc/school/sign-out' });
    const end = new URL(String(there.headers.location));
    expect(end.origin).toBe(idp.issuer);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/`);
    expect(end.searchParams.get('client_id')).toBe('classbeam');
    // A password session signs out to the home page, as before.
    const teacher = await ctx.signUp();
    const plain = await ctx.request({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: teacher.cookie },
    });
    expect(plain.headers.location).toBe('/');
  });

  it('deletes an account without a password only after a fresh sign-in there', async () => {
    const dev = await signInAt(ctx, 'entra', 'dev@tenant.test');
    const id = (await me(ctx, dev.cookie)).id;
    // An old session (its sign-in made long ago) must sign in again first.
    await ctx.db
      .updateTable('sessions')
      .set((eb) => ({
        sess: eb.fn('jsonb_set', [
          eb.ref('sess'),
          eb.val('{signedInWith,at}'),
          eb.val(JSON.stringify(0)),
        ]),
      }))
      .where('user_id', '=', id)
      .execute();
    const stale = await ctx.request({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: { cookie: dev.cookie },
      payload: {},
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('sign_in_again');
    // Still signed in at the provider, a sign-in there hands the account back unasked...
    const idp = new Jar();
    await signInAt(ctx, 'entra', 'dev@tenant.test', { idp });
    const unasked = await signInAt(ctx, 'entra', 'dev@tenant.test', { idp });
    expect(unasked.askedToLogIn).toBe(false);
    // ...so that sign-in (signed out, then the school's button, on the unlocked laptop) is not
    // enough to delete: only the dialog's own "Sign in again" is.
    const handedBack = await ctx.request({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: { cookie: unasked.cookie },
      payload: {},
    });
    expect(handedBack.statusCode).toBe(403);
    expect(handedBack.json().code).toBe('sign_in_again');
    // ...but the dialog's "Sign in again" asks the provider for the login itself (max_age=0,
    // and prompt=login where the provider has it): a device left signed in is not enough.
    const fresh = await signInAt(ctx, 'entra', 'dev@tenant.test', {
      cookie: dev.cookie,
      idp,
      confirm: true,
      request: (url) => {
        expect(url.searchParams.get('max_age')).toBe('0');
        expect(url.searchParams.get('prompt')).toBe('login');
      },
    });
    expect(fresh.askedToLogIn).toBe(true);
    expect(fresh.cookie).not.toBe(dev.cookie);
    const gone = await ctx.request({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: { cookie: fresh.cookie },
      payload: {},
    });
    expect(gone.statusCode).toBe(204);
    expect(
      await ctx.db
        .selectFrom('user_identities')
        .select('subject')
        .where('user_id', '=', id)
        .execute(),
    ).toHaveLength(0);
    // A password account still needs its password.
    const teacher = await ctx.signUp();
    const none = await ctx.request({
      method: 'DELETE',
      url: '/api/auth/user',
      as: teacher,
      payload: {},
    });
    expect(none.statusCode).toBe(400);
  });

  it('keeps a signed-in session its month when a sign-in started from it is not finished', async () => {
    // The account dialog's "Sign in again", or any link to the start, and the teacher turns
    // back at the provider: still signed in tomorrow, not only for the next ten minutes.
    const teacher = await ctx.signUp();
    const start = await ctx.request({
      method: 'GET',
      url: '/api/auth/oidc/school/start?next=%2Fclasses',
      headers: { cookie: teacher.cookie },
    });
    expect(start.statusCode).toBe(302);
    const back = await ctx.request({
      method: 'GET',
      url: `/api/auth/oidc/school/callback?error=access_denied&state=${new URL(String(start.headers.location)).searchParams.get('state')}`,
      headers: { cookie: teacher.cookie },
    });
    expect(back.headers.location).toBe('/sign-in?school=unavailable&next=%2Fclasses');
    for (const res of [start, back]) {
      const expires = Date.parse(
        /Expires=([^;]+)/i.exec(String(res.headers['set-cookie']))?.[1] ?? '',
      );
      if (!Number.isNaN(expires))
        expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    }
    const rows = await ctx.db
      .selectFrom('sessions')
      .select('expire')
      .where('user_id', '=', teacher.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect((rows[0]?.expire.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect((await me(ctx, teacher.cookie)).id).toBe(teacher.user.id);
  });
});

describe('a provider that takes connections and never answers', () => {
  it('does not hold up a sign-out: the plain one, within a few seconds', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const providers = new SchoolProviders([provider('quiet', `http://127.0.0.1:${port}`, {})]);
      const quiet = providers.provider('quiet') as OidcProviderSettings;
      const t0 = performance.now();
      expect(await providers.hasSignOut(quiet)).toBe(false);
      expect(performance.now() - t0).toBeLessThan(SIGN_OUT_WAIT_MS + 2000);
    } finally {
      silent.close();
    }
  }, 20_000);
});

describe('SSO only', () => {
  it('offers no password sign-in, and refuses password sign-up and sign-in', async () => {
    const options = await optionsFor(only);
    expect(options).toEqual({
      providers: [
        { id: 'school', name: 'School Google' },
        { id: 'entra', name: 'Microsoft' },
      ],
      passwordSignIn: false,
      linking: null,
    });
    const up = await only.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: 'new@school.test',
        password: 'maple-syrup-42',
        firstName: 'New',
        lastName: '',
      },
    });
    expect(up.statusCode).toBe(403);
    expect(up.json()).toMatchObject({ code: 'password_sign_in_off' });
    expect(await only.db.selectFrom('users').select('id').execute()).toHaveLength(0);
    await only.db
      .insertInto('users')
      .values({
        id: 'before-the-switch',
        email: 'old@school.test',
        password_hash: 'x',
        first_name: 'Old',
        last_name: '',
      })
      .execute();
    const signIn = await only.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'old@school.test', password: 'maple-syrup-42' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'password_sign_in_off' });
    // The school account still signs in.
    const ana = await signInAt(only, 'school', 'ana@school.test');
    expect(await me(only, ana.cookie)).toMatchObject({ email: 'ana@school.test' });
  });

  it('still lets an account made before the switch be linked, with its password, once', async () => {
    await only.db
      .insertInto('users')
      .values({
        id: 'made-before',
        email: 'ben@school.test',
        password_hash: await hashPassword('maple-syrup-42'),
        first_name: 'Ben',
        last_name: '',
      })
      .execute();
    const visit = await signInAt(only, 'school', 'ben@school.test');
    expect(visit.location).toContain('school=link');
    // Only for the address the provider verified: another account's password is still refused.
    const other = await only.request({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { cookie: visit.cookie },
      payload: { email: 'old@school.test', password: 'maple-syrup-42' },
    });
    expect(other.json()).toMatchObject({ code: 'password_sign_in_off' });
    const linked = await only.request({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { cookie: visit.cookie },
      payload: { email: 'ben@school.test', password: 'maple-syrup-42' },
    });
    expect(linked.statusCode).toBe(200);
    // From then on, the school's button alone, and the password path is closed again.
    const again = await signInAt(only, 'school', 'ben@school.test');
    expect((await me(only, again.cookie)).id).toBe('made-before');
    const password = await only.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'ben@school.test', password: 'maple-syrup-42' },
    });
    expect(password.statusCode).toBe(403);
  });
});

describe('settings', () => {
  const env = (extra: Record<string, string>) => ({
    NODE_ENV: 'test',
    SESSION_SECRET: 'x'.repeat(48),
    DATA_DIR: '/tmp/classbeam-test-data',
    ...extra,
  });

  it('reads each provider and says in one sentence what is wrong', () => {
    const config = loadConfig(
      env({
        OIDC_PROVIDERS: 'google, entra',
        OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
        OIDC_GOOGLE_CLIENT_ID: 'id',
        OIDC_GOOGLE_CLIENT_SECRET: 'secret',
        OIDC_GOOGLE_NAME: 'Google',
        OIDC_GOOGLE_DOMAINS: 'School.org, staff.school.org',
        OIDC_ENTRA_ISSUER: `https://login.microsoftonline.com/${TENANT}/v2.0`,
        OIDC_ENTRA_CLIENT_ID: 'id2',
        OIDC_ENTRA_CLIENT_SECRET: 'secret2',
        OIDC_ENTRA_TENANTS: TENANT,
        SSO_ONLY: 'yes',
      }),
    );
    expect(config.schoolSignIn.ssoOnly).toBe(true);
    expect(
      config.schoolSignIn.providers.map((p) => [p.id, p.displayName, p.domains, p.tenants]),
    ).toEqual([
      ['google', 'Google', ['school.org', 'staff.school.org'], []],
      ['entra', 'login.microsoftonline.com', [], [TENANT]],
    ]);
    expect(() => loadConfig(env({ SSO_ONLY: '1' }))).toThrow(
      'SSO_ONLY is on, and OIDC_PROVIDERS names no provider',
    );
    expect(() =>
      loadConfig(
        env({
          OIDC_PROVIDERS: 'x',
          OIDC_X_ISSUER: 'http://idp.school.org',
          OIDC_X_CLIENT_ID: 'a',
          OIDC_X_CLIENT_SECRET: 'b',
        }),
      ),
    ).toThrow('OIDC_X_ISSUER="http://idp.school.org": an https address is needed');
    expect(() =>
      loadConfig(
        env({
          OIDC_PROVIDERS: 'entra',
          OIDC_ENTRA_ISSUER: 'https://login.microsoftonline.com/organizations/v2.0',
          OIDC_ENTRA_CLIENT_ID: 'a',
          OIDC_ENTRA_CLIENT_SECRET: 'b',
        }),
      ),
    ).toThrow("use the tenant's own address");
    expect(() => loadConfig(env({ OIDC_PROVIDERS: 'google' }))).toThrow(
      'OIDC_GOOGLE_ISSUER is missing',
    );
    expect(() =>
      loadConfig(
        env({
          OIDC_PROVIDERS: 'Google,google',
          OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
          OIDC_GOOGLE_CLIENT_ID: 'a',
          OIDC_GOOGLE_CLIENT_SECRET: 'b',
        }),
      ),
    ).toThrow('OIDC_PROVIDERS="Google,google": "google" is listed twice');
    expect(() =>
      loadConfig(
        env({
          OIDC_PROVIDERS: 'g',
          OIDC_G_ISSUER: 'https://a.test',
          OIDC_G_CLIENT_ID: 'a',
          OIDC_G_CLIENT_SECRET: 'b',
          OIDC_G_TENANTS: 'nope',
        }),
      ),
    ).toThrow('OIDC_G_TENANTS: "nope" is not a tenant id');
  });

  it("checks Google's hd claim in the token, not the e-mail alone", () => {
    const google = {
      ...provider('google', 'https://accounts.google.com', { domains: ['school.org'] }),
    };
    const identity = {
      provider: 'google',
      subject: '1',
      email: 'ana@school.org',
      emailVerified: true,
      firstName: '',
      lastName: '',
    };
    const claims = (extra: Partial<IDToken>) =>
      ({ iss: '', sub: '1', aud: '', iat: 0, exp: 0, ...extra }) as IDToken;
    // A personal Google account made with a school address: verified, but no hd.
    expect(
      refusalOf(google, claims({ email: 'ana@school.org', email_verified: true }), identity),
    ).toMatch(/no hd/);
    expect(refusalOf(google, claims({ hd: 'school.org' }), identity)).toBeNull();
    expect(refusalOf(google, claims({ hd: 'evil.org' }), identity)).toMatch(/evil\.org/);
  });
});

describe('bad input on the school routes (S5)', () => {
  // A query of anything: any names, values and repeats, in any script.
  const text = fc.string({ unit: 'grapheme', maxLength: 300 });
  const query = fc
    .array(
      fc.tuple(fc.oneof(fc.constantFrom('code', 'state', 'iss', 'next', 'error'), text), text),
      {
        maxLength: 6,
      },
    )
    .map((pairs) => new URLSearchParams(pairs).toString());
  const route = fc.tuple(
    fc.oneof(fc.constantFrom('school', 'entra', 'down', 'School', ''), text),
    fc.constantFrom('start', 'callback', 'sign-out'),
  );

  it('1,000 generated requests to start, callback and sign-out: never a 5xx, no account made, no session signed in', async () => {
    const users = async () => (await ctx.db.selectFrom('users').select('id').execute()).length;
    const before = await users();
    // A browser part-way through a real sign-in, so the callback has something to spoil.
    const started = await ctx.request({
      method: 'GET',
      url: '/api/auth/oidc/school/start',
      remoteAddress: '198.51.100.7',
    });
    const cookie = cookieFrom(started);
    await fc.assert(
      fc.asyncProperty(route, query, fc.boolean(), async ([provider, step], search, withCookie) => {
        const res = await ctx.request({
          method: 'GET',
          url: `/api/auth/oidc/${encodeURIComponent(provider)}/${step}?${search}`,
          headers: withCookie ? { cookie } : {},
          // Its own address: the flood limit of the tests above stays theirs.
          remoteAddress: '198.51.100.7',
        });
        const where = `${provider}/${step}?${search} -> ${res.statusCode} ${res.body}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().code, where).toMatch(/^[a-z_]+$/);
        // Whatever it answers, it never lands anywhere but this server's own pages.
        const location = res.headers.location;
        if (location && step !== 'start' && step !== 'sign-out')
          expect(String(location), where).toMatch(/^\/(?!\/)/);
      }),
      { numRuns: sweep(1000, 150), seed: 20261129 },
    );
    expect(await users()).toBe(before);
    expect(await me(ctx, cookie)).toBeNull();
  }, 120_000);
});
