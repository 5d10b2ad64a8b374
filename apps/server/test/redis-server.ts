import { type RedisServer, startRedis as start } from '../../../scripts/redis-server.mjs';
import { freePort } from '../src/db/embedded';

export { type RedisServer, redisServerPath } from '../../../scripts/redis-server.mjs';

/** A real Redis of the test's own on a free loopback port (or `port`, to restart it there). */
export async function startRedis(binary: string, port?: number): Promise<RedisServer> {
  return start({ binary, port: port ?? (await freePort()) });
}
