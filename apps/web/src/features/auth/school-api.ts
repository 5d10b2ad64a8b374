import type { SignInOptions } from '@classbeam/contracts';
import { api } from '../../lib/api-client';

/*
 * The school's sign-in (decision 0179), apart from auth-api.ts: that one is in every page's
 * first load (who is signed in), these only in the sign-in page's and the account dialog's.
 */

/** The school's sign-in buttons, whether passwords are on, and an account waiting to be linked. */
export const fetchSignInOptions = () => api.get<SignInOptions>('/api/auth/sign-in-options');

/**
 * The address that starts a sign-in with a school provider (a page navigation). `confirm`: the
 * sign-in before deleting an account without a password, for which the provider asks for the
 * login itself rather than handing back the account the device is still signed in with.
 */
export function schoolSignInHref(provider: string, next: string, { confirm = false } = {}) {
  const query = new URLSearchParams();
  if (next !== '/') query.set('next', next);
  if (confirm) query.set('confirm', '1');
  const search = query.toString();
  return `/api/auth/oidc/${encodeURIComponent(provider)}/start${search ? `?${search}` : ''}`;
}

/** "Use another account" on the linking notice: the waiting link is dropped. */
export const leaveSchoolLink = () => api.delete<void>('/api/auth/school-link');

/** The provider's own sign-out, offered after signing out of a session that used it. */
export const schoolSignOutHref = (provider: string) =>
  `/api/auth/oidc/${encodeURIComponent(provider)}/sign-out`;
