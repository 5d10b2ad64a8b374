import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DisplaySnapshot } from '@classbeam/contracts';
import { LANGUAGES, type Language } from '@classbeam/contracts/constants';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from './errors';
import { SESSION_COOKIE } from './session';

interface WebPages {
  /** The snapshot a display link's token opens, or null when no link has that token. */
  displaySnapshot: (token: string) => Promise<DisplaySnapshot | null>;
}

/** Where the display page's first snapshot goes (the web's served-display.ts reads it). */
const SERVED_DISPLAY_ID = 'display-data';
/** Longer than this, the page goes without its snapshot rather than stay blank. */
const SNAPSHOT_WAIT_MS = 1000;

/**
 * A browser opening the page itself (Fetch Metadata). Link previewers, mail scanners and web
 * filters that fetch the URL get the page without the class in it; so does a browser too old
 * to say (Safari before 16.4), which then asks over HTTP as the dev server's page does.
 */
const isPageLoad = (headers: Record<string, string | string[] | undefined>) =>
  headers['sec-fetch-mode'] === 'navigate' && headers['sec-fetch-dest'] === 'document';

/** The snapshot, or undefined when the database does not answer in time. */
function withinWait<T>(work: Promise<T>): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), SNAPSHOT_WAIT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The language of the landing page a visitor gets: the first of Accept-Language's languages
 * we offer, by quality then order ('es-MX' is Spanish; `q=0` is "not this one"), else English,
 * as the app itself chooses from the browser's languages (web: lib/i18n/locales.ts).
 */
export function landingLanguage(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { primary: tag.split('-')[0]?.trim().toLowerCase() ?? '', quality, order };
    })
    .filter((entry) => Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { primary } of ranked)
    if ((LANGUAGES as readonly string[]).includes(primary)) return primary as Language;
  return 'en';
}

/** The build's landing page per language: English's is landing.html (web's prerender). */
const landingFile = (language: Language) =>
  language === 'en' ? 'landing.html' : `landing.${language}.html`;

/**
 * JSON inside a <script> element: `<` is written as \\u003c, so no text in it (a student
 * called "</script><script>…") can end the element, and the JSON it parses to is unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Serves the built web app from our own origin. Hashed assets are cached for a year;
 * index.html never is, so a new deployment is picked up on the next load. Unknown paths
 * outside /api get index.html and the client router shows the page (or its 404).
 *
 * A display link (`/display/<token>`) gets its own page, display.html, with the class's
 * snapshot written into it when a browser opens it: a phone or a projector draws the board in
 * its first render, without a loading screen or a request first. The page holds what
 * `GET /api/display/<token>` answers, no more, and is never stored by a browser or a proxy.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  pages: WebPages,
): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  // `/` for a browser without a session: the landing page as the build drew it, in the
  // browser's language (Accept-Language, else English), so a phone paints it from the HTML
  // before any script runs (the app then takes it over). With a session cookie the page is the
  // class picker's, so the plain page; a stale cookie shows the landing page as before, drawn
  // by the script. A build without a language's page sends the English one.
  if (hasWeb)
    app.get('/', (request, reply) => {
      reply.header('vary', 'Cookie, Accept-Language');
      if (request.cookies[SESSION_COOKIE] !== undefined) return sendIndex(reply);
      const language = landingLanguage(request.headers['accept-language']);
      const file = [landingFile(language), landingFile('en')].find((name) =>
        existsSync(path.join(webDist, name)),
      );
      if (file === undefined) return sendIndex(reply);
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile(file);
    });

  const displayPage = path.join(webDist, 'display.html');
  if (hasWeb) {
    app.get<{ Params: { token: string } }>('/display/:token', async (request, reply) => {
      // Read per request like the other files, so a rebuild is served without a restart.
      const html = await readFile(displayPage, 'utf8').catch(() => null);
      if (html === null) return sendIndex(reply);
      const { token } = request.params;
      let data = '';
      if (isPageLoad(request.headers)) {
        try {
          const snapshot = await withinWait(pages.displaySnapshot(token));
          if (snapshot === undefined) {
            request.log.warn('display page served without its snapshot: the database was slow');
          } else {
            const json = scriptSafeJson({ token, snapshot });
            data = `<script type="application/json" id="${SERVED_DISPLAY_ID}">${json}</script>`;
          }
        } catch (error) {
          // The page still loads and asks over HTTP, retrying until the database is back.
          request.log.warn({ err: error }, 'display page served without its snapshot');
        }
      }
      // A function, not a string: a name holding `$&` must not be read as a pattern.
      const page = html.replace('<div id="root"></div>', (root) => `${root}${data}`);
      return (
        reply
          .header('cache-control', 'no-store')
          // A classroom's scoreboard is nobody's search result.
          .header('x-robots-tag', 'noindex, nofollow')
          .type('text/html; charset=utf-8')
          .send(page)
      );
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/socket.io');
    if (!isPage || !hasWeb) throw notFound();
    const looksLikeFile = path.extname(request.url.split('?')[0] ?? '') !== '';
    if (looksLikeFile) throw notFound();
    return sendIndex(reply);
  });
}
