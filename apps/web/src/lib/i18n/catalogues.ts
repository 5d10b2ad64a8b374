/*
 * The message catalogues, one per folder (lingui.config.ts, docs/decisions/0168): each
 * feature's, and one each for ui/, lib/ and app/, each with a second for the files loaded
 * only on demand. A part of the app loaded on demand names the catalogues of the code it
 * brings (`withMessages` in ./localized.tsx); a unit test (catalogues.test.ts) walks its
 * static imports and fails when one is missing or extra.
 * Types only: nothing here joins a chunk.
 */
export type FeatureCatalogue =
  | 'assessment'
  | 'auth'
  | 'birth-dates'
  | 'class-configs'
  | 'class-run'
  | 'class-settings'
  | 'classes'
  | 'classroom'
  | 'display'
  | 'groups'
  | 'history'
  | 'landing'
  | 'not-found'
  | 'offline'
  | 'random-pick'
  | 'reports'
  | 'roster'
  | 'roster-csv'
  | 'scoreboard'
  | 'skills'
  | 'volume';

/** lib/server-texts: the server's, contracts' and domain's words, for the parts that show them. */
export type FolderCatalogue = 'ui' | 'lib' | 'app' | 'server-texts' | FeatureCatalogue;

/**
 * A folder's catalogue, or its second one, `<folder>.later`: the messages of its files that no
 * page imports, only a part loaded on demand (a dialog), in `locales/later/`. Which files those
 * are follows from the imports (scripts/catalogue-split.mjs); the test names what each part needs.
 */
export type CatalogueName = FolderCatalogue | `${FolderCatalogue}.later`;
