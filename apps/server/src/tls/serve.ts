import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { createSecureContext, type Server as TlsServer } from 'node:tls';
import type { TlsSetting } from '../env';
import { certificateNames, ensureLocalTls, type LocalTls } from './certificates';
import { toHttps } from './trust-page';

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

/** The first byte of every TLS connection: a handshake record. */
const TLS_HANDSHAKE = 0x16;
/** How long a new connection may stay silent: browsers speak at once. */
const FIRST_BYTES_MS = 10_000;

/**
 * The https port also answers plain http, with a redirect to itself over https: a bookmark or a
 * typed address from before HTTPS was turned on (`http://school-server:3000/display/...`)
 * lands on the page instead of an empty reply. Each new connection's first bytes decide: a
 * TLS handshake goes to the server's own TLS handling as before, anything else to a plain
 * http server that only redirects. The bytes read are put back first, so either reads the
 * connection from its start.
 */
export function answerPlainHttp(server: TlsServer): void {
  const plain = createServer((request, response) => {
    const port = (server.address() as { port: number } | null)?.port ?? 443;
    response.setHeader('cache-control', 'no-store');
    toHttps(request, response, port);
  });
  // A connection that sent nothing for this long is closed, as Node's own servers do.
  plain.headersTimeout = 10_000;
  plain.requestTimeout = 10_000;
  const tlsHandlers = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  // Connections that have not spoken yet: no server knows them, so a stop ends them here.
  const silent = new Set<Socket>();
  const close = server.close.bind(server);
  server.close = (done) => {
    for (const socket of silent) socket.destroy();
    return close(done);
  };
  server.on('connection', (socket: Socket) => {
    // Until it is handed on, the connection is ours: a reset must not throw, and one that
    // sends nothing is closed after a while.
    const drop = () => socket.destroy();
    silent.add(socket);
    socket.once('close', () => silent.delete(socket));
    socket.on('error', drop);
    socket.setTimeout(FIRST_BYTES_MS, drop);
    socket.once('data', (chunk: Buffer) => {
      silent.delete(socket);
      socket.setTimeout(0);
      socket.off('timeout', drop);
      socket.pause();
      socket.unshift(chunk);
      if (chunk[0] === TLS_HANDSHAKE)
        for (const handler of tlsHandlers) handler.call(server, socket);
      else plain.emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
  });
}
