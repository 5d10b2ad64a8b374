// `npm start`: install what is needed, build the web app and the server, start the compiled
// server (what production runs, decision 0171) on the embedded database (or DATABASE_URL) and
// print the URL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensurePnpm, installDependencies, ROOT, run } from './lib.mjs';

ensurePnpm();
installDependencies();
run('pnpm', ['--filter', '@classbeam/web', 'build']);
run('pnpm', ['--filter', '@classbeam/server', 'build']);

// Node itself, not pnpm: one process to hand signals to, so a stop (Ctrl+C, SIGTERM from a
// service manager) reaches the server and it stops its database too.
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
  stdio: 'inherit',
  cwd: path.join(ROOT, 'apps/server'),
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
