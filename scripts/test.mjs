// `npm test`: install what is needed (pnpm, packages, a Chromium), then the whole suite:
// typecheck, lint, unit and server tests (real PostgreSQL, real sockets), the production
// build, and the browser journeys in Chromium.
import { ensureChromium, ensurePnpm, installDependencies, run } from './lib.mjs';

ensurePnpm();
installDependencies();
ensureChromium();
run('pnpm', ['exec', 'turbo', 'run', 'typecheck', 'lint', 'test', 'build']);
run('pnpm', ['--filter', '@classbeam/e2e', 'e2e']);
console.log('\n✓ All tests passed.');
