// `npm test`: install what is needed (pnpm, packages, a Chromium, a redis-server), then the
// whole suite: no import circles, colours only from tokens (check-css), typecheck, lint, unit
// and server tests (real PostgreSQL, real sockets, two instances over a real Redis), the web
// component tests (in Chromium), the production build, the image's build and start (plain node,
// production dependencies only), and the browser journeys in Chromium.
import { ensureChromium, ensurePnpm, ensureRedisServer, installDependencies, run } from './lib.mjs';

ensurePnpm();
installDependencies();
ensureChromium();
ensureRedisServer();
run('node', [
  '--test',
  'scripts/check-imports.test.mjs',
  'scripts/check-css.test.mjs',
  'scripts/check-texts.test.mjs',
  'scripts/licence.test.mjs',
]);
run('node', ['scripts/check-imports.mjs']);
run('node', ['scripts/check-css.mjs']);
run('pnpm', ['exec', 'turbo', 'run', 'typecheck', 'lint', 'test', 'build']);
// The image's build stage run as the Dockerfile says, and its output started with plain node.
run('node', ['--test', 'scripts/production.test.mjs']);
run('pnpm', ['--filter', '@classbeam/e2e', 'e2e']);
console.log('\n✓ All tests passed.');
