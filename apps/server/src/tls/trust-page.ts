import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { acceptedLanguage, translator } from '../i18n/catalogue';
import { TRUST_TEXTS } from './trust-texts';

/*
 * The plain-http door of a server that speaks TLS (decision 0175). A phone that does not trust
 * the school's CA yet cannot open the https app without a warning it should not learn to click
 * through, so this port, over plain http, offers the CA certificate and a few lines for each
 * kind of device, then a link on to the app. Every other path is sent to the same path over
 * https. The page's texts are the server's catalogue's (src/locales), in the device's language.
 */

/** Where the CA certificate is downloaded from (a .crt: each system offers to install it). */
export const CA_DOWNLOAD_PATH = '/classbeam-ca.crt';
export const TRUST_PAGE_PATH = '/';

export interface TrustDoor {
  /** The CA certificate (PEM) to offer; null with a certificate from files (nothing to install). */
  caCert: string | null;
  caFingerprint: string | null;
  /** The https port everything else is sent to. */
  httpsPort: number;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A host name or address as a browser sends it in Host (name, IPv4, [IPv6]), port stripped. */
function hostnameOf(host: string | undefined): string | null {
  if (!host) return null;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d+)?$/i.exec(host.trim());
  return match?.[1] ?? null;
}

const SECURITY_HEADERS = {
  // Nothing on the page runs or loads: its one style sheet is inline.
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const;

export function trustPage(
  door: TrustDoor,
  { language, appUrl }: { language: ReturnType<typeof acceptedLanguage>; appUrl: string },
): string {
  const say = translator(language ?? 'en');
  const text = (key: keyof typeof TRUST_TEXTS) => escapeHtml(say(TRUST_TEXTS[key]));
  const steps = (heading: keyof typeof TRUST_TEXTS, items: (keyof typeof TRUST_TEXTS)[]) =>
    `<section><h2>${text(heading)}</h2><ol>${items.map((item) => `<li>${text(item)}</li>`).join('')}</ol></section>`;
  return `<!doctype html>
<html lang="${language ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text('title')}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 0 auto; padding: 1rem; color: #1a1a1a; background: #fff; }
a.button { display: inline-block; padding: .75rem 1.25rem; margin: .25rem .5rem .25rem 0; border-radius: .5rem; background: #1d4ed8; color: #fff; text-decoration: none; font-weight: 600; }
a.secondary { background: #e5e7eb; color: #1a1a1a; }
code { word-break: break-all; font-size: .8rem; }
h2 { font-size: 1.1rem; margin-top: 1.5rem; }
</style>
</head>
<body>
<main>
<h1>${text('title')}</h1>
<p>${text('intro')}</p>
<p><a class="button" href="${CA_DOWNLOAD_PATH}" download="classbeam-ca.crt">${text('download')}</a>
<a class="button secondary" href="${escapeHtml(appUrl)}">${text('open')}</a></p>
<p>${text('fingerprint')}<br><code>${escapeHtml(door.caFingerprint ?? '')}</code></p>
${steps('ipad', ['ipad1', 'ipad2', 'ipad3'])}
${steps('android', ['android1', 'android2'])}
${steps('chromebook', ['chromebook1', 'chromebook2', 'chromebook3'])}
${steps('windows', ['windows1', 'windows2', 'windows3'])}
</main>
</body>
</html>
`;
}

function answer(door: TrustDoor, request: IncomingMessage, response: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
  const hostname = hostnameOf(request.headers.host);
  if (!hostname || !request.url?.startsWith('/')) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Bad request\n');
    return;
  }
  const appOrigin = `https://${hostname}:${door.httpsPort}`;
  const path = request.url.split('?')[0];
  const readable = request.method === 'GET' || request.method === 'HEAD';
  if (door.caCert !== null && readable && path === CA_DOWNLOAD_PATH) {
    response.writeHead(200, {
      // The type iOS, Android, ChromeOS and Windows each take as "a CA certificate to install".
      'content-type': 'application/x-x509-ca-cert',
      'content-disposition': 'attachment; filename="classbeam-ca.crt"',
    });
    response.end(request.method === 'HEAD' ? undefined : door.caCert);
    return;
  }
  if (door.caCert !== null && readable && path === TRUST_PAGE_PATH) {
    const language = acceptedLanguage(request.headers['accept-language']);
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      vary: 'Accept-Language',
    });
    response.end(
      request.method === 'HEAD'
        ? undefined
        : trustPage(door, { language, appUrl: `${appOrigin}/` }),
    );
    return;
  }
  // Everything else is the app's: the same place over https.
  toHttps(request, response, door.httpsPort);
}

/**
 * A plain-http request sent to the same host and path over https on `httpsPort` (308 keeps a
 * POST a POST); a Host that is not a plain name or address gets 400, no redirect built from it.
 */
export function toHttps(request: IncomingMessage, response: ServerResponse, httpsPort: number) {
  const hostname = hostnameOf(request.headers.host);
  if (!hostname || !request.url?.startsWith('/')) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Bad request\n');
    return;
  }
  response.writeHead(308, { location: `https://${hostname}:${httpsPort}${request.url}` });
  response.end();
}

/** The plain-http door; listen on it as on any node:http server. */
export function createTrustDoor(door: TrustDoor): Server {
  return createServer((request, response) => answer(door, request, response));
}
