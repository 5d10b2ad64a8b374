// `npm start`: install what is needed, build the web app, start the server on the embedded
// database (or DATABASE_URL) and print the URL.
import { spawn } from 'node:child_process';
import { ensurePnpm, installDependencies, ROOT, run } from './lib.mjs';

ensurePnpm();
installDependencies();
run('pnpm', ['--filter', '@classbeam/web', 'build']);

const server = spawn('pnpm', ['--filter', '@classbeam/server', 'start'], {
  stdio: 'inherit',
  cwd: ROOT,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
