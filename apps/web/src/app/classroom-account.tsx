import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { signOut } from '../features/auth/auth-api';
import { withMessages } from '../lib/i18n/with-messages';
import { selectPendingCount, useClassLive } from '../lib/live/class-store';
import { ArrowLeftIcon, LogOutIcon } from '../ui/icons';
import { forgetAllConfigs } from '../ui/saved-configs/config-memory';

// Asked only when taps are stuck on a device that is offline: loaded then.
const ConfirmDialog = lazy(() =>
  withMessages(import('../ui/confirm-dialog'), ['ui']).then((m) => ({ default: m.ConfirmDialog })),
);

/** How long Sign Out waits for taps still on their way before asking. */
const DRAIN_MS = 3000;

const drained = () =>
  new Promise<boolean>((resolve) => {
    if (selectPendingCount(useClassLive.getState()) === 0) return resolve(true);
    const stop = useClassLive.subscribe((s) => {
      if (selectPendingCount(s) > 0) return;
      clearTimeout(timer);
      stop();
      resolve(true);
    });
    const timer = setTimeout(() => {
      stop();
      resolve(false);
    }, DRAIN_MS);
  });

function leave() {
  forgetAllConfigs();
  signOut();
}

/**
 * Change Class and Sign Out from inside the classroom (the phone's More tab). Signing out
 * first lets waiting taps reach the server; if some cannot (offline), it asks before they are
 * lost, since they live only on this device until sent.
 */
export function ClassroomAccount({ onChangeClass }: { onChangeClass: () => void }) {
  const { t } = useLingui();
  const [stuck, setStuck] = useState(0);
  const [leaving, setLeaving] = useState(false);

  async function onSignOut() {
    setLeaving(true);
    if (await drained()) return leave();
    setLeaving(false);
    setStuck(selectPendingCount(useClassLive.getState()));
  }

  return (
    <>
      <button type="button" className="btn" onClick={onChangeClass}>
        <ArrowLeftIcon size={18} />
        <Trans>Change Class</Trans>
      </button>
      <button type="button" className="btn" onClick={() => void onSignOut()} disabled={leaving}>
        <LogOutIcon size={18} />
        {leaving ? <Trans>Signing out…</Trans> : <Trans>Sign Out</Trans>}
      </button>
      {stuck > 0 && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={stuck > 0}
            title={t`Sign out with changes waiting?`}
            tone="danger"
            icon={<LogOutIcon size={22} />}
            description={t`${plural(stuck, {
              one: '# change has not reached the server yet (this device is offline). Signing out now loses it.',
              other:
                '# changes have not reached the server yet (this device is offline). Signing out now loses them.',
            })}`}
            confirmLabel={t`Sign Out Anyway`}
            onConfirm={async () => leave()}
            onClose={() => setStuck(0)}
          />
        </Suspense>
      )}
    </>
  );
}
