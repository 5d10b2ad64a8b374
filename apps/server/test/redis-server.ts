import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { freePort } from '../src/db/embedded';

export interface RedisServer {
  url: string;
  port: number;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Where redis-server is, if this machine has one (CI installs it; see scripts/lib.mjs). */
export function redisServerPath(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path ? path : null;
}

/** A real Redis of the test's own on a free loopback port, keeping nothing on disk. */
export async function startRedis(binary: string, port?: number): Promise<RedisServer> {
  port ??= await freePort();
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server did not start: ${output}`));
    }, 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}: ${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}
