import { spawn } from 'node:child_process';
import { createPublicKey, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { request as httpsRequest } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { afterAll, describe, expect, it } from 'vitest';
import { startBanner } from '../src/tls/banner';
import { certificateNames, ensureLocalTls, namesOf, tlsFiles } from '../src/tls/certificates';
import { certificateFromFiles, TlsStartError } from '../src/tls/serve';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const root = mkdtempSync(path.join(os.tmpdir(), 'classbeam-tls-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let dirs = 0;
const freshDir = () => {
  dirs += 1;
  return path.join(root, `data-${dirs}`);
};

const DAY_MS = 24 * 60 * 60 * 1000;
const SERVER_AUTH = '1.3.6.1.5.5.7.3.1';
const read = (file: string) => readFileSync(file, 'utf8');
const mode = (file: string) => statSync(file).mode & 0o777;

describe('the local certificate authority (HTTPS=1)', () => {
  it('is made on the first start, kept private, and reused unchanged by the next', async () => {
    const dataDir = freshDir();
    const names = certificateNames(['192.168.1.20', '10.0.0.7'], 'cupboard-box');
    const first = await ensureLocalTls(dataDir, names);
    expect(first.made).toEqual({ ca: true, server: true });
    const files = tlsFiles(dataDir);
    // Only the server's user may read the keys: with the CA's key anyone could pose as any site
    // to every device that trusts it.
    expect(mode(files.caKey)).toBe(0o600);
    expect(mode(files.key)).toBe(0o600);
    expect(mode(path.dirname(files.caKey))).toBe(0o700);

    const ca = new X509Certificate(read(files.caCert));
    const server = new X509Certificate(read(files.cert));
    expect(ca.ca).toBe(true);
    expect(server.ca).toBe(false);
    expect(server.verify(createPublicKey(read(files.caCert)))).toBe(true);
    expect(server.checkIssued(ca)).toBe(true);
    expect(server.keyUsage).toContain(SERVER_AUTH);
    // Apple's devices refuse a server certificate valid for longer than 398 days.
    const days = (Date.parse(server.validTo) - Date.parse(server.validFrom)) / DAY_MS;
    expect(days).toBeLessThanOrEqual(398);
    expect(first.caFingerprint).toBe(ca.fingerprint256);

    const before = [files.caCert, files.caKey, files.cert, files.key].map(read);
    const second = await ensureLocalTls(dataDir, names);
    expect(second.made).toEqual({ ca: false, server: false });
    expect([files.caCert, files.caKey, files.cert, files.key].map(read)).toEqual(before);
  });

  it('names localhost, the machine by name and .local name, and every LAN address', async () => {
    const names = certificateNames(['192.168.1.20', '10.0.0.7'], 'Cupboard-Box');
    const made = await ensureLocalTls(freshDir(), names);
    expect(namesOf(new X509Certificate(made.cert)).sort()).toEqual(
      [
        'localhost',
        '127.0.0.1',
        '::1',
        'cupboard-box',
        'cupboard-box.local',
        '192.168.1.20',
        '10.0.0.7',
      ].sort(),
    );
  });

  it('gives the server a new certificate when the addresses change or it nears expiry, under the same CA', async () => {
    const dataDir = freshDir();
    const first = await ensureLocalTls(dataDir, certificateNames(['192.168.1.20'], 'box'));
    // The school's DHCP handed the machine another address.
    const moved = await ensureLocalTls(dataDir, certificateNames(['192.168.1.31'], 'box'));
    expect(moved.made).toEqual({ ca: false, server: true });
    expect(moved.caCert).toBe(first.caCert);
    expect(namesOf(new X509Certificate(moved.cert))).toContain('192.168.1.31');
    expect(namesOf(new X509Certificate(moved.cert))).not.toContain('192.168.1.20');

    const names = certificateNames(['192.168.1.31'], 'box');
    const in360Days = new Date(Date.now() + 360 * DAY_MS);
    expect((await ensureLocalTls(dataDir, names, { now: in360Days })).made.server).toBe(false);
    // Under 30 days left: renewed, and the new one runs a year from then.
    const in380Days = new Date(Date.now() + 380 * DAY_MS);
    const renewed = await ensureLocalTls(dataDir, names, { now: in380Days });
    expect(renewed.made).toEqual({ ca: false, server: true });
    expect(renewed.caCert).toBe(first.caCert);
    expect(Date.parse(new X509Certificate(renewed.cert).validTo)).toBeGreaterThan(
      in380Days.getTime() + 300 * DAY_MS,
    );
  });
});

describe('a certificate from files (TLS_CERT, TLS_KEY)', () => {
  it('takes a certificate and its key, and names the file that is wrong', async () => {
    const issued = await ensureLocalTls(freshDir(), ['class.school.test']);
    const other = await ensureLocalTls(freshDir(), ['other.school.test']);
    const dir = freshDir();
    const file = (name: string, text: string) => {
      const where = path.join(root, `${path.basename(dir)}-${name}`);
      writeFileSync(where, text);
      return where;
    };
    const cert = file('cert.pem', issued.cert);
    const key = file('key.pem', issued.key);
    expect(certificateFromFiles(cert, key).cert).toBe(issued.cert);

    const problem = (certFile: string, keyFile: string) => {
      try {
        certificateFromFiles(certFile, keyFile);
      } catch (error) {
        expect(error).toBeInstanceOf(TlsStartError);
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(problem(path.join(root, 'missing.pem'), key)).toMatch(
      /^TLS_CERT: cannot read .*missing\.pem \(ENOENT\)/,
    );
    expect(problem(file('junk.pem', 'not a certificate'), key)).toMatch(
      /^TLS_CERT: .*junk\.pem is not a PEM certificate/,
    );
    expect(problem(cert, file('junk-key.pem', 'nope'))).toMatch(
      /^TLS_KEY: .* is not a PEM private key/,
    );
    expect(problem(cert, file('other-key.pem', other.key))).toMatch(
      /^TLS_KEY: .*other-key\.pem is not the key of the certificate in TLS_CERT/,
    );
  });
});

describe('the start banner', () => {
  it('lists the https URL and the trust page for the LAN address, with a QR code only on a terminal', async () => {
    const local = await ensureLocalTls(freshDir(), certificateNames(['192.168.1.20'], 'box'));
    const facts = {
      port: 3000,
      doorPort: 3001,
      host: '192.168.1.20',
      tls: { cert: local.cert, key: local.key, local },
      database: 'embedded PostgreSQL',
    };
    const log = await startBanner({ ...facts, terminal: false });
    expect(log).toContain('Classbeam is running: https://localhost:3000');
    expect(log).toContain('On this network (phones, the display): https://192.168.1.20:3000');
    expect(log).toContain('Each device trusts this server once at: http://192.168.1.20:3001');
    expect(log).toContain(local.caFingerprint);
    // A service's log gets no block art.
    expect(log).not.toMatch(/[▄▀█]/);
    const terminal = await startBanner({ ...facts, terminal: true });
    expect(terminal).toContain('Scan with a phone: http://192.168.1.20:3001');
    expect(terminal).toMatch(/[▄▀█]{5}/);
  });
});

/** The real entry point as `npm start` runs it, with the given environment. */
function startServer(env: Record<string, string>) {
  const child = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HTTP_PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const banner = new Promise<{ port: number; door: number | null }>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const app = /Classbeam is running: https?:\/\/localhost:(\d+)/.exec(output);
      const door = /trusts this server once at: http:\/\/localhost:(\d+)/.exec(output);
      if (app && output.includes('Database:'))
        resolve({ port: Number(app[1]), door: door ? Number(door[1]) : null });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited;
  };
  return { banner, exited, stop, output: () => output };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  peer: X509Certificate;
}

/** One request over https, trusting only `ca` (as a device that installed it). */
function overHttps(
  url: string,
  ca: string,
  init: { method?: string; body?: unknown; servername?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const request = httpsRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: init.method ?? 'GET',
        ca,
        servername: init.servername,
        headers: body
          ? { 'content-type': 'application/json', origin: target.origin }
          : { origin: target.origin },
      },
      (response) => {
        const peer = new X509Certificate((response.socket as TLSSocket).getPeerCertificate().raw);
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text,
            peer,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('main.ts with HTTPS', () => {
  const dataDir = freshDir();

  it('HTTPS=1 serves the app over https with its own CA, a Secure session cookie, and the CA page over http', async () => {
    const server = startServer({ HTTPS: '1', DATA_DIR: dataDir });
    try {
      const { port, door } = await server.banner;
      expect(door).not.toBeNull();
      const ca = read(tlsFiles(dataDir).caCert);
      const base = `https://localhost:${port}`;
      const signup = await overHttps(`${base}/api/auth/signup`, ca, {
        method: 'POST',
        body: { email: 'tls@school.test', password: 'maple-syrup-42', firstName: 'T' },
      });
      expect(signup.status).toBe(201);
      // Over https the cookie is Secure: a network that answers http for the school's address
      // never sees the session.
      expect(String(signup.headers['set-cookie'])).toMatch(/; Secure/);
      expect(signup.peer.fingerprint256).toBe(
        new X509Certificate(read(tlsFiles(dataDir).cert)).fingerprint256,
      );
      // The CA's own key never leaves the data folder's private files.
      expect(server.output()).not.toContain('PRIVATE KEY');

      const page = await fetch(`http://127.0.0.1:${door}/`, {
        headers: { 'accept-language': 'es-ES,es;q=0.9' },
      });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<html lang="es">');
      expect(html).toContain('Confía en este servidor de Classbeam');
      for (const device of ['iPad y iPhone', 'Android', 'Chromebook', 'Windows'])
        expect(html).toContain(`<h2>${device}</h2>`);
      expect(html).toContain(new X509Certificate(ca).fingerprint256);
      expect(html).toContain(`href="https://127.0.0.1:${port}/"`);

      const download = await fetch(`http://127.0.0.1:${door}/classbeam-ca.crt`);
      expect(download.headers.get('content-type')).toBe('application/x-x509-ca-cert');
      expect(await download.text()).toBe(ca);

      // Everything else on the plain port goes to the same place over https.
      const other = await fetch(`http://127.0.0.1:${door}/classroom/7?x=1`, { redirect: 'manual' });
      expect(other.status).toBe(308);
      expect(other.headers.get('location')).toBe(`https://127.0.0.1:${port}/classroom/7?x=1`);
      // A Host that is not a name or an address gets no redirect built from it.
      const badHost = await new Promise<number>((resolve, reject) =>
        httpGet({ host: '127.0.0.1', port: door, path: '/', headers: { host: 'evil/x' } }, (r) =>
          resolve(r.statusCode ?? 0),
        ).on('error', reject),
      );
      expect(badHost).toBe(400);
    } finally {
      expect(await server.stop(), server.output()).toBe(0);
    }
  }, 120_000);

  it('TLS_CERT and TLS_KEY: the server presents that certificate, and offers no CA to install', async () => {
    // A certificate from another authority, as a school's IT would hand over.
    const issued = await ensureLocalTls(freshDir(), certificateNames([], 'class.school.test'));
    const cert = path.join(root, 'school-cert.pem');
    const key = path.join(root, 'school-key.pem');
    writeFileSync(cert, issued.cert);
    writeFileSync(key, issued.key);
    const server = startServer({ TLS_CERT: cert, TLS_KEY: key, DATA_DIR: dataDir });
    try {
      const { port, door } = await server.banner;
      expect(door).toBeNull();
      const answer = await overHttps(`https://localhost:${port}/api/auth/user`, issued.caCert);
      expect(answer.status).toBe(200);
      expect(answer.peer.fingerprint256).toBe(new X509Certificate(issued.cert).fingerprint256);
    } finally {
      expect(await server.stop(), server.output()).toBe(0);
    }
  }, 120_000);

  it('a bad certificate file stops the start at once with a sentence naming it', async () => {
    const junk = path.join(root, 'junk-cert.pem');
    writeFileSync(junk, 'not a certificate');
    const server = startServer({
      TLS_CERT: junk,
      TLS_KEY: junk,
      DATA_DIR: freshDir(),
    });
    await expect(server.banner).rejects.toThrow(/exited 1/);
    expect(server.output()).toMatch(/TLS_CERT: .*junk-cert\.pem is not a PEM certificate\./);
    // Nothing else on the way out: no stack trace for an operator to read through.
    expect(server.output()).not.toMatch(/\bat .*\.ts:\d+/);
  }, 60_000);
});
