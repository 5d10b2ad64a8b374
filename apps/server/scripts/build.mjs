// `pnpm --filter @classbeam/server build`: the server compiled for Node into dist/, what
// production runs with plain `node` and production dependencies only (decision 0171).
// npm packages stay imports, resolved from node_modules at run time; the workspace's own
// TypeScript packages (@classbeam/contracts, @classbeam/domain) are compiled in.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(SERVER, 'dist');
const manifest = JSON.parse(readFileSync(path.join(SERVER, 'package.json'), 'utf8'));

/**
 * src/main.ts and every command line entry in src/cli/. All land side by side in dist/, at the
 * depth src/*.ts has, so what a module resolves from its own URL (env.ts's REPO_ROOT: the data
 * folder and the web build) is the same place from the source and from the compiled file.
 */
function entryPoints() {
  const cliDir = path.join(SERVER, 'src/cli');
  const cli = existsSync(cliDir)
    ? readdirSync(cliDir)
        .filter((file) => /\.ts$/.test(file) && !/\.(test|d)\.ts$/.test(file))
        .map((file) => `src/cli/${file}`)
    : [];
  const entries = ['src/main.ts', ...cli];
  const names = entries.map((entry) => path.basename(entry, '.ts'));
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length > 0) throw new Error(`Two entry points would both be dist/${twice[0]}.js`);
  return entries;
}

/**
 * The server's PO files written into the bundle in place of catalogue-files.ts, which reads
 * them from src/locales: the compiled server reads nothing from the source tree.
 */
const inlineCatalogues = {
  name: 'inline-catalogues',
  setup(bundler) {
    bundler.onLoad({ filter: /[\\/]src[\\/]i18n[\\/]catalogue-files\.ts$/ }, () => {
      const dir = path.join(SERVER, 'src/locales');
      const files = readdirSync(dir).filter((file) => file.endsWith('.po'));
      const texts = Object.fromEntries(
        files.map((file) => [
          path.basename(file, '.po'),
          readFileSync(path.join(dir, file), 'utf8'),
        ]),
      );
      return {
        loader: 'ts',
        watchFiles: files.map((file) => path.join(dir, file)),
        contents: [
          `const TEXTS: Record<string, string> = ${JSON.stringify(texts)};`,
          'export const catalogueText = (language: string): string => {',
          '  const text = TEXTS[language];',
          "  if (text === undefined) throw new Error('No catalogue in the build for ' + language);",
          '  return text;',
          '};',
        ].join('\n'),
      };
    });
  },
};

const started = performance.now();
rmSync(OUT, { recursive: true, force: true });
const result = await build({
  absWorkingDir: SERVER,
  entryPoints: entryPoints(),
  outdir: OUT,
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The oldest Node that runs it: `npm start` on a machine's Node 20; the image has 22 or 24.
  target: 'node20',
  // Every npm dependency stays an import (a `workspace:` one is compiled in).
  external: Object.entries(manifest.dependencies ?? {})
    .filter(([, version]) => !String(version).startsWith('workspace:'))
    .map(([name]) => name),
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
  plugins: [inlineCatalogues],
});

// A package compiled in by accident (a dependency of contracts or domain the server does not
// declare) would run here and then be missing nowhere: refuse it, so the manifest says it.
const bundled = Object.keys(result.metafile.inputs).filter((input) =>
  input.includes('node_modules'),
);
if (bundled.length > 0) {
  console.error(
    `✗ npm code was compiled into the server: ${bundled.slice(0, 5).join(', ')}\n` +
      "  Add its package to apps/server/package.json's dependencies.",
  );
  process.exit(1);
}

const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
const sizes = outputs
  .map(
    (file) =>
      `${path.relative(SERVER, file)} ${(statSync(path.join(SERVER, file)).size / 1024).toFixed(0)} KB`,
  )
  .join(', ');
console.log(`server built in ${Math.round(performance.now() - started)} ms: ${sizes}`);
