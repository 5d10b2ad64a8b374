import { lazy } from 'react';

/*
 * Everything but the landing page is split out: the landing page is what a visitor loads
 * first and it has a size budget (F4); a teacher pays for the picker or the classroom only
 * once signed in. The routes' pages are here; the parts the routes themselves load on demand
 * are in lazy-parts.ts, so no route imports this file back.
 */
export const SignInPage = lazy(() =>
  import('../features/auth/sign-in-page').then((m) => ({ default: m.SignInPage })),
);

export const ClassroomRoute = lazy(() =>
  import('./classroom-route').then((m) => ({ default: m.ClassroomRoute })),
);

export const SelfAssessmentPage = lazy(() =>
  import('../features/assessment/kiosk-page').then((m) => ({
    default: m.SelfAssessmentPage,
  })),
);

/** A class's and its students' reports and parent pages: loaded when a teacher opens one. */
export const ReportsRoute = lazy(() =>
  import('./reports-route').then((m) => ({ default: m.ReportsRoute })),
);

export const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/**
 * The classroom display's page inside the app (the dev server; production serves it from its
 * own entry, display.html): public, its own small chunk (socket, board, nothing else).
 */
export const DisplayPage = lazy(() =>
  import('./display-route').then((m) => ({ default: m.DisplayPage })),
);
