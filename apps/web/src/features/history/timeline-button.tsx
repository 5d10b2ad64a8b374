import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { withMessages } from '../../lib/i18n/with-messages';
import { ListIcon } from '../../ui/icons';

const ClassTimelineDialog = lazy(() =>
  withMessages(import('./class-timeline-dialog'), ['history.later', 'server-texts', 'ui']).then(
    (m) => ({
      default: m.ClassTimelineDialog,
    }),
  ),
);

/** "Today's timeline": the class's day, its awards removable; its dialog loads when opened. */
export function TimelineButton({ classId }: { classId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        <ListIcon size={18} />
        <Trans>Today's timeline</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ClassTimelineDialog classId={classId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
