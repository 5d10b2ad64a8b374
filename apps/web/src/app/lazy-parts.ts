import { lazy } from 'react';
import { localized, withMessages } from '../lib/i18n/localized';

/*
 * What the home and classroom routes load on demand. Apart from lazy-pages.ts (the routes
 * themselves), so a route that loads one of these never imports the file that loads it.
 */

/** The class picker with the teacher's account dialog, in the teacher's language. */
export const PickerPage = localized(() =>
  withMessages(import('./picker-page'), ['app', 'auth', 'classes', 'ui']).then((m) => m.PickerPage),
);

/** The scoreboard view: a teacher who stays on the dashboard never loads it. */
export const TeacherScoreboard = lazy(() =>
  withMessages(import('./teacher-scoreboard'), [
    'app',
    'class-run',
    'groups',
    'lib',
    'random-pick',
    'scoreboard',
    'skills',
    'ui',
    'volume',
  ]).then((m) => ({ default: m.TeacherScoreboard })),
);

/**
 * The dashboard's lesson cards (class progress, schedule, timer, Random Student). Nothing in
 * them can show before the class snapshot arrives over the socket, so their code loads
 * alongside it.
 */
export const RunPanels = lazy(() =>
  withMessages(import('./lesson-panels'), [
    'class-run',
    'class-settings',
    'lib',
    'random-pick',
    'server-texts',
    'ui',
  ]).then((m) => ({
    default: m.LessonPanels,
  })),
);

/**
 * The class's moments on a teacher's device (the pick, Time's up): none can happen before the
 * class snapshot arrives, so their code loads alongside it, not before the first paint.
 */
export const TeacherMoments = lazy(() =>
  withMessages(import('./teacher-moments'), ['class-run', 'lib', 'random-pick']).then((m) => ({
    default: m.TeacherMoments,
  })),
);

/**
 * The classroom cards (volume with its meter, controls, settings): below the roster on a
 * laptop, on the More tab on a phone, and they need the class's settings from the snapshot.
 */
export const ClassroomPanels = lazy(() =>
  withMessages(import('./classroom-panels'), [
    'app',
    'class-settings',
    'lib',
    'server-texts',
    'skills',
    'ui',
    'volume',
  ]).then((m) => ({
    default: m.ClassroomPanels,
  })),
);

/** The Group Manager: its own tab on a phone, under the lesson on a laptop. */
export const GroupManager = lazy(() =>
  withMessages(import('../features/groups/group-manager'), ['groups', 'lib', 'ui']).then((m) => ({
    default: m.GroupManager,
  })),
);
