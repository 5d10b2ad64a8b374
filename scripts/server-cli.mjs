// `npm run backup` / `npm run restore FILE`: run the server's command line (apps/server/src/cli)
// the way `npm start` runs the server, as one Node process that gets the signals. On a new
// machine (a restore from a fresh clone) the dependencies are installed first.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensurePnpm, installDependencies, ROOT } from './lib.mjs';

const [name, ...args] = process.argv.slice(2);
const SERVER = path.join(ROOT, 'apps/server');
// The compiled command when the image ships one (production runs no TypeScript).
const compiled = path.join(SERVER, 'dist', `${name}.js`);
const useCompiled = process.env.NODE_ENV === 'production' && existsSync(compiled);
if (!useCompiled && !existsSync(path.join(SERVER, 'node_modules'))) {
  ensurePnpm();
  installDependencies();
}
const entry = useCompiled ? [compiled] : ['--import', 'tsx', `src/cli/${name}.ts`];
const child = spawn(process.execPath, [...entry, ...args], {
  stdio: 'inherit',
  cwd: SERVER,
  // Relative paths the operator typed are theirs, not the server folder's.
  env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
