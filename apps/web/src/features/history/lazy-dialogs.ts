import { lazy } from 'react';
import { withMessages } from '../../lib/i18n/with-messages';

/** A student's history loads when first opened (the classroom's first load has a budget, F4). */
export const StudentHistoryDialog = lazy(() =>
  withMessages(import('./student-history-dialog'), ['history.later', 'server-texts', 'ui']).then(
    (m) => ({
      default: m.StudentHistoryDialog,
    }),
  ),
);
