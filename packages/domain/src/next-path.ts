/**
 * Where to go after signing in: one rule for the server's /api/login redirect and the web's
 * sign-in page. A next path is a path on our own site, read the way a browser reads it:
 * parsed against our origin, with no control characters (browsers drop a tab or newline
 * while parsing, so `/\t/evil.example` would become `//evil.example`), and still a path
 * after dot segments are resolved (`/.//evil.example` resolves to `//evil.example`).
 * Anything else gives the fallback.
 */

type UrlParts = { origin: string; pathname: string; search: string; hash: string };
// Every runtime we ship to has the WHATWG URL; this package's lib has no DOM or Node types.
const Url = (globalThis as unknown as { URL: new (input: string, base: string) => UrlParts }).URL;

const BASE = 'http://next-path.invalid';
export const NEXT_PATH_MAX_LENGTH = 500;

/**
 * The path to go to, serialised by the URL parser: pure ASCII (everything else is
 * percent-encoded), so it is safe in a Location header.
 */
export function safeNextPath(next: unknown, fallback = '/'): string {
  if (typeof next !== 'string' || next.length > NEXT_PATH_MAX_LENGTH) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  for (const char of next) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  let url: UrlParts;
  try {
    url = new Url(next, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
