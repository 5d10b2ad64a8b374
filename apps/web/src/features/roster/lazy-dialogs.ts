import { lazy } from 'react';
import { withMessages } from '../../lib/i18n/with-messages';

/*
 * The roster's dialogs load when first opened: most lessons never open most of them, and the
 * classroom's first load has a budget (F4). Each owner renders them inside <Suspense>.
 */
export const AddStudentDialog = lazy(() =>
  withMessages(import('./add-student-dialog'), ['lib', 'roster.later', 'server-texts', 'ui']).then(
    (m) => ({
      default: m.AddStudentDialog,
    }),
  ),
);
export const PhotoDialog = lazy(() =>
  withMessages(import('./photo-dialog'), ['lib', 'roster.later', 'ui']).then((m) => ({
    default: m.PhotoDialog,
  })),
);
export const GoalDialog = lazy(() =>
  withMessages(import('./goal-dialog'), ['lib', 'roster.later', 'ui']).then((m) => ({
    default: m.GoalDialog,
  })),
);
export const DeleteStudentDialog = lazy(() =>
  withMessages(import('./delete-student-dialog'), ['lib', 'ui', 'ui.later']).then((m) => ({
    default: m.DeleteStudentDialog,
  })),
);
export const DisplayLinksDialog = lazy(() =>
  withMessages(import('./display-links-dialog'), ['roster.later', 'ui']).then((m) => ({
    default: m.DisplayLinksDialog,
  })),
);
export const EditStudentDialog = lazy(() =>
  withMessages(import('./edit-student-dialog'), ['lib', 'roster.later', 'server-texts', 'ui']).then(
    (m) => ({
      default: m.EditStudentDialog,
    }),
  ),
);
export const StudentSheet = lazy(() =>
  withMessages(import('./student-sheet'), ['lib', 'roster', 'roster.later', 'ui']).then((m) => ({
    default: m.StudentSheet,
  })),
);
