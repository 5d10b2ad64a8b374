export interface RedisServer {
  url: string;
  port: number;
  pid: number | undefined;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function redisServerPath(): string | null;

export function startRedis(options: { port: number; binary?: string }): Promise<RedisServer>;
