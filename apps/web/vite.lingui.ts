import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';

/*
 * Lingui under Vite 8 (rolldown) and @vitejs/plugin-react 6, which runs no Babel
 * (docs/decisions/0165): Lingui's macros are expanded by a Babel pass over only the files that
 * import one (the code filter; every other file skips Babel), and `lingui()` compiles a PO
 * catalogue into a module when it is imported, so compiled catalogues are never committed.
 * Lingui 6 expands macros without Babel but needs Node >= 22.19.
 */
export const linguiPlugins = () => [
  // A message that does not parse fails the build (Lingui only warns by default).
  lingui({ failOnCompileError: true }),
  babel({
    presets: [
      {
        preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
        rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
      },
    ],
  }),
];
