import type { ClientToServerEvents, ServerToClientEvents } from '@classbeam/contracts';
import { io, type Socket } from 'socket.io-client';
import { ORIGIN } from './context';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A real socket.io client on loopback, with the browser's Origin and cookie headers. */
export function connect(
  baseUrl: string,
  options: {
    cookie?: string;
    /** The browser's Origin by default; null sends none (no browser's handshake). */
    origin?: string | null;
    transport?: 'websocket' | 'polling';
    auth?: Record<string, unknown>;
  } = {},
): ClientSocket {
  return io(baseUrl, {
    path: '/socket.io',
    transports: [options.transport ?? 'websocket'],
    reconnection: false,
    forceNew: true,
    ...(options.auth ? { auth: options.auth } : {}),
    extraHeaders: {
      ...(options.origin === null ? {} : { origin: options.origin ?? ORIGIN }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
}

/** Resolves on connect, rejects with the server's reason on connect_error. */
export function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    // It may have connected already while the caller awaited something else.
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

/** Events of one kind a socket receives, for asserting what arrived and what did not. */
export function record<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
): Parameters<ServerToClientEvents[E]>[0][] {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  // biome-ignore lint/suspicious/noExplicitAny: the listener type is generic over E
  socket.on(event, ((payload: any) => seen.push(payload)) as any);
  return seen;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds until the socket is disconnected, or Infinity if it is not within `ms`. */
/** The moment (performance.now()) the server puts the socket out; read it with `outWithin`. */
export const outMoment = (socket: ClientSocket) =>
  new Promise<number>((resolve) => socket.once('disconnect', () => resolve(performance.now())));

/**
 * How long after `since` the socket was put out (negative when before it), or Infinity when it
 * is still connected `ms` after it. For a session ended by a request that checks a password
 * (~0.4 s, more on a busy host): the S2 bar counts from the moment the request answered.
 */
export async function outWithin(moment: Promise<number>, since: number, ms = 1000) {
  const late = sleep(Math.max(0, since + ms - performance.now())).then(() => Infinity);
  return (await Promise.race([moment, late])) - since;
}

export const disconnectedWithin = (socket: ClientSocket, ms = 1000) =>
  Promise.race([
    new Promise<number>((resolve) => {
      const t0 = performance.now();
      socket.once('disconnect', () => resolve(performance.now() - t0));
    }),
    sleep(ms).then(() => Number.POSITIVE_INFINITY),
  ]);
