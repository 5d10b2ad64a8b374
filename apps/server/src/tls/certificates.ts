import {
  createPrivateKey,
  createPublicKey,
  randomBytes,
  webcrypto,
  X509Certificate,
} from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { BlockList, isIP } from 'node:net';
import { hostname as machineName } from 'node:os';
import path from 'node:path';
// @peculiar/x509 resolves its parts through tsyringe, which needs the Reflect metadata API.
import 'reflect-metadata';
import { AsnConvert } from '@peculiar/asn1-schema';
import {
  GeneralName,
  GeneralSubtree,
  GeneralSubtrees,
  id_ce_nameConstraints,
  NameConstraints,
} from '@peculiar/asn1-x509';
import * as x509 from '@peculiar/x509';

/*
 * The school's own certificate authority (decision 0175). Made on the first HTTPS start into
 * DATA_DIR/tls and kept: each device trusts it once, and every server certificate it signs
 * after that (a new address, a renewal) is trusted without another visit. The signing is
 * @peculiar/x509's on Node's WebCrypto: no certificate is put together by hand here.
 */

x509.cryptoProvider.set(webcrypto);

/** P-256 ECDSA: every browser a school has takes it, and a key is made in milliseconds. */
const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Long: a new CA means every device installs it again. */
const CA_DAYS = 10 * 365;
/** Under the 398 days Apple's devices accept for a server certificate. */
const SERVER_DAYS = 397;
/** A server certificate with less than this left is renewed at the next start. */
const RENEW_BEFORE_DAYS = 30;

export interface LocalTls {
  /** The CA certificate, PEM: what devices download and trust. */
  caCert: string;
  /** The server's certificate (PEM) and its key (PEM, PKCS #8). */
  cert: string;
  key: string;
  /** The names and addresses the server certificate is valid for. */
  names: readonly string[];
  /** Names asked for that the CA may not sign (a public address, a renamed machine): left out. */
  leftOut: readonly string[];
  /** The CA certificate's SHA-256 fingerprint, as a device's settings show it (AB:CD:…). */
  caFingerprint: string;
  /** What this start did: made the CA, made a new server certificate, or reused both. */
  made: { ca: boolean; server: boolean };
}

export interface TlsFiles {
  caCert: string;
  caKey: string;
  cert: string;
  key: string;
}

export const tlsFiles = (dataDir: string): TlsFiles => {
  const dir = path.join(dataDir, 'tls');
  return {
    caCert: path.join(dir, 'ca.crt'),
    caKey: path.join(dir, 'ca.key'),
    cert: path.join(dir, 'server.crt'),
    key: path.join(dir, 'server.key'),
  };
};

/**
 * The names the server certificate must hold: localhost and its loopback addresses (the
 * teacher's own laptop), the machine's name and its `.local` name (iPads and Macs find a
 * machine by it on most school networks), and every LAN address a phone can open.
 */
export function certificateNames(addresses: readonly string[], host = machineName()): string[] {
  const names = ['localhost', '127.0.0.1', '::1'];
  const name = host.toLowerCase();
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(name) && name !== 'localhost') {
    names.push(name);
    if (!name.includes('.')) names.push(`${name}.local`);
  }
  for (const address of addresses) if (!names.includes(address)) names.push(address);
  return names;
}

const isIpAddress = (name: string) => /^[0-9.]+$/.test(name) || name.includes(':');

/*
 * What a CA made from now on may sign (decision 0177): its key travels in every backup, so a
 * leaked backup must not mint a certificate that school devices trust for a public website.
 * Loopback, the private and link-local ranges, `localhost`, mDNS `.local` names, and the
 * machine's own name as it is when the CA is made.
 */
const PERMITTED_IPS = [
  '127.0.0.0/8',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '169.254.0.0/16',
  // RFC 5737's documentation ranges: never routed on the internet, so no public website to
  // fake there, and what test networks and containers hand out (the CI machine's 192.0.2.2).
  '192.0.2.0/24',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
];

/** The DNS names a CA made on `host` permits (each with any labels added on the left). */
function permittedDns(host: string): string[] {
  const dns = ['localhost', 'local'];
  const name = host.toLowerCase();
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(name) && !dns.includes(name)) dns.push(name);
  return dns;
}

/** What a CA may sign: DNS names (with any labels on their left) and IP ranges (a/len). */
export interface Permitted {
  dns: string[];
  ips: string[];
}

/** A critical NameConstraints extension permitting `permitted` and nothing else. */
function nameConstraintsExtension(permitted: Permitted): x509.Extension {
  const bases = [
    ...permitted.dns.map((dNSName) => new GeneralName({ dNSName })),
    // The converter takes an address with its prefix length ("10.0.0.0/8") as address + mask.
    ...permitted.ips.map((iPAddress) => new GeneralName({ iPAddress })),
  ];
  const value = AsnConvert.serialize(
    new NameConstraints({
      permittedSubtrees: new GeneralSubtrees(bases.map((base) => new GeneralSubtree({ base }))),
    }),
  );
  return new x509.Extension(id_ce_nameConstraints, true, value);
}

/** What the CA certificate `pem` may sign; null for a CA without name constraints. */
export function permittedBy(pem: string): Permitted | null {
  const extension = new x509.X509Certificate(pem).getExtension(id_ce_nameConstraints);
  if (!extension) return null;
  const parsed = AsnConvert.parse(extension.value, NameConstraints);
  const permitted: Permitted = { dns: [], ips: [] };
  for (const { base } of parsed.permittedSubtrees ?? []) {
    if (base.dNSName !== undefined) permitted.dns.push(base.dNSName.toLowerCase());
    if (base.iPAddress !== undefined) permitted.ips.push(base.iPAddress);
  }
  return permitted;
}

/** Whether `name` (a DNS name or an IP address) lies inside what `permitted` allows. */
export function isPermitted(name: string, permitted: Permitted): boolean {
  const family = isIP(name);
  if (family === 0) {
    const dns = name.toLowerCase();
    return permitted.dns.some((base) => dns === base || dns.endsWith(`.${base}`));
  }
  const ranges = new BlockList();
  for (const range of permitted.ips) {
    const [address = '', bits = ''] = range.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    ranges.addSubnet(address, Number(bits), type);
  }
  return ranges.check(name, family === 6 ? 'ipv6' : 'ipv4');
}

/** The names a certificate holds, from its subjectAltName ("DNS:a, IP Address:1.2.3.4"). */
export function namesOf(cert: X509Certificate): string[] {
  return (cert.subjectAltName ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .map((entry) => entry.replace(/^DNS:/, '').replace(/^IP Address:/, ''))
    .map((entry) => (entry.includes(':') ? compactIpv6(entry) : entry.toLowerCase()))
    .filter(Boolean);
}

/** OpenSSL writes ::1 as 0:0:0:0:0:0:0:1; compare it as written. */
function compactIpv6(address: string): string {
  return new URL(`http://[${address}]`).hostname.slice(1, -1);
}

function writePrivate(file: string, text: string): void {
  writeFileSync(file, text, { mode: 0o600 });
  // writeFileSync's mode applies only to a new file, and through the umask.
  chmodSync(file, 0o600);
}

const serialNumber = () => {
  const bytes = randomBytes(16);
  // Positive, as X.509 wants its serial numbers.
  bytes[0] = (bytes[0] ?? 0) & 0x7f;
  return bytes.toString('hex');
};

async function newKeys(): Promise<webcrypto.CryptoKeyPair> {
  return webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
}

async function privatePem(key: webcrypto.CryptoKey): Promise<string> {
  const der = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', key));
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
    .export({ format: 'pem', type: 'pkcs8' })
    .toString();
}

async function importSigningKey(pem: string): Promise<webcrypto.CryptoKey> {
  const der = createPrivateKey(pem).export({ format: 'der', type: 'pkcs8' });
  return webcrypto.subtle.importKey('pkcs8', der, ALGORITHM, false, ['sign']);
}

async function makeCa(now: Date, host: string): Promise<{ cert: string; key: string }> {
  const keys = await newKeys();
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serialNumber(),
    // The name a device lists among its trusted authorities: the machine's says which school box.
    name: `CN=Classbeam local CA (${host.replace(/[,+="<>#;\\]/g, '')}), O=Classbeam`,
    notBefore: new Date(now.getTime() - DAY_MS),
    notAfter: new Date(now.getTime() + CA_DAYS * DAY_MS),
    keys,
    signingAlgorithm: ALGORITHM,
    extensions: [
      // An authority that signs server certificates only, never another authority.
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
        true,
      ),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      nameConstraintsExtension({ dns: permittedDns(host), ips: PERMITTED_IPS }),
    ],
  });
  // PEM files end with a newline: some tools (and cat) expect one.
  return { cert: `${cert.toString('pem')}\n`, key: await privatePem(keys.privateKey) };
}

async function makeServerCert(
  ca: { cert: string; key: string },
  names: readonly string[],
  now: Date,
): Promise<{ cert: string; key: string }> {
  const keys = await newKeys();
  const caCert = new x509.X509Certificate(ca.cert);
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serialNumber(),
    subject: `CN=${names.find((name) => !isIpAddress(name) && name !== 'localhost') ?? 'localhost'}`,
    issuer: caCert.subject,
    notBefore: new Date(now.getTime() - DAY_MS),
    notAfter: new Date(now.getTime() + SERVER_DAYS * DAY_MS),
    signingKey: await importSigningKey(ca.key),
    publicKey: keys.publicKey,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      // iOS and macOS refuse a server certificate without serverAuth or without names in SAN.
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension(
        names.map((name) => ({ type: isIpAddress(name) ? 'ip' : 'dns', value: name })),
      ),
      await x509.AuthorityKeyIdentifierExtension.create(caCert),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  // PEM files end with a newline: some tools (and cat) expect one.
  return { cert: `${cert.toString('pem')}\n`, key: await privatePem(keys.privateKey) };
}

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

/** Whether a file's certificate is still good for `at`, with `marginDays` to spare. */
const validFor = (cert: X509Certificate, at: Date, marginDays: number) =>
  new Date(cert.validFrom) <= at &&
  new Date(cert.validTo).getTime() - at.getTime() > marginDays * DAY_MS;

function readCa(files: TlsFiles, now: Date): { cert: string; key: string } | null {
  if (!existsSync(files.caCert) || !existsSync(files.caKey)) return null;
  const cert = readFileSync(files.caCert, 'utf8');
  const key = readFileSync(files.caKey, 'utf8');
  const parsed = new X509Certificate(cert);
  if (!parsed.ca || !parsed.checkPrivateKey(createPrivateKey(key)) || !validFor(parsed, now, 0))
    return null;
  return { cert, key };
}

function readServer(
  files: TlsFiles,
  ca: { cert: string },
  names: readonly string[],
  now: Date,
): { cert: string; key: string } | null {
  if (!existsSync(files.cert) || !existsSync(files.key)) return null;
  const cert = readFileSync(files.cert, 'utf8');
  const key = readFileSync(files.key, 'utf8');
  const parsed = new X509Certificate(cert);
  const fits =
    parsed.verify(createPublicKey(ca.cert)) &&
    parsed.checkPrivateKey(createPrivateKey(key)) &&
    validFor(parsed, now, RENEW_BEFORE_DAYS) &&
    sameNames(namesOf(parsed), names);
  return fits ? { cert, key } : null;
}

/**
 * The local CA and a server certificate for the `wanted` names the CA may sign, from
 * DATA_DIR/tls when they are there and still fit; otherwise made and written there. A name
 * outside a constrained CA's names is left out, with one line through `note`. The server
 * certificate is made again when the names change (the machine got another address) or it has less than 30 days left; the CA is
 * kept for its ten years, so devices trust it once.
 */
export async function ensureLocalTls(
  dataDir: string,
  wanted: readonly string[],
  {
    now = new Date(),
    host = machineName(),
    note = (line: string) => console.log(line),
  }: { now?: Date; host?: string; note?: (line: string) => void } = {},
): Promise<LocalTls> {
  const files = tlsFiles(dataDir);
  mkdirSync(path.dirname(files.caCert), { recursive: true, mode: 0o700 });
  let ca = readCa(files, now);
  const madeCa = ca === null;
  if (ca === null) {
    ca = await makeCa(now, host);
    writePrivate(files.caKey, ca.key);
    writeFileSync(files.caCert, ca.cert);
  }
  // A name outside the CA's constraints would make browsers refuse the whole certificate.
  const permitted = permittedBy(ca.cert);
  const inside = permitted ? wanted.filter((name) => isPermitted(name, permitted)) : [...wanted];
  const names = inside.length > 0 ? inside : ['localhost'];
  const leftOut = wanted.filter((name) => !inside.includes(name));
  const unnoted = leftOut.filter((name) => !noted.has(name));
  if (unnoted.length > 0) {
    for (const name of unnoted) noted.add(name);
    note(
      `  Not in the certificate: ${unnoted.join(', ')} (outside what the school's CA may sign; for a public address use TLS_CERT, docs/school/https.md).`,
    );
  }
  let server = madeCa ? null : readServer(files, ca, names, now);
  const madeServer = server === null;
  if (server === null) {
    server = await makeServerCert(ca, names, now);
    writePrivate(files.key, server.key);
    writeFileSync(files.cert, server.cert);
  }
  return {
    caCert: ca.cert,
    cert: server.cert,
    key: server.key,
    names,
    leftOut,
    caFingerprint: new X509Certificate(ca.cert).fingerprint256,
    made: { ca: madeCa, server: madeServer },
  };
}

/** Names already reported as left out: the server's rechecks say it once, not every 10 min. */
const noted = new Set<string>();

/** The local CA of `dataDir` (certificate and key, PEM), for a backup; null when there is none. */
export function localCaOf(dataDir: string): { caCert: string; caKey: string } | null {
  const files = tlsFiles(dataDir);
  if (!existsSync(files.caCert) || !existsSync(files.caKey)) return null;
  return { caCert: readFileSync(files.caCert, 'utf8'), caKey: readFileSync(files.caKey, 'utf8') };
}

/**
 * Puts a backup's CA into `dataDir`/tls (folder 0700, key 0600) and removes the server
 * certificate there, so the next start issues one for this machine's addresses under the
 * school's CA. Answers whether a different CA was there and has been replaced.
 */
export function restoreLocalCa(
  dataDir: string,
  ca: { caCert: string; caKey: string },
): { replaced: boolean } {
  const files = tlsFiles(dataDir);
  const before = localCaOf(dataDir);
  const replaced =
    before !== null &&
    new X509Certificate(before.caCert).fingerprint256 !==
      new X509Certificate(ca.caCert).fingerprint256;
  const dir = path.dirname(files.caCert);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  writePrivate(`${files.caKey}.partial`, ca.caKey);
  renameSync(`${files.caKey}.partial`, files.caKey);
  writeFileSync(`${files.caCert}.partial`, ca.caCert);
  renameSync(`${files.caCert}.partial`, files.caCert);
  rmSync(files.cert, { force: true });
  rmSync(files.key, { force: true });
  return { replaced };
}
