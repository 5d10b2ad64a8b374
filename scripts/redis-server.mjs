// A throwaway Redis for the multi-instance tests, the journey and the bench: Debian's
// redis-server on a loopback port, keeping nothing on disk. Plain JavaScript, so the bench
// (no TypeScript) and the TypeScript tests share one copy; the types are beside it.
import { spawn, spawnSync } from 'node:child_process';

/** Where redis-server is, if this machine has one (`ensureRedisServer` in lib.mjs installs it). */
export function redisServerPath() {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const where = found.stdout.trim();
  return found.status === 0 && where ? where : null;
}

/** Starts it and resolves once it accepts connections; fails after 10 s or if it exits. */
export async function startRedis({ port, binary = 'redis-server' }) {
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  await new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk.toString();
      if (!output.includes('Ready to accept connections')) return;
      settle();
      resolve();
    };
    const onError = (error) => fail(`could not start (${error.message})`);
    const onExit = (code) => fail(`exited with ${code}`);
    const timer = setTimeout(() => fail('did not start within 10 s'), 10_000);
    function settle() {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.off('error', onError);
      child.off('exit', onExit);
      // Keep reading, so a chatty server never blocks on a full pipe.
      child.stdout.resume();
    }
    function fail(why) {
      settle();
      child.kill('SIGKILL');
      reject(new Error(`redis-server ${why}: ${output}`));
    }
    child.stdout.on('data', onData);
    child.once('error', onError);
    child.once('exit', onExit);
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}
