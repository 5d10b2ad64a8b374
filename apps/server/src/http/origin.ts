import type { IncomingHttpHeaders } from 'node:http';

/**
 * Same-origin rule shared by HTTP (S6) and the socket handshake (S4).
 * With PUBLIC_ORIGIN set, the Origin must be one of those exactly. Without it (a local or
 * LAN install), the Origin must name the host the browser used to reach us, which a page
 * on another site cannot forge.
 */
export function isAllowedOrigin(
  headers: IncomingHttpHeaders,
  publicOrigins: readonly string[],
): boolean {
  const origin = headers.origin;
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  if (!origin) return fetchSite === 'same-origin';
  if (publicOrigins.length > 0) return publicOrigins.includes(origin);
  const host = headers.host;
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
