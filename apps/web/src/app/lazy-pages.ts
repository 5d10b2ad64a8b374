import { lazy } from 'react';

/*
 * Everything but the landing page is split out: the landing page is what a visitor loads
 * first and it has a size budget (F4); a teacher pays for the picker or the classroom only
 * once signed in.
 */
export const SignInPage = lazy(() =>
  import('../features/auth/sign-in-page').then((m) => ({ default: m.SignInPage })),
);

/** The class picker with the teacher's account dialog. */
export const PickerPage = lazy(() =>
  import('./picker-page').then((m) => ({ default: m.PickerPage })),
);

export const ClassroomRoute = lazy(() =>
  import('./classroom-route').then((m) => ({ default: m.ClassroomRoute })),
);

export const SelfAssessmentPage = lazy(() =>
  import('../features/assessment/kiosk-page').then((m) => ({
    default: m.SelfAssessmentPage,
  })),
);

export const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/** The scoreboard view carries framer-motion: a teacher who stays on the dashboard never loads it. */
export const TeacherScoreboard = lazy(() =>
  import('./teacher-scoreboard').then((m) => ({ default: m.TeacherScoreboard })),
);

/**
 * The classroom display's page inside the app (the dev server; production serves it from its
 * own entry, display.html): public, its own small chunk (socket, board, nothing else).
 */
export const DisplayPage = lazy(() =>
  import('./display-route').then((m) => ({ default: m.DisplayPage })),
);

/**
 * The dashboard's lesson cards (class progress, schedule, timer). Nothing in them can show
 * before the class snapshot arrives over the socket, so their code loads alongside it.
 */
export const RunPanels = lazy(() =>
  import('../features/class-run/run-panels').then((m) => ({ default: m.RunPanels })),
);
