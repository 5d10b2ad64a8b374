export { safeNextPath } from '@classbeam/domain';

/** `/sign-in?next=/classroom/7`: slashes stay readable, everything else is encoded. */
export function signInPathFor(returnTo: string): string {
  return `/sign-in?next=${encodeURIComponent(returnTo).replaceAll('%2F', '/')}`;
}
