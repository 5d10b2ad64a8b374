import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import type { TlsSetting } from '../env';
import { certificateNames, ensureLocalTls, type LocalTls } from './certificates';

/** What the HTTPS server is given, and the local CA when it is ours. */
export interface ServedTls {
  key: string;
  cert: string;
  /** The local CA and what this start made; null with a certificate from files. */
  local: LocalTls | null;
}

/** A start error the operator can act on: which variable, which file, what is wrong. */
export class TlsStartError extends Error {
  override name = 'TlsStartError';
}

function readNamed(variable: string, file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new TlsStartError(`${variable}: cannot read ${file} (${why}).`);
  }
}

/**
 * The certificate and key from TLS_CERT and TLS_KEY (PEM; the certificate file may carry its
 * chain after it), checked before the server listens: a wrong file stops the start with a
 * sentence naming it rather than a TLS error on the first phone's connection.
 */
export function certificateFromFiles(
  certFile: string,
  keyFile: string,
  now = new Date(),
): ServedTls {
  const cert = readNamed('TLS_CERT', certFile);
  const key = readNamed('TLS_KEY', keyFile);
  let parsed: X509Certificate;
  try {
    parsed = new X509Certificate(cert);
  } catch {
    throw new TlsStartError(`TLS_CERT: ${certFile} is not a PEM certificate.`);
  }
  let privateKey: ReturnType<typeof createPrivateKey>;
  try {
    privateKey = createPrivateKey(key);
  } catch {
    throw new TlsStartError(
      `TLS_KEY: ${keyFile} is not a PEM private key (or it has a passphrase).`,
    );
  }
  if (!parsed.checkPrivateKey(privateKey)) {
    throw new TlsStartError(
      `TLS_KEY: ${keyFile} is not the key of the certificate in TLS_CERT (${certFile}).`,
    );
  }
  if (new Date(parsed.validTo) <= now) {
    throw new TlsStartError(
      `TLS_CERT: the certificate in ${certFile} expired on ${parsed.validTo}.`,
    );
  }
  try {
    createSecureContext({ cert, key });
  } catch (error) {
    throw new TlsStartError(
      `TLS_CERT/TLS_KEY: Node cannot use them (${(error as Error).message}).`,
    );
  }
  return { cert, key, local: null };
}

/** The TLS the server speaks, or null for plain http. */
export async function loadTls(
  setting: TlsSetting,
  dataDir: string,
  lanAddresses: readonly string[],
): Promise<ServedTls | null> {
  if (setting.mode === 'off') return null;
  if (setting.mode === 'files') return certificateFromFiles(setting.certFile, setting.keyFile);
  const local = await ensureLocalTls(dataDir, certificateNames(lanAddresses));
  return { cert: local.cert, key: local.key, local };
}
