import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { selectPendingCount, useClassLive } from '../../lib/live/class-store';
import { CloudOffIcon } from '../../ui/classroom-icons';
import './sync-status.css';

/**
 * Whether taps are reaching the other screens. Offline taps are not lost (they wait on this
 * device), and saying so keeps a teacher from tapping twice.
 */
export function SyncStatus() {
  const connection = useClassLive((s) => s.connection);
  const pending = useClassLive(selectPendingCount);
  const { t } = useLingui();

  if (connection === 'signed-out') {
    return (
      <p className="sync sync-error" role="status">
        <CloudOffIcon size={16} />
        {pending > 0
          ? plural(pending, {
              one: 'Signed out · # change waiting.',
              other: 'Signed out · # changes waiting.',
            })
          : t`Signed out.`}{' '}
        <a href={`/sign-in?next=${encodeURIComponent(location.pathname)}`}>
          <Trans>Sign in again</Trans>
        </a>
      </p>
    );
  }
  if (connection === 'offline') {
    return (
      <p className="sync sync-offline" role="status">
        <CloudOffIcon size={16} />
        {pending > 0
          ? plural(pending, {
              one: 'Offline · # change waiting',
              other: 'Offline · # changes waiting',
            })
          : t`Offline`}
      </p>
    );
  }
  if (connection === 'connecting') {
    return (
      <p className="sync" role="status">
        <span className="sync-dot" aria-hidden="true" />
        <Trans>Connecting…</Trans>
      </p>
    );
  }
  return (
    <p className="sync sync-live" role="status">
      <span className="sync-dot" aria-hidden="true" />
      {pending > 0 ? t`Saving…` : t`Live`}
    </p>
  );
}
