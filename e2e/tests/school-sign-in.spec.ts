import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { startOidcProvider, type TestOidcProvider } from '../../scripts/oidc-provider.mjs';
import {
  ALONE,
  IPAD,
  LAPTOP,
  PHONE,
  shot,
  startOwnServer,
  stopOwnServer,
  untilUp,
} from './support';

/*
 * Step 14, the school's sign-in (decision 0179), as a teacher meets it on the phone: a real
 * OpenID Provider on loopback (node-oidc-provider, its own login page), the server started
 * with it configured, Chromium walking the whole redirect dance. Its own server and data
 * folder, so it can restart with SSO_ONLY.
 */
// Beside the journeys' server (E2E_PORT) and the others' (+1 .. +6).
const PORT = Number(process.env.E2E_PORT ?? 4310) + 7;
const IDP_PORT = PORT + 1;
const BASE = `http://localhost:${PORT}`;
const SECRET = 'the-journeys-client-secret';

/** The server with the school's provider set, and `extra` settings. */
const startServer = (dataDir: string, extra: Record<string, string>) =>
  startOwnServer(PORT, dataDir, {
    OIDC_PROVIDERS: 'school',
    OIDC_SCHOOL_ISSUER: `http://127.0.0.1:${IDP_PORT}`,
    OIDC_SCHOOL_CLIENT_ID: 'classbeam',
    OIDC_SCHOOL_CLIENT_SECRET: SECRET,
    OIDC_SCHOOL_NAME: 'Lakeside School',
    OIDC_SCHOOL_DOMAINS: 'school.test',
    ...extra,
  });

/** The provider's own login page: any password, the login names the account. */
async function logInAtProvider(page: Page, login: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${IDP_PORT}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

let idp: TestOidcProvider;
test.beforeAll(async () => {
  idp = await startOidcProvider({
    port: IDP_PORT,
    clientId: 'classbeam',
    clientSecret: SECRET,
    redirectUris: [`${BASE}/api/auth/oidc/school/callback`],
    postLogoutRedirectUris: [`${BASE}/`],
    accounts: {
      'ana@school.test': { hd: 'school.test', given_name: 'Ana', family_name: 'Ruiz' },
      'max@gmail.test': { given_name: 'Max' },
    },
  });
});
test.afterAll(() => idp?.stop());

test(
  "a teacher signs in with the school's account, is refused with another, and SSO only leaves just the school's button",
  ALONE,
  async ({ browser }) => {
    test.setTimeout(180_000);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'classbeam-sso-'));
    let server = startServer(dataDir, {});
    try {
      await untilUp(`${BASE}/api/auth/user`);
      const phone = await browser.newContext({ ...PHONE, baseURL: BASE });
      const page = await phone.newPage();

      // The sign-in page offers the school's button above the e-mail form.
      await page.goto('/sign-in');
      const button = page.getByRole('link', { name: 'Sign in with Lakeside School' });
      await expect(button).toBeVisible();
      await expect(page.getByText('or with your email')).toBeVisible();
      await expect(page.getByLabel('Email')).toBeVisible();
      await shot(page, 'sso-sign-in-phone');

      // First sign-in: the provider's page, then back, signed in, with an account made.
      await button.click();
      await logInAtProvider(page, 'ana@school.test');
      await expect(page).toHaveURL(`${BASE}/`);
      await expect(page.getByRole('button', { name: 'Create New Class' }).first()).toBeVisible();
      const me = await (await page.request.get('/api/auth/user')).json();
      expect(me).toMatchObject({ email: 'ana@school.test', firstName: 'Ana', hasPassword: false });

      // Sign out: the app's session ends, and the provider's own sign-out is offered.
      await page.goto('/api/logout');
      await expect(page).toHaveURL(`${BASE}/sign-in?signed-out=school`);
      await expect(page.getByText('You are signed out of Classbeam.')).toBeVisible();
      await shot(page, 'sso-signed-out-phone');
      await page.getByRole('link', { name: 'Also sign out of Lakeside School' }).click();
      // The provider asks to confirm, then sends the teacher back to the home page.
      await page.getByRole('button', { name: /Yes, sign me out/i }).click();
      await expect(page).toHaveURL(`${BASE}/`);
      expect(await (await page.request.get('/api/auth/user')).json()).toBeNull();

      // Second sign-in: the same account, found by the provider's id.
      await page.goto('/sign-in?next=%2F');
      await page.getByRole('link', { name: 'Sign in with Lakeside School' }).click();
      await logInAtProvider(page, 'ana@school.test');
      await expect(page.getByRole('button', { name: 'Create New Class' }).first()).toBeVisible();
      expect((await (await page.request.get('/api/auth/user')).json()).id).toBe(me.id);

      // Another school's (or a personal) account is refused, with the reason on the page.
      const stranger = await browser.newContext({ ...PHONE, baseURL: BASE });
      const other = await stranger.newPage();
      await other.goto('/sign-in');
      await other.getByRole('link', { name: 'Sign in with Lakeside School' }).click();
      await logInAtProvider(other, 'max@gmail.test');
      await expect(other).toHaveURL(/\/sign-in\?school=not_allowed/);
      await expect(other.getByRole('alert')).toHaveText(
        'That account is not from a school this server accepts. Sign in with your school account.',
      );
      await shot(other, 'sso-refused-phone');

      await stranger.close();

      // An answer whose state was changed on its way back is refused too.
      const forger = await browser.newContext({ ...PHONE, baseURL: BASE });
      const forged = await forger.newPage();
      await forged.goto('/sign-in');
      // The provider's answer is rewritten on its way back: its login form's reply is followed
      // here, one redirect at a time (Playwright routes no redirect), and the last one changed.
      await forged.route(`http://127.0.0.1:${IDP_PORT}/interaction/**`, async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        let response = await route.fetch({ maxRedirects: 0 });
        for (let hop = 0; hop < 4; hop += 1) {
          const location = response.headers().location;
          if (!location) break;
          const next = new URL(location, route.request().url());
          if (next.pathname === '/api/auth/oidc/school/callback') {
            next.searchParams.set('state', 'forged');
            return route.fulfill({ status: 303, headers: { location: next.href } });
          }
          response = await forger.request.get(next.href, { maxRedirects: 0 });
        }
        return route.fulfill({ response });
      });
      await forged.getByRole('link', { name: 'Sign in with Lakeside School' }).click();
      await logInAtProvider(forged, 'ana@school.test');
      await expect(forged).toHaveURL(/\/sign-in\?school=failed/);
      await expect(forged.getByRole('alert')).toContainText(
        "Your school's sign-in could not be checked",
      );
      expect(await (await forged.request.get('/api/auth/user')).json()).toBeNull();
      await forger.close();

      // Lee made a password account before the school's sign-in: the first school sign-in asks
      // for that password once. Use another account leaves it; the second time, Lee links.
      const leeDevice = await browser.newContext({ ...PHONE, baseURL: BASE });
      const lee = await leeDevice.newPage();
      const made = await lee.request.post('/api/auth/signup', {
        headers: { origin: BASE },
        data: { email: 'lee@school.test', password: 'quiet-harbour-64', firstName: 'Lee' },
      });
      expect(made.status()).toBe(201);
      await lee.request.get('/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
      await lee.goto('/sign-in');
      await lee.getByRole('link', { name: 'Sign in with Lakeside School' }).click();
      await logInAtProvider(lee, 'lee@school.test');
      await expect(lee.getByText(/already exists here/)).toBeVisible();
      await expect(lee.getByLabel('Email')).toHaveValue('lee@school.test');
      await shot(lee, 'sso-link-phone');
      await lee.getByRole('button', { name: 'Use another account' }).click();
      await expect(lee.getByText(/already exists here/)).toHaveCount(0);
      await expect(lee.getByLabel('Email')).toHaveValue('');
      // Still signed in at the provider, it asks which account (not the same one back unasked);
      // Lee has no other, so the same question, and this time Lee knows the password.
      await lee.getByRole('link', { name: 'Sign in with Lakeside School' }).click();
      await logInAtProvider(lee, 'lee@school.test');
      await expect(lee.getByText(/already exists here/)).toBeVisible();
      await lee.getByLabel('Password', { exact: true }).fill('quiet-harbour-64');
      await lee.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(lee.getByRole('button', { name: 'Create New Class' }).first()).toBeVisible();
      expect((await (await lee.request.get('/api/auth/user')).json()).schoolAccounts).toEqual([
        { provider: 'school', name: 'Lakeside School' },
      ]);
      await leeDevice.close();

      // Ana deletes her account: it has no password, so she signs in there again from the
      // dialog (her sign-in a moment ago was handed back unasked: it is not enough).
      const openDelete = async (first = false) => {
        await page.getByRole('button', { name: /Hi, Ana/ }).click();
        const account = page.getByRole('dialog', { name: 'Your account' });
        await expect(account.getByText('Signs in with Lakeside School')).toBeVisible();
        if (first) await shot(page, 'sso-account-phone');
        await account.getByRole('button', { name: 'Delete account…' }).click();
        return page.getByRole('dialog', { name: 'Delete your account' });
      };
      await page.goto('/');
      let confirm = await openDelete(true);
      await expect(confirm.getByText(/You sign in with Lakeside School/)).toBeVisible();
      await expect(confirm.getByLabel('Type your password to confirm')).toHaveCount(0);
      await confirm.getByRole('button', { name: 'Delete my account' }).click();
      await confirm.getByRole('link', { name: 'Sign in again with Lakeside School' }).click();
      await logInAtProvider(page, 'ana@school.test');
      await expect(page).toHaveURL(`${BASE}/`);
      confirm = await openDelete();
      await shot(page, 'sso-account-delete-phone');
      await confirm.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect.poll(async () => (await page.request.get('/api/auth/user')).json()).toBeNull();
      await expect(page).toHaveURL(`${BASE}/`);

      // SSO only: the same server restarted with passwords off shows just the school's button.
      await stopOwnServer(server);
      server = startServer(dataDir, { SSO_ONLY: '1' });
      await untilUp(`${BASE}/api/auth/user`);
      for (const [name, device] of [
        ['phone', PHONE],
        ['ipad', IPAD],
        ['laptop', LAPTOP],
      ] as const) {
        const context = await browser.newContext({ ...device, baseURL: BASE });
        const view = await context.newPage();
        await view.goto('/sign-in');
        await expect(
          view.getByRole('link', { name: 'Sign in with Lakeside School' }),
        ).toBeVisible();
        await expect(view.getByText("This server uses your school's accounts.")).toBeVisible();
        await expect(view.getByLabel('Email')).toHaveCount(0);
        await expect(view.getByRole('button', { name: 'Create account' })).toHaveCount(0);
        await shot(view, `sso-only-${name}`);
        if (name === 'phone') {
          const refused = await view.request.post('/api/auth/signup', {
            headers: { origin: BASE },
            data: { email: 'new@school.test', password: 'quiet-harbour-64', firstName: 'New' },
          });
          expect(refused.status()).toBe(403);
        }
        await context.close();
      }
      await phone.close();
    } finally {
      await stopOwnServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
