import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { IoServer } from './socket';

/** How long a start waits for Redis before it gives up with a clear error. */
const CONNECT_TIMEOUT_MS = 5000;
/**
 * Messages kept while Redis is away, replayed in order when it is back: about 20 s of taps
 * at 500/s. Beyond it they are dropped, and a device that misses one resyncs at the next
 * event of its class (the version gap).
 */
const QUEUE_WHILE_AWAY = 10_000;
/** How long a stop waits for queued messages to reach Redis before it lets them go. */
const CLOSE_GRACE_MS = 1000;

export interface FanOut {
  /** Closes both connections; call it once nothing broadcasts any more. */
  close(): Promise<void>;
}

/**
 * Several instances behind one address (docs/decisions/0030): every broadcast and
 * every room command (leave, disconnect) goes through Redis, so a device hears a tap made
 * on a phone connected to another instance, and a revoked display or a signed-out session
 * is put out wherever it is connected. Without REDIS_URL an instance serves its own sockets.
 *
 * The channels are named after the session secret (which the instances of one deployment
 * share, and which signs their cookies), so two deployments on one Redis never hear each
 * other. `onReconnected` runs when Redis is back after an outage: room commands sent by
 * other instances meanwhile may be lost, so the caller checks its own sockets again.
 */
export async function fanOutThrough(
  io: IoServer,
  options: {
    redisUrl: string;
    sessionSecret: string;
    log: FastifyBaseLogger;
    onReconnected(): void;
  },
): Promise<FanOut> {
  const { redisUrl, log } = options;
  // Two connections: a subscribed one can only listen, and the adapter needs one of each.
  const [publisher, subscriber] = [connection(options), connection(options)];
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    publisher.destroy();
    subscriber.destroy();
    throw new Error(`REDIS_URL is set, but Redis did not answer at ${safeUrl(redisUrl)}`, {
      cause: error,
    });
  }
  const key = `classbeam:${createHmac('sha256', options.sessionSecret).update('socket.io channels').digest('hex').slice(0, 16)}`;
  io.adapter(createAdapter(publishingSafely(publisher, log), subscriber, { key }));
  return {
    close: async () => {
      await Promise.race([
        Promise.allSettled([publisher.close(), subscriber.close()]),
        sleep(CLOSE_GRACE_MS),
      ]);
      for (const client of [publisher, subscriber]) if (client.isOpen) client.destroy();
    },
  };
}

/**
 * One Redis connection. At start it tries for CONNECT_TIMEOUT_MS and then fails (a wrong
 * REDIS_URL should stop the start, not hang it); once it has connected, losing Redis is
 * survivable: it reconnects with backoff and keeps what was published meanwhile (up to
 * QUEUE_WHILE_AWAY messages) for then.
 */
function connection(options: { redisUrl: string; log: FastifyBaseLogger; onReconnected(): void }) {
  const started = performance.now();
  let ready = false;
  let away = false;
  const client = createClient({
    url: options.redisUrl,
    commandsQueueMaxLength: QUEUE_WHILE_AWAY,
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
    if (!ready || away) return;
    away = true;
    options.log.error({ err: error }, 'Lost the connection to Redis; reconnecting');
  });
  client.on('ready', () => {
    ready = true;
    if (!away) return;
    away = false;
    options.log.warn('Reconnected to Redis');
    options.onReconnected();
  });
  return client;
}

/**
 * The adapter publishes without handling a failure, and while Redis is away (or once the
 * connection is closed on the way out) each failed publish would be an unhandled rejection,
 * which ends the process. Here a failure is logged once per outage instead; the message is
 * lost, and the devices that miss it resync at their class's next event.
 */
function publishingSafely<
  C extends { publish(channel: string, message: string | Buffer): Promise<number> },
>(client: C, log: FastifyBaseLogger): C {
  let failing = false;
  const onFailure = (error: unknown) => {
    if (!failing) log.warn({ err: error }, 'Could not publish to Redis; messages are dropped');
    failing = true;
    return 0;
  };
  const publish = (channel: string, message: string | Buffer) => {
    try {
      return client.publish(channel, message).then((n) => {
        failing = false;
        return n;
      }, onFailure);
    } catch (error) {
      return Promise.resolve(onFailure(error));
    }
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'publish') return publish;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
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
