import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { withMessages } from '../../lib/i18n/with-messages';
import { useClassLive } from '../../lib/live/class-store';
import { useLiveResource } from '../../lib/live/live-resource';
import { FolderIcon, SaveIcon } from '../../ui/classroom-icons';
import { listClassConfigs, listHiddenStudents, savedClasses } from './class-configs-api';

/* The dialogs and their note texts come with their own chunk, on first use (one load for both). */
const dialogs = () =>
  withMessages(import('./class-config-dialogs'), [
    'class-configs.later',
    'lib',
    'server-texts',
    'ui',
    'ui.later',
  ]);
const SaveClassDialog = lazy(() => dialogs().then((m) => ({ default: m.SaveClassDialog })));
const LoadClassDialog = lazy(() => dialogs().then((m) => ({ default: m.LoadClassDialog })));

type Open = 'save' | 'load' | null;

/**
 * Save Class and Load Class in the dashboard's header (spec section 2): Load Class shows while
 * the class has saved configurations, and also while it has hidden students (their list is in
 * the Load dialog, the one way back once no saved class holds them). The counts are read again
 * whenever a configuration is saved, deleted or rewritten, or the roster changes, on any of
 * the teacher's devices.
 */
export function ClassConfigActions({ classId }: { classId: number }) {
  const [open, setOpen] = useState<Open>(null);
  const students = useClassLive((s) => s.students.length);
  const loaded = useClassLive((s) => s.loaded);
  const configs = useLiveResource(classId, ['class-configs'], () => listClassConfigs(classId), {
    what: 'Saved class configurations',
  });
  const count = configs.data?.length ?? 0;
  const refresh = configs.reload;
  const hidden =
    useLiveResource(classId, ['roster'], () => listHiddenStudents(classId), {
      what: 'Hidden students',
    }).data?.length ?? 0;
  const close = useCallback(() => setOpen(null), []);
  // The saved class this device last saved or loaded, from an earlier visit (for Update).
  useEffect(() => savedClasses.recall(classId), [classId]);

  return (
    <>
      {loaded && students > 0 && (
        <button type="button" className="btn" onClick={() => setOpen('save')}>
          <SaveIcon size={18} />
          <Trans>Save Class</Trans>
        </button>
      )}
      {(count > 0 || hidden > 0) && (
        <button type="button" className="btn" onClick={() => setOpen('load')}>
          <FolderIcon size={18} />
          <Trans>Load Class</Trans>
        </button>
      )}
      <Suspense fallback={null}>
        {open === 'save' && <SaveClassDialog classId={classId} onSaved={refresh} onClose={close} />}
        {open === 'load' && (
          <LoadClassDialog classId={classId} onChanged={refresh} onClose={close} />
        )}
      </Suspense>
    </>
  );
}
