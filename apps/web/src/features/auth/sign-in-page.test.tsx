import type { SignInOptions } from '@classbeam/contracts';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { loadCatalogues } from '../../lib/i18n/activate';
import { LocaleProvider } from '../../lib/i18n/provider';
import { SignInPage } from './sign-in-page';

/*
 * The sign-in page with the school's providers (decision 0179): what it offers follows what
 * the server says (GET /api/auth/sign-in-options), and a sign-in that came back says why.
 */
function serverOffers(options: SignInOptions) {
  vi.stubGlobal('fetch', async (url: string) =>
    String(url).endsWith('/api/auth/sign-in-options')
      ? new Response(JSON.stringify(options), { headers: { 'content-type': 'application/json' } })
      : new Response('null', { headers: { 'content-type': 'application/json' } }),
  );
}

async function open(at: string) {
  await loadCatalogues(['auth', 'ui']);
  return render(
    <MemoryRouter initialEntries={[at]}>
      <SignInPage />
    </MemoryRouter>,
    { wrapper: LocaleProvider },
  );
}

const SCHOOL = { id: 'school', name: 'Lakeside School' };

describe('the sign-in page with the school sign-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  test("a link waiting: the e-mail filled in, Sign in only, and no school's button", async () => {
    serverOffers({
      providers: [SCHOOL],
      passwordSignIn: false,
      linking: { provider: 'school', name: 'Lakeside School', email: 'ana@school.test' },
    });
    await open('/sign-in?school=link');
    await expect.element(page.getByText(/Sign in with its password once to link/)).toBeVisible();
    await expect.element(page.getByLabelText('Email')).toHaveValue('ana@school.test');
    // Even with passwords off (SSO only), this one password sign-in is offered.
    await expect.element(page.getByLabelText('Password', { exact: true })).toBeVisible();
    expect(page.getByRole('button', { name: 'Create account' }).elements()).toHaveLength(0);
    expect(
      page.getByRole('link', { name: 'Sign in with Lakeside School' }).elements(),
    ).toHaveLength(0);
  });

  test('Use another account leaves the link: the school button is back and the e-mail empty', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      asked.push(`${init?.method ?? 'GET'} ${String(url)}`);
      if (String(url).endsWith('/api/auth/sign-in-options'))
        return new Response(
          JSON.stringify({
            providers: [SCHOOL],
            passwordSignIn: true,
            linking: { provider: 'school', name: 'Lakeside School', email: 'ana@school.test' },
          }),
          { headers: { 'content-type': 'application/json' } },
        );
      if (String(url).endsWith('/api/auth/school-link')) return new Response(null, { status: 204 });
      return new Response('null', { headers: { 'content-type': 'application/json' } });
    });
    await open('/sign-in?school=link&next=%2Fclassroom%2F4');
    await page.getByRole('button', { name: 'Use another account' }).click();
    await expect
      .element(page.getByRole('link', { name: 'Sign in with Lakeside School' }))
      .toHaveAttribute('href', '/api/auth/oidc/school/start?next=%2Fclassroom%2F4');
    expect(page.getByText(/Sign in with its password once to link/).elements()).toHaveLength(0);
    await expect.element(page.getByLabelText('Email')).toHaveValue('');
    expect(asked.some((a) => a.startsWith('DELETE') && a.endsWith('/api/auth/school-link'))).toBe(
      true,
    );
  });

  test('SSO only: an address another account holds, unverified, is not sent to a password', async () => {
    serverOffers({ providers: [SCHOOL], passwordSignIn: false, linking: null });
    await open('/sign-in?school=email_in_use');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(/cannot be linked\. Tell whoever runs Classbeam at your school\./);
    expect(page.getByText(/Sign in with the password instead/).elements()).toHaveLength(0);
  });

  test('SSO only: the buttons and a word on accounts, no form', async () => {
    serverOffers({ providers: [SCHOOL], passwordSignIn: false, linking: null });
    await open('/sign-in?next=%2Fclassroom%2F4');
    const button = page.getByRole('link', { name: 'Sign in with Lakeside School' });
    await expect
      .element(button)
      .toHaveAttribute('href', '/api/auth/oidc/school/start?next=%2Fclassroom%2F4');
    await expect.element(page.getByText(/This server uses your school's accounts/)).toBeVisible();
    expect(page.getByLabelText('Email').elements()).toHaveLength(0);
  });

  test('a refused sign-in says why, above the choices', async () => {
    serverOffers({ providers: [SCHOOL], passwordSignIn: true, linking: null });
    await open('/sign-in?school=not_allowed');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('That account is not from a school this server accepts.');
    await expect.element(page.getByText('or with your email')).toBeVisible();
    await expect.element(page.getByLabelText('Email')).toBeVisible();
  });

  test('a server that does not answer: the password form, as before', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await open('/sign-in');
    await expect.element(page.getByLabelText('Email')).toBeVisible();
    expect(page.getByText('or with your email').elements()).toHaveLength(0);
  });
});
