import { localized, withMessages } from '../lib/i18n/localized';

/*
 * Everything but the landing page is split out: the landing page is what a visitor loads
 * first and it has a size budget (F4); a teacher pays for the picker or the classroom only
 * once signed in. Each page comes with the message catalogue's runtime and the active
 * catalogue (localized). The routes' pages are here; the parts the routes themselves load on
 * demand are in lazy-parts.ts, so no route imports this file back.
 */
export const SignInPage = localized(() =>
  withMessages(import('../features/auth/sign-in-page'), ['auth', 'ui']).then((m) => m.SignInPage),
);

export const ClassroomRoute = localized(() =>
  withMessages(import('./classroom-route'), [
    'app',
    'class-configs',
    'classes',
    'classroom',
    'history',
    'lib',
    'roster',
    'roster-csv',
  ]).then((m) => m.ClassroomRoute),
);

export const SelfAssessmentPage = localized(() =>
  withMessages(import('../features/assessment/kiosk-page'), ['assessment', 'ui']).then(
    (m) => m.SelfAssessmentPage,
  ),
);

/** A class's and its students' reports and parent pages: loaded when a teacher opens one. */
export const ReportsRoute = localized(() =>
  withMessages(import('./reports-route'), [
    'app',
    'lib',
    'not-found',
    'reports',
    'server-texts',
    'ui',
  ]).then((m) => m.ReportsRoute),
);

/** The installed app opened with no network (decision 0180). */
export const OfflinePage = localized(() =>
  withMessages(import('../features/offline/offline-page'), ['offline']).then((m) => m.OfflinePage),
);

export const NotFoundPage = localized(() =>
  withMessages(import('../features/not-found/not-found-page'), ['not-found']).then(
    (m) => m.NotFoundPage,
  ),
);

/**
 * The classroom display's page inside the app (the dev server; production serves it from its
 * own entry, display.html): public, its own small chunk (socket, board, nothing else).
 */
export const DisplayPage = localized(() =>
  withMessages(import('./display-route'), [
    'app',
    'class-run',
    'display',
    'lib',
    'random-pick',
    'scoreboard',
    'skills',
    'ui',
    'volume',
  ]).then((m) => m.DisplayPage),
);
