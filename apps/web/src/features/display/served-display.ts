import type { DisplaySnapshot } from '@classbeam/contracts';

/** The element the server writes the display's first snapshot into (apps/server http/web.ts). */
export const SERVED_DISPLAY_ID = 'display-data';

/** `/display/<token>` → the token, or '' for anything else. */
export function displayTokenOf(pathname: string): string {
  const match = /^\/display\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return '';
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return '';
  }
}

/**
 * What the server wrote into this display page for `token`: the class's snapshot, or null
 * when it knew the link as unknown or revoked. undefined when the page carries nothing usable
 * (the dev server, a database that was down, another token): the page then asks over HTTP.
 * The element goes once read: while self-assessment is open it holds the class key, which the
 * page must not keep after the window closes.
 */
export function takeServedDisplay(token: string): DisplaySnapshot | null | undefined {
  const element = document.getElementById(SERVED_DISPLAY_ID);
  element?.remove();
  return parseServedDisplay(element?.textContent, token);
}

export function parseServedDisplay(
  text: string | null | undefined,
  token: string,
): DisplaySnapshot | null | undefined {
  if (!text || !token) return undefined;
  try {
    const served = JSON.parse(text) as { token?: unknown; snapshot?: DisplaySnapshot | null };
    if (served.token !== token || served.snapshot === undefined) return undefined;
    return served.snapshot;
  } catch {
    return undefined;
  }
}

/**
 * How long ago this page's HTML arrived, in ms: the server time in its snapshot is that old,
 * which on a slow phone is seconds (a countdown would start that far off, then jump).
 */
export function pageAge(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!navigation || navigation.responseStart <= 0) return 0;
  return Math.max(0, performance.now() - navigation.responseStart);
}
