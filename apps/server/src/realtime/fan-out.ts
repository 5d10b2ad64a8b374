import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { IoServer } from './socket';

/** How long a start waits for Redis before it gives up with a clear error. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * Several instances behind one address (ARCHITECTURE.md section 4): every broadcast and
 * every room command (leave, disconnect) goes through Redis, so a device hears a tap made
 * on a phone connected to another instance, and a revoked display or a signed-out session
 * is put out wherever it is connected. Without REDIS_URL an instance serves its own sockets.
 *
 * Returns what closes the two Redis connections; call it after socket.io has closed.
 */
export async function fanOutThrough(
  io: IoServer,
  redisUrl: string,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  // Two connections: a subscribed one can only listen, and the adapter needs one of each.
  const [publisher, subscriber] = [connection(redisUrl, log), connection(redisUrl, log)];
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    publisher.destroy();
    subscriber.destroy();
    throw new Error(`REDIS_URL is set, but Redis did not answer at ${safeUrl(redisUrl)}`, {
      cause: error,
    });
  }
  io.adapter(createAdapter(publisher, subscriber));
  return async () => {
    await Promise.allSettled([publisher.close(), subscriber.close()]);
  };
}

/**
 * One Redis connection. At start it tries for CONNECT_TIMEOUT_MS and then fails (a wrong
 * REDIS_URL should stop the start, not hang it); once it has connected, losing Redis is
 * survivable: it reconnects with backoff, what was published meanwhile waits in its queue,
 * and a device that still misses an event resyncs on the version gap.
 */
function connection(redisUrl: string, log: FastifyBaseLogger) {
  const started = performance.now();
  let ready = false;
  let reported = false;
  const client = createClient({
    url: redisUrl,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries: number) =>
        !ready && performance.now() - started > CONNECT_TIMEOUT_MS
          ? new Error('gave up')
          : Math.min(50 * 2 ** retries, 2000),
    },
  });
  // Without a listener, an 'error' event would end the process.
  client.on('error', (error: unknown) => {
    if (!ready || reported) return;
    reported = true;
    log.error({ err: error }, 'Lost the connection to Redis; reconnecting');
  });
  client.on('ready', () => {
    if (reported) log.warn('Reconnected to Redis');
    ready = true;
    reported = false;
  });
  return client;
}

/** The address without its password, for messages. */
function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an address that is not a valid URL';
  }
}
