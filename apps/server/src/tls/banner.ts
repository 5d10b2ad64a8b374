import { X509Certificate } from 'node:crypto';
import QRCode from 'qrcode';
import { lanAddresses, lanUrls } from '../lan';
import type { ServedTls } from './serve';

export interface BannerFacts {
  port: number;
  /** The plain-http door's port, when TLS is on. */
  doorPort: number | null;
  host: string;
  tls: ServedTls | null;
  database: string;
  /** A person is watching (stdout is a terminal): the QR code is drawn only for them. */
  terminal: boolean;
}

/**
 * What `npm start` prints: every URL a phone can open (a phone cannot open localhost), over
 * https when we serve it, where a new device trusts the local CA, and a QR code of the first
 * place a phone should go. With the local CA that is the trust page, which links on to the
 * app; otherwise the app itself. The QR code only on a terminal: in a service's log it is
 * thirty lines of blocks nobody can scan.
 */
/** On a machine with no LAN address (or HOST on loopback), the one URL this machine opens. */
const lanUrlsOr = (urls: string[], local: string) => (urls.length > 0 ? urls : [local]);

/**
 * The https URLs a device can open without a certificate warning: the names and addresses the
 * certificate holds. The local CA's lists every LAN address it may (a public one is left out:
 * certificates.ts); a school's own certificate (TLS_CERT) names the server, say
 * class.school.org, and a LAN address typed instead would not match it.
 */
function certifiedUrls(tls: ServedTls, port: number, lan: string[]): string[] {
  const url = (name: string) => `https://${name.includes(':') ? `[${name}]` : name}:${port}`;
  if (tls.local) return lan.filter((address) => tls.local?.names.includes(address)).map(url);
  const names = (new X509Certificate(tls.cert).subjectAltName ?? '')
    .split(', ')
    .map((entry) => /^(?:DNS|IP Address):(.+)$/.exec(entry)?.[1] ?? '')
    .filter(
      (name) => name && !name.startsWith('*.') && name !== 'localhost' && !name.startsWith('127.'),
    );
  return names.map(url);
}

export async function startBanner(facts: BannerFacts): Promise<string> {
  const scheme = facts.tls ? 'https' : 'http';
  const lan = lanAddresses(facts.host);
  const apps = facts.tls
    ? certifiedUrls(facts.tls, facts.port, lan)
    : lanUrls(facts.port, facts.host, undefined, scheme);
  const doors =
    facts.doorPort !== null && facts.tls?.local
      ? lanUrlsOr(lanUrls(facts.doorPort, facts.host), `http://localhost:${facts.doorPort}`)
      : [];
  const lines = [`  Classbeam is running: ${scheme}://localhost:${facts.port}`];
  for (const url of apps) lines.push(`  On this network (phones, the display): ${url}`);
  for (const url of doors) lines.push(`  Each device trusts this server once at: ${url}`);
  if (facts.tls?.local) {
    const { made, caFingerprint } = facts.tls.local;
    if (made.ca) lines.push('  A new certificate authority was made: devices install it once.');
    else if (made.server) lines.push('  The server certificate was renewed (same authority).');
    lines.push(`  CA fingerprint (SHA-256): ${caFingerprint}`);
  } else if (!facts.tls && apps.length > 0) {
    // The camera, the microphone and the wake lock need https on a phone.
    lines.push('  Phones need HTTPS for the camera and microphone: start with HTTPS=1.');
  }
  lines.push(`  Database: ${facts.database}`);
  const scan = doors[0] ?? apps[0];
  if (facts.terminal && scan) {
    const code = await QRCode.toString(scan, { type: 'terminal', small: true });
    lines.push(`\n  Scan with a phone: ${scan}\n${code}`);
  }
  return `\n${lines.join('\n')}\n`;
}
