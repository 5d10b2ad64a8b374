import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createPrivateKey, createPublicKey, webcrypto, X509Certificate } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import type { TLSSocket } from 'node:tls';
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
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
    const first = await ensureLocalTls(dataDir, names, { host: 'cupboard-box' });
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
    const second = await ensureLocalTls(dataDir, names, { host: 'cupboard-box' });
    expect(second.made).toEqual({ ca: false, server: false });
    expect([files.caCert, files.caKey, files.cert, files.key].map(read)).toEqual(before);
  });

  it('names localhost, the machine by name and .local name, and every LAN address', async () => {
    const names = certificateNames(['192.168.1.20', '10.0.0.7'], 'Cupboard-Box');
    const made = await ensureLocalTls(freshDir(), names, { host: 'Cupboard-Box' });
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
    const box = { host: 'box' };
    const first = await ensureLocalTls(dataDir, certificateNames(['192.168.1.20'], 'box'), box);
    // The school's DHCP handed the machine another address.
    const moved = await ensureLocalTls(dataDir, certificateNames(['192.168.1.31'], 'box'), box);
    expect(moved.made).toEqual({ ca: false, server: true });
    expect(moved.caCert).toBe(first.caCert);
    expect(namesOf(new X509Certificate(moved.cert))).toContain('192.168.1.31');
    expect(namesOf(new X509Certificate(moved.cert))).not.toContain('192.168.1.20');

    const names = certificateNames(['192.168.1.31'], 'box');
    const in360Days = new Date(Date.now() + 360 * DAY_MS);
    expect((await ensureLocalTls(dataDir, names, { ...box, now: in360Days })).made.server).toBe(
      false,
    );
    // Under 30 days left: renewed, and the new one runs a year from then.
    const in380Days = new Date(Date.now() + 380 * DAY_MS);
    const renewed = await ensureLocalTls(dataDir, names, { ...box, now: in380Days });
    expect(renewed.made).toEqual({ ca: false, server: true });
    expect(renewed.caCert).toBe(first.caCert);
    expect(Date.parse(new X509Certificate(renewed.cert).validTo)).toBeGreaterThan(
      in380Days.getTime() + 300 * DAY_MS,
    );
  });
});

/** What `openssl verify` says of `cert` (PEM) against the CA file `caFile`: "OK" or its error. */
function opensslVerify(caFile: string, cert: string): string {
  const file = path.join(root, `leaf-${Math.random().toString(36).slice(2)}.pem`);
  writeFileSync(file, cert);
  const run = spawnSync('openssl', ['verify', '-CAfile', caFile, file], { encoding: 'utf8' });
  return run.status === 0 ? 'OK' : `${run.stdout}${run.stderr}`;
}

/** A certificate for `names`, signed with the CA's key: what someone holding a leaked backup could make. */
async function signedWithCaKey(caCert: string, caKey: string, names: string[]): Promise<string> {
  x509.cryptoProvider.set(webcrypto);
  const alg = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
  const keys = await webcrypto.subtle.generateKey(alg, true, ['sign', 'verify']);
  const der = createPrivateKey(caKey).export({ format: 'der', type: 'pkcs8' });
  const signingKey = await webcrypto.subtle.importKey('pkcs8', der, alg, false, ['sign']);
  const ca = new x509.X509Certificate(caCert);
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: '01',
    subject: `CN=${names[0]}`,
    issuer: ca.subject,
    notBefore: new Date(Date.now() - DAY_MS),
    notAfter: new Date(Date.now() + 30 * DAY_MS),
    signingKey,
    publicKey: keys.publicKey,
    signingAlgorithm: alg,
    extensions: [
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension(
        names.map((value) => ({ type: /^[\d.]+$/.test(value) ? 'ip' : 'dns', value })),
      ),
    ],
  });
  return cert.toString('pem');
}

describe('the local CA may sign only school-network names (decision 0177)', () => {
  it('carries a critical NameConstraints extension: LAN and loopback ranges, localhost, .local, the machine', async () => {
    const local = await ensureLocalTls(freshDir(), ['localhost'], { host: 'Cupboard-Box' });
    const caFile = path.join(root, 'constrained-ca.pem');
    writeFileSync(caFile, local.caCert);
    const text = execFileSync(
      'openssl',
      ['x509', '-in', caFile, '-noout', '-ext', 'nameConstraints'],
      {
        encoding: 'utf8',
      },
    );
    expect(text).toMatch(/X509v3 Name Constraints: critical/);
    const permitted = text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^(DNS|IP):/.test(line));
    expect(permitted).toEqual([
      'DNS:localhost',
      'DNS:local',
      'DNS:cupboard-box',
      'IP:127.0.0.0/255.0.0.0',
      'IP:10.0.0.0/255.0.0.0',
      'IP:172.16.0.0/255.240.0.0',
      'IP:192.168.0.0/255.255.0.0',
      'IP:169.254.0.0/255.255.0.0',
      'IP:192.0.2.0/255.255.255.0',
      'IP:198.51.100.0/255.255.255.0',
      'IP:203.0.113.0/255.255.255.0',
      'IP:0:0:0:0:0:0:0:1/FFFF:FFFF:FFFF:FFFF:FFFF:FFFF:FFFF:FFFF',
      'IP:FC00:0:0:0:0:0:0:0/FE00:0:0:0:0:0:0:0',
      'IP:FE80:0:0:0:0:0:0:0/FFC0:0:0:0:0:0:0:0',
    ]);
  });

  it('openssl accepts its server certificate for LAN names and refuses one for a public website', async () => {
    const dataDir = freshDir();
    const local = await ensureLocalTls(
      dataDir,
      certificateNames(['192.168.1.20', '10.0.0.7', '172.20.1.2'], 'cupboard-box'),
      { host: 'cupboard-box' },
    );
    const files = tlsFiles(dataDir);
    expect(opensslVerify(files.caCert, local.cert)).toBe('OK');
    const caKey = read(files.caKey);
    // Someone with a leaked backup signs certificates for a bank's site and a public address.
    const website = await signedWithCaKey(local.caCert, caKey, ['example.com']);
    expect(opensslVerify(files.caCert, website)).toMatch(/permitted subtree violation/);
    const publicIp = await signedWithCaKey(local.caCert, caKey, ['8.8.8.8']);
    expect(opensslVerify(files.caCert, publicIp)).toMatch(/permitted subtree violation/);
    // The same key inside the constraints still works: the refusal is the constraint's.
    const inside = await signedWithCaKey(local.caCert, caKey, ['printer.local']);
    expect(opensslVerify(files.caCert, inside)).toBe('OK');
  });

  it('leaves a public address or a new machine name out of the certificate, saying so once', async () => {
    const dataDir = freshDir();
    const notes: string[] = [];
    const note = (line: string) => notes.push(line);
    await ensureLocalTls(dataDir, certificateNames([], 'cupboard-box'), { host: 'cupboard-box' });
    // Later the machine is renamed and gets a public address beside its LAN one.
    const wanted = certificateNames(['192.168.1.20', '8.8.4.4'], 'staffroom-box');
    const moved = await ensureLocalTls(dataDir, wanted, { host: 'staffroom-box', note });
    expect(moved.leftOut).toEqual(['staffroom-box', '8.8.4.4']);
    expect(namesOf(new X509Certificate(moved.cert)).sort()).toEqual(
      ['localhost', '127.0.0.1', '::1', 'staffroom-box.local', '192.168.1.20'].sort(),
    );
    expect(opensslVerify(tlsFiles(dataDir).caCert, moved.cert)).toBe('OK');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/staffroom-box, 8\.8\.4\.4 .*TLS_CERT/);
    // The running server looks again every 10 minutes: the same names are not reported again.
    const again = await ensureLocalTls(dataDir, wanted, { host: 'staffroom-box', note });
    expect(again.made.server).toBe(false);
    expect(notes).toHaveLength(1);
  });

  it('an existing CA without constraints keeps working unchanged, for every name', async () => {
    const dataDir = freshDir();
    const files = tlsFiles(dataDir);
    // A CA as Step 13 made it: no NameConstraints. Devices already trust it.
    x509.cryptoProvider.set(webcrypto);
    const alg = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
    const keys = await webcrypto.subtle.generateKey(alg, true, ['sign', 'verify']);
    const old = await x509.X509CertificateGenerator.createSelfSigned({
      serialNumber: '02',
      name: 'CN=Classbeam local CA (old-box), O=Classbeam',
      notBefore: new Date(Date.now() - DAY_MS),
      notAfter: new Date(Date.now() + 3650 * DAY_MS),
      keys,
      signingAlgorithm: alg,
      extensions: [
        new x509.BasicConstraintsExtension(true, 0, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign, true),
      ],
    });
    const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
    mkdirSync(path.dirname(files.caCert), { recursive: true, mode: 0o700 });
    writeFileSync(files.caCert, old.toString('pem'));
    writeFileSync(
      files.caKey,
      createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }).export({
        format: 'pem',
        type: 'pkcs8',
      }),
      { mode: 0o600 },
    );
    const notes: string[] = [];
    const local = await ensureLocalTls(dataDir, certificateNames(['8.8.4.4'], 'old-box'), {
      host: 'renamed',
      note: (line) => notes.push(line),
    });
    expect(local.made.ca).toBe(false);
    expect(local.caCert).toBe(old.toString('pem'));
    expect(local.leftOut).toEqual([]);
    expect(notes).toEqual([]);
    expect(namesOf(new X509Certificate(local.cert))).toContain('8.8.4.4');
    expect(opensslVerify(files.caCert, local.cert)).toBe('OK');
  });
});

describe('a certificate from files (TLS_CERT, TLS_KEY)', () => {
  it('takes a certificate and its key, and names the file that is wrong', async () => {
    const issued = await ensureLocalTls(freshDir(), ['class.school.test'], {
      host: 'class.school.test',
    });
    const other = await ensureLocalTls(freshDir(), ['other.school.test'], {
      host: 'other.school.test',
    });
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
    const local = await ensureLocalTls(freshDir(), certificateNames(['192.168.1.20'], 'box'), {
      host: 'box',
    });
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

  it('lists only the addresses the certificate holds: the school’s own names with TLS_CERT', async () => {
    // A school's certificate for its server's name: that name is what devices open, not an
    // address of the machine, which the certificate would not match.
    const issued = await ensureLocalTls(freshDir(), certificateNames([], 'class.school.test'), {
      host: 'class.school.test',
    });
    const log = await startBanner({
      port: 443,
      doorPort: null,
      host: '192.168.1.20',
      tls: { cert: issued.cert, key: issued.key, local: null },
      database: 'embedded PostgreSQL',
      terminal: false,
    });
    expect(log).toContain('On this network (phones, the display): https://class.school.test:443');
    expect(log).not.toContain('https://192.168.1.20');
    // The local CA leaves a public address out of its certificate: the banner does too.
    const local = await ensureLocalTls(freshDir(), certificateNames(['203.0.114.9'], 'box'), {
      host: 'box',
    });
    const publicHost = await startBanner({
      port: 3000,
      doorPort: 3001,
      host: '203.0.114.9',
      tls: { cert: local.cert, key: local.key, local },
      database: 'embedded PostgreSQL',
      terminal: false,
    });
    expect(publicHost).not.toContain('https://203.0.114.9');
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
        text(response).then(
          (body) =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body, peer }),
          reject,
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

      // An http:// bookmark from before HTTPS, on the https port itself: the same address over
      // https, for a POST too, instead of an empty reply; the port still speaks TLS after.
      for (const method of ['GET', 'POST']) {
        const old = await fetch(`http://127.0.0.1:${port}/display/abc?x=1`, {
          method,
          redirect: 'manual',
        });
        expect(old.status).toBe(308);
        expect(old.headers.get('location')).toBe(`https://127.0.0.1:${port}/display/abc?x=1`);
      }
      const forged = await new Promise<number>((resolve, reject) =>
        httpGet({ host: '127.0.0.1', port, path: '/', headers: { host: 'evil/x' } }, (r) =>
          resolve(r.statusCode ?? 0),
        ).on('error', reject),
      );
      expect(forged).toBe(400);
      expect((await overHttps(`${base}/api/auth/user`, ca)).status).toBe(200);
      // A connection that never says anything does not hold the stop up.
      const silent = connect(port, '127.0.0.1');
      await new Promise((resolve) => silent.once('connect', resolve));
      const t0 = performance.now();
      expect(await server.stop(), server.output()).toBe(0);
      expect(performance.now() - t0).toBeLessThan(8000);
    } finally {
      expect(await server.stop(), server.output()).toBe(0);
    }
  }, 120_000);

  it('TLS_CERT and TLS_KEY: the server presents that certificate, and offers no CA to install', async () => {
    // A certificate from another authority, as a school's IT would hand over.
    const issued = await ensureLocalTls(freshDir(), certificateNames([], 'class.school.test'), {
      host: 'class.school.test',
    });
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
