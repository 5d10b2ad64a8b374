import { lazy } from 'react';

/** A student's history loads when first opened (the classroom's first load has a budget, F4). */
export const StudentHistoryDialog = lazy(() =>
  import('./student-history-dialog').then((m) => ({ default: m.StudentHistoryDialog })),
);
