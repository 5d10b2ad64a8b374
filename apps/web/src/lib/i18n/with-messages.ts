import type { CatalogueName } from './catalogues';
import { catalogues } from './runtime';

/**
 * `withMessages` for the features' own parts loaded on demand (a dialog): the same as
 * ./localized.tsx's, for code that only runs inside a page already localized, so the runtime
 * is there and importing it costs nothing. The app's entry must use localized.tsx's, which only
 * asks for the runtime: a feature chunk importing a module of the entry makes the bundler split
 * the entry's shared code into more files (+0.5 KB gzip on every first load, measured).
 */
export function withMessages<M>(chunk: Promise<M>, names: readonly CatalogueName[]): Promise<M> {
  return Promise.all([chunk, catalogues(names)]).then(([m]) => m);
}
