import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { CalendarIcon } from '../../ui/icons';
import '../../ui/panel.css';
import './birth-dates-button.css';
import { withMessages } from '../../lib/i18n/with-messages';

/* The students card's way into the whole-class table; the table loads on the first tap (F4). */
const BirthDatesDialog = lazy(() =>
  withMessages(import('./birth-dates-dialog'), [
    'birth-dates',
    'server-texts',
    'ui',
    'ui.later',
  ]).then((m) => ({
    default: m.BirthDatesDialog,
  })),
);

/**
 * 'Birth dates', with how many students still have none: they cannot self-assess until they
 * do, so the number is worth a glance.
 */
export function BirthDatesButton({ classId }: { classId: number }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const missing = useClassLive((s) => s.students.filter((st) => !st.hasBirthDate).length);
  const loaded = useClassLive((s) => s.loaded);
  return (
    <>
      {/* On a phone a row of its own, under the card's count and its main action. */}
      <button
        type="button"
        className="btn panel-action-wide"
        onClick={() => setOpen(true)}
        aria-label={
          loaded && missing > 0
            ? plural(missing, { one: 'Birth dates, # missing', other: 'Birth dates, # missing' })
            : t`Birth dates`
        }
      >
        <CalendarIcon size={18} />
        <Trans>Birth dates</Trans>
        {loaded && missing > 0 && (
          <span className="birth-dates-missing" aria-hidden="true">
            {missing}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <BirthDatesDialog classId={classId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
