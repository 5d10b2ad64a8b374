import { lazy } from 'react';

type LandingModule = typeof import('../features/landing/landing-page');

/*
 * The landing page's code is a chunk of its own, out of the app's entry, so the pages a
 * teacher opens every day (the classroom, the iPad's) do not carry it (budget F4). The landing
 * page itself loses nothing: the server sends it drawn (landing-prerender.tsx), its stylesheet
 * stays in the entry's (home-route.tsx), its chunk is preloaded by the page's head
 * (scripts/prerender-landing.mjs), and main.tsx takes the markup over only once the code is
 * in, so the tree it hydrates is the one the build drew, with no Suspense in between.
 */
let loaded: LandingModule | null = null;

export const loadLanding = (): Promise<LandingModule> =>
  import('../features/landing/landing-page').then((module) => {
    loaded = module;
    return module;
  });

/** The landing page's component once its code is in, else null. */
export const loadedLanding = () => loaded?.LandingPage ?? null;

/** For a landing page nobody drew (signed out in this tab): fetched when first shown. */
export const LazyLandingPage = lazy(() =>
  loadLanding().then((module) => ({ default: module.LandingPage })),
);
