import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';
import { addStudents, createClass, displayLink } from './fixtures';

let ctx: TestContext;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'classbeam-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    path.join(dist, 'display.html'),
    '<!doctype html><title>Scoreboard</title><div id="root"></div><script type="module" src="/assets/display-1.js"></script>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
  ctx = await createTestContext({ webDist: dist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app from our own origin', () => {
  it('answers every client route with index.html, never cached, so a new build is picked up', async () => {
    for (const url of [
      '/',
      '/classroom/12',
      '/self-assessment/3',
      '/sign-in?next=%2F',
      '/any/unknown/page',
    ]) {
      const res = await ctx.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for a year, and a missing asset or API path as a real 404', async () => {
    const asset = await ctx.request({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const zipped = await ctx.request({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe('console.log(1)');
    // A rebuild while the server runs is served at once.
    writeFileSync(path.join(dist, 'assets', 'later-def456.js'), 'console.log(2)');
    const later = await ctx.request({ method: 'GET', url: '/assets/later-def456.js' });
    expect(later.statusCode).toBe(200);
    const missing = await ctx.request({ method: 'GET', url: '/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
    const api = await ctx.request({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
  });

  it("serves the installed app's worker and manifest to be checked on every visit (decision 0180)", async () => {
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Classbeam"}');
    const worker = await ctx.request({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    // A cached worker file would keep every device on the old version until the cache expired.
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    const manifest = await ctx.request({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers / with the landing page the build drew when the browser has no session, else the plain page', async () => {
    const landing = path.join(dist, 'landing.html');
    writeFileSync(
      landing,
      '<!doctype html><div id="root"><h1 id="hero-title">Classbeam</h1></div>',
    );
    try {
      const signedOut = await ctx.request({ method: 'GET', url: '/', as: null });
      expect(signedOut.statusCode).toBe(200);
      expect(signedOut.body).toContain('<h1 id="hero-title">');
      expect(signedOut.headers['cache-control']).toBe('no-cache');
      // A cache between must not hand the landing page to a teacher who is signed in.
      expect(signedOut.headers.vary).toMatch(/cookie/i);
      const withSession = await ctx.request({
        method: 'GET',
        url: '/',
        as: null,
        headers: { cookie: 'classbeam_sid=some-session' },
      });
      expect(withSession.body).toBe('<!doctype html><div id="root"></div>');
      // Only `/` is the landing page; other routes draw themselves.
      const other = await ctx.request({ method: 'GET', url: '/sign-in', as: null });
      expect(other.body).toBe('<!doctype html><div id="root"></div>');
    } finally {
      rmSync(landing);
    }
    // A build without it (the dev server's, an older one): the plain page.
    const plain = await ctx.request({ method: 'GET', url: '/', as: null });
    expect(plain.body).toBe('<!doctype html><div id="root"></div>');
  });

  it("answers / with the landing page in the browser's language, English otherwise, and says it varies by it", async () => {
    const english = path.join(dist, 'landing.html');
    const spanish = path.join(dist, 'landing.es.html');
    writeFileSync(english, '<!doctype html><html lang="en"><div id="root">Get Started</div>');
    writeFileSync(spanish, '<!doctype html><html lang="es"><div id="root">Empezar</div>');
    const open = (acceptLanguage?: string) =>
      ctx.request({
        method: 'GET',
        url: '/',
        as: null,
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      });
    try {
      for (const [acceptLanguage, lang] of [
        ['es-ES,es;q=0.9,en;q=0.8', 'es'],
        ['es-MX', 'es'],
        ['en-GB,es;q=0.5', 'en'],
        ['fr-FR,fr;q=0.9,es;q=0.4,en;q=0.3', 'es'],
        ['en;q=0.2,es;q=0.8', 'es'],
        ['es;q=0,en', 'en'],
        ['de-DE', 'en'],
        [undefined, 'en'],
      ] as const) {
        const res = await open(acceptLanguage);
        expect(res.statusCode, acceptLanguage).toBe(200);
        expect(res.body, acceptLanguage).toContain(`<html lang="${lang}">`);
        // A cache between must keep one page per language (and none for a session).
        expect(res.headers.vary, acceptLanguage).toMatch(/accept-language/i);
        expect(res.headers.vary, acceptLanguage).toMatch(/cookie/i);
      }
      // A build that drew no Spanish page: the English one.
      rmSync(spanish);
      expect((await open('es')).body).toContain('<html lang="en">');
    } finally {
      rmSync(english);
      rmSync(spanish, { force: true });
    }
  });
});

/** What a browser sends when it opens a page itself (Fetch Metadata). */
const NAVIGATE = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

/** A display link opened with no cookie: by default as a browser's own page load. */
const openDisplayPage = (
  on: TestContext,
  token: string,
  headers: Record<string, string> = NAVIGATE,
) => on.request({ method: 'GET', url: `/display/${token}`, as: null, headers });

/** The JSON the display page carries, parsed as the page's script reads it. */
function servedData(html: string): { token: string; snapshot: Record<string, unknown> | null } {
  const match = /<script type="application\/json" id="display-data">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error(`no display data in ${html}`);
  return JSON.parse(match[1]);
}

describe("a display link's page", () => {
  it('carries the class snapshot the display API answers, so the first render is the board', async () => {
    const teacher = await ctx.signUp();
    const classId = await createClass(ctx, teacher, 'Class 5B');
    await addStudents(ctx, teacher, classId, ['Ada', 'Grace']);
    const { token } = await displayLink(ctx, teacher, classId);

    const page = await openDisplayPage(ctx, token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // Class data inside: never kept by the browser or a proxy.
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.body).toContain('<title>Scoreboard</title>');
    expect(page.body).toContain('src="/assets/display-1.js"');

    const served = servedData(page.body);
    const api = await ctx.request({ method: 'GET', url: `/api/display/${token}`, as: null });
    expect(served.token).toBe(token);
    expect({ ...served.snapshot, serverNow: 0 }).toEqual({ ...api.json(), serverNow: 0 });
    const students = (served.snapshot?.students ?? []) as { name: string }[];
    expect(students.map((s) => s.name)).toEqual(['Ada', 'Grace']);
  });

  it('says "no longer active" in the page itself for an unknown or revoked link', async () => {
    const teacher = await ctx.signUp();
    const classId = await createClass(ctx, teacher);
    const link = await displayLink(ctx, teacher, classId);
    await ctx.request({ method: 'DELETE', url: `/api/display-links/${link.id}`, as: teacher });
    for (const token of [link.token, 'not-a-token', 'A'.repeat(24)]) {
      const page = await openDisplayPage(ctx, token);
      expect(page.statusCode, token).toBe(200);
      expect(servedData(page.body), token).toEqual({ token, snapshot: null });
    }
  });

  it('keeps a name that looks like markup or a replacement pattern as text, in the data only', async () => {
    const teacher = await ctx.signUp();
    const classId = await createClass(ctx, teacher);
    const names = [
      '</script><script>alert(1)</script>',
      "Zoë $& $` $' $1",
      '<!-- x',
      'Line\u2028Sep',
    ];
    await addStudents(ctx, teacher, classId, names);
    const { token } = await displayLink(ctx, teacher, classId);
    const page = await openDisplayPage(ctx, token);
    // One script element of data and the page's own module script: nothing a name started.
    expect(page.body.match(/<script/g)).toHaveLength(2);
    expect(page.body).not.toContain('alert(1)</script>');
    const students = (servedData(page.body).snapshot?.students ?? []) as { name: string }[];
    expect(students.map((s) => s.name).sort()).toEqual([...names].sort());
  });

  it('gives the class only to a browser opening the page, not to a previewer or a script', async () => {
    const teacher = await ctx.signUp();
    const classId = await createClass(ctx, teacher);
    await addStudents(ctx, teacher, classId, ['Ada']);
    const { token } = await displayLink(ctx, teacher, classId);
    for (const headers of [
      {} as Record<string, string>,
      { 'user-agent': 'Slackbot-LinkExpanding 1.0' },
      { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' },
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
    ]) {
      const page = await openDisplayPage(ctx, token, headers);
      expect(page.statusCode).toBe(200);
      expect(page.body, JSON.stringify(headers)).not.toContain('display-data');
      expect(page.body).not.toContain('Ada');
      expect(page.body).toContain('<div id="root"></div><script type="module"');
    }
  });

  it('still opens while the database is down, and the page then asks over HTTP', async () => {
    const down = await createTestContext({ webDist: dist });
    const teacher = await down.signUp();
    const classId = await createClass(down, teacher);
    const { token } = await displayLink(down, teacher, classId);
    await down.db.destroy();
    const page = await openDisplayPage(down, token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div><script type="module"');
    expect(page.body).not.toContain('display-data');
    await down.close().catch(() => {});
  });
});
