// `pnpm test:quick`: the fast lane while working. Everything `npm test` checks but the
// production build and the browser journeys, with the QUALITY sweeps cut to a tenth
// (TEST_SCALE=quick, apps/server/test/scale.ts). `npm test` and CI run them in full. The
// web component tests run in Chromium here too, so one is found (or installed) first.
import { ensureChromium, ensurePnpm, run } from './lib.mjs';

ensurePnpm();
ensureChromium();
process.env.TEST_SCALE = 'quick';
run('node', [
  '--test',
  'scripts/check-imports.test.mjs',
  'scripts/check-css.test.mjs',
  'scripts/check-texts.test.mjs',
]);
run('node', ['scripts/check-imports.mjs']);
run('node', ['scripts/check-css.mjs']);
run('pnpm', ['exec', 'turbo', 'run', 'typecheck', 'lint', 'test']);
console.log('\n✓ The quick lane passed (npm test runs everything, at full scale).');
