/*
 * The pseudo locale is for tests (docs/decisions/0165): `?lang=pseudo` turns it on for the
 * tab, and only where tests run: the Vite dev server, or a page served to this machine
 * (localhost, 127.0.0.1, [::1]; the journeys and component tests). A school's server is
 * reached by its name or address, so its teachers never meet it. Nothing else overrides the
 * language from the address: users choose in the settings.
 */
const KEY = 'classbeam-test-locale';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function testAllowed(hostname: string, dev: boolean): boolean {
  return dev || LOOPBACK.has(hostname);
}

export function testLocale(): 'pseudo' | null {
  if (typeof window === 'undefined') return null;
  if (!testAllowed(window.location.hostname, import.meta.env.DEV)) return null;
  const asked = new URLSearchParams(window.location.search).get('lang');
  try {
    if (asked === 'pseudo') sessionStorage.setItem(KEY, 'pseudo');
    return sessionStorage.getItem(KEY) === 'pseudo' ? 'pseudo' : null;
  } catch {
    return asked === 'pseudo' ? 'pseudo' : null;
  }
}
